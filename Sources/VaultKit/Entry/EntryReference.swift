import Foundation

/// What a DAY|PATH argument names: a day, or one entry file.
public enum EntryReference: Equatable, Sendable {
    case day(Day)
    case path(EntryPath)
}

extension Vault {
    /// Today in the vault's time zone. Without `now`, the host's fixed day, when it has one, stands in
    /// for the clock: a testing aid, so that streaks, "today" marks and day words can be checked on a
    /// fixed day.
    public func today(now: Date? = nil) -> Day {
        if let now { return Day(now, in: timeZone) }
        if let fixed = host.fixedToday { return fixed }
        return Day(Date(), in: timeZone)
    }

    /// Resolves a DAY or PATH argument. Paths may be relative to `currentDirectory` or to the vault,
    /// and must name an entry inside the vault (never `..`, another folder, or `.git/`).
    public func reference(
        for argument: String, now: Date? = nil,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) throws -> EntryReference {
        if let day = DaySpec.parse(argument, today: today(now: now)) { return .day(day) }
        if let named = try numbered(argument, now: now) { return .path(named) }
        guard argument.contains("/") || argument.hasSuffix(".md") else { throw VaultError.unknownDay(argument) }
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let candidates: [URL] =
            argument.hasPrefix("/")
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

    /// One of a day's entries named by its number: `DAY#N` (the N-th written, as `diary list` shows them
    /// from the first: `today#2`, `2026-11-21#2`), or by its name (`2026-11-21-2`). Nil for an argument of
    /// neither form; `noEntry` for a number the day has no entry for.
    func numbered(_ argument: String, now: Date?) throws -> EntryPath? {
        if let match = argument.wholeMatch(of: /(.+)#([0-9]{1,4})/), let number = Int(match.2), number >= 1,
            let day = DaySpec.parse(String(match.1), today: today(now: now))
        {
            let paths = entryPaths(on: day)
            guard number <= paths.count else { throw VaultError.noEntry(argument) }
            return paths[number - 1]
        }
        if argument.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}-[0-9]{1,4}/) != nil {
            let year = argument.prefix(4)
            let month = argument.dropFirst(5).prefix(2)
            return EntryPath(relativePath: "\(year)/\(month)/\(argument).md")
        }
        return nil
    }

    /// The entries a reference names that exist now (a day's entries, first first); an entry that is
    /// a symbolic link is an error rather than "no entry".
    public func existingPaths(_ reference: EntryReference) throws -> [EntryPath] {
        let paths: [EntryPath]
        let named: EntryPath
        switch reference {
        case .day(let day): (paths, named) = (entryPaths(on: day), EntryPath(day: day))
        case .path(let path): (paths, named) = (exists(path) ? [path] : [], path)
        }
        var info = stat()
        if paths.isEmpty, lstat(url(named).path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            throw VaultError.symlink(file: named.relativePath)
        }
        return paths
    }

    /// Exactly one existing entry, or an error saying why not.
    public func singleEntry(_ reference: EntryReference, argument: String) throws -> EntryPath {
        let paths = try existingPaths(reference)
        guard let first = paths.first else { throw VaultError.noEntry(argument) }
        guard paths.count == 1 else { throw VaultError.ambiguousDay(day: argument, paths: paths.map(\.relativePath)) }
        return first
    }
}
