import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A text someone wrote that is not saved in the vault (yet): a file in `.git/diary/drafts/`.
///
/// An entry's own draft, `NAME.md`, is the one its editor works on; `diary open NAME` offers it back
/// when an edit did not finish. The others are kept beside it, each named for its entry and why:
/// `NAME-declined-ID.md` (set aside when the person chose not to continue it), `NAME-kept-ID.md` (not
/// saved while an editor had the entry open, or a quick entry whose commit failed), `NAME-conflict-ID.md`
/// (not saved from a page: the entry changed on disk meanwhile), `NAME-interrupted-ID.md` and
/// `NAME-recovered-ID.md` (edits found after a killed save or migration), `NAME-new.md` (a page's new
/// entry whose name another entry took). None is ever removed but by the person's choice, or by saving it.
public struct Draft: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// `NAME.md`: an edit that did not finish (the editor failed, the save was refused, a page's text).
        case unfinished
        case declined, kept, conflict, interrupted, recovered
        /// `NAME-new.md`.
        case new
    }

    /// The file's name without `.md`: what `diary drafts` shows and takes (`2026-11-27-declined-1a2b3c4d`).
    public let name: String
    /// The entry it was written for.
    public let entry: EntryPath
    public let kind: Kind
    public let url: URL
    /// When it was last written.
    public let modified: Date
}

extension Vault {
    private var draftsFolder: URL { gitDirectory.appendingPathComponent("diary/drafts") }

    /// Every draft that holds text someone wrote, most recently written first. An entry's own draft that
    /// holds nothing written (the text it started with) is no draft and is not listed; one an editor has
    /// open now is listed all the same. Reading removes nothing.
    public func drafts() -> [Draft] {
        VaultScanner.children(of: draftsFolder.path).compactMap { child -> Draft? in
            guard child.isFile, let draft = draft(fileName: child.name) else { return nil }
            if draft.kind == .unfinished {
                let saved = exists(draft.entry) ? (try? files.readBytes(draft.entry)).map { Data($0) } : nil
                let start = FileManager.default.contents(atPath: draftStartURL(for: draft.entry).path)
                guard Self.holdsWrittenText(FileManager.default.contents(atPath: draft.url.path), untouched: start, saved: saved)
                else { return nil }
            }
            return draft
        }.sorted { ($0.modified, $0.name) > ($1.modified, $1.name) }
    }

    /// The draft `name` (as `drafts()` shows it, with or without `.md`, or its path).
    public func draft(named name: String) throws -> Draft {
        let file = URL(fileURLWithPath: name).lastPathComponent
        let fileName = file.hasSuffix(".md") ? file : file + ".md"
        guard let draft = draft(fileName: fileName), FileManager.default.fileExists(atPath: draft.url.path) else {
            throw VaultError.noSuchDraft(name: name)
        }
        return draft
    }

    /// The text of `draft`.
    public func text(of draft: Draft) throws -> String {
        guard let data = FileManager.default.contents(atPath: draft.url.path) else { throw VaultError.noSuchDraft(name: draft.name) }
        return String(decoding: data, as: UTF8.self)
    }

    /// The draft in `drafts/` named `fileName`, whatever it holds; nil for a name that is no draft's.
    private func draft(fileName: String) -> Draft? {
        guard fileName.hasSuffix(".md") else { return nil }
        let name = String(fileName.dropLast(3))
        guard let (entry, kind) = Self.parseDraftName(name) else { return nil }
        let url = draftsFolder.appendingPathComponent(fileName)
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Draft(name: name, entry: entry, kind: kind, url: url, modified: info.modified)
    }

    /// `2026-11-27` → (2026-11-27, unfinished); `2026-11-27-2-kept-1A2B3C4D` → (2026-11-27-2, kept); `…-new`.
    static func parseDraftName(_ name: String) -> (EntryPath, Draft.Kind)? {
        func entry(_ text: Substring) -> EntryPath? {
            EntryPath.parse(fileName: text + ".md").map { EntryPath(day: $0.0, sequence: $0.1) }
        }
        if let path = entry(name[...]) { return (path, .unfinished) }
        if name.hasSuffix("-new"), let path = entry(name.dropLast(4)) { return (path, .new) }
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 5, let kind = Draft.Kind(rawValue: String(parts[parts.count - 2])), kind != .unfinished, kind != .new,
            !parts[parts.count - 1].isEmpty
        else { return nil }
        return entry(parts.dropLast(2).joined(separator: "-")[...]).map { ($0, kind) }
    }

    /// Sets the entry's own draft aside as `NAME-declined-ID.md` (with the text it started from), when the
    /// person chose not to continue it: `drafts()` lists it, `moveDraftIntoPlace` brings it back. The caller holds
    /// the entry's draft lock. Nil when there was no draft.
    public func setAsideDraft(of path: EntryPath) throws -> Draft? {
        let draft = draftURL(for: path)
        guard FileManager.default.fileExists(atPath: draft.path) else { return nil }
        let aside = freeDraftURL(for: path, suffix: Draft.Kind.declined.rawValue, beside: true)
        let start = draftStartURL(for: path)
        if FileManager.default.fileExists(atPath: start.path) { try moveDraftFile(start, to: draftStartURL(named: aside.lastPathComponent)) }
        try moveDraftFile(draft, to: aside)
        return self.draft(fileName: aside.lastPathComponent)
    }

    /// Where restoring `draft` writes: the entry it was written for, when that entry is still the one the
    /// draft began as (the same `created`, or it is the entry's own draft), else a new entry of its day (the
    /// entry's name when free, or the day's next).
    public func restoreTarget(of draft: Draft) -> (path: EntryPath, isNew: Bool) {
        guard exists(draft.entry) else { return (draft.entry, true) }
        if draft.kind == .unfinished { return (draft.entry, false) }
        let created = { (text: String?) in text.flatMap { try? EntryDocument.parse(text: $0, file: "") }?.frontMatter?.created }
        let draftCreated = created(try? text(of: draft))
        if draft.kind != .new, let draftCreated, draftCreated == created(try? rawText(draft.entry)) { return (draft.entry, false) }
        return (nextFreePath(on: draft.entry.day), true)
    }

    /// Makes `draft` the own draft of `path` (from `restoreTarget`), so that the next edit of `path`
    /// continues it. An own draft with written text already there is set aside first, never overwritten; it
    /// is returned. The caller holds the draft lock of `path`.
    public func moveDraftIntoPlace(_ draft: Draft, for path: EntryPath) throws -> Draft? {
        guard draft.url != draftURL(for: path) else { return nil }
        var setAside: Draft?
        if let leftover = leftoverDraft(for: path), !leftover.isEmpty {
            setAside = try setAsideDraft(of: path)
        }
        let start = draftStartURL(for: path)
        try? FileManager.default.removeItem(at: start)
        if draft.entry == path, FileManager.default.fileExists(atPath: startURL(of: draft).path) {
            try moveDraftFile(startURL(of: draft), to: start)
        } else if draft.kind != .unfinished {
            // Restored as another entry: what it began from says nothing of that one.
            try? FileManager.default.removeItem(at: startURL(of: draft))
        }
        try moveDraftFile(draft.url, to: draftURL(for: path))
        return setAside
    }

    /// True when the entry at `path` may no longer be the text `draft` began from: it is not that text, or
    /// that text is not known (a draft kept beside the entry's own, or left by an older diary).
    public func entryChanged(_ path: EntryPath, since draft: Draft) -> Bool {
        if draft.kind == .conflict { return true }
        guard let start = FileManager.default.contents(atPath: startURL(of: draft).path) else { return true }
        return (try? files.readBytes(path)).map { !start.elementsEqual($0) } ?? true
    }

    /// Where the text `draft` began from is kept (only for an entry's own draft and one set aside).
    private func startURL(of draft: Draft) -> URL {
        draft.kind == .unfinished ? draftStartURL(for: draft.entry) : draftStartURL(named: draft.url.lastPathComponent)
    }

    /// Deletes `draft` for good (it was never in git), with the text it started from. An entry's own draft
    /// is deleted only while no editor has it open.
    public func deleteDraft(_ draft: Draft) throws {
        let lock = draft.kind == .unfinished ? try lockDraft(of: draft.entry) : nil
        defer { withExtendedLifetime(lock) {} }
        try AtomicFile.remove(draft.url, displayName: draft.url.path)
        try? FileManager.default.removeItem(at: startURL(of: draft))
    }

    /// Renames a draft's file within `.git/diary/` (the same file system: one step, nothing half-done).
    private func moveDraftFile(_ from: URL, to: URL) throws {
        try AtomicFile.makeFolders(to.deletingLastPathComponent(), displayName: to.deletingLastPathComponent().path)
        guard rename(from.path, to.path) == 0 else {
            throw VaultError.unwritable(file: to.path, reason: .errno(errno))
        }
    }
}
