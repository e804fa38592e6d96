import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension Vault {
    /// Finds the text of writes a kill interrupted: a temporary file in `.git/diary/tmp/` whose writer is
    /// gone. One that holds an entry's text that is not already the entry's becomes a draft of that entry
    /// (`diary open` offers it back); the rest (copies of what is already on disk, a draft's own starting
    /// text, an empty body) are removed. Returns the drafts it made.
    ///
    /// Then finishes saves a kill interrupted (see `WorkTreeBackup`): when HEAD holds what the save wrote,
    /// the index is brought up to date; otherwise the files are put back as they were, and the text of a
    /// new entry becomes its draft. Text that differs from both is never dropped: it becomes a draft.
    @discardableResult
    public func recoverInterruptedWrites() -> [URL] {
        var recovered = recoverTemporaryFiles()
        // With git's index lock still there (left by the same kill), the save is finished once it is gone.
        guard !FileManager.default.fileExists(atPath: indexLockPath) else { return recovered }
        for leftover in WorkTreeBackup.leftovers(in: gitDirectory) {
            guard let drafts = try? finishInterruptedSave(leftover) else { continue }
            recovered += drafts
        }
        return recovered
    }

    private func finishInterruptedSave(_ leftover: WorkTreeBackup.Leftover) throws -> [URL] {
        let repository = try repository
        let head = try gitCall { try repository.head() }
        func current(_ path: String) -> Data? { FileManager.default.contents(atPath: root.appendingPathComponent(path).path) }
        let landed =
            try head.map { head in
                try leftover.entries.allSatisfy { entry in try gitCall { try repository.contents(of: entry.path, at: head) } == current(entry.path) }
            } ?? false
        var drafts: [URL] = []
        if let head, landed {
            // The commit may hold files the save did not change on disk (`encrypt init` stores every entry
            // anew): their index entries are refreshed too, where the work tree has what HEAD holds.
            let parent = try gitCall { try repository.commitInfo(head) }.parents.first
            var paths = leftover.entries.map(\.path)
            for change in try gitCall({ try repository.changedPaths(from: parent, to: head) }) where !paths.contains(change.path) {
                if try gitCall({ try repository.contents(of: change.path, at: head) }) == current(change.path) { paths.append(change.path) }
            }
            try gitCall { try repository.refreshIndex(paths: paths) }
        } else {
            for entry in leftover.entries.reversed() {
                let file = root.appendingPathComponent(entry.path)
                let old = entry.link.flatMap { FileManager.default.contents(atPath: $0.path) }
                if let now = current(entry.path), now != old, let path = EntryPath(relativePath: entry.path),
                    Self.holdsWrittenText(now, untouched: nil, saved: old)
                {
                    // What the save (or anyone since) wrote there is kept before the file is put back.
                    let draft = freeDraftURL(for: path, suffix: "interrupted")
                    try? AtomicFile.makeFolders(draft.deletingLastPathComponent(), displayName: draft.path)
                    // Not kept: everything stays as it is (the backup too) for the next run to try again.
                    guard rename(file.path, draft.path) == 0 else { return drafts }
                    drafts.append(draft)
                }
                if let link = entry.link {
                    rename(link.path, file.path)
                } else if FileManager.default.fileExists(atPath: file.path),
                    EntryPath(relativePath: entry.path) != nil || MediaStaging.isInstalledByDiary(entry.path)
                {
                    // An attachment the save put in place goes too: its source (an import, a file) is still there.
                    unlink(file.path)
                }
            }
        }
        try? FileManager.default.removeItem(at: leftover.folder)
        return drafts
    }

    private func recoverTemporaryFiles() -> [URL] {
        var recovered: [URL] = []
        for orphan in TemporaryFiles.orphans(in: gitDirectory) {
            guard !orphan.target.hasPrefix(".git/") else {
                // A draft's own file: the draft it was replacing is still whole, or was never begun. Or an
                // attachment on its way in, whose source is still where it was (never read: it may be large).
                unlink(orphan.file.path)
                continue
            }
            let data = FileManager.default.contents(atPath: orphan.file.path)
            let target = root.appendingPathComponent(orphan.target)
            let current = FileManager.default.contents(atPath: target.path)
            if data == nil || data == current {
                unlink(orphan.file.path)
                continue
            }
            guard let path = EntryPath(relativePath: orphan.target) else { continue }
            guard Self.holdsWrittenText(data, untouched: nil, saved: current) else {
                unlink(orphan.file.path)
                continue
            }
            let draft = freeDraftURL(for: path, suffix: "recovered")
            try? AtomicFile.makeFolders(draft.deletingLastPathComponent(), displayName: draft.path)
            if rename(orphan.file.path, draft.path) == 0 { recovered.append(draft) }
        }
        return recovered
    }
}
