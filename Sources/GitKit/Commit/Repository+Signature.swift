import Clibgit2
import Foundation

extension Repository {
    /// The author/committer for new commits: git config user.name/user.email (repo, global, system),
    /// falling back to `tool`'s name and email for whatever is missing; the time now, in `tool`'s zone.
    public func defaultSignature() -> Signature {
        let config = try? Handle<Libgit2.Config>.make("git_repository_config_snapshot") {
            git_repository_config_snapshot(&$0, handle.pointer)
        }
        return Signature.withFallbacks(
            name: config.flatMap { Self.string("user.name", in: $0) },
            email: config.flatMap { Self.string("user.email", in: $0) },
            fallback: tool,
            at: Date(),
            timeZone: tool.timeZone
        )
    }

    static func string(_ key: String, in config: Handle<Libgit2.Config>) -> String? {
        var value: UnsafePointer<CChar>?
        guard git_config_get_string(&value, config.pointer, key) == 0, let value else {
            git_error_clear()
            return nil
        }
        return String(cString: value)
    }
}
