import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What the work tree held at the paths a save is about to change, so that a commit that fails puts
/// it all back: each file that was there is kept as a hard link in `.git/diary/undo/PID/` (no bytes are
/// copied, so this works on a full disk), and a file the save creates is removed again, or moved to where
/// the caller keeps the text instead.
final class WorkTreeBackup {
    private let folder: URL
    private var kept: [(file: URL, link: URL?)] = []
    private var paths: [String] = []
    private var madeFolder = false

    init(gitDirectory: URL) {
        folder = gitDirectory.appendingPathComponent("diary/undo/\(getpid())")
    }

    /// Records each file (at `path` in the vault) as it is now, before the save writes or removes it. The
    /// list of paths goes to `paths` in the folder first, for `Vault.recoverInterruptedSaves` after a kill.
    func keep(_ items: [(file: URL, path: String)]) throws {
        let items = items.filter { item in !kept.contains { $0.file == item.file } }
        guard !items.isEmpty else { return }
        if !madeFolder {
            try AtomicFile.makeFolders(folder, displayName: folder.path)
            madeFolder = true
        }
        let list = paths + items.map(\.path)
        try AtomicFile.write(
            Data(list.joined(separator: "\n").utf8), to: folder.appendingPathComponent("paths"),
            displayName: folder.path)
        paths = list
        for item in items {
            var info = stat()
            guard lstat(item.file.path, &info) == 0 else {
                kept.append((item.file, nil))
                continue
            }
            let link = folder.appendingPathComponent("\(kept.count)")
            unlink(link.path)
            guard Glibc.link(item.file.path, link.path) == 0 else {
                throw VaultError.unwritable(file: link.path, reason: .errno(errno))
            }
            kept.append((item.file, link))
        }
    }

    /// Puts every recorded file back as it was. A file that was not there before is removed, or moved to
    /// `newFileDestination(file)` when that gives a place (a draft), which this creates the folder of.
    func restore(newFileDestination: (URL) -> URL? = { _ in nil }) {
        for (file, link) in kept.reversed() {
            if let link {
                rename(link.path, file.path)
            } else if let destination = newFileDestination(file), access(file.path, F_OK) == 0 {
                try? AtomicFile.makeFolders(destination.deletingLastPathComponent(), displayName: destination.path)
                // When it cannot be moved, the text stays where it is rather than nowhere.
                rename(file.path, destination.path)
            } else {
                unlink(file.path)
            }
        }
        discard()
    }

    /// Forgets the old files once the commit holds the new ones.
    func discard() {
        for case (_, let link?) in kept { unlink(link.path) }
        kept.removeAll()
        paths.removeAll()
        if madeFolder {
            unlink(folder.appendingPathComponent("paths").path)
            rmdir(folder.path)
        }
        madeFolder = false
    }

    /// A backup left by a save that was killed: its folder, the paths it recorded, and for each the
    /// link to the file as it was (nil: there was none).
    struct Leftover {
        let folder: URL
        let entries: [(path: String, link: URL?)]
    }

    /// The backups in `gitDirectory/diary/undo/` of processes that are gone.
    static func leftovers(in gitDirectory: URL) -> [Leftover] {
        let undo = gitDirectory.appendingPathComponent("diary/undo")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: undo.path) else { return [] }
        return names.compactMap { name in
            guard let pid = pid_t(name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { return nil }
            let folder = undo.appendingPathComponent(name)
            let list = (try? String(contentsOf: folder.appendingPathComponent("paths"), encoding: .utf8)) ?? ""
            let paths = list.split(separator: "\n").map(String.init)
            let entries = paths.enumerated().map { index, path -> (String, URL?) in
                let link = folder.appendingPathComponent("\(index)")
                return (path, FileManager.default.fileExists(atPath: link.path) ? link : nil)
            }
            return Leftover(folder: folder, entries: entries)
        }
    }
}
