import Foundation
import GitKit

extension Vault {
    /// Writes `text` as the entry at `path` and commits exactly that file, under the vault lock.
    ///
    /// The text is parsed first: broken front matter or an empty body is refused before any byte is written.
    @discardableResult
    public func save(_ text: String, to path: EntryPath, message: String) throws -> ObjectID {
        try saveNew(text, message: { _ in message }, choosing: { path }).1
    }

    /// Like `save`, with the path chosen under the vault lock, when no other `diary` can be creating
    /// the same name; `message` is made for the chosen path.
    func saveNew(_ text: String, message: (EntryPath) -> String, choosing pick: () throws -> EntryPath) throws -> (EntryPath, ObjectID) {
        let document = try EntryDocument.parse(text: text, file: "(new text)")
        return try commitChange(message: message, choosing: pick) { path in
            guard !EntryText.isEmpty(document.body) else { throw VaultError.emptyEntry(file: path.relativePath) }
            try AtomicFile.write(Data(text.utf8), to: url(path), displayName: path.relativePath)
        }
    }

    /// Deletes the entry at `path` and commits the deletion.
    @discardableResult
    public func delete(_ path: EntryPath, message: String) throws -> ObjectID {
        try commitChange(message: { _ in message }, choosing: { path }) { path in
            guard exists(path) else { throw VaultError.noEntry(path.relativePath) }
            try AtomicFile.remove(url(path), displayName: path.relativePath)
        }.1
    }

    /// Holding the vault lock: chooses the path, runs `change` on the work tree, and commits exactly that
    /// path; retries the commit when HEAD moved. A stale `index.lock` stops it before any file is touched.
    func commitChange(message: (EntryPath) -> String, choosing pick: () throws -> EntryPath,
                      _ change: (EntryPath) throws -> Void) throws -> (EntryPath, ObjectID) {
        let lock = try VaultLock(gitDirectory: gitDirectory)
        defer { withExtendedLifetime(lock) {} }
        try refuseStaleIndexLock()
        let path = try pick()
        try files.refuseLinkedFolders(path)
        try change(path)
        var attempts = 0
        while true {
            do {
                let id = try gitCall(lockFile: indexLockPath) {
                    try repository.commit(paths: [path.relativePath], message: message(path))
                }
                return (path, id)
            } catch VaultError.git(let error) where error.isModified && attempts < 5 {
                attempts += 1
            }
        }
    }

    /// Holding the vault lock: runs `change` on the work tree, which writes or removes files and returns
    /// the paths it touched, then commits exactly those in one commit (nil when it touched none).
    /// A stale `index.lock` stops it before any file is touched.
    /// `progress` hears how far the commit has got (see `Repository.commit(paths:message:progress:)`).
    @discardableResult
    public func commitMany(message: String, progress: ((CommitProgress) -> Void)? = nil,
                           _ change: () throws -> [String]) throws -> ObjectID? {
        let lock = try VaultLock(gitDirectory: gitDirectory)
        defer { withExtendedLifetime(lock) {} }
        try refuseStaleIndexLock()
        let paths = try change()
        guard !paths.isEmpty else { return nil }
        var attempts = 0
        while true {
            do {
                return try gitCall(lockFile: indexLockPath) { try repository.commit(paths: paths, message: message, progress: progress) }
            } catch VaultError.git(let error) where error.isModified && attempts < 5 {
                attempts += 1
            }
        }
    }

    var indexLockPath: String { gitDirectory.appendingPathComponent("index.lock").path }

    /// A lock left by a crashed git is never removed for the user: refuse before touching any file.
    func refuseStaleIndexLock() throws {
        if FileManager.default.fileExists(atPath: indexLockPath) {
            throw VaultError.indexLocked(lockFile: indexLockPath)
        }
    }
}
