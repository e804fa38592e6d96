import Foundation
import GitCrypt
import GitKit

/// What a fetched commit would do to the vault's encryption, worked out before anything is merged.
enum IncomingEncryption: Equatable {
    /// Nothing to refuse or tell.
    case unchanged
    /// Its `.gitattributes` no longer encrypts `file`, which this machine's do, in a vault encrypted here.
    case dropped(file: String)
    /// It encrypts the vault, which is not encrypted here.
    case turnedOn
}

extension Vault {
    /// What merging `theirs` into `ours` would do to the vault's encryption. Only when the remote changed a
    /// `.gitattributes` (at the top or in a folder, since the common ancestor) is more looked at: then every
    /// file `theirs` holds, and an entry and a setting not written yet, under both sides' attributes (all
    /// their `.gitattributes` files, by git's rules: see `GivenAttributes`).
    func incomingEncryption(_ repo: Repository, ours: ObjectID?, theirs: ObjectID) throws -> IncomingEncryption {
        // Nothing came in (the sync that finds nothing to do): no merge base to look for.
        guard ours != theirs else { return .unchanged }
        let base = try ours.flatMap { ours in try gitCall { try repo.mergeBase(ours, theirs) } }
        guard base != theirs else { return .unchanged }
        let incoming = try gitCall { try repo.changedPaths(from: base, to: theirs) }.map(\.path)
        guard incoming.contains(where: { $0 == ".gitattributes" || $0.hasSuffix("/.gitattributes") }) else { return .unchanged }
        let their = try gitCall { try GivenAttributes(of: theirs, in: repo) }
        let our = try gitCall { try ours.map { try GivenAttributes(of: $0, in: repo) } ?? GivenAttributes(Data(), in: repo) }
        func encrypts(_ attributes: GivenAttributes, _ path: String) throws -> Bool {
            try gitCall { try attributes.filterDriver(for: path) } == GitCryptFilter.driverName
        }
        let samples = [EncryptionHere.samplePath(year: currentYear), ".diary/config.yaml"]
        guard EncryptionHere.isOn(repo) else {
            return try !encrypts(our, samples[0]) && encrypts(their, samples[0]) ? .turnedOn : .unchanged
        }
        let files = try gitCall { try repo.changedPaths(from: nil, to: theirs) }.map(\.path)
        for path in files + samples where try encrypts(our, path) && !encrypts(their, path) {
            return .dropped(file: path)
        }
        return .unchanged
    }

    /// Refuses a push, in a vault encrypted here, when HEAD's attributes no longer encrypt an entry, or a
    /// commit to send brings an entry (or an entry's other version) its own attributes encrypt in plain text (committed by a git that did not run the filter). Commits from before the vault was
    /// encrypted (their attributes name no git-crypt) are history as it was.
    func refusePlainTextToSend(_ repo: Repository, remote: ObjectID?, local: ObjectID) throws {
        guard EncryptionHere.isOn(repo) else { return }
        let driver = GitCryptFilter.driverName
        let headAttributes = try gitCall { try GivenAttributes(of: local, in: repo) }
        let sample = EncryptionHere.samplePath(year: currentYear)
        if try gitCall({ try headAttributes.filterDriver(for: sample) }) != driver { throw VaultError.encryptionDropped(file: sample) }
        for commit in try gitCall({ try repo.outgoingCommits(from: local, notIn: remote) }) {
            let covered = commit.introduced.filter(EncryptionHere.covers)
            guard !covered.isEmpty else { continue }
            let attributes = try gitCall { try repo.storedContents(of: ".gitattributes", at: commit.id) } ?? Data()
            guard VaultEncryption.namesGitCrypt(String(decoding: attributes, as: UTF8.self)) else { continue }
            let given = try gitCall { try GivenAttributes(of: commit.id, in: repo) }
            for path in covered where try gitCall({ try given.filterDriver(for: path) }) == driver {
                let stored = try gitCall { try repo.storedContents(of: path, at: commit.id) } ?? Data()
                if !GitCryptCipher.isEncrypted(stored) { throw VaultError.plainTextToSend(file: path, commit: commit.id.short) }
            }
        }
    }

    /// Adds to a merge's `writes` every file of `ours` that `attributes` (the merged `.gitattributes`)
    /// send through git-crypt, whose blob is plain text, and which the merge does not write already: the
    /// remote encrypted the vault, and this side's own files are stored encrypted in the merge too.
    func storeAgain(under attributes: Data, ours: ObjectID, writes: inout [String: Data?], _ repo: Repository) throws {
        guard FileManager.default.fileExists(atPath: repo.gitCryptKeyURL.path) else { return }
        let merged = try gitCall { try GivenAttributes(attributes, in: repo) }
        for path in try gitCall({ try repo.changedPaths(from: nil, to: ours) }).map(\.path) where writes.index(forKey: path) == nil {
            guard try gitCall({ try merged.filterDriver(for: path) }) == GitCryptFilter.driverName,
                let stored = try gitCall({ try repo.storedContents(of: path, at: ours) }),
                !GitCryptCipher.isEncrypted(stored)
            else { continue }
            writes[path] = stored
        }
    }

    /// `data` (a file as one side of a merge holds it) decrypted with `key` when it is ciphertext: the side
    /// whose attributes encrypt it may not be the work tree's yet (the remote encrypted the vault).
    static func plainText(_ data: Data, path: String, key: GitCryptKey?) throws -> Data {
        guard let key, GitCryptCipher.isEncrypted(data) else { return data }
        do {
            return try GitCryptCipher.decrypt(data, with: key)
        } catch let error as GitCryptError {
            throw VaultError.unreadable(file: path, reason: .encryption(error))
        } catch {
            throw VaultError.unreadable(file: path, reason: .text("\(error)"))
        }
    }

    /// How many changes made here a merge would bring together with `theirs`: commits `theirs` lacks, and
    /// one more when edits made outside diary wait to be committed.
    func unsentChanges(_ repo: Repository, head: ObjectID?, theirs: ObjectID) throws -> Int {
        let commits = try head.map { head in try gitCall { try repo.outgoingCommits(from: head, notIn: theirs) }.count } ?? 0
        let edits = try gitCall(lockFile: indexLockPath) { try repo.status(refreshingIndex: false) }
        return commits + (OutsideEdits.synced(edits).isEmpty ? 0 : 1)
    }

    /// A remote's branch (as last fetched) whose `.gitattributes` encrypts entries while HEAD's do not:
    /// what a sync refused to merge without the key (`remoteEncrypted`). Nil when there is none.
    func remoteEncryptedCommit(_ repo: Repository) throws -> ObjectID? {
        let branch = try gitCall { try repo.currentBranch() }
        let sample = EncryptionHere.samplePath(year: currentYear)
        for remote in try gitCall({ try repo.remotes() }) {
            guard let tracking = try? repo.resolve("refs/remotes/\(remote.name)/\(branch)"),
                try gitCall({ try GivenAttributes(of: tracking, in: repo).filterDriver(for: sample) }) == GitCryptFilter.driverName
            else { continue }
            return tracking
        }
        return nil
    }

    /// The year it is now in the vault's time zone (for the paths that stand for entries not written yet).
    var currentYear: Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.component(.year, from: Date())
    }
}
