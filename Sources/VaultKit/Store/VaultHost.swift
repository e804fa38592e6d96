import Foundation
import GitKit

/// What the program using VaultKit tells it about itself and its process. VaultKit reads nothing of
/// the process on its own — no environment variable, no locale, no time zone, no host name, no stand-in
/// for the clock — and says nothing in a language: its errors and problems are data the program words
/// (`message(in:)`).
public struct VaultHost: Sendable {
    /// Who commits when git config names nobody, and the first word of the reflog messages.
    var tool: ToolIdentity
    /// The environment variable that holds an HTTPS access token for sync (named in messages that say
    /// where a token goes); nil when the program reads none.
    public var tokenVariable: String?
    /// The environment that credential look-ups see (`HOME`, `SSH_AUTH_SOCK`, the token's variable)
    /// and that `git credential fill` runs with.
    public var environment: [String: String]
    /// The day that stands in for today when the program fixes one (a testing aid); nil for the clock.
    public var fixedToday: Day?
    /// The process's local time zone: the vault's unless one is given when it is opened, and the zone
    /// of commit times.
    public var timeZone: TimeZone { tool.timeZone }
    /// This machine's name, for sync's conflict labels.
    public var machineName: String

    /// - Parameters:
    ///   - toolName: the name commits are signed with when git config names nobody, and the first word
    ///     of reflog messages.
    ///   - toolEmail: the email commits are signed with when git config names none.
    ///   - timeZone: the process's local zone (UTC when the program gives none).
    ///   - machineName: this machine's name for conflict labels ("localhost" when the program gives none).
    public init(
        toolName: String = "VaultKit", toolEmail: String = "vaultkit@localhost", tokenVariable: String? = nil,
        environment: [String: String] = [:], fixedToday: Day? = nil, timeZone: TimeZone = TimeZone(secondsFromGMT: 0)!,
        machineName: String = "localhost"
    ) {
        self.tool = ToolIdentity(name: toolName, email: toolEmail, timeZone: timeZone)
        self.machineName = machineName
        self.tokenVariable = tokenVariable
        self.environment = environment
        self.fixedToday = fixedToday
    }

    /// Where fetches, pushes and clones find credentials: the token, the credential helper, ssh-agent
    /// and the usual key files.
    var credentials: CredentialSource {
        CredentialSource.standard(environment: environment, tokenVariable: tokenVariable)
    }
}
