import Foundation
import GitKit

/// A change to one field of the front matter: leave it, set it, or remove it.
public enum FieldChange<Value: Sendable & Equatable>: Sendable, Equatable {
    case keep
    case set(Value)
    case remove
}

/// A tag added or removed by `diary meta --tag +T` / `--tag -T`.
public enum TagEdit: Sendable, Equatable {
    case add(String)
    case remove(String)
}

/// What `diary meta` changes in an entry's front matter.
public struct FrontMatterChange: Sendable, Equatable {
    /// A new place name (its old coordinates go with the old name), or no place at all.
    public var location: FieldChange<String>
    public var weather: FieldChange<Weather>
    /// Applied in order.
    public var tags: [TagEdit]
    /// true to star, false to unstar, nil to leave.
    public var starred: Bool?

    public init(
        location: FieldChange<String> = .keep, weather: FieldChange<Weather> = .keep, tags: [TagEdit] = [],
        starred: Bool? = nil
    ) {
        self.location = location
        self.weather = weather
        self.tags = tags
        self.starred = starred
    }

    /// True when it asks for nothing at all.
    public var isEmpty: Bool {
        location == .keep && weather == .keep && tags.isEmpty && starred == nil
    }

    /// `frontMatter` with the change made. Keys inside `location` and `weather` that are not the
    /// contract's stay; an emptied tag list and an unstarred entry lose their key.
    public func applied(to frontMatter: FrontMatter) -> FrontMatter {
        var fm = frontMatter
        switch location {
        case .keep: break
        case .remove: fm.location = nil
        case .set(let name):
            var place = fm.location ?? Location()
            if place.name != name {
                place.name = name
                place.latitude = nil
                place.longitude = nil
            }
            fm.location = place
        }
        switch weather {
        case .keep: break
        case .remove: fm.weather = nil
        case .set(let new):
            var current = fm.weather ?? Weather()
            if (current.condition, current.temperature, current.code) != (new.condition, new.temperature, new.code) {
                current.condition = new.condition
                current.temperature = new.temperature
                current.code = new.code
            }
            fm.weather = current
        }
        if !tags.isEmpty {
            var list = fm.tags ?? []
            for edit in tags {
                switch edit {
                // Tags compare without regard to case, as the filters do.
                case .add(let tag): if !list.contains(where: { $0.lowercased() == tag.lowercased() }) { list.append(tag) }
                case .remove(let tag): list.removeAll { $0.lowercased() == tag.lowercased() }
                }
            }
            if list != (fm.tags ?? []) { fm.tags = list.isEmpty ? nil : list }
        }
        switch starred {
        case true?: if fm.starred != true { fm.starred = true }
        case false?: if fm.starred == true { fm.starred = nil }
        case nil: break
        }
        return fm
    }
}

/// What came of `diary meta`.
public enum MetaOutcome: Equatable, Sendable {
    /// The entry already said so: nothing written, nothing committed.
    case unchanged(path: EntryPath)
    /// Saved and committed; `fields` are the front-matter keys that changed.
    case saved(path: EntryPath, commit: String, message: String, fields: [String])
}

extension Vault {
    /// Changes fields of an entry's front matter as one commit (`Edit 2026-11-21: tags, starred`).
    ///
    /// Only the changed fields' lines are rewritten; every other byte of the file stays as it was.
    /// An entry in an older schema is upgraded to the current one on the way (the commit says so).
    /// Nothing to change → nothing written.
    public func changeFrontMatter(of path: EntryPath, _ change: FrontMatterChange) throws -> MetaOutcome {
        let bytes = try files.readBytes(path)
        let document = try EntryDocument.parse(bytes, file: path.relativePath)
        var base = document
        var upgraded = ""
        let old = document.frontMatter ?? FrontMatter()
        let changed = change.applied(to: old)
        let fields = FrontMatterKey.allCases.filter { !$0.hasSameValue(in: old, as: changed) }.map(\.rawValue)
        guard !fields.isEmpty else { return .unchanged(path: path) }
        if Migration.needsMigration(document) {
            let from = document.schemaVersion
            let history = (try? gitCall { try repository.history(path: path.relativePath) }) ?? []
            let context = MigrationContext(timeZone: timeZone, firstCommitted: history.last?.author.time)
            let text = try Vault.migratedText(document, path: path, target: FrontMatter.currentSchema, context: context).text
            base = try EntryDocument.parse(text: text, file: path.relativePath)
            upgraded = " (upgraded from schema \(from) to \(FrontMatter.currentSchema))"
        }
        let newFrontMatter = change.applied(to: base.frontMatter ?? FrontMatter())
        let text = base.splicingFrontMatter(newFrontMatter) ?? base.replacingFrontMatter(newFrontMatter, canonical: []).rendered()
        // Read back before writing: the intended fields and the very same body.
        let back = try EntryDocument.parse(text: text, file: path.relativePath)
        guard back.frontMatter == newFrontMatter, back.body == document.body else {
            throw SettingsError.notReadBack(file: path.relativePath)
        }
        let message = "Edit \(path.name): \(fields.joined(separator: ", "))\(upgraded)"
        let (_, commit) = try commitChange(message: { _ in message }, choosing: { path }) { path in
            // Checked under the lock: another save may have changed the entry since it was read.
            guard let current = try? files.readBytes(path), current == bytes else {
                throw SettingsError.changedMeanwhile(file: path.relativePath)
            }
            try AtomicFile.write(Data(text.utf8), to: url(path), displayName: path.relativePath)
        }
        return .saved(path: path, commit: commit.short, message: message, fields: fields)
    }
}
