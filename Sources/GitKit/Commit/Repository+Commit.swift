import Clibgit2
import FileWriting
import Foundation

extension Repository {
    /// Commits exactly `paths` (relative to the work tree, "/" separators): a path whose file exists in the work tree is added/updated, a path whose file is gone is removed. Nothing else changes in the commit, whatever else is in the index or work tree.
    ///
    /// The locks are taken first (see `CommitTransaction`): a stale `.git/index.lock` or branch lock fails
    /// (`isLocked`) before anything is written. The branch moves only once the commit is in the object
    /// store, and the index only after the branch.
    /// `progress` hears each path staged, then when the blobs are stored and the index written; the
    /// tree and the commit follow.
    @discardableResult
    public func commit(paths: [String], message: String, progress: ((CommitProgress) -> Void)? = nil) throws -> ObjectID {
        try beginCommit().commit(paths: paths, message: message, progress: progress)
    }

    /// Like `commit(paths:message:)`, with `mergedParent` as the second parent: a merge commit whose
    /// tree is HEAD's with `paths` taken from the work tree (the caller has written the merged files).
    @discardableResult
    public func commitMerge(paths: [String], message: String, mergedParent: ObjectID) throws -> ObjectID {
        try beginCommit().commit(paths: paths, message: message, mergedParent: mergedParent)
    }

    /// Makes the index entries of `paths` match the work tree (after a commit whose index was never put in
    /// place, e.g. a process killed between moving the branch and renaming `index.lock`).
    public func refreshIndex(paths: [String]) throws {
        let paths = try Self.validated(paths)
        let headTree = try head().map { try tree(of: lookupCommit($0)) }
        _ = try stage(paths, headTree: headTree)
    }

    /// Updates the index for `paths` at once, under its own lock, and returns the matching tree edits.
    func stage(_ paths: [String], headTree: Handle<Libgit2.Tree>?, progress: ((CommitProgress) -> Void)? = nil) throws -> TreeEdits {
        let lock = try LockFile.acquire(gitDirectory.path + "/index", function: "git_index_write")
        let (edits, index) = try prepareIndex(paths, headTree: headTree, lock: lock, progress: progress)
        try index.installChecked()
        return edits
    }

    /// Stores the blobs of `paths` and writes the index they make, without putting it in place yet
    /// (`lock` is the held `index.lock`); returns the matching tree edits and the index to install.
    func prepareIndex(
        _ paths: [String], headTree: Handle<Libgit2.Tree>?, lock: LockFile,
        progress: ((CommitProgress) -> Void)?
    ) throws -> (TreeEdits, PreparedIndex) {
        // Look at every path before touching the index, so a bad one changes nothing.
        var present: [String: Bool] = [:]
        for path in paths {
            present[path] = try isFileInWorkTree(path)
            if present[path] == false, try isFolder(path, in: headTree) {
                throw GitError.invalid(.pathIsFolder(path: path, in: .head), function: "commit")
            }
        }
        if let prepared = try prepareInIndexFile(paths, present: present, lock: lock, progress: progress) { return prepared }
        return try prepareWithLibgit2(paths, present: present, lock: lock, progress: progress)
    }

    /// libgit2's way, for an index `IndexFile` leaves to it: the repository's index changed in memory, then
    /// written to a file of its own beside the index (never over it), to be renamed into place.
    private func prepareWithLibgit2(
        _ paths: [String], present: [String: Bool], lock: LockFile,
        progress: ((CommitProgress) -> Void)?
    ) throws -> (TreeEdits, PreparedIndex) {
        let index = try Handle<Libgit2.Index>.make("git_repository_index") { git_repository_index(&$0, handle.pointer) }
        // Our unwritten changes must never reach a later write of this in-memory index.
        defer { git_index_read(index.pointer, 1) }
        try check(git_index_read(index.pointer, 0), "git_index_read")
        try refuseUnmerged(paths, in: index)
        for (done, path) in paths.enumerated() {
            if present[path] == true {
                try check(git_index_add_bypath(index.pointer, path), "git_index_add_bypath")
            } else {
                try check(git_index_remove_bypath(index.pointer, path), "git_index_remove_bypath")
            }
            progress?(.staging(done: done + 1, total: paths.count))
        }
        progress?(.stored)
        // The index entry holds the filtered blob and the mode git chose: the commit takes exactly those.
        var edits = TreeEdits()
        for path in paths {
            let components = path.split(separator: "/")[...]
            if let entry = git_index_get_bypath(index.pointer, path, 0) {
                let change = TreeEdits.Change.put(ObjectID(entry.pointee.id), git_filemode_t(rawValue: entry.pointee.mode))
                edits.record(change, at: components)
            } else {
                edits.record(.remove, at: components)
            }
        }
        let file = try PreparedIndex.writeStandalone(paths, from: index, beside: lock)
        progress?(.indexed)
        return (edits, file)
    }

    /// The fast way for a save of a few files: blobs from the work tree, then only those entries of the
    /// index file rewritten (see `IndexFile`) into `index.lock`. Nil when the index is one libgit2 must handle.
    private func prepareInIndexFile(
        _ paths: [String], present: [String: Bool], lock: LockFile,
        progress: ((CommitProgress) -> Void)?
    ) throws -> (TreeEdits, PreparedIndex)? {
        var edits = TreeEdits()
        var changes: [IndexFile.Change] = []
        var filters = FilterCheck(self)
        // Many files at once (a migration, an import): their blobs go into one pack, not a file each.
        let pack = paths.count >= PackWriter.threshold ? try PackWriter() : nil
        for (done, path) in paths.enumerated() {
            defer { progress?(.staging(done: done + 1, total: paths.count)) }
            let components = path.split(separator: "/")[...]
            guard present[path] == true else {
                edits.record(.remove, at: components)
                changes.append(IndexFile.Change(path: path, entry: nil))
                continue
            }
            var info = stat()
            guard lstat(workdir.appendingPathComponent(path).path, &info) == 0 else { return nil }
            var id = git_oid()
            let isLink = info.st_mode & S_IFMT == S_IFLNK
            let mayFilter = filters.mayFilter(path)
            let driver = !isLink && mayFilter ? try runningDriver(for: path) : nil
            if isLink || mayFilter && driver == nil {
                try check(git_blob_create_from_workdir(&id, handle.pointer, path), "git_blob_create_from_workdir")
            } else {
                // No filter can apply, or one that runs here: the file's bytes (cleaned) are the blob
                // (from_disk would still look filters up, and make a loose object of each).
                let file = workdir.appendingPathComponent(path)
                if !isLink, Int(info.st_size) >= Self.streamedBlobSize, driver == nil || driver?.cleanedCount(of: Int(info.st_size)) != nil {
                    // A photo or a video: streamed into the object store (cleaned on the way by a driver that
                    // can say how large its result is), never held in memory whole.
                    id = try writeBlob(streamingFrom: file, size: Int(info.st_size), cleanedBy: driver, path: path)
                    let components = path.split(separator: "/")[...]
                    let mode: UInt32 = info.st_mode & 0o111 != 0 ? 0o100755 : 0o100644
                    edits.record(.put(ObjectID(id), git_filemode_t(rawValue: mode)), at: components)
                    changes.append(IndexFile.Change(path: path, entry: IndexFile.Entry(id: id, mode: mode, stat: info)))
                    continue
                }
                guard var data = FileManager.default.contents(atPath: file.path) else { return nil }
                if let driver { data = try Self.clean(data, path: path, with: driver) }
                if let pack {
                    id = try pack.writeBlob(data)
                } else {
                    try data.withUnsafeBytes { raw in
                        try check(git_blob_create_from_buffer(&id, handle.pointer, raw.baseAddress, raw.count), "git_blob_create_from_buffer")
                    }
                }
            }
            let mode: UInt32 = info.st_mode & S_IFMT == S_IFLNK ? 0o120000 : (info.st_mode & 0o111 != 0 ? 0o100755 : 0o100644)
            edits.record(.put(ObjectID(id), git_filemode_t(rawValue: mode)), at: components)
            changes.append(IndexFile.Change(path: path, entry: IndexFile.Entry(id: id, mode: mode, stat: info)))
        }
        // The pack is in the object store before the index or any tree refers to its blobs.
        try pack?.flush(into: self)
        progress?(.stored)
        guard let index = IndexFile.updated(gitDirectory: gitDirectory, changes: changes) else { return nil }
        try lock.write(count: index.count, function: "git_index_write", by: index.write(to:))
        progress?(.indexed)
        return (edits, .lockFile(lock))
    }

    /// From this size on, a file's blob is streamed into the object store (`writeBlob(streamingFrom:size:)`)
    /// rather than read whole: a commit of a 1 GB video needs no more memory than one of a text file.
    static let streamedBlobSize = 1 << 20

    /// Stores the file at `url` (`size` bytes, as `lstat` gave them) as a blob in a pack of its own, a
    /// megabyte at a time (see `StreamedPack`): its bytes, or `driver`'s clean of them (which must know
    /// its result's size, `cleanedCount(of:)`). `path` names the file for the driver. Throws when the file
    /// cannot be read or no longer has `size` bytes, or what the driver throws; nothing is stored then.
    func writeBlob(streamingFrom url: URL, size: Int, cleanedBy driver: (any FilterDriver)? = nil, path: String = "") throws -> git_oid {
        let stored = driver.map { $0.cleanedCount(of: size) } ?? size
        guard let stored else { preconditionFailure("a driver that streams into the object store knows its result's size") }
        let reader: FileHandle
        do {
            reader = try FileHandle(forReadingFrom: url)
        } catch {
            throw GitError(
                code: GIT_ERROR.rawValue, errorClass: Int32(GIT_ERROR_OS.rawValue),
                problem: .fileOperation(.read, path: url.lastPathComponent, reason: error.localizedDescription), function: "commit")
        }
        defer { try? reader.close() }
        let input = FilterInput(file: reader.fileDescriptor, count: size, name: url.lastPathComponent)
        do {
            return try StreamedPack.writeBlob(count: stored, in: self) { store in
                guard let driver else { return try input.forEachPiece(store) }
                do {
                    try driver.clean(input, path: path, into: store)
                } catch let error as GitError {
                    throw error
                } catch let error as FileWriteError {
                    throw error
                } catch {
                    throw FilterDriverFailure(path: path, failing: error)
                }
            }
        } catch let error as FilterInputError {
            throw GitError(code: GIT_ERROR.rawValue, errorClass: Int32(GIT_ERROR_OS.rawValue), problem: error.problem, function: "commit")
        } catch let error as FileWriteError {
            throw LockFile.osError(error.code, .write, error.path, function: "commit")
        }
    }

    /// True when `path` names a file or symbolic link in the work tree, false when nothing is there.
    private func isFileInWorkTree(_ path: String) throws -> Bool {
        let url = workdir.appendingPathComponent(path)
        var info = stat()
        let code: Int32 = url.withUnsafeFileSystemRepresentation { path in
            guard let path else { return EINVAL }
            return lstat(path, &info) == 0 ? 0 : errno
        }
        if code != 0 {
            if code == ENOENT || code == ENOTDIR { return false }
            // Anything else (e.g. permissions) must not be mistaken for a deletion.
            throw LockFile.osError(code, .read, path, function: "commit")
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw GitError.invalid(.pathIsFolder(path: path, in: .workTree), function: "commit")
        }
        return true
    }

    private func isFolder(_ path: String, in tree: Handle<Libgit2.Tree>?) throws -> Bool {
        guard let tree, let entry = try entry(at: path, in: tree) else { return false }
        return git_tree_entry_type(entry.pointer) == GIT_OBJECT_TREE
    }

    /// `paths` without duplicates; throws for a path that is empty, absolute, has "." / ".." / empty segments or enters `.git`.
    static func validated(_ paths: [String]) throws -> [String] {
        var seen = Set<String>(minimumCapacity: paths.count)
        var result: [String] = []
        result.reserveCapacity(paths.count)
        for path in paths {
            if !isPlainASCIIPath(path) {
                let segments = path.split(separator: "/", omittingEmptySubsequences: false)
                let fault: GitProblem.PathFault? =
                    if path.isEmpty { .empty } else if path.hasPrefix("/") { .absolute } else if path.contains("\0") {
                        .nulCharacter
                    } else if segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
                        .dotSegment
                    } else if segments.contains(where: { $0.lowercased() == ".git" }) { .gitSegment } else { nil }
                if let fault { throw GitError.invalid(.badPath(path: path, fault: fault), function: "commit") }
            }
            if seen.insert(path).inserted { result.append(path) }
        }
        return result
    }

    /// True for a path `validated` accepts that is all ASCII (an entry's, say), checked byte by byte:
    /// not empty, no NUL, no empty, `.`, `..` or `.git` (in any case) segment. False sends it to the
    /// slower, complete check.
    private static func isPlainASCIIPath(_ path: String) -> Bool {
        var plain = true
        var utf8 = path
        utf8.withUTF8 { bytes in
            var start = 0
            for index in 0...bytes.count {
                guard index == bytes.count || bytes[index] == UInt8(ascii: "/") else {
                    if bytes[index] == 0 || bytes[index] >= 0x80 { plain = false }
                    continue
                }
                let segment = UnsafeBufferPointer(rebasing: bytes[start..<index])
                let dots = segment.allSatisfy { $0 == UInt8(ascii: ".") }
                if segment.isEmpty || dots && segment.count <= 2
                    || segment.count == 4 && segment[0] == UInt8(ascii: ".") && segment[1] | 0x20 == UInt8(ascii: "g")
                        && segment[2] | 0x20 == UInt8(ascii: "i") && segment[3] | 0x20 == UInt8(ascii: "t")
                {
                    plain = false
                }
                start = index + 1
            }
        }
        return plain
    }
}
