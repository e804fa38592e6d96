import FileWriting
import Foundation
import GitCrypt
import GitKit

/// What `diary encrypt init` did.
public struct EncryptionStart: Sendable, Equatable {
    /// Files committed encrypted (entries, settings, other files in the year folders).
    public let files: Int
    /// How many of them are entries.
    public let entries: Int
    /// Commits before the encrypting one: they still hold those files in plain text.
    public let earlierCommits: Int
    /// git-crypt's key file in `.git`.
    public let keyFile: String
}

/// What is and is not encrypted (`diary encrypt status`).
public struct EncryptionStatus: Sendable, Equatable {
    /// The attributes name git-crypt's filter.
    public let isOn: Bool
    /// The key is installed here.
    public let isUnlocked: Bool
    /// Files of HEAD stored encrypted.
    public let encrypted: [String]
    /// Files of HEAD the attributes encrypt whose committed version is plain text.
    public let notEncryptedInHead: [String]
    /// Files of HEAD outside the attributes' filter: stored as they are.
    public let plain: [String]
    /// Files whose work-tree copy is ciphertext (the vault, or those files, are locked).
    public let lockedInWorkTree: [String]
}

extension Vault {
    /// True when the vault is encrypted and its key is not installed here (its files are ciphertext).
    public var isLocked: Bool { VaultEncryption.isLocked(root: root) }

    /// Encrypts the vault with git-crypt's scheme: makes a key and keeps it where git-crypt does
    /// (`.git/git-crypt/keys/default`, 0600), adds the lines of `VaultEncryption.attributeLines` to
    /// `.gitattributes` and commits every file they cover encrypted, in one commit, having pointed git's
    /// config at `filterCommand` (a program that takes git-crypt's `clean`, `smudge` and `diff`) so that
    /// the git command sees the same. A key already there (`git-crypt init` alone, or an `encrypt init`
    /// killed before its commit) is used rather than replaced, and a `.gitattributes` that names the filter
    /// but is not committed yet is kept as it is. Refuses a vault whose committed attributes encrypt
    /// already, or files with changes not committed (they would be committed unseen). On failure nothing
    /// is committed and a key this call made is removed.
    public func startEncryption(filterCommand: String) throws -> EncryptionStart {
        let repository = try repository
        let keyURL = repository.gitCryptKeyURL
        // A save killed halfway is finished or put back first.
        try withExtendedLifetime(lock()) { _ = recoverInterruptedWrites() }
        let head = try gitCall { try repository.head() }
        let committedAttributes = try head.flatMap { head in try gitCall { try repository.contents(of: ".gitattributes", at: head) } }
        if let committedAttributes, VaultEncryption.namesGitCrypt(String(decoding: committedAttributes, as: UTF8.self)) {
            throw VaultError.encryptionAlreadyOn(keyFile: keyURL.path)
        }
        // `.gitattributes` may name the filter already, uncommitted: an `encrypt init` killed before its commit,
        // or written by hand after `git-crypt init`. Either way, what it names is committed encrypted now.
        // A file git sees modified only because the filter now applies to it (its bytes are HEAD's) is no edit.
        let changed = try gitCall { try repository.status() }
            .filter { $0.status != .new && $0.status != .ignored && $0.path != ".gitattributes" }.map(\.path)
            .filter { path in
                try head.flatMap { head in try gitCall { try repository.contents(of: path, at: head) } }
                    != FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
            }
        guard changed.isEmpty else { throw VaultError.uncommittedChanges(command: "diary encrypt init", files: changed) }
        let earlier = try gitCall { try repository.history(paths: []) }.count
        // (Opening the repository ran the filter with a key that is there, or refused one that is no key.)
        let madeKey = !FileManager.default.fileExists(atPath: keyURL.path)
        if madeKey { try gitCall { try repository.installGitCryptKey(GitCryptKey.generate()) } }
        // As `git-crypt init` does, before any attribute names the filter (harmless until one does).
        try gitCall { try repository.configureGitCryptFilter(command: filterCommand) }
        var encrypted: [String] = []
        do {
            try commitMany(message: "Encrypt entries and settings with git-crypt's scheme") { backup in
                let attributes = root.appendingPathComponent(".gitattributes")
                try backup.keep([(attributes, ".gitattributes")])
                let old = FileManager.default.contents(atPath: attributes.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
                if !VaultEncryption.namesGitCrypt(old) {
                    let separator = old.isEmpty || old.hasSuffix("\n") ? "" : "\n"
                    let text = old + separator + VaultEncryption.attributeLines.joined(separator: "\n") + "\n"
                    try AtomicFile.write(Data(text.utf8), to: attributes, displayName: ".gitattributes")
                }
                encrypted = try pathsToEncrypt(repository).filter {
                    FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
                }
                return [".gitattributes"] + encrypted
            }
        } catch {
            if madeKey {
                repository.stopRunning(GitCryptFilter.driverName)
                unlink(keyURL.path)
            }
            throw error
        }
        // From now on this machine refuses to store entries in plain text, whatever `.gitattributes` becomes.
        try EncryptionHere.record(true, in: repository)
        EncryptionHere.guardCommits(in: repository)
        return EncryptionStart(
            files: encrypted.count, entries: encrypted.filter { EntryPath(relativePath: $0) != nil }.count,
            earlierCommits: earlier, keyFile: keyURL.path)
    }

    /// Writes the vault's key to `file`, readable by its owner only; never over an existing file.
    public func exportKey(to file: URL) throws {
        let repository = try repository
        guard let data = FileManager.default.contents(atPath: repository.gitCryptKeyURL.path) else {
            throw VaultError.encryptionOff(path: root.path)
        }
        guard !FileManager.default.fileExists(atPath: file.path) else { throw VaultError.keyFileExists(file: file.path) }
        do {
            try PrivateFile.write(data, to: file, replacing: false)
        } catch let error as POSIXError where error.code == .EEXIST {
            throw VaultError.keyFileExists(file: file.path)
        } catch {
            throw VaultError.unwritable(file: file.path, reason: .text("\(error.localizedDescription)"))
        }
    }

    /// Unlocks a vault that came here encrypted (cloned, or synced from a machine that encrypted it):
    /// checks that the key in `keyFile` decrypts the vault's files, installs it where git-crypt keeps it,
    /// points git's config at `filterCommand`, and decrypts every ciphertext file in the work tree (each
    /// written atomically; the index is refreshed, its blobs unchanged). Returns how many it decrypted.
    /// Only files that are ciphertext are written, so no edit can be lost; an unlock killed halfway is
    /// finished by running it again.
    public func unlock(keyFile: URL, filterCommand: String) throws -> Int {
        let key = try Self.readKey(keyFile)
        let lock = try lock()
        defer { withExtendedLifetime(lock) {} }
        let repository = try repository
        // Encrypted here, or on a remote a sync refused to merge without the key (`remoteEncrypted`): the
        // key is checked against that remote's files, and the next sync merges them.
        let remote = VaultEncryption.isEncrypted(root: root) ? nil : try remoteEncryptedCommit(repository)
        guard VaultEncryption.isEncrypted(root: root) || remote != nil else { throw VaultError.encryptionOff(path: root.path) }
        let head = try remote ?? gitCall { try repository.head() }
        let files = remote == nil ? try pathsToEncrypt(repository) : []
        // The key must decrypt what git holds: one encrypted blob is enough to tell another vault's key.
        if let head {
            let checked = try remote.map { remote in try gitCall { try repository.changedPaths(from: nil, to: remote) }.map(\.path) }
            for path in checked ?? files {
                guard let stored = try gitCall({ try repository.storedContents(of: path, at: head) }),
                    GitCryptCipher.isEncrypted(stored)
                else { continue }
                guard (try? GitCryptCipher.decrypt(stored, with: key)) != nil else {
                    throw VaultError.wrongKey(file: keyFile.path, entry: path)
                }
                break
            }
        }
        // Each file is checked here, and decrypted again into its temporary file, a piece at a time: a
        // large attachment is never in memory whole.
        var decrypted: [(fill: (AtomicWrite.Sink) throws -> Void, url: URL, displayName: String)] = []
        for path in files {
            let url = root.appendingPathComponent(path)
            guard GitCryptCipher.isEncrypted(fileAt: url) else { continue }
            guard (try? GitCryptCipher.decrypt(fileAt: url, with: key, checkingFirst: false) { _ in }) != nil else {
                throw VaultError.wrongKey(file: keyFile.path, entry: path)
            }
            let fill = { (sink: AtomicWrite.Sink) throws -> Void in
                do {
                    try GitCryptCipher.decrypt(fileAt: url, with: key, checkingFirst: false) { try sink.write($0) }
                } catch let error as GitCryptError {
                    throw VaultError.unreadable(file: path, reason: .encryption(error))
                }
            }
            decrypted.append((fill, url, path))
        }
        try gitCall { try repository.installGitCryptKey(key) }
        try gitCall { try repository.configureGitCryptFilter(command: filterCommand) }
        try EncryptionHere.record(true, in: repository)
        EncryptionHere.guardCommits(in: repository)
        try AtomicFile.writeMany(filling: decrypted)
        // The index records each file's size on disk, which decrypting changed (and an unlock killed before
        // this step left stale): every encrypted file's entry is refreshed, its blob the same.
        let present = files.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
        if !present.isEmpty {
            try gitCall { try repository.refreshIndex(paths: present) }
        }
        return decrypted.count
    }

    /// What is encrypted in HEAD and in the work tree.
    public func encryptionStatus() throws -> EncryptionStatus {
        let repository = try repository
        var encrypted: [String] = []
        var notEncrypted: [String] = []
        var plain: [String] = []
        var locked: [String] = []
        if let head = try gitCall({ try repository.head() }) {
            for path in try gitCall({ try repository.changedPaths(from: nil, to: head) }).map(\.path) {
                guard try gitCall({ try repository.filterDriver(for: path) }) == GitCryptFilter.driverName else {
                    plain.append(path)
                    continue
                }
                let stored = try gitCall { try repository.storedContents(of: path, at: head) } ?? Data()
                if GitCryptCipher.isEncrypted(stored) { encrypted.append(path) } else { notEncrypted.append(path) }
                if let data = try? FileHandle(forReadingFrom: root.appendingPathComponent(path)).read(upToCount: 32),
                    GitCryptCipher.isEncrypted(data)
                {
                    locked.append(path)
                }
            }
        }
        return EncryptionStatus(
            isOn: VaultEncryption.isEncrypted(root: root),
            isUnlocked: FileManager.default.fileExists(atPath: repository.gitCryptKeyURL.path),
            encrypted: encrypted, notEncryptedInHead: notEncrypted, plain: plain, lockedInWorkTree: locked)
    }

    /// Commits again, through the filter, the files HEAD holds in plain text though the attributes
    /// encrypt them (committed by a git without git-crypt's filter). Returns how many.
    public func encryptPlainFiles() throws -> Int {
        let status = try encryptionStatus()
        guard status.isOn, status.isUnlocked else { throw VaultError.vaultLocked(path: root.path) }
        guard !status.notEncryptedInHead.isEmpty else { return 0 }
        try commitMany(message: "Encrypt \(status.notEncryptedInHead.count) files committed in plain text") { _ in
            status.notEncryptedInHead
        }
        return status.notEncryptedInHead.count
    }

    /// The files of HEAD whose attributes (as they are now) name git-crypt's filter.
    private func pathsToEncrypt(_ repository: Repository) throws -> [String] {
        guard let head = try gitCall({ try repository.head() }) else { return [] }
        var paths: [String] = []
        for change in try gitCall({ try repository.changedPaths(from: nil, to: head) }) {
            if try gitCall({ try repository.filterDriver(for: change.path) }) == GitCryptFilter.driverName { paths.append(change.path) }
        }
        return paths
    }

    /// Throws the error `unlock` would for the key file `file` (missing, unreadable, not a key).
    public static func checkKeyFile(_ file: URL) throws {
        _ = try readKey(file)
    }

    /// The key in `file`, or an error naming the file.
    static func readKey(_ file: URL) throws -> GitCryptKey {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw VaultError.unreadable(file: file.path, reason: .missingOrUnreadable)
        }
        do {
            return try GitCryptKey(fileBytes: data)
        } catch let error as GitCryptError {
            throw VaultError.badKeyFile(file, error)
        }
    }
}
