import Foundation
import GitKit

extension Vault {
    /// Writes `text` as the entry at `path` and commits exactly that file, under the vault lock.
    ///
    /// The text is parsed first: broken front matter or an empty body is refused before any byte is written.
    @discardableResult
    public func save(_ text: String, to path: EntryPath, message: String) throws -> ObjectID {
        let document = try EntryDocument.parse(text: text, file: path.relativePath)
        guard !EntryText.isEmpty(document.body) else { throw VaultError.emptyEntry(file: path.relativePath) }
        return try changing(path, message: message) {
            try AtomicFile.write(Data(text.utf8), to: url(path), displayName: path.relativePath)
        }
    }

    /// Deletes the entry at `path` and commits the deletion.
    @discardableResult
    public func delete(_ path: EntryPath, message: String) throws -> ObjectID {
        guard exists(path) else { throw VaultError.noEntry(path.relativePath) }
        return try changing(path, message: message) {
            try AtomicFile.remove(url(path), displayName: path.relativePath)
        }
    }

    /// Runs `change` on the work tree and commits `path`, holding the vault lock; retries when HEAD moved.
    func changing(_ path: EntryPath, message: String, _ change: () throws -> Void) throws -> ObjectID {
        try files.refuseLinkedFolders(path)
        let lock = try VaultLock(gitDirectory: gitDirectory)
        defer { withExtendedLifetime(lock) {} }
        try refuseStaleIndexLock()
        try change()
        var attempts = 0
        while true {
            do {
                return try gitCall(lockFile: indexLockPath) {
                    try repository.commit(paths: [path.relativePath], message: message)
                }
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
