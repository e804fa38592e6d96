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
        case .fieldConflict(let key, let remote, let value): return text.syncFieldConflict(key: key, remote: remote, remoteValue: value)
        case .unreadableRemoteVersion(let remote): return text.syncUnreadableRemoteVersion(remote: remote)
        case .unreadableFromRemote(let remote): return text.syncUnreadableFromRemote(remote: remote)
        case .unreadableNotMerged(let remote, let copy): return text.syncUnreadableNotMerged(remote: remote, copy: copy)
        case .fileConflict: return text.syncFileConflict
        case .described(let reason): return reason
        case .editKeptOverInterruptedSync: return text.syncEditKeptOverInterruptedSync
        }
    }

    /// True when the conflict markers in the file are what needs attention: settled once they are gone.
    var isMarkerConflict: Bool {
        switch problem {
        case .bodyConflict, .fileConflict: return true
        case .described(let reason): return reason.hasPrefix("both versions")
        default: return false
        }
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
