import Foundation
import GitCrypt
import GitKit

/// Whether a vault is encrypted with git-crypt's scheme, and whether its key is here.
///
/// A vault is encrypted when its attributes (`.gitattributes` at the top, or `.git/info/attributes`)
/// name `filter=git-crypt`; it is locked when they do and git-crypt's key file is missing: its files
/// came out of git as ciphertext. Only git-crypt's default key is diary's; a named key
/// (`filter=git-crypt-NAME`) is a filter diary does not run (see `UnappliedFilter`).
enum VaultEncryption {
    /// The lines `diary encrypt init` adds to `.gitattributes`: entries (and anything else in the year
    /// folders) and the vault's settings; the attributes file itself stays readable, as git-crypt asks.
    static let attributeLines = [
        "# diary: entries and settings are encrypted in git with git-crypt's scheme ('diary encrypt status')",
        "[0-9][0-9][0-9][0-9]/** filter=git-crypt diff=git-crypt",
        ".diary/** filter=git-crypt diff=git-crypt",
        ".gitattributes !filter !diff"
    ]

    /// True when the attributes at the top of the vault name git-crypt's filter.
    static func isEncrypted(root: URL) -> Bool {
        [root.appendingPathComponent(".gitattributes"), root.appendingPathComponent(".git/info/attributes")].contains { url in
            guard let data = FileManager.default.contents(atPath: url.path) else { return false }
            return namesGitCrypt(String(decoding: data, as: UTF8.self))
        }
    }

    /// True when an attributes file's text sets `filter=git-crypt` on some line (a comment does not).
    static func namesGitCrypt(_ text: String) -> Bool {
        text.split(whereSeparator: \.isNewline).contains { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard !trimmed.hasPrefix("#") else { return false }
            return trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().contains("filter=git-crypt")
        }
    }

    /// True when the vault at `root` is encrypted and its key is not installed.
    static func isLocked(root: URL) -> Bool {
        isEncrypted(root: root)
            && !FileManager.default.fileExists(atPath: GitCryptKey.defaultKeyURL(gitDirectory: root.appendingPathComponent(".git")).path)
    }
}

/// Opens the repository at `root` and runs git-crypt's filter in it when its key is installed, so that
/// everything diary stores there is encrypted as the attributes ask; `tool` signs and names its commits.
func openVaultRepository(at root: URL, tool: ToolIdentity) throws -> Repository {
    let repository = try gitCall { try Repository.open(at: root) }
    repository.tool = tool
    try runGitCrypt(in: repository)
    EncryptionHere.guardCommits(in: repository)
    return repository
}

/// Runs git-crypt's filter in `repository` when its key is installed; a key file diary cannot read is
/// an error naming it.
func runGitCrypt(in repository: Repository) throws {
    do {
        _ = try gitCall { try repository.runGitCryptIfUnlocked() }
    } catch let error as GitCryptError {
        throw VaultError.badKeyFile(repository.gitCryptKeyURL, error)
    }
}

/// git-crypt's clean and smudge with the key of a repository, for git's filter config.
public enum VaultKeyFilter {
    /// `data` encrypted (clean) or decrypted (smudge, plain data passing through) with the key in
    /// `gitDirectory`; `encryptionOff` when there is none, `wrongKey` when it does not decrypt `data`.
    public static func apply(to data: Data, encrypting: Bool, gitDirectory: URL) throws -> Data {
        let keyURL = GitCryptKey.defaultKeyURL(gitDirectory: gitDirectory)
        guard FileManager.default.fileExists(atPath: keyURL.path) else {
            throw VaultError.encryptionOff(path: gitDirectory.deletingLastPathComponent().path)
        }
        let key = try Vault.readKey(keyURL)
        do {
            return encrypting ? try GitCryptCipher.encrypt(data, with: key) : try GitCryptCipher.decrypt(data, with: key)
        } catch let error as GitCryptError {
            if error == .tampered { throw VaultError.wrongKey(file: keyURL.path, entry: "stdin") }
            throw VaultError.unreadable(file: "stdin", reason: .encryption(error))
        }
    }
}

extension VaultError {
    /// The key file `file` is not one diary can read.
    static func badKeyFile(_ file: URL, _ error: GitCryptError) -> VaultError {
        .badKeyFile(file: file.path, incompatible: error == .incompatibleKey)
    }
}
