import Foundation
import GitCrypt
import GitKit

extension Vault {
    /// Turns encryption off on purpose (`diary encrypt off`): takes every line that names git-crypt's filter
    /// out of `.gitattributes` (and the comment `encrypt init` wrote; the file goes when nothing else is
    /// left), commits it and every file those lines encrypted again, in plain text, in one commit, and
    /// records in this clone's config that the vault is not encrypted here. The key stays, to read the
    /// commits made while it was on. Needs the key (the files must be plain here) and no changes that are
    /// not committed; on failure nothing is committed and the vault stays encrypted here. Returns how
    /// many files were committed in plain text.
    public func stopEncryption() throws -> Int {
        let repository = try repository
        guard FileManager.default.fileExists(atPath: repository.gitCryptKeyURL.path) else {
            throw VaultError.encryptionOff(path: root.path)
        }
        guard let head = try gitCall({ try repository.head() }),
            let committed = try gitCall({ try repository.storedContents(of: ".gitattributes", at: head) }),
            VaultEncryption.namesGitCrypt(String(decoding: committed, as: UTF8.self))
        else { throw VaultError.encryptionOff(path: root.path) }
        // A save killed halfway is finished or put back first.
        try withExtendedLifetime(lock()) { _ = recoverInterruptedWrites() }
        let changed = try gitCall { try repository.status() }
            .filter { $0.status != .new && $0.status != .ignored }.map(\.path)
        guard changed.isEmpty else { throw VaultError.uncommittedChanges(command: "diary encrypt off", files: changed) }
        let files = try gitCall { try repository.changedPaths(from: nil, to: head) }.map(\.path).filter { path in
            try gitCall { try repository.filterDriver(for: path) } == GitCryptFilter.driverName
        }
        repository.stopRequiringFilter()
        do {
            try commitMany(message: "Stop encrypting entries and settings: commit them in plain text") { backup in
                let attributes = root.appendingPathComponent(".gitattributes")
                try backup.keep([(attributes, ".gitattributes")])
                let text = VaultEncryption.withoutGitCrypt(String(decoding: committed, as: UTF8.self))
                if text.isEmpty {
                    try AtomicFile.remove(attributes, displayName: ".gitattributes")
                } else {
                    try AtomicFile.write(Data(text.utf8), to: attributes, displayName: ".gitattributes")
                }
                return [".gitattributes"] + files.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
            }
        } catch {
            EncryptionHere.guardCommits(in: repository)
            throw error
        }
        try EncryptionHere.record(false, in: repository)
        return files.count
    }
}

extension VaultEncryption {
    /// `text` (an attributes file) without the lines that name git-crypt's filter and without diary's own
    /// lines (its comment, and `.gitattributes !filter !diff`); empty when nothing else is left.
    static func withoutGitCrypt(_ text: String) -> String {
        let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            !namesGitCrypt(String(line)) && !attributeLines.contains(String(line))
        }
        let joined = kept.joined(separator: "\n")
        return joined.allSatisfy(\.isWhitespace) ? "" : joined
    }
}
