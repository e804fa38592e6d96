import Foundation
import Localization

/// An entry a sync could not settle alone, and why. The why is kept as data (in `.git/diary/attention.json`
/// too), so `diary sync` and `diary status` can say it in the reader's language.
public struct SyncAttention: Sendable, Equatable {
    public enum Problem: Sendable, Equatable {
        /// Deleted on this machine, edited on `remote`: the edited entry was kept.
        case deletedHereEditedThere(remote: String)
        /// Both versions of the body are in the entry between conflict markers.
        case bodyConflict
        /// A front-matter field changed differently on both sides: the local value was kept.
        case fieldConflict(key: String, remote: String, remoteValue: String)
        /// The remote's version has front matter that cannot be read: the local one was kept (an older diary's
        /// way; a sync now keeps both, see `unreadableNotMerged`).
        case unreadableRemoteVersion(remote: String)
        /// Taken from `remote` byte for byte although its front matter cannot be read: settled once it reads.
        case unreadableFromRemote(remote: String)
        /// Changed on both sides and one version cannot be read, so not merged: the file holds the local
        /// version, `copy` (the day's next name) the remote's, byte for byte. Settled once either is gone, or
        /// both read.
        case unreadableNotMerged(remote: String, copy: String)
        /// A file that is not an entry has both versions between conflict markers.
        case fileConflict
        /// A reason recorded by an older diary, which kept only its English text.
        case described(String)
        /// Edited while a killed sync had it half-written: the edit was kept over the synced version.
        case editKeptOverInterruptedSync
        /// The file holds conflict blocks (read from the file each time, whoever merged it): `passages` of
        /// text in two versions and the front-matter `keys` changed on both sides; `byGit` when a block is
        /// not diary's (git's own merge). `line` is the first block's. Settled once the blocks are gone.
        case conflict(line: Int, passages: Int, keys: [String], byGit: Bool)
        /// Changed on both sides while it still held conflict markers, so not merged (the markers would have
        /// nested): this is one version, the other is in `copy` beside it (`VaultScanner.conflictCopies`).
        /// Settled once `copy` is gone.
        case otherVersionBeside(copy: String)
    }

    public let file: String
    public let problem: Problem

    public init(file: String, problem: Problem) {
        self.file = file
        self.problem = problem
    }

    /// Why, in `text`'s language.
    public func reason(in text: any CoreText) -> String {
        switch problem {
        case .deletedHereEditedThere(let remote): return text.syncDeletedHereEditedThere(remote: remote)
        case .bodyConflict: return text.syncBodyConflict
        case .fieldConflict(let key, let remote, let value):
            // Recorded by an older diary as YAML lines: told on one line.
            let oneLine = value.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            return text.syncFieldConflict(key: key, remote: remote, remoteValue: oneLine)
        case .unreadableRemoteVersion(let remote): return text.syncUnreadableRemoteVersion(remote: remote)
        case .unreadableFromRemote(let remote): return text.syncUnreadableFromRemote(remote: remote)
        case .unreadableNotMerged(let remote, let copy): return text.syncUnreadableNotMerged(remote: remote, copy: copy)
        case .fileConflict: return text.syncFileConflict
        case .described(let reason): return reason
        case .editKeptOverInterruptedSync: return text.syncEditKeptOverInterruptedSync
        case .conflict(let line, let passages, let keys, let byGit):
            return text.syncConflictMarkers(line: line, passages: passages, keys: keys, byGit: byGit)
        case .otherVersionBeside(let copy): return text.syncOtherVersionBeside(copy: copy)
        }
    }

    /// What the conflict `blocks` found in `file` need, nil when there are none.
    static func conflict(file: String, blocks: [ConflictMarkers.Block]) -> SyncAttention? {
        guard let first = blocks.first else { return nil }
        var keys: [String] = []
        for key in blocks.flatMap(\.keys) where !keys.contains(key) { keys.append(key) }
        return SyncAttention(
            file: file,
            problem: .conflict(
                line: first.line, passages: blocks.count { $0.keys.isEmpty }, keys: keys, byGit: blocks.contains { !$0.isDiarys }))
    }

    /// True when the conflict markers in the file are what needs attention: settled once they are gone.
    var isMarkerConflict: Bool {
        switch problem {
        case .bodyConflict, .fileConflict, .conflict: return true
        case .described(let reason): return reason.hasPrefix("both versions")
        default: return false
        }
    }

    /// True when `other` tells of the same thing in the same file: both of its conflict markers, or both of
    /// one copy beside it, whatever the details.
    func tellsTheSame(as other: SyncAttention) -> Bool {
        guard file == other.file else { return false }
        if isMarkerConflict, other.isMarkerConflict { return true }
        return problem == other.problem
    }
}

extension SyncAttention: Codable {
    private enum CodingKeys: String, CodingKey { case file, problem, reason }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        if let problem = try container.decodeIfPresent(Problem.self, forKey: .problem) {
            self.problem = problem
        } else {
            problem = .described(try container.decode(String.self, forKey: .reason))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(problem, forKey: .problem)
    }
}

extension SyncAttention.Problem: Codable {}
