import Foundation
import GitKit

/// The entry on disk is no longer the version the writer saw: nothing was done to it.
public struct EntryChangedSinceSeen: Error, Equatable, Sendable {
    public let file: String
}

/// Writes that carry the version of the entry the writer saw (a page in a browser): the text and its version
/// read together, and a delete refused when the entry is no longer that version.
extension Vault {
    /// The entry's file as it is (see `rawText`) and its version (see `entryVersion`), from one read: a
    /// writer shown the text hands back the version of exactly that text.
    public func rawTextAndVersion(_ path: EntryPath) throws -> (text: String, version: String) {
        let bytes = try files.readBytes(path)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw VaultError.notUTF8(file: path.relativePath) }
        return (text, Self.version(of: bytes))
    }

    /// Deletes the entry at `path` and commits the deletion (as `delete`), only when the entry on disk is
    /// still `version` (see `entryVersion`), the one the writer asked about: checked under the vault's lock,
    /// so that a change made after the question was asked is never deleted unseen. Throws
    /// `EntryChangedSinceSeen` when it is not, `noEntry` when the entry is gone.
    @discardableResult
    public func delete(_ path: EntryPath, ifVersion version: String, message: String) throws -> ObjectID {
        try commitChange(message: { _ in message }, choosing: { path }) { path in
            guard exists(path) else { throw VaultError.noEntry(path.relativePath) }
            guard Self.version(of: try files.readBytes(path)) == version else { throw EntryChangedSinceSeen(file: path.relativePath) }
            try AtomicFile.remove(url(path), displayName: path.relativePath)
        }.1
    }
}
