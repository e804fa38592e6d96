import Clibgit2
import Foundation

/// The process-wide libgit2 runtime, and the namespace for the handle kinds it hands out.
enum Libgit2 {
    /// `git_libgit2_init()` once per process.
    ///
    /// libgit2's own fsync of `.git` stays off, as git's does by default (`core.fsync` of git 2.39 syncs
    /// no loose object): with it on, each save paid about 16 fsyncs (65 ms instead of 15 ms on a
    /// 10,000-entry vault). The words themselves are safe either way: the entry file is written with
    /// fsync and an atomic rename before anything is committed.
    fileprivate static let setup: GitError? = {
        let initialized = git_libgit2_init()
        if initialized < 0 { return GitError.last(code: initialized, function: "git_libgit2_init") }
        let fsync = clibgit2_enable_fsync_gitdir(0)
        if fsync < 0 { return GitError.last(code: fsync, function: "git_libgit2_opts") }
        return nil
    }()

    /// Makes sure libgit2 is initialised; throws when it could not be.
    static func initialize() throws {
        if let error = setup { throw error }
    }
}

/// libgit2's start, for a command that is sure to need it.
public enum GitRuntime {
    /// Starts libgit2 on another thread now, for the first use of a repository to find it started. Its
    /// start is mostly mbedTLS reading the system's CA certificates (6 ms on the 2-core test machine),
    /// which then overlaps with the work the command does first (parsing its arguments, opening the vault).
    public static func startInBackground() {
        Thread.detachNewThread { _ = Libgit2.setup }
    }
}
