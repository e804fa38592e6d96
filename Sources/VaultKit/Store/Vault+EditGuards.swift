import Foundation

/// What must hold before an entry goes to the editor, checked before it starts.
extension Vault {
    /// Takes the lock that says `path`'s draft is being edited; hold it until the edit is over.
    /// Throws `editInProgress` when another diary holds it.
    public func lockDraft(of path: EntryPath) throws -> DraftLock {
        let url = gitDirectory.appendingPathComponent("diary/draft-locks/\(path.fileName).lock")
        return try DraftLock.take(url, file: path.relativePath, draft: draftURL(for: path).path)
    }

    /// Throws `symlink` when the entry at `path`, or its year or month folder, is a symbolic link: an
    /// edit could never be saved there, so it is refused before the editor opens.
    public func refuseLinks(toEdit path: EntryPath) throws {
        try VaultLinks.refuse(path.relativePath, under: root)
    }
}
