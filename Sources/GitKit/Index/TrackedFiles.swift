import Clibgit2
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The files the index tracks, once `Repository.unchangedTrackedFiles()` found every one of them as the
/// index recorded it: the index file's bytes, read once, with each entry's path located in them.
public struct TrackedFiles: Sendable {
    private let bytes: [UInt8]
    /// Where each entry's path starts in `bytes` and how long it is, in index order (by path bytes).
    private let names: [(start: Int, length: Int)]

    init(bytes: [UInt8], names: [(start: Int, length: Int)]) {
        self.bytes = bytes
        self.names = names
    }

    /// How many files the index tracks.
    public var count: Int { names.count }

    /// The path of entry `n`.
    func path(_ n: Int) -> String {
        String(decoding: bytes[names[n].start..<(names[n].start + names[n].length)], as: UTF8.self)
    }

    /// The index file's bytes in `range`.
    func bytes(_ range: Range<Int>) -> [UInt8] { Array(bytes[range]) }

    /// The big-endian 32-bit number at `offset` of the index file.
    func word(at offset: Int) -> UInt32 { IndexFile.readUInt32(bytes, offset) }

    /// How many tracked files lie directly in each of `folders` ("" is the top folder, others have no
    /// trailing "/"); a folder without any is left out.
    public func fileCounts(inFolders folders: Set<String>) -> [String: Int] {
        var counts: [String: Int] = [:]
        bytes.withUnsafeBufferPointer { bytes in
            // Entries of one folder mostly follow each other: the folder's name is made once per run.
            var runStart = -1
            var runLength = -1
            var runCount = 0
            func flush() {
                guard runCount > 0 else { return }
                let folder = String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<(runStart + runLength)]), as: UTF8.self)
                if folders.contains(folder) { counts[folder, default: 0] += runCount }
            }
            for name in names {
                var slash = name.length - 1
                while slash >= 0 && bytes[name.start + slash] != UInt8(ascii: "/") { slash -= 1 }
                let length = max(slash, 0)
                let same =
                    length == runLength
                    && (length == 0 || memcmp(bytes.baseAddress! + name.start, bytes.baseAddress! + runStart, length) == 0)
                if same {
                    runCount += 1
                } else {
                    flush()
                    runStart = name.start
                    runLength = length
                    runCount = 1
                }
            }
            flush()
        }
        return counts
    }

    /// The names of the tracked files directly in `folder` ("" is the top folder).
    public func names(inFolder folder: String) -> Set<String> {
        let prefix = folder.isEmpty ? [] : Array(folder.utf8) + [UInt8(ascii: "/")]
        var found = Set<String>()
        bytes.withUnsafeBufferPointer { bytes in
            func path(_ n: Int) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: bytes[names[n].start..<(names[n].start + names[n].length)])
            }
            // The index is sorted by path bytes: the folder's entries are one range, found by binary search.
            var low = 0
            var high = names.count
            while low < high {
                let mid = (low + high) / 2
                if path(mid).lexicographicallyPrecedes(prefix) { low = mid + 1 } else { high = mid }
            }
            var n = low
            while n < names.count, path(n).starts(with: prefix) {
                let rest = path(n)[prefix.count...]
                if !rest.contains(UInt8(ascii: "/")) { found.insert(String(decoding: rest, as: UTF8.self)) }
                n += 1
            }
        }
        return found
    }
}

/// The index file as `stat` gives it (device, inode, size, and mtime and ctime to the nanosecond). Every
/// writer of an index (git, libgit2, diary) writes a new file and renames it into place, so while the stamp
/// is the same, so are the bytes: bytes whose checksum was verified once need not be hashed again.
public struct IndexStamp: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int64
    public var modified: [Int64]
    public var changed: [Int64]

    public init(device: UInt64, inode: UInt64, size: Int64, modified: [Int64], changed: [Int64]) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    init(_ info: stat) {
        self.init(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: [Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec)],
            changed: [Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec)])
    }
}

/// The first half of `Repository.unchangedTrackedFiles()`, which needs no libgit2 and so can run while
/// libgit2 starts (it loads TLS certificates) or fetches: the index read and checked, the tree it makes
/// hashed, and every tracked file's stat data compared with the index's.
public struct TrackedFilesLook: Sendable {
    /// The tracked files, as the index has them.
    public let files: TrackedFiles
    /// The ID of the tree the index makes; nil when there is no index file at all.
    public let tree: [UInt8]?
    /// The entries whose stat data matched but that are racily clean: to be compared by content.
    let racy: [Int]
    let entries: [Int]
    /// The index file read, its checksum verified; nil when there is none.
    public let indexStamp: IndexStamp?

    /// The files as the index at `gitDirectory/index` tracks them in the work tree at `workdir`; nil when
    /// one of them changed, or something in the index is for `status` to judge (a checksum that does not
    /// match included: libgit2 refuses such an index). When the index file is `verified` (whose checksum
    /// was), the checksum is not computed again, and the tree it makes is `verifiedTree` when one is given
    /// (that look's `tree`): the same bytes make the same tree.
    public static func take(
        workdir: URL, gitDirectory: URL, verified: IndexStamp? = nil, verifiedTree: [UInt8]? = nil
    ) -> TrackedFilesLook? {
        var indexInfo = stat()
        let indexPath = gitDirectory.appendingPathComponent("index").path
        guard let bytes = IndexFile.read(indexPath, info: &indexInfo) else {
            // No index yet: nothing tracked (unchanged only when HEAD has no commit either, checked later).
            guard access(indexPath, F_OK) != 0 else { return nil }
            return TrackedFilesLook(files: TrackedFiles(bytes: [], names: []), tree: nil, racy: [], entries: [], indexStamp: nil)
        }
        let stamp = IndexStamp(indexInfo)
        guard stamp == verified || IndexFile.checksumMatches(bytes), let layout = IndexFile.parse(bytes) else { return nil }
        let entries = layout.starts
        let end = layout.entriesEnd
        var names: [(start: Int, length: Int)] = []
        names.reserveCapacity(entries.count)
        for (n, start) in entries.enumerated() {
            let flags = IndexFile.readUInt16(bytes, start + 60)
            // assume-valid, extended (skip-worktree, intent-to-add) or a conflict stage: status's to judge.
            guard flags & 0xF000 == 0 else { return nil }
            let mode = IndexFile.readUInt32(bytes, start + 24)
            guard mode == 0o100644 || mode == 0o100755 || mode == 0o120000 else { return nil }
            let nameStart = start + 62
            let next = n + 1 < entries.count ? entries[n + 1] : end
            guard let nul = bytes[nameStart..<next].firstIndex(of: 0) else { return nil }
            names.append((nameStart, nul - nameStart))
        }
        let known = stamp == verified ? verifiedTree.flatMap { $0.count == 20 ? $0 : nil } : nil
        guard let tree = known ?? Repository.treeID(bytes, entries: entries, names: names),
            let racy = Repository.statChanges(bytes, entries: entries, workdir: workdir, indexModified: indexInfo.st_mtim)
        else { return nil }
        return TrackedFilesLook(files: TrackedFiles(bytes: bytes, names: names), tree: tree, racy: racy, entries: entries, indexStamp: stamp)
    }
}

extension Repository {
    /// The tracked files, when a look at the index and at each file's stat data shows that `status` would
    /// find nothing tracked changed, staged or not; nil whenever that cannot be shown (then ask `status`).
    ///
    /// It takes: HEAD's tree being exactly the tree the index makes (hashed here as `git write-tree`
    /// would, nothing read from the object store but HEAD's commit); no entry that is special (a conflict,
    /// a submodule, assume-unchanged, skip-worktree, intent-to-add); and every tracked file having the stat
    /// data the index recorded for it, compared as git compares it and more strictly: ctime and mtime to
    /// the nanosecond, inode, owner, size, type and executable bit, and the device where the index has one.
    /// An entry whose mtime is not older than the index file's own (to the second) may have changed within
    /// the same tick after it was recorded (git's racy-git rule): its file is compared by content, through
    /// the filters its attributes name, as status compares it. Untracked files are not looked at. The files
    /// are looked at on every core.
    public func unchangedTrackedFiles() throws -> TrackedFiles? {
        guard let look = TrackedFilesLook.take(workdir: workdir, gitDirectory: gitDirectory) else { return nil }
        return try unchangedTrackedFiles(look)
    }

    /// The second half of `unchangedTrackedFiles()`: `look` (taken of this repository) held against HEAD's
    /// tree, and its racily clean files compared by content.
    public func unchangedTrackedFiles(_ look: TrackedFilesLook) throws -> TrackedFiles? {
        guard let tree = look.tree else { return try head() == nil ? look.files : nil }
        guard let head = try head() else { return nil }
        let commit = try lookupCommit(head)
        guard let headTree = git_commit_tree_id(commit.pointer)?.pointee, withUnsafeBytes(of: headTree.id, { Array($0) }) == tree else {
            return nil
        }
        var filters: FilterCheck?
        for n in look.racy {
            let path = look.files.path(n)
            let start = look.entries[n]
            let recorded = look.files.bytes(start + 40..<start + 60)
            if filters == nil { filters = FilterCheck(self) }
            let isLink = look.files.word(at: start + 24) == 0o120000
            guard let id = contentID(of: path, isLink: isLink, filtered: !isLink && filters?.mayFilter(path) != false),
                withUnsafeBytes(of: id.id, { Array($0) }) == recorded
            else { return nil }
        }
        return look.files
    }

    /// The blob ID the work-tree file at `path` would be stored as: a link's target, or a file's bytes, through
    /// the filters its attributes name when one may apply (`filtered`: libgit2 hashes it as status and a
    /// commit store it); nil when it cannot be read.
    private func contentID(of path: String, isLink: Bool, filtered: Bool) -> git_oid? {
        var id = git_oid()
        let file = workdir.appendingPathComponent(path).path
        if filtered {
            guard git_repository_hashfile(&id, handle.pointer, path, GIT_OBJECT_BLOB, nil) == 0 else {
                git_error_clear()
                return nil
            }
            return id
        }
        let bytes: Data?
        if isLink {
            bytes = (try? FileManager.default.destinationOfSymbolicLink(atPath: file)).map { Data($0.utf8) }
        } else {
            bytes = FileManager.default.contents(atPath: file)
        }
        guard let bytes else { return nil }
        let hashed = bytes.withUnsafeBytes { raw in git_odb_hash(&id, raw.baseAddress, raw.count, GIT_OBJECT_BLOB) }
        guard hashed == 0 else {
            git_error_clear()
            return nil
        }
        return id
    }

    /// Compares every entry's stat data with its file's, on every core: nil when one differs or cannot be
    /// looked at, else the entries that matched but are racily clean (to be compared by content).
    static func statChanges(_ bytes: [UInt8], entries: [Int], workdir: URL, indexModified: timespec) -> [Int]? {
        let root = Glibc.open(workdir.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else { return nil }
        defer { close(root) }
        // A few pieces per core, taken in turn: a core busy with other work (libgit2 fetching) then holds
        // up only a small piece.
        // The machine's cores (ProcessInfo stays: a fact of the hardware, not a setting of the process).
        let pieces = entries.count >= 1024 ? max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)) * 8 : 1
        let size = (entries.count + pieces - 1) / max(pieces, 1)
        var results = [[Int]?](repeating: [], count: pieces)
        bytes.withUnsafeBufferPointer { bytes in
            entries.withUnsafeBufferPointer { entries in
                results.withUnsafeMutableBufferPointer { results in
                    let shared = StatWork(bytes: bytes, entries: entries, results: results)
                    let check: @Sendable (Int) -> Void = { piece in
                        let count = shared.entries.count
                        let range = min(piece * size, count)..<min((piece + 1) * size, count)
                        shared.results[piece] = compare(shared.bytes, shared.entries, range, root: root, indexModified: indexModified)
                    }
                    if pieces == 1 { check(0) } else { DispatchQueue.concurrentPerform(iterations: pieces, execute: check) }
                }
            }
        }
        var racy: [Int] = []
        for result in results {
            guard let result else { return nil }
            racy += result
        }
        return racy
    }

    /// One piece of `statChanges`.
    private static func compare(
        _ bytes: UnsafeBufferPointer<UInt8>, _ entries: UnsafeBufferPointer<Int>, _ range: Range<Int>, root: Int32, indexModified: timespec
    ) -> [Int]? {
        guard let base = bytes.baseAddress else { return nil }
        func field(_ at: Int) -> UInt32 {
            UInt32(base[at]) << 24 | UInt32(base[at + 1]) << 16 | UInt32(base[at + 2]) << 8 | UInt32(base[at + 3])
        }
        let indexSeconds = UInt32(truncatingIfNeeded: indexModified.tv_sec)
        var racy: [Int] = []
        var info = stat()
        for n in range {
            let start = entries[n]
            // The path is NUL-terminated in the index itself.
            let found = (base + start + 62).withMemoryRebound(to: CChar.self, capacity: 1) { path in
                fstatat(root, path, &info, AT_SYMLINK_NOFOLLOW)
            }
            guard found == 0 else { return nil }
            let mode = field(start + 24)
            let type = info.st_mode & S_IFMT
            if mode == 0o120000 {
                guard type == S_IFLNK else { return nil }
            } else {
                guard type == S_IFREG, (info.st_mode & 0o100 != 0) == (mode == 0o100755) else { return nil }
            }
            guard field(start) == UInt32(truncatingIfNeeded: info.st_ctim.tv_sec),
                field(start + 4) == UInt32(truncatingIfNeeded: info.st_ctim.tv_nsec),
                field(start + 8) == UInt32(truncatingIfNeeded: info.st_mtim.tv_sec),
                field(start + 12) == UInt32(truncatingIfNeeded: info.st_mtim.tv_nsec),
                // libgit2 records st_rdev, 0 for a file, as the device (git records st_dev but compares it
                // only when built with USE_STDEV): compared when the index has one.
                field(start + 16) == 0 || field(start + 16) == UInt32(truncatingIfNeeded: info.st_dev),
                field(start + 20) == UInt32(truncatingIfNeeded: info.st_ino),
                field(start + 28) == info.st_uid,
                field(start + 32) == info.st_gid,
                field(start + 36) == UInt32(truncatingIfNeeded: info.st_size)
            else { return nil }
            // Not older than the index file (to the second): it may have changed within the same tick.
            if field(start + 8) >= indexSeconds { racy.append(n) }
        }
        return racy
    }

    /// The tree `git write-tree` would make of the index's entries (in index order, which is tree order),
    /// hashed here; nil when the entries cannot make one.
    static func treeID(_ bytes: [UInt8], entries: [Int], names: [(start: Int, length: Int)]) -> [UInt8]? {
        bytes.withUnsafeBufferPointer { bytes -> [UInt8]? in
            // The open folders: the path of the innermost ("" at the top), where each one's name starts in
            // it, and the body of each one's tree so far (bodies[0] is the top tree's).
            var open: [UInt8] = []
            var nameStarts: [Int] = []
            var bodies: [[UInt8]] = [[]]
            func closeInnermost() {
                let body = bodies.removeLast()
                let start = nameStarts.removeLast()
                append(&bodies[bodies.count - 1], mode: treeMode, name: open[start...], id: hash(body)[...])
                open.removeSubrange(max(start - 1, 0)...)
            }
            for (n, entry) in entries.enumerated() {
                let path = UnsafeBufferPointer(rebasing: bytes[names[n].start..<(names[n].start + names[n].length)])
                var slash = path.count - 1
                while slash >= 0 && path[slash] != UInt8(ascii: "/") { slash -= 1 }
                let parent = UnsafeBufferPointer(rebasing: path[0..<max(slash, 0)])
                // Close the open folders the entry is not in.
                while !open.isEmpty
                    && !(parent.starts(with: open) && (parent.count == open.count || parent[open.count] == UInt8(ascii: "/")))
                {
                    closeInnermost()
                }
                // Open the entry's folders below those still open.
                var first = open.isEmpty ? 0 : open.count + 1
                while first < parent.count {
                    var last = first
                    while last < parent.count && parent[last] != UInt8(ascii: "/") { last += 1 }
                    guard last > first else { return nil }
                    if !open.isEmpty { open.append(UInt8(ascii: "/")) }
                    nameStarts.append(open.count)
                    open.append(contentsOf: parent[first..<last])
                    bodies.append([])
                    first = last + 1
                }
                let name = path[(slash + 1)...]
                guard !name.isEmpty else { return nil }
                let mode: [UInt8]
                switch UInt32(bytes[entry + 25]) << 16 | UInt32(bytes[entry + 26]) << 8 | UInt32(bytes[entry + 27]) {
                case 0o100755: mode = executableMode
                case 0o120000: mode = linkMode
                default: mode = fileMode
                }
                append(&bodies[bodies.count - 1], mode: mode, name: name, id: bytes[(entry + 40)..<(entry + 60)])
            }
            while !nameStarts.isEmpty { closeInnermost() }
            return hash(bodies[0])
        }
    }

    private static let fileMode = Array("100644".utf8)
    private static let executableMode = Array("100755".utf8)
    private static let linkMode = Array("120000".utf8)
    private static let treeMode = Array("40000".utf8)

    private static func append<Name: Collection<UInt8>, ID: Collection<UInt8>>(_ body: inout [UInt8], mode: [UInt8], name: Name, id: ID) {
        body.append(contentsOf: mode)
        body.append(UInt8(ascii: " "))
        body.append(contentsOf: name)
        body.append(0)
        body.append(contentsOf: id)
    }

    /// The object ID of a tree whose body is `body`.
    private static func hash(_ body: [UInt8]) -> [UInt8] {
        var object = Array("tree \(body.count)\0".utf8)
        object.append(contentsOf: body)
        return SHA1.digest(object)
    }
}

/// What the workers of `statChanges` share: read-only buffers, and one result slot each (written by
/// that worker only, read after `concurrentPerform` returns).
private struct StatWork: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    let entries: UnsafeBufferPointer<Int>
    let results: UnsafeMutableBufferPointer<[Int]?>
}
