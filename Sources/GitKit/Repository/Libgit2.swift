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
    ///
    /// Packs are mapped 32 MB at a time and 64 MB in all (libgit2's defaults are 1 GB and 8 GB): reading
    /// a 200 MB blob out of a pack, or indexing a fetched one, kept every page of it mapped, and counted
    /// in the process's memory, beside the blob itself.
    fileprivate static let setup: GitError? = {
        let initialized = git_libgit2_init()
        if initialized < 0 { return GitError.last(code: initialized, function: "git_libgit2_init") }
        let fsync = clibgit2_enable_fsync_gitdir(0)
        if fsync < 0 { return GitError.last(code: fsync, function: "git_libgit2_opts") }
        let windows = clibgit2_set_mwindow_limits(packWindow, packMappedLimit)
        if windows < 0 { return GitError.last(code: windows, function: "git_libgit2_opts") }
        return nil
    }()

    /// How much of a pack libgit2 maps at once.
    static let packWindow = 32 << 20
    /// How much of all packs libgit2 keeps mapped (more only while every window is in use).
    static let packMappedLimit = 64 << 20

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
