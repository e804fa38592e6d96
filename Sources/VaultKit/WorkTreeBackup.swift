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
    private var madeFolder = false

    init(gitDirectory: URL) {
        folder = gitDirectory.appendingPathComponent("diary/undo/\(getpid())")
    }

    /// Records `file` as it is now, before the save writes or removes it.
    func keep(_ file: URL) throws {
        guard !kept.contains(where: { $0.file == file }) else { return }
        var info = stat()
        guard lstat(file.path, &info) == 0 else {
            kept.append((file, nil))
            return
        }
        if !madeFolder {
            try AtomicFile.makeFolders(folder, displayName: folder.path)
            madeFolder = true
        }
        let link = folder.appendingPathComponent("\(kept.count)")
        unlink(link.path)
        guard Glibc.link(file.path, link.path) == 0 else {
            throw VaultError.unwritable(file: link.path, reason: String(cString: strerror(errno)))
        }
        kept.append((file, link))
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
        for case let (_, link?) in kept { unlink(link.path) }
        kept.removeAll()
        if madeFolder { rmdir(folder.path) }
        madeFolder = false
    }
}
