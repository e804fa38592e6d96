import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

extension Vault {
    /// Entry paths, newest first, optionally limited to days `from...to`; with `limit`, only the newest
    /// that many (folders beyond them are not even listed), and with `wholeDays` the rest of the last one's
    /// day too.
    public func entryPaths(from: Day? = nil, to: Day? = nil, limit: Int? = nil, wholeDays: Bool = false) -> [EntryPath] {
        let limit = limit ?? Int.max
        var out: [EntryPath] = []
        guard limit > 0 else { return out }
        walkMonthFolders(from: from, to: to) { year, month in
            for path in VaultScanner.entries(in: root, year: year, month: month) {
                if let from, path.day < from { continue }
                if let to, path.day > to { continue }
                if out.count >= limit, !wholeDays || path.day != out.last?.day { return false }
                out.append(path)
            }
            return out.count < limit || wholeDays
        }
        return out
    }

    /// The entries of `day`, first written first.
    public func entryPaths(on day: Day) -> [EntryPath] {
        let path = EntryPath(day: day)
        let year = String(path.folder.prefix(4))
        let month = String(path.folder.suffix(2))
        return VaultScanner.entries(in: root, year: year, month: month).filter { $0.day == day }.reversed()
    }

    /// The name a new entry of `day` gets: the base name, or one past the last taken.
    public func nextFreePath(on day: Day) -> EntryPath {
        let taken = entryPaths(on: day).map(\.sequence).max() ?? 0
        return EntryPath(day: day, sequence: taken + 1)
    }

    /// Reads and parses one entry; never follows a link.
    public func read(_ path: EntryPath) throws -> Entry {
        try files.read(path)
    }

    /// True when an entry file exists at `path` (a link does not count).
    public func exists(_ path: EntryPath) -> Bool {
        var info = stat()
        return lstat(url(path).path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Summaries of `paths` (as found by `entryPaths`), in the same order, read on every core; a broken
    /// file gives its error in place.
    /// - Parameter previewLimit: characters of preview to keep (a list line needs no more than its width).
    public func summaries(_ paths: [EntryPath], previewLimit: Int = 240) -> [Result<EntrySummary, VaultError>] {
        let zone = timeZone
        return mapEntryBuffers(paths, otherError: { .unreadable(file: $0.relativePath, reason: .text("\($1)")) }, makeContext: {}) {
            _, path, bytes in
            try EntrySummary.read(bytes, path: path, localZone: zone, previewLimit: previewLimit)
        }
    }

    /// `transform` of every path's bytes, in the same order, on every core. Each worker reads a run of
    /// neighbouring entries, opening each month folder once; a file that cannot be read or transformed
    /// gives its error in place (`otherError` turns errors that are not a `VaultError` into one);
    /// `afterEach` runs once per path, whatever became of it.
    func mapEntries<Value: Sendable>(
        _ paths: [EntryPath], otherError: @escaping @Sendable (EntryPath, Error) -> VaultError,
        afterEach: (@Sendable () -> Void)? = nil,
        _ transform: @escaping @Sendable (EntryPath, [UInt8]) throws -> Value
    ) -> [Result<Value, VaultError>] {
        mapEntries(paths, otherError: otherError, afterEach: afterEach, makeContext: {}) { _, path, bytes in
            try transform(path, bytes)
        }
    }

    /// `mapEntries` where each worker keeps a context of its own (`makeContext` runs once per worker),
    /// e.g. caches that would cost more to share than to fill twice.
    func mapEntries<Value: Sendable, Context>(
        _ paths: [EntryPath], otherError: @escaping @Sendable (EntryPath, Error) -> VaultError,
        afterEach: (@Sendable () -> Void)? = nil,
        makeContext: @escaping @Sendable () -> Context,
        _ transform: @escaping @Sendable (inout Context, EntryPath, [UInt8]) throws -> Value
    )
        -> [Result<Value, VaultError>]
    {
        mapEntryBuffers(paths, otherError: otherError, afterEach: afterEach, makeContext: makeContext) { context, path, bytes in
            try transform(&context, path, Array(bytes))
        }
    }

    /// `mapEntries` handing `transform` each file's bytes in a buffer of the worker's that the next file
    /// is read into (so `transform` must not keep it): no array is made per file.
    func mapEntryBuffers<Value: Sendable, Context>(
        _ paths: [EntryPath], otherError: @escaping @Sendable (EntryPath, Error) -> VaultError,
        afterEach: (@Sendable () -> Void)? = nil,
        makeContext: @escaping @Sendable () -> Context,
        _ transform: @escaping @Sendable (inout Context, EntryPath, UnsafeBufferPointer<UInt8>) throws -> Value
    )
        -> [Result<Value, VaultError>]
    {
        mapEntryRuns(paths, otherError: otherError, afterEach: afterEach, makeContext: makeContext, transform).flatMap(\.results)
    }

    /// `mapEntryBuffers` by runs: each worker's results, in order, with the context it made them in (for
    /// results that point into it).
    func mapEntryRuns<Value, Context>(
        _ paths: [EntryPath], otherError: @escaping @Sendable (EntryPath, Error) -> VaultError,
        afterEach: (@Sendable () -> Void)? = nil,
        makeContext: @escaping @Sendable () -> Context,
        _ transform: @escaping @Sendable (inout Context, EntryPath, UnsafeBufferPointer<UInt8>) throws -> Value
    )
        -> [(results: [Result<Value, VaultError>], context: Context)]
    {
        let files = files
        let texts = entryTexts()
        return paths.withUnsafeBufferPointer { paths in
            ParallelMap.chunks(paths.count, minimumPerWorker: 64) { range -> (results: [Result<Value, VaultError>], context: Context) in
                var reader = EntryFileReader(files: files, texts: texts)
                defer { reader.close() }
                var context = makeContext()
                var results: [Result<Value, VaultError>] = []
                results.reserveCapacity(range.count)
                for index in range {
                    results.append(reader.read(paths[index], context: &context, otherError: otherError, transform))
                    afterEach?()
                }
                return (results, context)
            }
        }
    }
}

extension Vault {
    /// The month folders holding days `from...to` (all when nil), newest first, as (year, month) names.
    func monthFolders(from: Day?, to: Day?) -> [(year: String, month: String)] {
        var out: [(String, String)] = []
        walkMonthFolders(from: from, to: to) { year, month in
            out.append((year, month))
            return true
        }
        return out
    }

    /// The one walk of the vault's `YYYY/MM/` folders: `visit` of each month folder that can hold days
    /// `from...to` (all when nil), newest first, until it returns false. A year's month folders are
    /// listed only when the walk gets to that year.
    func walkMonthFolders(from: Day?, to: Day?, _ visit: (_ year: String, _ month: String) -> Bool) {
        for year in VaultScanner.years(in: root) {
            guard let y = Int(year) else { continue }
            if let from, y < from.year { break }
            if let to, y > to.year { continue }
            for month in VaultScanner.months(in: root, year: year) {
                guard let m = Int(month) else { continue }
                if let from, (y, m) < (from.year, from.month) { break }
                if let to, (y, m) > (to.year, to.month) { continue }
                guard visit(year, month) else { return }
            }
        }
    }

    /// `transform` of every entry on days `from...to` in `months` (from `monthFolders`), newest first, on
    /// every core. Unlike `mapEntries`, the workers also list the folders, each its own run of months, so
    /// walking the vault is not a step before reading it; nil results are left out. Returned by runs: each
    /// worker's results, in order, with the context it made them in (for results that point into it).
    /// Like `mapEntryBuffers`, each file's bytes are in a buffer of the worker's, valid only during `transform`.
    /// - Parameter wholeVault: `months` are all the vault's and no day is left out, so what the walk saw
    ///   can replace the cache of entry texts (`EntryTextCache`), when enough has changed.
    func mapEntryRuns<Value, Context>(
        inMonths months: ArraySlice<(year: String, month: String)>, from: Day?, to: Day?, wholeVault: Bool = false,
        otherError: @escaping @Sendable (EntryPath, Error) -> VaultError,
        makeContext: @escaping @Sendable () -> Context,
        _ transform: @escaping @Sendable (inout Context, EntryPath, UnsafeBufferPointer<UInt8>) throws -> Value?
    )
        -> [(results: [Result<Value, VaultError>], context: Context)]
    {
        let months = Array(months)
        let files = files
        let encrypted = isEncrypted
        let texts = entryTexts(inEncryptedVault: encrypted)
        let racyCutoff = wholeVault && !encrypted ? FileStatData.now() - entryTextRacyMargin : nil
        // Months hold few or many entries: a worker that is done takes another few months.
        let runs = ParallelMap.chunks(months.count, minimumPerWorker: 2, piecesPerWorker: 8) {
            range -> (results: [Result<Value, VaultError>], context: Context, recorder: EntryTextRecorder?) in
            var reader = EntryFileReader(files: files, texts: texts, recordingBefore: racyCutoff)
            defer { reader.close() }
            var context = makeContext()
            var results: [Result<Value, VaultError>] = []
            for index in range {
                for path in reader.entries(year: months[index].year, month: months[index].month) {
                    if let from, path.day < from { continue }
                    if let to, path.day > to { continue }
                    switch reader.read(path, context: &context, otherError: otherError, transform) {
                    case .success(let value?): results.append(.success(value))
                    case .success(nil): break
                    case .failure(let error): results.append(.failure(error))
                    }
                }
            }
            return (results, context, reader.recorder)
        }
        let recorders = runs.compactMap(\.recorder)
        if wholeVault, EntryTextCache.isWorthRewriting(recorders, old: texts) {
            // Only a cache: a vault that cannot take it (read-only, full) is read from its files next time too.
            // No fsync: it is trusted in this boot only (see EntryTextCache). A short write (a size that
            // does not add up) throws, so that no such file is put in place.
            try? AtomicFile.writeMany(filling: [
                (
                    { sink in
                        guard try EntryTextCache.rewrite(recorders, old: texts, write: { try sink.write($0) }) else { throw CancellationError() }
                    }, entryTextsURL, EntryTextCache.relativePath
                )
            ])
        }
        return runs.map { ($0.results, $0.context) }
    }

    private var entryTextsURL: URL { gitDirectory.appendingPathComponent(EntryTextCache.relativePath) }

    /// An encrypted vault keeps no copy of its texts: `git-crypt lock` would turn the work tree into
    /// ciphertext and leave the copy in plain text.
    private var isEncrypted: Bool { VaultEncryption.isEncrypted(root: root) }

    /// The cache of entry texts, when there is one of the current shape; in an encrypted vault, none (one
    /// made before `diary encrypt init` is removed).
    func entryTexts() -> EntryTextCache? { entryTexts(inEncryptedVault: isEncrypted) }

    private func entryTexts(inEncryptedVault encrypted: Bool) -> EntryTextCache? {
        if encrypted {
            unlink(entryTextsURL.path)
            return nil
        }
        return EntryTextCache(path: entryTextsURL.path)
    }
}

/// Reads entry files under a vault folder, refusing symbolic links.
struct EntryFiles: Sendable {
    let root: URL

    func url(_ path: EntryPath) -> URL { root.appendingPathComponent(path.relativePath) }

    /// - Parameter scanned: the path came from walking real (not linked) folders, so they need no check.
    func read(_ path: EntryPath, scanned: Bool = false) throws -> Entry {
        let bytes = try readBytes(path, scanned: scanned)
        return Entry(path: path, document: try EntryDocument.parse(bytes, file: path.relativePath))
    }

    /// The file's bytes, refusing links at any level below the vault folder.
    /// - Parameter folder: an open descriptor of the entry's month folder, to open the file relative to it.
    func readBytes(_ path: EntryPath, scanned: Bool = false, folder: Int32? = nil) throws -> [UInt8] {
        var bytes: [UInt8] = []
        let count = try readBytes(path, scanned: scanned, folder: folder, into: &bytes)
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Reads the file into the start of `buffer`, which grows as needed (and is kept from one file to
    /// the next by those who read many), and returns how many bytes it holds.
    func readBytes(_ path: EntryPath, scanned: Bool = false, folder: Int32? = nil, into buffer: inout [UInt8]) throws -> Int {
        var name: String { path.relativePath }
        let flags = O_RDONLY | O_NOFOLLOW | O_CLOEXEC
        let fd = folder.map { folder in path.withCFileName { openat(folder, $0, flags) } } ?? Glibc.open(root.path + "/" + name, flags)
        guard fd >= 0 else {
            let code = errno  // before building the name, which may allocate and change errno
            if code == ELOOP { throw VaultError.symlink(file: name) }
            if code == ENOENT { throw VaultError.noEntry(name) }
            throw VaultError.unreadable(file: name, reason: .errno(code))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw VaultError.notARegularFile(file: name)
        }
        if !scanned { try refuseLinkedFolders(path) }
        // One byte more than the size, so that the read that finds the end needs no room of its own.
        let size = max(Int(info.st_size), 0) + 1
        // A new array rather than an append of zeros: the append goes element by element in a debug build,
        // where a 10 MB entry must still be refused within the tests' CPU limit.
        if buffer.count < size { buffer = [UInt8](repeating: 0, count: size) }
        var count = 0
        while true {
            if count == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
            let room = buffer.count - count
            let got = buffer.withUnsafeMutableBytes { raw in Glibc.read(fd, raw.baseAddress.map { $0 + count }, room) }
            if got < 0 {
                let code = errno
                if code == EINTR { continue }
                throw VaultError.unreadable(file: name, reason: .errno(code))
            }
            if got == 0 { break }
            count += got
            // Less than there was room for, and all the file had when it was opened: its end, without a
            // read that says so (one system call in three when a list reads every entry). A file that
            // grew meanwhile filled the room (the byte past its size), so it is read on.
            if got < room, count >= size - 1 { break }
        }
        return count
    }

    /// An entry's year or month folder that is a link would lead outside the vault.
    func refuseLinkedFolders(_ path: EntryPath) throws {
        var info = stat()
        let year = root.appendingPathComponent(String(path.folder.prefix(4)))
        for folder in [year, root.appendingPathComponent(path.folder)] where lstat(folder.path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFLNK { throw VaultError.symlink(file: folder.path) }
        }
    }

}

/// A worker's way through many entry files found by walking the vault: each month folder opened once,
/// each file read into one buffer that the next file reuses.
struct EntryFileReader {
    let files: EntryFiles
    private var folders: FolderCache
    private var buffer: [UInt8] = []
    /// Texts whose files still have the stat data recorded with them are taken from here, unopened.
    private let texts: EntryTextCache?
    /// The next record a walk newest first would look for.
    private var hint = 0
    /// What this worker saw, for a new cache (in a walk of the whole vault).
    private(set) var recorder: EntryTextRecorder?

    /// - Parameter racyCutoff: record what is read for a new cache, except files changed at or after this
    ///   time (nanoseconds).
    init(files: EntryFiles, texts: EntryTextCache? = nil, recordingBefore racyCutoff: Int64? = nil) {
        self.files = files
        self.texts = texts
        recorder = racyCutoff.map(EntryTextRecorder.init(racyCutoff:))
        folders = FolderCache(root: files.root)
    }

    /// `transform` of the bytes of `path` (valid only during the call); a file that cannot be read or
    /// transformed gives its error (`otherError` turns one that is not a `VaultError` into one).
    mutating func read<Value, Context>(
        _ path: EntryPath, context: inout Context, otherError: (EntryPath, Error) -> VaultError,
        _ transform: (inout Context, EntryPath, UnsafeBufferPointer<UInt8>) throws -> Value
    ) -> Result<Value, VaultError> {
        do {
            let folder = folders.descriptor(for: path)
            // The file's key and stat data, taken before it is read, for a new cache.
            var seen: (key: UInt64, stat: FileStatData)?
            if let folder, texts != nil || recorder != nil, let key = EntryTextCache.key(path) {
                // One stat instead of open, read and close, when the file is as it was recorded.
                let current = path.withCFileName { FileStatData.of($0, in: folder) }
                if let texts, let record = texts.lookUp(key, current: current, hint: hint) {
                    hint = record + 1
                    recorder?.keep(record)
                    return .success(try transform(&context, path, texts.text(at: record)))
                }
                seen = current.map { (key, $0) }
            }
            let count = try files.readBytes(path, scanned: true, folder: folder, into: &buffer)
            let read = buffer  // the same storage; the recorder, a property too, is changed while it is read
            return .success(
                try read.withUnsafeBufferPointer { buffer in
                    let text = UnsafeBufferPointer(rebasing: buffer[..<count])
                    if let seen { recorder?.read(seen.key, stat: seen.stat, text: text) }
                    return try transform(&context, path, text)
                })
        } catch let error as VaultError {
            return .failure(error)
        } catch {
            return .failure(otherError(path, error))
        }
    }

    /// The entries of a month folder, newest first, as `VaultScanner.entries` lists them; taken from the
    /// cache when the folder's stat data is as recorded there (no file was added, removed or renamed in it).
    mutating func entries(year: String, month: String) -> [EntryPath] {
        let root = files.root
        guard texts != nil || recorder != nil, let y = Int(year), let m = Int(month), let first = Day(year: y, month: m, day: 1),
            year == ASCIIDigits.pad(y, 4), month == ASCIIDigits.pad(m, 2)
        else { return VaultScanner.entries(in: root, year: year, month: month) }
        // Neither the year nor the month folder may be a link (the month folder is opened without following one).
        guard VaultScanner.isRealFolder(root.path + "/" + year), let folder = folders.descriptor(for: EntryPath(day: first)) else { return [] }
        var info = stat()
        guard fstat(folder, &info) == 0 else { return VaultScanner.entries(in: root, year: year, month: month) }
        let current = FileStatData(info)
        let key = EntryTextCache.folderKey(year: y, month: m)
        if let texts, let entries = texts.folderEntries(key, current: current) {
            recorder?.folder(key, stat: current, entries: entries, listed: false)
            return entries
        }
        let entries = VaultScanner.entries(in: root, year: year, month: month)
        recorder?.folder(key, stat: current, entries: entries, listed: true)
        return entries
    }

    mutating func close() { folders.closeAll() }
}

/// Open descriptors of month folders (opened without following links), one at a time per worker.
struct FolderCache {
    let root: URL
    /// The open folder's year and month (compared as numbers: building its name for every entry showed in profiles).
    private var folder = (year: 0, month: 0)
    private var fd: Int32 = -1

    init(root: URL) { self.root = root }

    mutating func descriptor(for path: EntryPath) -> Int32? {
        if path.day.year != folder.year || path.day.month != folder.month {
            closeAll()
            folder = (path.day.year, path.day.month)
            fd = Glibc.open(root.path + "/" + path.folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        return fd >= 0 ? fd : nil
    }

    mutating func closeAll() {
        if fd >= 0 { close(fd) }
        fd = -1
        folder = (0, 0)
    }
}

extension Vault {
    /// The months that hold at least one entry, newest first: the pages of a list that is read a month at a time.
    public func entryMonths() -> [DayRange] {
        var out: [DayRange] = []
        walkMonthFolders(from: nil, to: nil) { year, month in
            if let y = Int(year), let m = Int(month), let range = DayRange.month(m, of: y),
                !VaultScanner.entries(in: root, year: year, month: month).isEmpty
            {
                out.append(range)
            }
            return true
        }
        return out
    }
}
