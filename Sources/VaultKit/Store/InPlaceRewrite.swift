import FileWriting
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Rewrites many files in place, as `git checkout` does, for a change a journal protects (see
/// `MigrationJournal`): no temporary file, no new inode for a file that is already there. Only a journal
/// makes that safe: a kill leaves a file old, new, or new up to some byte and old after it, and only
/// because both sides are in git can the next run tell which and finish.
///
/// A file rewritten in place first has its bytes checked against the old ones the caller read (an
/// editor that saved it since is never overwritten: `changedMeanwhile`); a shorter new text is cut to
/// length only once every file is written, so that putting everything back (`rollBack`) never needs a
/// byte of disk more than the files had. New files are created exclusively; removed files go last.
struct InPlaceRewrite {
    /// One file: its path in the vault, its bytes now (nil: none) and after (nil: removed).
    struct File {
        let path: String
        let old: Data?
        let new: Data?
    }

    let root: URL
    private let rootPath: String
    /// What has been done so far, to undo: the index of each file touched.
    private var touched: [Int] = []
    private var files: [File] = []

    init(root: URL) {
        self.root = root
        rootPath = root.path
    }

    private func path(_ file: File) -> String { rootPath + "/" + file.path }

    /// Rewrites `files`; `written` hears how many are done. Throws on the first failure, with the
    /// files touched so far left for `rollBack`. `changedMeanwhile(file)` names a file whose bytes are
    /// no longer `old`.
    mutating func apply(_ files: [File], changedMeanwhile: (String) -> Error, written: ((Int) -> Void)? = nil) throws {
        self.files = files
        touched = []
        var done = 0
        var shorter: [Int] = []
        for (index, file) in files.enumerated() where file.new != nil {
            if let old = file.old, let new = file.new {
                let fd = try Self.openHolding(old, at: path(file), displayName: file.path, changedMeanwhile: changedMeanwhile)
                defer { close(fd) }
                // Touched from the first byte written on (a file found changed is never touched).
                touched.append(index)
                // From the first byte: the file was only read with pread, so its offset is still 0.
                let code = FileWriting.writeAll(new, to: fd)
                if code != 0 { throw VaultError.unwritable(file: file.path, reason: .errno(code)) }
                if new.count < old.count { shorter.append(index) }
            } else if let new = file.new {
                let url = root.appendingPathComponent(file.path)
                try AtomicFile.makeFolders(url.deletingLastPathComponent(), displayName: file.path)
                // Touched once it is there: a file found at its place is someone else's.
                try Self.create(url, data: new, displayName: file.path)
                touched.append(index)
            }
            done += 1
            written?(done)
        }
        for index in shorter {
            let file = files[index]
            guard truncate(path(file), off_t(file.new?.count ?? 0)) == 0 else {
                throw Self.failure(file.path)
            }
        }
        for (index, file) in files.enumerated() where file.new == nil {
            guard let old = file.old else { continue }
            let url = root.appendingPathComponent(file.path)
            guard FileManager.default.contents(atPath: url.path) == old else { throw changedMeanwhile(file.path) }
            touched.append(index)
            guard unlink(url.path) == 0 else { throw Self.failure(file.path) }
            done += 1
            written?(done)
        }
    }

    /// Puts every file touched back as it was: the old bytes in place (cut to their length), a created
    /// file removed, a removed one written again. Returns false when one of them could not be (the
    /// journal then stays for the next run).
    func rollBack() -> Bool {
        var whole = true
        for index in touched.reversed() {
            let file = files[index]
            let path = path(file)
            switch (file.old, file.new) {
            case (let old?, _?):
                let fd = open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
                guard fd >= 0 else {
                    whole = false
                    continue
                }
                let code = FileWriting.writeAll(old, to: fd)
                if code != 0 || ftruncate(fd, off_t(old.count)) != 0 { whole = false }
                close(fd)
            case (nil, _?):
                if unlink(path) != 0, errno != ENOENT { whole = false }
            case (let old?, nil):
                if access(path, F_OK) != 0, (try? Self.create(URL(fileURLWithPath: path), data: old, displayName: file.path)) == nil {
                    whole = false
                }
            case (nil, nil):
                continue
            }
        }
        return whole
    }

    /// The regular file at `path` opened for writing in place, once it is checked to hold `old` exactly
    /// (`changedMeanwhile` otherwise: an editor saved it since it was read).
    private static func openHolding(
        _ old: Data, at path: String, displayName: String, changedMeanwhile: (String) -> Error
    ) throws -> Int32 {
        let fd = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ELOOP { throw VaultError.symlink(file: displayName) }
            throw failure(displayName)
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let error = failure(displayName)
            close(fd)
            throw error
        }
        // One byte more than expected is read: a file that grew since is caught too.
        let same = old.withUnsafeBytes { expected -> Bool in
            guard info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == expected.count else { return false }
            let current = UnsafeMutableRawBufferPointer.allocate(byteCount: expected.count + 1, alignment: 1)
            defer { current.deallocate() }
            let count = pread(fd, current.baseAddress, current.count, 0)
            guard count == expected.count else { return false }
            guard count > 0, let now = current.baseAddress, let then = expected.baseAddress else { return true }
            return memcmp(now, then, count) == 0
        }
        guard same else {
            close(fd)
            throw changedMeanwhile(displayName)
        }
        return fd
    }

    /// A new file at `url` (never over one that is there), mode 0600, holding `data`.
    private static func create(_ url: URL, data: Data, displayName: String) throws {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, AtomicFile.newFileMode)
        guard fd >= 0 else {
            if errno == EEXIST { throw VaultError.entryExists(file: displayName) }
            throw failure(displayName)
        }
        var code = FileWriting.writeAll(data, to: fd)
        if close(fd) != 0, code == 0 { code = errno }
        if code != 0 {
            unlink(url.path)
            throw VaultError.unwritable(file: displayName, reason: .errno(code))
        }
    }

    private static func failure(_ displayName: String) -> VaultError {
        .unwritable(file: displayName, reason: .errno(errno))
    }
}
