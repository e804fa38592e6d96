import Clibgit2

/// A multi-step git operation left under way in a repository (`git status` shows it).
public enum GitOperation: String, Sendable {
    case merge
    case rebase
    case cherryPick = "cherry-pick"
    case revert
    case bisect
    case am
}

extension Repository {
    /// The git operation under way (a merge with conflicts, a rebase stopped at a commit, …), nil when none.
    public func operationInProgress() -> GitOperation? {
        let state = git_repository_state(handle.pointer)
        switch git_repository_state_t(rawValue: UInt32(bitPattern: state)) {
        case GIT_REPOSITORY_STATE_MERGE: return .merge
        case GIT_REPOSITORY_STATE_REVERT, GIT_REPOSITORY_STATE_REVERT_SEQUENCE: return .revert
        case GIT_REPOSITORY_STATE_CHERRYPICK, GIT_REPOSITORY_STATE_CHERRYPICK_SEQUENCE: return .cherryPick
        case GIT_REPOSITORY_STATE_BISECT: return .bisect
        case GIT_REPOSITORY_STATE_REBASE, GIT_REPOSITORY_STATE_REBASE_INTERACTIVE, GIT_REPOSITORY_STATE_REBASE_MERGE:
            return .rebase
        case GIT_REPOSITORY_STATE_APPLY_MAILBOX, GIT_REPOSITORY_STATE_APPLY_MAILBOX_OR_REBASE: return .am
        default: return nil
        }
    }
}
