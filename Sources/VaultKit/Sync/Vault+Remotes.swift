import Foundation
import GitKit

extension Vault {
    /// The vault's remotes, as its ordinary git config has them (the one source of truth).
    public func remotes() throws -> [VaultRemote] {
        try gitCall { try repository.remotes() }
    }

    public func addRemote(name: String, url: String) throws {
        try gitCall { try repository.addRemote(name: name, url: url) }
    }

    public func removeRemote(name: String) throws {
        try gitCall { try repository.removeRemote(name: name) }
    }

    /// Files changed in the work tree and not committed (edits made outside diary).
    public func uncommittedChanges() throws -> [String] {
        try gitCall { try repository.status() }.filter { $0.status != .ignored }.map(\.path)
    }

    /// The branch the vault is on.
    public func branch() throws -> String {
        try gitCall { try repository.currentBranch() }
    }
}
