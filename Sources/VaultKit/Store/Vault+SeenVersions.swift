import Foundation

/// The entry on disk is no longer the version the writer saw: nothing was done to it.
public struct EntryChangedSinceSeen: Error, Equatable, Sendable {
    public let file: String
}

/// Writes that carry the version of the entry the writer saw (a page in a browser): the text and its version
/// read together (a delete refused when the entry is no longer that version is `delete(_:ifVersion:message:)`).
extension Vault {
    /// The entry's file as it is (see `rawText`) and its version (see `entryVersion`), from one read: a
    /// writer shown the text hands back the version of exactly that text.
    public func rawTextAndVersion(_ path: EntryPath) throws -> (text: String, version: String) {
        let bytes = try files.readBytes(path)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw VaultError.notUTF8(file: path.relativePath) }
        return (text, Self.version(of: bytes))
    }
}
