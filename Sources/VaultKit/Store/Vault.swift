import Foundation
import GitKit

/// A diary vault: a folder of entries that is also an ordinary git repository.
public final class Vault {
    /// The vault folder.
    public let root: URL
    private var openedRepository: Repository?
    /// The zone new entries are written in and schema-1 epochs are shown in.
    public var timeZone: TimeZone
    /// What the program using the vault said about itself (its name for commits, the token variable, today).
    public let host: VaultHost
    /// A migration a kill had interrupted, finished on taking the lock (see `finishInterruptedMigration`).
    public internal(set) var migrationRecovery: MigrationRecovery?
    /// How long ago a file must have last changed, at the start of a walk, for its text to be kept in
    /// the cache of entry texts (nanoseconds; tests turn it back to keep files written a moment ago).
    var entryTextRacyMargin = EntryTextCache.racyMargin

    init(root: URL, repository: Repository?, timeZone: TimeZone, host: VaultHost) {
        self.root = root
        self.openedRepository = repository
        self.timeZone = timeZone
        self.host = host
    }

    /// The vault's repository, opened on first use: reading entries needs no git (libgit2's start-up
    /// loads TLS certificates, which would cost every `list` several milliseconds).
    var repository: Repository {
        get throws {
            if let openedRepository { return openedRepository }
            let opened = try openVaultRepository(at: root, tool: host.tool)
            openedRepository = opened
            return opened
        }
    }

    /// The vault's `.git` folder.
    var gitDirectory: URL { root.appendingPathComponent(".git") }

    /// Takes the vault's lock, first finishing a sync and then a migration a kill interrupted (the second
    /// is recorded in `migrationRecovery`).
    func lock() throws -> VaultLock {
        let lock = try VaultLock(gitDirectory: gitDirectory, tool: host.tool)
        if let recovery = try finishMigrationHoldingLock() { migrationRecovery = recovery }
        return lock
    }

    /// Opens the vault at `root`, which must be a folder with a git repository. An encrypted vault whose
    /// key is not installed is refused (`vaultLocked`) unless `allowingLocked` (to unlock it, or say so).
    /// Its entries are read in `timeZone`, else in the host's.
    public static func open(
        at root: URL, timeZone: TimeZone? = nil, allowingLocked: Bool = false,
        host: VaultHost = VaultHost()
    ) throws -> Vault {
        let timeZone = timeZone ?? host.timeZone
        let root = root.standardizedFileURL
        try VaultOwnership.check(root)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
            throw VaultError.vaultMissing(path: root.path)
        }
        guard isFolder.boolValue else { throw VaultError.notAFolder(path: root.path) }
        var gitIsFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path, isDirectory: &gitIsFolder),
            gitIsFolder.boolValue
        else {
            throw VaultError.notARepository(path: root.path)
        }
        if !allowingLocked, VaultEncryption.isLocked(root: root) { throw VaultError.vaultLocked(path: root.path) }
        return Vault(root: root, repository: nil, timeZone: timeZone, host: host)
    }

    /// What `diary init` did.
    public enum InitResult: Equatable, Sendable {
        /// A new, empty vault.
        case created
        /// An existing folder became a vault; its files were committed in one commit.
        case adopted(files: Int, entries: Int)
        /// It was a vault already; nothing changed.
        case alreadyInitialized
    }

    /// Creates the vault folder and its repository, or adopts an existing folder by committing its files once.
    /// A repository with commits is left as it is; one without any (a bare `git init`) is adopted. Either
    /// way the repository is marked as a vault's (`.git/diary/`, see `VaultDiscovery`), made private to its
    /// owner (`VaultPrivacy`), and has git ignore editor and temporary files (`IgnoredFiles`); an adopted
    /// folder's `.gitignore` lists them too. A folder that belongs to another user is refused untouched.
    public static func initialize(
        at root: URL, timeZone: TimeZone? = nil,
        host: VaultHost = VaultHost()
    ) throws -> (Vault, InitResult) {
        let timeZone = timeZone ?? host.timeZone
        let root = root.standardizedFileURL
        try VaultOwnership.check(root)
        // Last, so that what the adoption commit wrote in `.git` is private too, even on a failure.
        defer { VaultPrivacy.makePrivate(root) }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder)
        if exists, !isFolder.boolValue { throw VaultError.notAFolder(path: root.path) }
        let repository: Repository
        let wasRepository = exists && Repository.exists(at: root)
        if wasRepository {
            repository = try openVaultRepository(at: root, tool: host.tool)
            if try gitCall({ try repository.head() }) != nil {
                try VaultDiscovery.mark(gitDirectory: repository.gitDirectory)
                try IgnoredFiles.addToExclude(gitDirectory: repository.gitDirectory)
                return (Vault(root: root, repository: repository, timeZone: timeZone, host: host), .alreadyInitialized)
            }
        } else {
            if !exists { try AtomicFile.makeFolders(root, displayName: root.path) }
            repository = try gitCall { try Repository.create(at: root) }
            repository.tool = host.tool
        }
        try VaultDiscovery.mark(gitDirectory: repository.gitDirectory)
        try IgnoredFiles.addToExclude(gitDirectory: repository.gitDirectory)
        let vault = Vault(root: root, repository: repository, timeZone: timeZone, host: host)
        var files = try gitCall { try repository.status() }.filter { $0.status == .new }.map(\.path)
        guard !files.isEmpty else { return (vault, wasRepository ? .alreadyInitialized : .created) }
        // An adopted folder shares the list with every copy of the vault, in the adoption's one commit.
        try IgnoredFiles.addToGitignore(root: root)
        files = try gitCall { try repository.status() }.filter { $0.status == .new }.map(\.path)
        let entries = files.filter { EntryPath(relativePath: $0) != nil }.count
        let lock = try vault.lock()
        defer { withExtendedLifetime(lock) {} }
        try gitCall { _ = try repository.commit(paths: files.sorted(), message: "Adopt \(entries) entries into diary") }
        return (vault, .adopted(files: files.count, entries: entries))
    }

    /// The file of an entry.
    func url(_ path: EntryPath) -> URL { files.url(path) }

    var files: EntryFiles { EntryFiles(root: root) }
}

/// Runs a GitKit call, turning its errors into `VaultError`s that say what to do.
func gitCall<T>(lockFile: String? = nil, _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as GitError {
        if error.isLocked {
            // The lock that is really there: GitKit names the one it found.
            throw VaultError.indexLocked(lockFile: error.lockedFile ?? lockFile ?? error.message)
        }
        if error.isDetachedHead { throw VaultError.detachedHead }
        throw VaultError.git(error)
    } catch let refusal as UnappliedFilter {
        throw VaultError.unappliedFilter(file: refusal.path, driver: refusal.driver)
    } catch let refusal as FilterRequired {
        throw VaultError.encryptionDropped(file: refusal.path)
    } catch let refusal as UnmergedPaths {
        throw VaultError.unmergedFiles(refusal.paths)
    } catch let failure as FilterDriverFailure {
        throw VaultError.unreadable(file: failure.path, reason: FileReason(failure))
    }
}
