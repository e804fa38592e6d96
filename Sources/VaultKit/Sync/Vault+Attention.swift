import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What needs the person's attention after a sync, on every machine: each entry holding conflict markers
/// (read from the files, whichever machine merged), each entry whose other version a sync kept beside it,
/// and the things a sync did that the files cannot show (kept in `.git/diary/attention.json`).
///
/// A conflict is settled by editing the file: once its markers are gone (or the copy beside it is deleted)
/// it is no longer listed, with no command to run.
extension Vault {
    /// The items left to look at that this machine recorded, each as the file says now; settled ones left out.
    public func attention() -> [SyncAttention] {
        let (items, written) = storedAttention()
        return unsettled(items, recordedAt: written)
    }

    /// `attention()` and every entry of the vault that holds conflict markers or has a conflict copy beside
    /// it, found by reading them all (what `diary status` shows): a conflict that came by plain `git pull` or
    /// `git clone` is found too.
    public func attentionInWholeVault() -> [SyncAttention] {
        let recorded = attention()
        let found = conflictsInWholeVault().filter { item in !recorded.contains { $0.tellsTheSame(as: item) } }
        return (recorded + found).sorted { ($0.file, $0.isMarkerConflict ? 0 : 1) < ($1.file, $1.isMarkerConflict ? 0 : 1) }
    }

    /// The conflict items of the entries among `files` (vault-relative paths), as the files are now.
    func conflicts(in files: [String]) -> [SyncAttention] {
        Self.conflicts(in: Set(files).compactMap { file in readWithoutFollowingLinks(file).map { (file, $0) } })
    }

    /// Every entry file holding conflict blocks, read on every core, and every conflict copy, newest first.
    func conflictsInWholeVault() -> [SyncAttention] {
        let months = monthFolders(from: nil, to: nil)
        let runs = mapEntryRuns(
            inMonths: months[...], from: nil, to: nil, otherError: { .unreadable(file: $0.relativePath, reason: .text("\($1)")) },
            makeContext: {}
        ) { _, path, bytes -> SyncAttention? in
            guard ConflictMarkers.mayHold(bytes) else { return nil }
            return SyncAttention.conflict(file: path.relativePath, blocks: ConflictMarkers.blocks(inLines: Array(bytes)))
        }
        var out: [SyncAttention] = runs.flatMap { $0.results.compactMap { try? $0.get() } }
        for (year, month) in months {
            for copy in VaultScanner.conflictCopies(in: root, year: year, month: month) {
                out.append(SyncAttention(file: copy.entry.relativePath, problem: .otherVersionBeside(copy: copy.file)))
            }
        }
        return out
    }

    /// The conflict blocks in `file` as an item, nil when it holds none (or cannot be read).
    private func markerConflict(_ file: String) -> SyncAttention? {
        guard let data = readWithoutFollowingLinks(file), ConflictMarkers.mayHold(data) else { return nil }
        return SyncAttention.conflict(file: file, blocks: ConflictMarkers.blocks(inLines: Array(data)))
    }

    /// The bytes of the vault file `file`, nil when it is missing, a link, or not a regular file.
    private func readWithoutFollowingLinks(_ file: String) -> Data? {
        let url = root.appendingPathComponent(file)
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileManager.default.contents(atPath: url.path)
    }

    private var attentionURL: URL { gitDirectory.appendingPathComponent("diary/attention.json") }

    /// The items of `.git/diary/attention.json` as written, settled ones included, and when the file was written.
    private func storedAttention() -> (items: [RecordedAttention], written: Date?) {
        guard let data = FileManager.default.contents(atPath: attentionURL.path),
            let items = try? JSONDecoder().decode([RecordedAttention].self, from: data)
        else { return ([], nil) }
        let written = try? FileManager.default.attributesOfItem(atPath: attentionURL.path)[.modificationDate] as? Date
        return (items, written)
    }

    /// The items among `items` the person has not settled yet, each as the file says now.
    private func unsettled(_ items: [RecordedAttention], recordedAt written: Date?) -> [SyncAttention] {
        items.compactMap { recorded in
            let item = recorded.item
            switch item.problem {
            case .unreadableFromRemote:
                // Settled once the entry reads (fixed) or is gone.
                return isEntryFile(item.file) && !reads(item.file) ? item : nil
            case .unreadableNotMerged(_, let copy):
                // Settled once one of the two is gone, or both read.
                return isEntryFile(item.file) && isEntryFile(copy) && !(reads(item.file) && reads(copy)) ? item : nil
            case .otherVersionBeside(let copy):
                return readWithoutFollowingLinks(copy) != nil ? item : nil
            case .fileConflict:
                return readWithoutFollowingLinks(item.file).map(ConflictMarkers.mayHold) == true ? item : nil
            default:
                if item.isMarkerConflict {
                    // Told as the entry's markers are now; settled once they are gone.
                    return markerConflict(item.file)
                }
                return changed(item.file, since: recorded.since ?? written) ? nil : item
            }
        }
    }

    /// True when `file` is gone, or was changed after `date`.
    private func changed(_ file: String, since date: Date?) -> Bool {
        var info = stat()
        guard lstat(root.appendingPathComponent(file).path, &info) == 0 else { return true }
        guard let date else { return false }
        return info.modified > date
    }

    /// True when an entry file is at `file` (relative to the vault).
    private func isEntryFile(_ file: String) -> Bool { EntryPath(relativePath: file).map(exists) ?? false }

    /// True when the entry at `file` reads: its front matter is valid.
    private func reads(_ file: String) -> Bool {
        guard let path = EntryPath(relativePath: file) else { return false }
        return (try? read(path)) != nil
    }

    /// Adds `new` to the items left to look at (replacing older ones that tell the same of the same files) and
    /// drops the settled ones. The file is written only when that changes what it holds.
    func recordAttention(_ new: [SyncAttention], now: Date = Date()) throws {
        let (stored, written) = storedAttention()
        let kept = unsettled(stored, recordedAt: written).filter { old in !new.contains { $0.tellsTheSame(as: old) } }
        let all =
            kept.map { item in RecordedAttention(item: item, since: stored.first { $0.item.tellsTheSame(as: item) }?.since ?? written) }
            + new.map { RecordedAttention(item: $0, since: now) }
        let data = try JSONEncoder().encode(all)
        let before = FileManager.default.contents(atPath: attentionURL.path)
        if data == before || before == nil && all.isEmpty { return }
        try AtomicFile.write(data, to: attentionURL, displayName: attentionURL.path)
    }
}

/// An item of `.git/diary/attention.json`: the item, and when it was recorded (absent in a file an older
/// diary wrote).
private struct RecordedAttention: Codable {
    let item: SyncAttention
    let since: Date?

    init(item: SyncAttention, since: Date?) {
        self.item = item
        self.since = since
    }

    private enum CodingKeys: String, CodingKey { case since }

    init(from decoder: Decoder) throws {
        item = try SyncAttention(from: decoder)
        since = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Date.self, forKey: .since)
    }

    func encode(to encoder: Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(since, forKey: .since)
    }
}
