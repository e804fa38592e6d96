import Foundation
import GitKit

/// One commit as the log shows it.
public struct HistoryItem: Sendable {
    public let id: String
    public let shortID: String
    public let date: Date
    public let offsetMinutes: Int
    public let summary: String
    public let message: String
}

extension Vault {
    /// The vault's commits, or those that changed any of `paths`, newest first in `git log`'s order.
    public func history(of paths: [EntryPath] = [], limit: Int? = nil) throws -> [HistoryItem] {
        let commits = try gitCall { try repository.history(paths: paths.map(\.relativePath), limit: limit) }
        return commits.map {
            HistoryItem(
                id: $0.id.hex, shortID: $0.id.short, date: $0.author.time,
                offsetMinutes: $0.author.offsetMinutes, summary: $0.summary, message: $0.message)
        }
    }

    /// The diff a commit made, limited to `path` when given.
    public func patch(commit id: String, path: EntryPath? = nil) throws -> String {
        try gitCall {
            let oid = try repository.resolve(id)
            return try repository.patch(of: oid, path: path?.relativePath)
        }
    }

    /// The entry at `path` as it was at `revision`.
    public func read(_ path: EntryPath, at revision: String) throws -> Entry {
        let bytes = try contents(path, at: revision)
        guard let bytes else { throw VaultError.notInRevision(file: path.relativePath, revision: revision) }
        return Entry(path: path, document: try EntryDocument.parse(Array(bytes), file: "\(path.relativePath)@\(revision)"))
    }

    /// The entries of `day` as they were at `revision`.
    public func entryPaths(on day: Day, at revision: String) throws -> [EntryPath] {
        var found: [EntryPath] = []
        var misses = 0
        var sequence = 1
        while misses < 3 {
            let path = EntryPath(day: day, sequence: sequence)
            if try contents(path, at: revision) != nil {
                found.append(path)
                misses = 0
            } else {
                misses += 1
            }
            sequence += 1
        }
        return found
    }

    func contents(_ path: EntryPath, at revision: String) throws -> Data? {
        do {
            _ = try repository.resolve(revision)
        } catch {
            throw VaultError.unknownRevision(revision)
        }
        return try gitCall { try repository.contents(of: path.relativePath, at: revision) }
    }

    /// Brings back the entry at `path` as it was at `revision` (default: just before it was deleted), as a new commit.
    @discardableResult
    public func restore(_ path: EntryPath, at revision: String?) throws -> (ObjectID, String) {
        let rev: String
        if let revision {
            rev = revision
        } else {
            guard !exists(path) else { throw VaultError.entryExists(file: path.relativePath) }
            let commits = try gitCall { try repository.history(path: path.relativePath, limit: 1) }
            guard let deleting = commits.first, let parent = deleting.parents.first else {
                throw VaultError.noEntry(path.relativePath)
            }
            rev = parent.hex
        }
        guard let data = try contents(path, at: rev), let text = String(validating: data, as: UTF8.self) else {
            throw VaultError.notInRevision(file: path.relativePath, revision: rev)
        }
        let short = (try? gitCall { try repository.resolve(rev).short }) ?? rev
        let id = try save(text, to: path, message: "Restore \(path.name) from \(short)")
        return (id, short)
    }
}
