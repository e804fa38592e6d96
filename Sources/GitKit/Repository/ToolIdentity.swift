import Foundation

/// Who the program using GitKit is, where git asks: the author and committer of its commits when git
/// config names nobody, and the word that starts the reflog messages it writes (`NAME: fast-forward`).
/// GitKit never names a program of its own accord, nor reads the process's time zone: the program sets
/// `Repository.tool`.
public struct ToolIdentity: Sendable, Equatable {
    /// The name for commits and reflog messages, e.g. "diary".
    public let name: String
    /// The email for commits, without angle brackets.
    public let email: String
    /// The zone commit times are written in (git writes the machine's local zone; the program passes it).
    public let timeZone: TimeZone

    public init(name: String, email: String, timeZone: TimeZone) {
        self.name = name
        self.email = email
        self.timeZone = timeZone
    }

    /// What a repository says until its program sets `Repository.tool`: commit times in UTC.
    public static let gitKit = ToolIdentity(name: "GitKit", email: "gitkit@localhost", timeZone: TimeZone(secondsFromGMT: 0)!)
}
