import Foundation
import GitCrypt
import GitKit

/// Whether the vault is encrypted on this machine: a fact kept in this clone's own `.git/config`
/// (`diary.encryption`), which nothing that comes from a remote can change. `.gitattributes`, which says
/// the same in the files, is plain text any machine or the git host can rewrite; once the vault is
/// encrypted here, a commit or a push that would store an entry in plain text is refused whatever it says.
enum EncryptionHere {
    /// The config key: `on` (set by `encrypt init` and `unlock`) or `off` (set by `encrypt off`).
    static let configKey = "diary.encryption"

    /// On when the config says so. With no word in the config (a vault encrypted before diary kept it,
    /// or by `git-crypt init` and `unlock`): on when git-crypt's key is installed and HEAD's committed
    /// `.gitattributes` encrypt entries, which is then recorded, so that no later `.gitattributes` decides.
    static func isOn(_ repository: Repository) -> Bool {
        switch (try? repository.configValue(configKey))?.lowercased() {
        case "on": return true
        case "off": return false
        default:
            guard FileManager.default.fileExists(atPath: repository.gitCryptKeyURL.path),
                let head = try? repository.head(),
                let attributes = try? GivenAttributes(of: head, in: repository),
                (try? attributes.filterDriver(for: samplePath(year: 2000))) == GitCryptFilter.driverName
            else { return false }
            try? repository.setConfig(configKey, to: "on")
            return true
        }
    }

    /// True when HEAD's committed `.gitattributes` names git-crypt's filter on some line.
    static func headIsEncrypted(_ repository: Repository) -> Bool {
        guard let head = try? repository.head(), let text = try? repository.storedContents(of: ".gitattributes", at: head) else {
            return false
        }
        return VaultEncryption.namesGitCrypt(String(decoding: text, as: UTF8.self))
    }

    /// Records `on` in this clone's config.
    static func record(_ on: Bool, in repository: Repository) throws {
        try gitCall { try repository.setConfig(configKey, to: on ? "on" : "off") }
    }

    /// The files that must never be committed in plain text once the vault is encrypted here, whatever
    /// the attributes say: entries, and the copies of an entry's other version a sync keeps. (Settings
    /// and attachments follow the attributes: a git-crypt vault may leave them plain on purpose; a sync
    /// refuses a remote whose attributes stop encrypting any file this machine's encrypt.)
    static func covers(_ path: String) -> Bool {
        EntryPath(relativePath: path) != nil || VaultScanner.conflictCopyEntry(relativePath: path) != nil
    }

    /// A path that stands for entries not written yet: one of `year`.
    static func samplePath(year: Int) -> String {
        let year = String(format: "%04d", year)
        return "\(year)/01/\(year)-01-01.md"
    }

    /// When the vault is encrypted here and HEAD as committed is encrypted (its `.gitattributes` names
    /// git-crypt), has `repository` refuse to store a covered file that its attributes do not send through
    /// git-crypt (see `Repository.requireFilter`). Right after `unlock` of a vault a remote encrypted, HEAD
    /// is not encrypted yet: what is committed then is plain history, stored encrypted by the next sync's
    /// merge, and a push checks HEAD's attributes anyway (`refusePlainTextToSend`).
    static func guardCommits(in repository: Repository) {
        if isOn(repository), headIsEncrypted(repository) {
            repository.requireFilter(GitCryptFilter.driverName, forPaths: covers)
        } else {
            repository.stopRequiringFilter()
        }
    }
}
