import Clibgit2
import Foundation

/// A failed libgit2 call: its return code, error class and message, and which function failed.
public struct GitError: Error, LocalizedError, Sendable, Equatable {
    /// The libgit2 return code, e.g. `GIT_ELOCKED` (-14).
    public let code: Int32
    /// The libgit2 error class (`git_error_last()->klass`).
    public let errorClass: Int32
    /// The libgit2 error message (`git_error_last()->message`); for a failure GitKit found itself, the
    /// developer spelling of its `problem`.
    public let message: String
    /// The libgit2 function (or GitKit operation) that failed, e.g. `git_index_write`.
    public let function: String
    /// What went wrong, typed, when GitKit found it itself (nil: libgit2's `message` says it).
    public let problem: GitProblem?

    /// Creates an error from its parts.
    public init(code: Int32, errorClass: Int32, message: String, function: String) {
        self.code = code
        self.errorClass = errorClass
        self.message = message
        self.function = function
        self.problem = nil
    }

    /// Creates an error for a `problem` GitKit found itself.
    public init(code: Int32, errorClass: Int32, problem: GitProblem, function: String) {
        self.code = code
        self.errorClass = errorClass
        self.message = "\(problem)"
        self.function = function
        self.problem = problem
    }

    /// A lock file (e.g. `.git/index.lock`) is in the way: another git is running or one crashed.
    public var isLocked: Bool { code == GIT_ELOCKED.rawValue }
    /// A reference moved under us (HEAD is no longer the commit read at the start): retry.
    public var isModified: Bool { code == GIT_EMODIFIED.rawValue }
    /// The lock file in the way, for an `isLocked` error: GitKit's own name the file, libgit2's quote it.
    public var lockedFile: String? {
        guard isLocked else { return nil }
        if message.hasPrefix("/") { return message }
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : nil
    }
    /// The system refused a file operation (libgit2's OS error class: permissions, a full disk, …).
    public var isSystemError: Bool { errorClass == Int32(GIT_ERROR_OS.rawValue) }
    /// HEAD names no branch (a detached HEAD), so there is no branch to commit to.
    public var isDetachedHead: Bool { problem == .detachedHead }
    /// The repository, revision, object or path does not exist.
    public var isNotFound: Bool { code == GIT_ENOTFOUND.rawValue }

    /// libgit2 recorded no message for the failed call (`message` is then "unknown libgit2 error").
    public var hasNoReason: Bool { problem == nil && message == Self.noReason }

    /// The message of an error libgit2 gave no reason for.
    static let noReason = "unknown libgit2 error"

    /// "`function` failed: `message` (code `code`, class `errorClass`)".
    public var errorDescription: String? {
        "\(function) failed: \(message) (code \(code), class \(errorClass))"
    }

    /// The error libgit2 recorded for the call that just returned `code` (< 0) on this thread.
    static func last(code: Int32, function: String) -> GitError {
        guard let error = git_error_last() else {
            return GitError(code: code, errorClass: 0, message: noReason, function: function)
        }
        let message = error.pointee.message.map { String(cString: $0) } ?? noReason
        return GitError(code: code, errorClass: error.pointee.klass, message: message, function: function)
    }

    /// An invalid argument found by GitKit itself (`GIT_EINVALIDSPEC`).
    static func invalid(_ message: String, function: String) -> GitError {
        GitError(code: GIT_EINVALIDSPEC.rawValue, errorClass: Int32(GIT_ERROR_INVALID.rawValue), message: message, function: function)
    }

    /// An invalid argument found by GitKit itself (`GIT_EINVALIDSPEC`), typed.
    static func invalid(_ problem: GitProblem, function: String) -> GitError {
        GitError(code: GIT_EINVALIDSPEC.rawValue, errorClass: Int32(GIT_ERROR_INVALID.rawValue), problem: problem, function: function)
    }

    /// A missing repository, object or path found by GitKit itself (`GIT_ENOTFOUND`), typed.
    static func notFound(_ problem: GitProblem, errorClass: git_error_t, function: String) -> GitError {
        GitError(code: GIT_ENOTFOUND.rawValue, errorClass: Int32(errorClass.rawValue), problem: problem, function: function)
    }

    /// A missing repository, object or path found by GitKit itself (`GIT_ENOTFOUND`).
    static func notFound(_ message: String, errorClass: git_error_t, function: String) -> GitError {
        GitError(code: GIT_ENOTFOUND.rawValue, errorClass: Int32(errorClass.rawValue), message: message, function: function)
    }
}

/// Throws the libgit2 error when `result` is negative; returns `result` otherwise.
@discardableResult
func check(_ result: Int32, _ function: String) throws -> Int32 {
    if result < 0 { throw GitError.last(code: result, function: function) }
    return result
}
