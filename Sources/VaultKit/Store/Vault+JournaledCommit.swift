import FileWriting
import Foundation
import GitKit

#if canImport(Glibc)
    import Glibc
#endif

/// How far a journaled commit has got (see `Vault.commitRewritingInPlace`).
enum JournaledCommitStep {
    /// Files stored in git so far (their bytes before and after), of `total`.
    case staging(done: Int, total: Int)
    /// Files rewritten in the work tree so far, of `total`.
    case writing(done: Int, total: Int)
    /// The branch moved and the index put in place.
    case committed
    /// Everything on disk and the journal gone.
    case finished
}

extension Vault {
    /// Holding the vault lock (the caller's) and then git's locks: commits `files` in one commit, its
    /// work-tree files rewritten in place under a journal, the way `git checkout` writes files.
    ///
    /// In order: the commit is written to the object store (every file's bytes before and after in one
    /// pack, the trees and the commit) and put on disk; the journal naming it is written and put on disk
    /// (`MigrationJournal`); the files are rewritten in place (each checked first to still hold its old
    /// bytes); the branch moves and the index goes in place with the files' new stat data; everything is
    /// put on disk (`syncfs`); the journal is deleted. A failure before the branch moves puts every
    /// file back and leaves the branch and the index as they were; a kill at any moment leaves the
    /// journal, and the next command finishes the commit (`finishInterruptedMigration`).
    func commitRewritingInPlace(
        _ files: [InPlaceRewrite.File], message: String, progress: ((JournaledCommitStep) -> Void)? = nil
    ) throws -> ObjectID {
        let marker = LockMarker.make(tool: host.tool)
        let transaction = try beginCommit(marker: marker)
        let rewrites = files.map { FileRewrite(path: $0.path, old: $0.old, new: $0.new) }
        let staged = try commitCall(file: nil) {
            try transaction.stage(rewrites, message: message) { step in
                if case .staging(let done, let total) = step { progress?(.staging(done: done, total: total)) }
            }
        }
        // The objects are on disk before a journal names them; the journal before any file changes.
        AtomicWrite.syncFileSystem(containing: gitDirectory.path)
        try MigrationJournal(pid: getpid(), marker: marker, staged: staged).write(gitDirectory: gitDirectory)
        var rewrite = InPlaceRewrite(root: root)
        do {
            try rewrite.apply(
                files, changedMeanwhile: { VaultError.changedDuringMigration(file: $0) },
                written: { progress?(.writing(done: $0, total: files.count)) })
            try commitCall(file: nil) { try transaction.complete(staged) }
        } catch {
            // The branch has not moved: every file goes back. When one cannot, the journal stays, and the
            // next command finishes the commit instead.
            if rewrite.rollBack() {
                AtomicWrite.syncFileSystem(containing: root.path)
                MigrationJournal.remove(gitDirectory: gitDirectory)
            }
            transaction.release()
            throw error
        }
        progress?(.committed)
        AtomicWrite.syncFileSystem(containing: root.path)
        MigrationJournal.remove(gitDirectory: gitDirectory)
        progress?(.finished)
        return staged.commit
    }
}
