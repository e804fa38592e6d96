import Foundation
import GitKit

#if canImport(Glibc)
    import Glibc
#endif

/// The quick look sync takes for edits made outside diary before it asks libgit2 for the whole status.
///
/// It answers "nothing to commit" only when that follows from the files alone, and "maybe" otherwise, when
/// libgit2's status (which reads every folder of the vault) decides as it always has. Nothing to commit means:
/// - every tracked file is as the index recorded it and the index is HEAD's tree
///   (`Repository.unchangedTrackedFiles`: git's stat data and racy-git rule);
/// - no untracked file sync would commit: one whose name is an entry's or lies in `.diary/` and is no
///   leftover (`OutsideEdits.mayBeSynced`). Such a file can only be in the top folder's `.diary`, a year
///   folder or a month folder (`mayHoldSynced`), so only those are looked at: each one's names are read,
///   unless `FolderRecords` shows from its stat data that they are the ones read last time.
/// Other untracked files never make it "maybe", whatever the ignore rules say: sync leaves them alone anyway.
///
/// All of it but the comparison with HEAD and the racily clean files runs without libgit2, on other threads
/// (`start`), while the sync starts libgit2 and fetches; `nothingToCommit` then finishes it.
final class OutsideEditsScan: @unchecked Sendable {
    let root: URL
    let gitDirectory: URL
    /// When the vault lock was taken; nil: folders are looked at but not recorded.
    let lockTaken: FileTime?
    private let done = DispatchGroup()
    /// The tracked files' look when it and the folders' showed nothing to commit; written before `done` is
    /// left, read only after waiting on it.
    private var look: TrackedFilesLook?

    private init(root: URL, gitDirectory: URL, lockTaken: FileTime?) {
        self.root = root
        self.gitDirectory = gitDirectory
        self.lockTaken = lockTaken
    }

    /// Starts the look at the vault `root` on another thread.
    static func start(root: URL, gitDirectory: URL, lockTaken: FileTime?) -> OutsideEditsScan {
        let scan = OutsideEditsScan(root: root, gitDirectory: gitDirectory, lockTaken: lockTaken)
        scan.done.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            scan.look = scan.lookAtFiles()
            scan.done.leave()
        }
        return scan
    }

    /// Waits until the look on the other thread is over (it may write `.git/diary/folder-scan`).
    func wait() { done.wait() }

    /// True when nothing is there that sync would commit as an edit made outside diary; false when there
    /// may be (or the look failed): then ask libgit2's status.
    func nothingToCommit(_ repository: Repository) -> Bool {
        wait()
        guard let look else { return false }
        return (try? repository.unchangedTrackedFiles(look)) != nil
    }

    /// The look without libgit2: the tracked files, then the folders. Nil when either shows something.
    private func lookAtFiles() -> TrackedFilesLook? {
        let url = FolderRecords.url(gitDirectory: gitDirectory)
        let stored = FolderRecords.load(from: url)
        guard
            let look = TrackedFilesLook.take(
                workdir: root, gitDirectory: gitDirectory, verified: stored.index, verifiedTree: stored.indexTree)
        else { return nil }
        let tracked = look.files
        let top = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard top >= 0 else { return nil }
        defer { close(top) }
        let counts = tracked.fileCounts(inFolders: Set(stored.records.keys))
        var found = FolderRecords(index: look.indexStamp, indexTree: look.tree)
        var pending = [""]
        while let folder = pending.popLast() {
            let record: FolderRecords.Record
            if let known = stored.records[folder], Self.stillHolds(known, folder: folder, top: top, count: counts[folder] ?? 0, tracked: tracked) {
                record = known
            } else {
                guard let looked = Self.look(at: folder, top: top, tracked: tracked) else { return nil }
                record = looked
            }
            if let lockTaken, record.olderThan(lockTaken) { found.records[folder] = record }
            pending += record.folders.map { folder.isEmpty ? $0 : folder + "/" + $0 }
        }
        if found != stored { found.write(to: url) }
        return look
    }

    /// True when `record` still describes `folder`: the same stat data, and the names it counted as tracked
    /// still all tracked (`count` files are tracked directly in it now, all there, as the index says).
    private static func stillHolds(_ record: FolderRecords.Record, folder: String, top: Int32, count: Int, tracked: TrackedFiles) -> Bool {
        var info = stat()
        guard fstatat(top, folder.isEmpty ? "." : folder, &info, AT_SYMLINK_NOFOLLOW) == 0, record.matches(info) else { return false }
        // The names are the ones looked at: `record.tracked` tracked files and `others`. Every file tracked
        // now is one of those names; if as many of them as before are tracked names, none became untracked.
        let othersTracked = record.others.isEmpty ? 0 : tracked.names(inFolder: folder).intersection(record.others).count
        return count - othersTracked == record.tracked
    }

    /// Reads the names in `folder`: its record, or nil when an untracked file there may be one sync commits.
    private static func look(at folder: String, top: Int32, tracked: TrackedFiles) -> FolderRecords.Record? {
        let fd = openat(top, folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        // The stat data is taken before the names are read: a change made meanwhile changes it again.
        var info = stat()
        guard fstat(fd, &info) == 0, let directory = fdopendir(fd) else {
            close(fd)
            return nil
        }
        defer { closedir(directory) }
        let trackedNames = tracked.names(inFolder: folder)
        var trackedCount = 0
        var others: [String] = []
        var folders: [String] = []
        while let item = readdir(directory) {
            let bytes = withUnsafeBytes(of: item.pointee.d_name) { raw in Array(raw.prefix(while: { $0 != 0 })) }
            guard bytes != [UInt8(ascii: ".")], bytes != [UInt8(ascii: "."), UInt8(ascii: ".")] else { continue }
            // A name that is not UTF-8 cannot be told apart reliably: left to libgit2.
            guard let name = String(validating: bytes, as: UTF8.self) else { return nil }
            if folder.isEmpty && name == ".git" { continue }
            if trackedNames.contains(name) {
                trackedCount += 1
                continue
            }
            let path = folder.isEmpty ? name : folder + "/" + name
            var isFolder = item.pointee.d_type == UInt8(DT_DIR)
            if item.pointee.d_type == UInt8(DT_UNKNOWN) {
                var entry = stat()
                guard fstatat(fd, name, &entry, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
                isFolder = entry.st_mode & S_IFMT == S_IFDIR
            }
            if isFolder {
                if mayHoldSynced(path) { folders.append(name) }
            } else if OutsideEdits.mayBeSynced(path) {
                return nil
            } else {
                others.append(name)
            }
        }
        return FolderRecords.Record(info, tracked: trackedCount, others: others.sorted(), folders: folders.sorted())
    }

    /// True for a folder an untracked file sync commits can be in, or below: `.diary` and what is in it, a
    /// year folder (four characters) and a month folder in one (two characters). Entries are
    /// `YYYY/MM/YYYY-MM-DD(-N).md`; settings are in `.diary/`.
    static func mayHoldSynced(_ folder: String) -> Bool {
        let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
        if parts.first == ".diary" { return true }
        switch parts.count {
        case 1: return parts[0].utf8.count == 4
        case 2: return parts[0].utf8.count == 4 && parts[1].utf8.count == 2
        default: return false
        }
    }
}
