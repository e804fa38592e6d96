import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A copy of the entry files' texts, each with the stat data its file had when it was read, that lets
/// a walk of the whole vault (`list`, `search`) take a file's text without opening it: one `stat` of the
/// file, and when device, inode, size and both times (to the nanosecond) are still the recorded ones,
/// the recorded text is the file's (git's index trusts its stat data the same way). Anything else is
/// read from the file as before. It is derived from the files alone and never the only truth: it lives
/// at `.git/diary/entry-texts`, outside the work tree and history, and deleting it loses nothing.
///
/// A file changed within `racyMargin` of the walk that read it is not recorded (git's racy-clean rule,
/// widened for file systems whose times are coarse): a second change in the same tick of the clock
/// would leave its stat data as recorded.
///
/// Month folders are kept the same way: the entries a folder held, with the folder's own stat data (a
/// folder's times move whenever a file in it is added, removed or renamed), so that an unchanged folder
/// is not listed again.
///
/// It is written without fsync (which took a second for 10 MB here), so it holds the id of the boot it
/// was written in (`/proc/sys/kernel/random/boot_id`) and is used in that boot only: within one boot
/// the kernel's page cache shows every write whole, and a crash that could have lost some of its pages
/// means a new boot. After a restart the first walk of the whole vault reads the files and writes it again.
///
/// Layout, little-endian, made and read by this type alone (its version in the first word; any other
/// version or shape is ignored): a 64-byte header (`DIARYTX3`, the counts of records, folders and
/// names, the texts' size, the file's total size, and the boot id); one 56-byte record per entry, newest path first
/// (its key, device, inode, size, modification and change times in nanoseconds, and where its text
/// starts); one 56-byte record per month folder, newest first (its key, device, inode, size, times,
/// and where its names start); the names, each an entry's key, folder by folder; then the texts.
final class EntryTextCache: @unchecked Sendable {
    /// Where it lives in the vault's git folder.
    static let relativePath = "diary/entry-texts"
    /// Changes younger than this at the start of a walk keep a file out of the cache.
    static let racyMargin: Int64 = 3_000_000_000
    /// A walk rewrites the cache once this many of its texts are new, changed or gone.
    static let rewriteThreshold = 64

    static let magic: UInt64 = 0x3358_5459_5241_4944  // "DIARYTX3" read as a little-endian word
    static let headerSize = 64
    static let recordSize = 56

    private let base: UnsafeRawPointer
    private let length: Int
    /// How many texts it holds.
    let count: Int
    /// How many month folders it holds.
    let folderCount: Int
    private let foldersStart: Int
    private let namesStart: Int
    private let nameCount: Int
    private let textsStart: Int

    /// The cache at `path`, mapped into memory; nil when it is missing, unreadable or not of this shape.
    /// The file is only ever replaced by renaming a new one over it, so the mapping keeps its bytes.
    init?(path: String) {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size >= Self.headerSize,
            let mapped = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED
        else { return nil }
        base = UnsafeRawPointer(mapped)
        length = Int(info.st_size)
        let raw = UnsafeRawBufferPointer(start: base, count: length)
        func header(_ field: Int) -> UInt64 { UInt64(littleEndian: raw.load(fromByteOffset: field * 8, as: UInt64.self)) }
        // Counts past what the file could hold are refused before any offset is worked out from them.
        let limit = UInt64(length / 8)
        let records = Int(min(header(1), limit))
        let folders = Int(min(header(2), limit))
        let names = Int(min(header(3), limit))
        count = records
        folderCount = folders
        nameCount = names
        foldersStart = Self.headerSize + records * Self.recordSize
        namesStart = foldersStart + folders * Self.recordSize
        textsStart = namesStart + names * 8
        guard header(0) == Self.magic, header(1) == UInt64(records), header(2) == UInt64(folders), header(3) == UInt64(names),
            header(5) == UInt64(length), textsStart <= length, header(4) == UInt64(length - textsStart),
            let boot = Self.bootID, header(6) == boot.0, header(7) == boot.1
        else {
            munmap(mapped, length)
            return nil
        }
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: base), length) }

    /// This boot's id, as two words; nil where the kernel tells none (then nothing is cached).
    static let bootID: (UInt64, UInt64)? = {
        guard let text = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .ascii) else { return nil }
        let hex = text.filter(\.isHexDigit)
        guard hex.count == 32, let high = UInt64(hex.prefix(16), radix: 16), let low = UInt64(hex.suffix(16), radix: 16) else { return nil }
        return (high, low)
    }()

    /// The sort key of an entry's path: newer paths have larger keys. Nil for a sequence too large for it.
    static func key(_ path: EntryPath) -> UInt64? {
        guard path.sequence < 1 << 24, (0..<1 << 20).contains(path.day.year) else { return nil }
        let day = (UInt64(path.day.year) << 9) | (UInt64(path.day.month) << 5) | UInt64(path.day.day)
        return day << 24 | UInt64(path.sequence)
    }

    private func word(_ record: Int, _ field: Int) -> UInt64 {
        UInt64(littleEndian: base.load(fromByteOffset: Self.headerSize + record * Self.recordSize + field * 8, as: UInt64.self))
    }

    func key(at record: Int) -> UInt64 { word(record, 0) }

    /// The entry path a key was made of; nil for a key no path makes.
    static func path(_ key: UInt64) -> EntryPath? {
        let day = key >> 24
        guard let found = Day(year: Int(day >> 9), month: Int(day >> 5 & 15), day: Int(day & 31)) else { return nil }
        let path = EntryPath(day: found, sequence: Int(key & 0xFF_FFFF))
        return Self.key(path) == key ? path : nil
    }

    /// The sort key of a month folder.
    static func folderKey(year: Int, month: Int) -> UInt64 { UInt64(max(year, 0)) << 4 | UInt64(month & 15) }

    private func folderWord(_ folder: Int, _ field: Int) -> UInt64 {
        UInt64(littleEndian: base.load(fromByteOffset: foldersStart + folder * Self.recordSize + field * 8, as: UInt64.self))
    }

    /// The entries of the month folder `key`, newest first, when the folder's stat data is still `current`
    /// (nil otherwise, or when the cache holds no such folder).
    func folderEntries(_ key: UInt64, current: FileStatData) -> [EntryPath]? {
        var low = 0
        var high = folderCount
        while low < high {
            let middle = (low + high) / 2
            let found = folderWord(middle, 0)
            if found == key {
                let recorded = FileStatData(
                    device: folderWord(middle, 1), inode: folderWord(middle, 2), size: folderWord(middle, 3),
                    modified: Int64(bitPattern: folderWord(middle, 4)), changed: Int64(bitPattern: folderWord(middle, 5)))
                guard recorded == current else { return nil }
                let first = folderWord(middle, 6)
                let end = middle + 1 < folderCount ? folderWord(middle + 1, 6) : UInt64(nameCount)
                guard first <= end, end <= UInt64(nameCount) else { return nil }
                var paths: [EntryPath] = []
                paths.reserveCapacity(Int(end - first))
                for name in Int(first)..<Int(end) {
                    let key = UInt64(littleEndian: base.load(fromByteOffset: namesStart + name * 8, as: UInt64.self))
                    guard let path = Self.path(key), Self.folderKey(year: path.day.year, month: path.day.month) == found else { return nil }
                    paths.append(path)
                }
                return paths
            }
            if found > key { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    func statData(at record: Int) -> FileStatData {
        FileStatData(
            device: word(record, 1), inode: word(record, 2), size: word(record, 3),
            modified: Int64(bitPattern: word(record, 4)), changed: Int64(bitPattern: word(record, 5)))
    }

    /// The recorded text; empty when the record points outside the file (which then matches no stat data
    /// of a file with text, as its size is not the text's).
    func text(at record: Int) -> UnsafeBufferPointer<UInt8> {
        let start = word(record, 6)
        let size = word(record, 3)
        guard start <= UInt64(length - textsStart), size <= UInt64(length - textsStart) - start else {
            return UnsafeBufferPointer(start: nil, count: 0)
        }
        return UnsafeBufferPointer(start: (base + textsStart + Int(start)).assumingMemoryBound(to: UInt8.self), count: Int(size))
    }

    /// The record of `key`: `hint` first (the one after the last found, as walks go newest first), else a
    /// binary search of the records, whose keys fall.
    func find(_ key: UInt64, hint: Int) -> Int? {
        if hint < count, self.key(at: hint) == key { return hint }
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            let found = self.key(at: middle)
            if found == key { return middle }
            if found > key { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The record of the entry whose path's key is `key` when its file's stat data, `current`, is still
    /// what was recorded with it (nil when it is not, or when `current` is nil: no regular file there);
    /// the caller then reads the file.
    func lookUp(_ key: UInt64, current: FileStatData?, hint: Int) -> Int? {
        guard let current, let record = find(key, hint: hint), statData(at: record) == current else { return nil }
        let text = text(at: record)
        return text.count == Int(current.size) ? record : nil
    }
}

/// What git's index keeps of a file to tell, without reading it, that it is unchanged: its device and
/// inode, its size, and its modification and change (ctime) times to the nanosecond. An edit that keeps
/// size and modification time still moves the change time, which nothing but the kernel sets.
struct FileStatData: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: UInt64
    var modified: Int64
    var changed: Int64

    init(device: UInt64, inode: UInt64, size: UInt64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    init(_ info: stat) {
        self.init(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: UInt64(max(info.st_size, 0)),
            modified: Self.nanoseconds(info.st_mtim), changed: Self.nanoseconds(info.st_ctim))
    }

    /// The regular file `name` in the open folder `folder`, not following a link; nil for anything else.
    static func of(_ name: UnsafePointer<CChar>, in folder: Int32) -> FileStatData? {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStatData(info)
    }

    static func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec) }

    /// Now, as a file time in nanoseconds.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }
}
