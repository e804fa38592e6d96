import Foundation

/// What a DAY|PATH argument names: a day, or one entry file.
public enum EntryReference: Equatable, Sendable {
    case day(Day)
    case path(EntryPath)
}

/// Days as people type them: `today`, `yesterday`, `YYYY-MM-DD`.
public enum DaySpec {
    public static func parse(_ text: String, today: Day) -> Day? {
        switch text.lowercased() {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        default: return Day(text)
        }
    }
}

extension Vault {
    /// Today in the vault's time zone.
    public func today(now: Date = Date()) -> Day { Day(now, in: timeZone) }

    /// Resolves a DAY or PATH argument. Paths may be relative to `currentDirectory` or to the vault,
    /// and must name an entry inside the vault (never `..`, another folder, or `.git/`).
    public func reference(for argument: String, now: Date = Date(),
                          currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws -> EntryReference {
        if let day = DaySpec.parse(argument, today: today(now: now)) { return .day(day) }
        guard argument.contains("/") || argument.hasSuffix(".md") else { throw VaultError.unknownDay(argument) }
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let candidates: [URL] = argument.hasPrefix("/")
            ? [URL(fileURLWithPath: argument)]
            : [currentDirectory.appendingPathComponent(argument), root.appendingPathComponent(argument)]
        for candidate in candidates {
            let full = candidate.standardizedFileURL.path
            guard full.hasPrefix(rootPath) else { continue }
            let relative = String(full.dropFirst(rootPath.count))
            if relative == ".git" || relative.hasPrefix(".git/") { throw VaultError.outsideVault(argument) }
            guard let path = EntryPath(relativePath: relative) else { throw VaultError.notAnEntry(argument) }
            return .path(path)
        }
        throw VaultError.outsideVault(argument)
    }

    /// The entries a reference names that exist now (a day's entries, first first).
    public func existingPaths(_ reference: EntryReference) -> [EntryPath] {
        switch reference {
        case .day(let day): return entryPaths(on: day)
        case .path(let path): return exists(path) ? [path] : []
        }
    }

    /// Exactly one existing entry, or an error saying why not.
    public func singleEntry(_ reference: EntryReference, argument: String) throws -> EntryPath {
        let paths = existingPaths(reference)
        guard let first = paths.first else { throw VaultError.noEntry(argument) }
        guard paths.count == 1 else { throw VaultError.ambiguousDay(day: argument, paths: paths.map(\.relativePath)) }
        return first
    }
}
