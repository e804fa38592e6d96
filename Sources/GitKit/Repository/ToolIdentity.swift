/// Who the program using GitKit is, where git asks: the author and committer of its commits when git
/// config names nobody, and the word that starts the reflog messages it writes (`NAME: fast-forward`).
/// GitKit never names a program of its own accord; the program sets `Repository.tool`.
public struct ToolIdentity: Sendable, Equatable {
    /// The name for commits and reflog messages, e.g. "diary".
    public let name: String
    /// The email for commits, without angle brackets.
    public let email: String

    public init(name: String, email: String) {
        self.name = name
        self.email = email
    }

    /// What a repository says until its program sets `Repository.tool`.
    public static let gitKit = ToolIdentity(name: "GitKit", email: "gitkit@localhost")
}
