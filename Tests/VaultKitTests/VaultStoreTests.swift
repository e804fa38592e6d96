import Foundation
import Testing
@testable import VaultKit
#if canImport(Glibc)
import Glibc
#endif

/// A temporary folder for one test: the vault lives in `vault/`, anything "outside the vault" beside it.
/// The plain `git` tool runs with no system config and HOME set to this folder.
struct VaultSandbox {
    let root: URL
    var vaultURL: URL { root.appendingPathComponent("vault", isDirectory: true) }

    static let seoul = TimeZone(identifier: "Asia/Seoul")!
    static let utc = TimeZone(identifier: "UTC")!
    /// 2026-11-21T09:14:03+09:00.
    static let now = Date(timeIntervalSince1970: 1_795_220_043)

    static func with(_ body: (VaultSandbox) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("VaultKitTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer {
            // Make everything removable again (tests change modes).
            for sub in (try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? [] where isFolder(root.path + "/" + sub) {
                chmod(root.path + "/" + sub, 0o700)
            }
            try? FileManager.default.removeItem(at: root)
        }
        try body(VaultSandbox(root: root))
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// A new vault with a git identity, opened afresh as `diary` would.
    func makeVault(timeZone: TimeZone = seoul) throws -> Vault {
        let (_, result) = try Vault.initialize(at: vaultURL, timeZone: timeZone)
        #expect(result == .created)
        try git("config", "user.name", "Vault Tester")
        try git("config", "user.email", "tester@example.com")
        return try Vault.open(at: vaultURL, timeZone: timeZone)
    }

    // MARK: files

    func url(_ relative: String) -> URL { vaultURL.appendingPathComponent(relative) }

    func write(_ relative: String, _ text: String, under base: URL? = nil) throws {
        let url = (base ?? vaultURL).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func contents(_ relative: String) -> String? {
        FileManager.default.contents(atPath: url(relative).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func mode(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Every name under the vault (outside `.git`) that looks like a temporary file of AtomicFile.
    func temporaryFiles() -> [String] {
        (FileManager.default.subpaths(atPath: vaultURL.path) ?? [])
            .filter { !$0.hasPrefix(".git/") && $0 != ".git" && $0.contains(".tmp-") }
    }

    // MARK: plain git

    @discardableResult
    func git(_ args: String...) throws -> String {
        let result = try run(args)
        guard result.status == 0 else { throw PlainGitError(arguments: args, status: result.status, output: result.output) }
        return result.output
    }

    func gitLines(_ args: String...) throws -> [String] {
        let result = try run(args)
        guard result.status == 0 else { throw PlainGitError(arguments: args, status: result.status, output: result.output) }
        return result.output.split(separator: "\n").map(String.init)
    }

    func run(_ args: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + args
        process.currentDirectoryURL = vaultURL
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["HOME"] = root.path
        environment["XDG_CONFIG_HOME"] = root.path
        environment.removeValue(forKey: "GIT_DIR")
        environment.removeValue(forKey: "GIT_WORK_TREE")
        process.environment = environment
        let outputURL = root.appendingPathComponent("git-output-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let output = try FileHandle(forWritingTo: outputURL)
        defer { try? output.close() }
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: outputURL), as: UTF8.self))
    }

    /// HEAD's commit id, nil on an unborn HEAD.
    func head() throws -> String? {
        let result = try run(["rev-parse", "--verify", "-q", "HEAD"])
        return result.status == 0 ? result.output.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    func commitCount() throws -> Int {
        try head() == nil ? 0 : Int(try git("rev-list", "--count", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines))!
    }

    func status() throws -> [String] { try gitLines("status", "--porcelain", "--untracked-files=all") }

    /// The files HEAD's commit changed.
    func changedInHead() throws -> [String] { try gitLines("show", "--name-only", "--format=", "HEAD") }

    func expectCleanAndSound(sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try status() == [], "git status --porcelain", sourceLocation: sourceLocation)
        let fsck = try run(["fsck", "--strict", "--no-dangling"])
        #expect(fsck.status == 0, "git fsck: \(fsck.output)", sourceLocation: sourceLocation)
    }
}

struct PlainGitError: Error, CustomStringConvertible {
    let arguments: [String]
    let status: Int32
    let output: String
    var description: String { "git \(arguments.joined(separator: " ")) exited \(status): \(output)" }
}

private func entryPath(_ relative: String) -> EntryPath {
    guard let path = EntryPath(relativePath: relative) else { fatalError("\(relative) is not an entry path") }
    return path
}

private func entryText(_ created: String = "2026-11-21T09:14:03+09:00", body: String) -> String {
    "---\nschema: 2\ncreated: \(created)\n---\n\(body)"
}

/// Vaults handed to worker threads, each worker using only its own.
private final class VaultList: @unchecked Sendable {
    let vaults: [Vault]
    init(_ vaults: [Vault]) { self.vaults = vaults }
    var count: Int { vaults.count }
    subscript(index: Int) -> Vault { vaults[index] }
}

/// Lets a concurrent test collect errors from several threads.
private final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [String] = []
    func add(_ error: Error) { lock.lock(); errors.append("\(error)"); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return errors }
}

// MARK: - init and open

@Suite("Vault store: init and open")
struct VaultInitTests {
    @Test func initializeCreatesAMissingFolderWithMode0700() throws {
        try VaultSandbox.with { box in
            let target = box.root.appendingPathComponent("deep/vault")
            let (vault, result) = try Vault.initialize(at: target)
            #expect(result == .created)
            #expect(vault.root.path == target.path)
            #expect(box.mode(target.path) == 0o700)
            #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent(".git/HEAD").path))
            _ = try Vault.open(at: target)
        }
    }

    @Test func initializeAnEmptyExistingFolderIsCreated() throws {
        try VaultSandbox.with { box in
            try FileManager.default.createDirectory(at: box.vaultURL, withIntermediateDirectories: true)
            let (_, result) = try Vault.initialize(at: box.vaultURL)
            #expect(result == .created)
            #expect(try box.head() == nil)
            #expect(try box.status() == [])
        }
    }

    @Test func initializeAdoptsAFolderOfEntriesInOneCommit() throws {
        try VaultSandbox.with { box in
            try box.write("README.md", "# My diary\n")
            try box.write("2026/11/2026-11-21.md", entryText(body: "one\n"))
            try box.write("2026/11/2026-11-21-2.md", entryText(body: "two\n"))
            try box.write("2026/10/2026-10-01.md", "A schema-0 note.\n")
            try box.write("images/photo.jpg", "\u{FF}\u{D8}binary-ish")
            try box.write(".diary/config", "timezone = Asia/Seoul\n")
            let (_, result) = try Vault.initialize(at: box.vaultURL)
            // The six files and the .gitignore adoption writes.
            #expect(result == .adopted(files: 7, entries: 3))
            #expect(try box.commitCount() == 1)
            #expect(try box.status() == [])
            #expect(try box.gitLines("ls-tree", "-r", "--name-only", "HEAD").sorted() == [
                ".diary/config", ".gitignore", "2026/10/2026-10-01.md", "2026/11/2026-11-21-2.md", "2026/11/2026-11-21.md",
                "README.md", "images/photo.jpg",
            ])
            #expect(try box.git("show", "HEAD:2026/11/2026-11-21.md") == entryText(body: "one\n"))
            try box.expectCleanAndSound()
        }
    }

    @Test func initializeAgainChangesNothing() throws {
        try VaultSandbox.with { box in
            try box.write("2026/11/2026-11-21.md", entryText(body: "one\n"))
            _ = try Vault.initialize(at: box.vaultURL)
            let head = try box.head()
            #expect(head != nil)
            let (_, again) = try Vault.initialize(at: box.vaultURL)
            #expect(again == .alreadyInitialized)
            #expect(try box.head() == head)
            #expect(try box.commitCount() == 1)
            #expect(try box.status() == [])
        }
    }

    @Test func initializeAFileIsNotAFolder() throws {
        try VaultSandbox.with { box in
            let file = box.root.appendingPathComponent("file")
            try Data("x".utf8).write(to: file)
            #expect(throws: VaultError.notAFolder(path: file.path)) { try Vault.initialize(at: file) }
        }
    }

    @Test func openRefusesWhatIsNotAVault() throws {
        try VaultSandbox.with { box in
            let missing = box.root.appendingPathComponent("missing")
            #expect(throws: VaultError.vaultMissing(path: missing.path)) { try Vault.open(at: missing) }

            let plain = box.root.appendingPathComponent("plain")
            try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
            #expect(throws: VaultError.notARepository(path: plain.path)) { try Vault.open(at: plain) }

            let file = box.root.appendingPathComponent("file.md")
            try Data("x".utf8).write(to: file)
            #expect(throws: VaultError.notAFolder(path: file.path)) { try Vault.open(at: file) }

            for error in [VaultError.vaultMissing(path: missing.path), .notARepository(path: plain.path), .notAFolder(path: file.path)] {
                let message = try #require(error.errorDescription)
                #expect(!message.contains("\n"))
                #expect(message.contains(box.root.path))
            }
        }
    }
}

// MARK: - saving

@Suite("Vault store: saving")
struct VaultSaveTests {
    @Test func quickEntryCreatesA0600FileAtTodaysPathAndCommitsOnlyIt() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            try box.write("notes.txt", "not an entry\n")
            let (path, short) = try vault.quickEntry("Hello 서울", now: VaultSandbox.now)
            #expect(path == EntryPath(day: vault.today(now: VaultSandbox.now)))
            #expect(path.relativePath == "2026/11/2026-11-21.md")
            #expect(box.mode(box.url(path.relativePath).path) == 0o600)
            #expect(box.mode(box.url("2026").path) == 0o700)
            #expect(box.mode(box.url("2026/11").path) == 0o700)

            let text = try #require(box.contents(path.relativePath))
            #expect(text == "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\nHello 서울\n")
            let entry = try vault.read(path)
            #expect(entry.frontMatter.schema == 2)
            #expect(entry.document.schemaVersion == 2)

            #expect(try box.commitCount() == 1)
            #expect(try box.changedInHead() == [path.relativePath])
            #expect(try box.git("log", "-1", "--format=%s|%an|%ae") == "New 2026-11-21|Vault Tester|tester@example.com\n")
            #expect(try box.git("rev-parse", "--short=7", "HEAD").hasPrefix(short))
            #expect(try box.status() == ["?? notes.txt"])
            #expect(box.temporaryFiles() == [])
        }
    }

    @Test func quickEntryDayComesFromTheVaultZoneNotUTC() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault(timeZone: TimeZone(identifier: "America/New_York")!)
            let now = Date(timeIntervalSince1970: 1_795_321_800) // 2026-11-22T04:30:00Z = 23:30 EST on the 21st
            let (path, _) = try vault.quickEntry("late\n", now: now)
            #expect(path.relativePath == "2026/11/2026-11-21.md")
            #expect(try vault.read(path).frontMatter.created == "2026-11-21T23:30:00-05:00")
        }
    }

    @Test func furtherEntriesOfADayGetTheNextFreeName() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let day = try #require(Day("2026-11-21"))
            #expect(vault.nextFreePath(on: day).relativePath == "2026/11/2026-11-21.md")
            let first = try vault.quickEntry("one", now: VaultSandbox.now).0
            let second = try vault.quickEntry("two", now: VaultSandbox.now).0
            #expect(first.relativePath == "2026/11/2026-11-21.md")
            #expect(second.relativePath == "2026/11/2026-11-21-2.md")
            #expect(vault.nextFreePath(on: day).relativePath == "2026/11/2026-11-21-3.md")
            let third = try vault.quickEntry("three", now: VaultSandbox.now).0
            #expect(third.relativePath == "2026/11/2026-11-21-3.md")
            #expect(vault.entryPaths(on: day).map(\.sequence) == [1, 2, 3])
            #expect(try box.commitCount() == 3)
            try box.expectCleanAndSound()
        }
    }

    @Test func emptyQuickEntryIsRefused() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            #expect(throws: VaultError.self) { try vault.quickEntry(" \n\t\n", now: VaultSandbox.now) }
            #expect(try box.head() == nil)
            #expect(!FileManager.default.fileExists(atPath: box.url("2026").path))
        }
    }

    @Test(arguments: [
        ("---\nschema: 2\ncreated: [\n---\nbody\n", "malformed"),
        ("---\nschema: 2\n\tcreated: x\n---\nbody\n", "tab"),
        ("---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\nbody without end\n", "unterminated"),
        ("---\nschema: 3\n---\nbody\n", "newer"),
        ("---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\n", "empty"),
        ("---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\n\n  \n\t\r\n", "empty"),
        ("", "empty"),
    ])
    func saveRefusesBadTextWritingAndCommittingNothing(_ text: String, _ kind: String) throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let path = entryPath("2026/11/2026-11-21.md")
            let other = entryPath("2026/11/2026-11-20.md")
            let original = entryText(body: "kept\n")
            try vault.save(original, to: other, message: "first")
            let head = try box.head()

            // A new entry: no file appears.
            #expect(throws: VaultError.self) { try vault.save(text, to: path, message: "bad") }
            #expect(!FileManager.default.fileExists(atPath: box.url(path.relativePath).path))
            // An existing entry: its bytes stay.
            #expect(throws: VaultError.self) { try vault.save(text, to: other, message: "bad") }
            #expect(box.contents(other.relativePath) == original)

            #expect(try box.head() == head, "\(kind)")
            #expect(try box.commitCount() == 1)
            #expect(box.temporaryFiles() == [])
            try box.expectCleanAndSound()
        }
    }

    @Test(arguments: [0o644 as mode_t, 0o640, 0o600, 0o664])
    func anExistingEntryKeepsItsPermissions(_ mode: mode_t) throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let path = entryPath("2026/11/2026-11-21.md")
            try vault.save(entryText(body: "v1\n"), to: path, message: "v1")
            #expect(box.mode(box.url(path.relativePath).path) == 0o600)
            #expect(chmod(box.url(path.relativePath).path, mode) == 0)
            try vault.save(entryText(body: "v2\n"), to: path, message: "v2")
            #expect(box.mode(box.url(path.relativePath).path) == mode)
            #expect(box.contents(path.relativePath) == entryText(body: "v2\n"))
            #expect(try box.commitCount() == 2)
            #expect(box.temporaryFiles() == [])
        }
    }

    @Test func saveCommitsOnlyThatFileLeavingOtherChangesAlone() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let a = entryPath("2026/11/2026-11-20.md"), b = entryPath("2026/11/2026-11-21.md")
            try vault.save(entryText(body: "a1\n"), to: a, message: "a1")
            try box.write(a.relativePath, entryText(body: "a edited by hand\n"))
            try box.write("scratch.txt", "x\n")
            try vault.save(entryText(body: "b1\n"), to: b, message: "Edit 2026-11-21")
            #expect(try box.changedInHead() == [b.relativePath])
            #expect(try box.status() == [" M \(a.relativePath)", "?? scratch.txt"])
            #expect(try box.git("show", "HEAD:\(a.relativePath)") == entryText(body: "a1\n"))
        }
    }

    @Test func deleteAndRestore() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let path = entryPath("2026/11/2026-11-21.md")
            let text = "---\r\nschema: 2\r\ncreated: 2026-11-21T09:14:03+09:00\r\ntags:\r\n  - a   # x\r\n---\r\nbody\r\n"
            try vault.save(text, to: path, message: "New 2026-11-21")
            let before = try box.commitCount()

            try vault.delete(path, message: "Delete 2026-11-21")
            #expect(!vault.exists(path))
            #expect(!FileManager.default.fileExists(atPath: box.url(path.relativePath).path))
            #expect(try box.gitLines("ls-tree", "-r", "--name-only", "HEAD") == [])
            #expect(try box.gitLines("show", "--name-status", "--format=", "HEAD") == ["D\t\(path.relativePath)"])
            #expect(throws: VaultError.noEntry(path.relativePath)) { try vault.delete(path, message: "again") }

            try vault.restore(path, at: nil)
            #expect(box.contents(path.relativePath).map { Array($0.utf8) } == Array(text.utf8))
            #expect(try box.commitCount() == before + 2)
            #expect(try box.git("log", "-1", "--format=%s").hasPrefix("Restore 2026-11-21"))
            #expect(throws: VaultError.entryExists(file: path.relativePath)) { try vault.restore(path, at: nil) }
            try box.expectCleanAndSound()
        }
    }

    @Test func restoreKeepsAByteOrderMark() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let path = entryPath("2026/11/2026-11-21.md")
            let text = "\u{FEFF}---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\nbody\n"
            try vault.save(text, to: path, message: "New 2026-11-21")
            #expect(box.contents(path.relativePath).map { Array($0.utf8) } == Array(text.utf8))
            try vault.delete(path, message: "Delete 2026-11-21")
            try vault.restore(path, at: nil)
            #expect(box.contents(path.relativePath).map { Array($0.utf8) } == Array(text.utf8), "the restored file lost its BOM")
            #expect(try box.git("diff", "HEAD~2", "HEAD", "--", path.relativePath) == "")
        }
    }

    @Test func quickEntryWithCRLFTextGetsNoExtraLine() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let (path, _) = try vault.quickEntry("typed on Windows\r\n", now: VaultSandbox.now)
            #expect(box.contents(path.relativePath)?.hasSuffix("\n---\ntyped on Windows\r\n") == true,
                    "\(String(describing: box.contents(path.relativePath)?.debugDescription))")
        }
    }

    @Test func restoreAnOlderVersionAsANewCommit() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let path = entryPath("2026/11/2026-11-21.md")
            let v1 = try vault.save(entryText(body: "v1\n"), to: path, message: "v1")
            try vault.save(entryText(body: "v2\n"), to: path, message: "v2")
            try vault.restore(path, at: v1.hex)
            #expect(box.contents(path.relativePath) == entryText(body: "v1\n"))
            #expect(try box.commitCount() == 3)
            try box.expectCleanAndSound()
        }
    }
}

// MARK: - history and revisions

@Suite("Vault store: history")
struct VaultHistoryTests {
    @Test func readAnOlderRevision() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let path = entryPath("2026/11/2026-11-21.md")
            let v1 = try vault.save(entryText(body: "# First\nv1\n"), to: path, message: "v1")
            let v2 = try vault.save(entryText(body: "# Second\nv2\n"), to: path, message: "v2")
            #expect(try vault.read(path, at: v1.hex).title == "First")
            #expect(try vault.read(path, at: v1.short).document.body == "# First\nv1\n")
            #expect(try vault.read(path, at: "HEAD~1").title == "First")
            #expect(try vault.read(path, at: v2.hex).title == "Second")
            #expect(try vault.read(path, at: "HEAD").title == "Second")
            #expect(throws: VaultError.unknownRevision("nope")) { try vault.read(path, at: "nope") }
            let other = entryPath("2026/11/2026-11-22.md")
            #expect(throws: VaultError.notInRevision(file: other.relativePath, revision: "HEAD")) { try vault.read(other, at: "HEAD") }
        }
    }

    @Test func historyOfOnePath() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let a = entryPath("2026/11/2026-11-21.md"), b = entryPath("2026/11/2026-11-22.md")
            try vault.save(entryText(body: "a1\n"), to: a, message: "New a")
            try vault.save(entryText(body: "b1\n"), to: b, message: "New b")
            try vault.save(entryText(body: "a2\n"), to: a, message: "Edit a")
            let ofA = try vault.history(of: [a])
            #expect(ofA.map(\.summary) == ["Edit a", "New a"])
            #expect(ofA.map(\.id) == (try box.gitLines("log", "--format=%H", "--", a.relativePath)))
            #expect(try vault.history(of: [b]).map(\.summary) == ["New b"])
            #expect(try vault.history().map(\.summary) == ["Edit a", "New b", "New a"])
            #expect(try vault.history(limit: 1).map(\.summary) == ["Edit a"])
            #expect(try vault.history(of: [a, b]).count == 3)
            let patch = try vault.patch(commit: ofA[0].id, path: a)
            #expect(patch.contains("-a1"))
            #expect(patch.contains("+a2"))
        }
    }
}

// MARK: - refusing what could lose data

@Suite("Vault store: locks, links and paths")
struct VaultSafetyTests {
    @Test func aStaleIndexLockIsReportedAndNeverRemoved() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let existing = entryPath("2026/11/2026-11-20.md")
            try vault.save(entryText(body: "old\n"), to: existing, message: "first")
            let head = try box.head()
            let lock = box.url(".git/index.lock")
            try Data().write(to: lock)

            let path = entryPath("2026/11/2026-11-21.md")
            #expect(throws: VaultError.indexLocked(lockFile: lock.path)) { try vault.save(entryText(body: "new\n"), to: path, message: "x") }
            #expect(!FileManager.default.fileExists(atPath: box.url(path.relativePath).path))
            #expect(throws: VaultError.indexLocked(lockFile: lock.path)) { try vault.save(entryText(body: "changed\n"), to: existing, message: "x") }
            #expect(box.contents(existing.relativePath) == entryText(body: "old\n"))
            #expect(throws: VaultError.indexLocked(lockFile: lock.path)) { try vault.delete(existing, message: "x") }
            #expect(vault.exists(existing))
            #expect(throws: VaultError.self) { try vault.quickEntry("text", now: VaultSandbox.now) }

            #expect(FileManager.default.fileExists(atPath: lock.path))
            #expect(try box.head() == head)
            let message = try #require(VaultError.indexLocked(lockFile: lock.path).errorDescription)
            #expect(message.contains(lock.path))

            try FileManager.default.removeItem(at: lock)
            try vault.save(entryText(body: "new\n"), to: path, message: "after")
            #expect(try box.commitCount() == 2)
        }
    }

    @Test func aSymlinkedEntryIsNeverFollowed() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let outside = box.root.appendingPathComponent("outside.md")
            let secret = entryText(body: "outside the vault\n")
            try Data(secret.utf8).write(to: outside)
            let path = entryPath("2026/11/2026-11-21.md")
            try FileManager.default.createDirectory(at: box.url("2026/11"), withIntermediateDirectories: true)
            #expect(symlink(outside.path, box.url(path.relativePath).path) == 0)

            #expect(throws: VaultError.symlink(file: path.relativePath)) { try vault.read(path) }
            #expect(!vault.exists(path))
            #expect(throws: VaultError.self) { try vault.save(entryText(body: "through the link\n"), to: path, message: "x") }
            #expect(String(decoding: try Data(contentsOf: outside), as: UTF8.self) == secret)
            #expect(box.isLink(box.url(path.relativePath).path))
            #expect(vault.entryPaths() == [])
            #expect(try box.head() == nil)
            let summaries = vault.summaries([path])
            if case .success = summaries.first { Issue.record("a linked entry was read") }
        }
    }

    @Test(arguments: ["month", "year"])
    func aSymlinkedFolderIsRefused(_ level: String) throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let elsewhere = box.root.appendingPathComponent("elsewhere")
            let path = entryPath("2026/11/2026-11-21.md")
            let secret = entryText(body: "outside the vault\n")
            if level == "month" {
                try box.write("2026-11-21.md", secret, under: elsewhere)
                try FileManager.default.createDirectory(at: box.url("2026"), withIntermediateDirectories: true)
                #expect(symlink(elsewhere.path, box.url("2026/11").path) == 0)
            } else {
                try box.write("11/2026-11-21.md", secret, under: elsewhere)
                #expect(symlink(elsewhere.path, box.url("2026").path) == 0)
            }
            let outsideFile = level == "month" ? elsewhere.appendingPathComponent("2026-11-21.md")
                                               : elsewhere.appendingPathComponent("11/2026-11-21.md")

            let readError = #expect(throws: VaultError.self) { try vault.read(path) }
            if case .symlink? = readError {} else { Issue.record("read gave \(String(describing: readError))") }
            let saveError = #expect(throws: VaultError.self) { try vault.save(entryText(body: "in\n"), to: path, message: "x") }
            if case .symlink? = saveError {} else { Issue.record("save gave \(String(describing: saveError))") }
            #expect(throws: VaultError.self) { try vault.save(entryText(body: "in\n"), to: entryPath("2026/11/2026-11-22.md"), message: "x") }
            #expect(!FileManager.default.fileExists(atPath: outsideFile.deletingLastPathComponent().appendingPathComponent("2026-11-22.md").path))
            #expect(String(decoding: try Data(contentsOf: outsideFile), as: UTF8.self) == secret)
            #expect(vault.entryPaths() == [])
            #expect(vault.entryPaths(on: path.day) == [])
            #expect(try box.head() == nil)
        }
    }

    @Test func referencesResolveDaysAndPathsInsideTheVault() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault(timeZone: VaultSandbox.seoul)
            let now = VaultSandbox.now
            let root = vault.root
            let day = try #require(Day("2026-11-21"))
            let path = entryPath("2026/11/2026-11-21.md")
            #expect(try vault.reference(for: "today", now: now, currentDirectory: root) == .day(day))
            #expect(try vault.reference(for: "Today", now: now, currentDirectory: root) == .day(day))
            #expect(try vault.reference(for: "yesterday", now: now, currentDirectory: root) == .day(Day("2026-11-20")!))
            #expect(try vault.reference(for: "2026-11-21", now: now, currentDirectory: root) == .day(day))
            #expect(try vault.reference(for: "2026/11/2026-11-21.md", now: now, currentDirectory: root) == .path(path))
            #expect(try vault.reference(for: "2026/11/2026-11-21-2.md", now: now, currentDirectory: box.root) == .path(entryPath("2026/11/2026-11-21-2.md")))
            #expect(try vault.reference(for: "./2026/11/2026-11-21.md", now: now, currentDirectory: root) == .path(path))
            #expect(try vault.reference(for: root.path + "/2026/11/2026-11-21.md", now: now, currentDirectory: box.root) == .path(path))
            #expect(try vault.reference(for: "11/2026-11-21.md", now: now, currentDirectory: root.appendingPathComponent("2026")) == .path(path))
            #expect(try vault.reference(for: "vault/2026/11/2026-11-21.md", now: now, currentDirectory: box.root) == .path(path))
            #expect(try vault.reference(for: "2026/11/../11/2026-11-21.md", now: now, currentDirectory: root) == .path(path))
            #expect(try vault.reference(for: "2026-11-21.md", now: now, currentDirectory: root.appendingPathComponent("2026/11")) == .path(path))
        }
    }

    @Test(arguments: [
        ("../x.md", "outside"),
        ("../../x.md", "outside"),
        ("/etc/passwd", "outside"),
        ("/etc/2026/11/2026-11-21.md", "outside"),
        (".git/config", "outside"),
        (".git/diary/drafts/2026-11-21.md", "outside"),
        ("2026/11/../../.git/HEAD", "outside"),
        ("2026/11/notes.md", "notAnEntry"),
        ("README.md", "notAnEntry"),
        ("2026/11/2026-11-21-1.md", "notAnEntry"),
        ("2026/11/../../../vault-other/2026/11/2026-11-21.md", "outside"),
        ("nonsense", "unknownDay"),
        ("2026-02-30", "unknownDay"),
        ("tomorrow", "unknownDay"),
    ])
    func referencesOutsideTheVaultAreRejected(_ argument: String, _ kind: String) throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let error = #expect(throws: VaultError.self) {
                try vault.reference(for: argument, now: VaultSandbox.now, currentDirectory: vault.root)
            }
            switch (kind, error) {
            case ("outside", .outsideVault?), ("notAnEntry", .notAnEntry?), ("unknownDay", .unknownDay?): break
            default: Issue.record("\(argument): expected \(kind), got \(String(describing: error))")
            }
        }
    }

    @Test func aSiblingFolderWithTheVaultsNameAsPrefixIsOutside() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let sibling = box.root.appendingPathComponent("vault-other/2026/11/2026-11-21.md").path
            #expect(throws: VaultError.outsideVault(sibling)) {
                try vault.reference(for: sibling, now: VaultSandbox.now, currentDirectory: box.root)
            }
        }
    }
}

// MARK: - listing

@Suite("Vault store: listing")
struct VaultListingTests {
    @Test func summariesOfManyEntriesKeepOrderAndReportABrokenFileInPlace() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let start = try #require(Day("2026-01-01"))
            var brokenPaths: Set<String> = []
            for n in 0..<200 {
                let day = start.adding(days: n / 2)
                let path = EntryPath(day: day, sequence: n % 2 + 1)
                let created = "\(day)T12:00:0\(n % 2)+09:00"
                var text = entryText(created, body: "# Entry \(n)\n\nText of entry \(n).\n")
                if n == 77 { text = "---\nschema: 2\ncreated: [broken\n---\nbody\n"; brokenPaths.insert(path.relativePath) }
                if n == 150 { text = "---\nschema: 2\nno closing line\n"; brokenPaths.insert(path.relativePath) }
                try box.write(path.relativePath, text)
            }
            try box.write("2026/01/notes.md", "not an entry\n")
            try box.write("2026/01/.2026-01-01.md.tmp-1", "stray temp\n")
            try box.write("README.md", "readme\n")

            let paths = vault.entryPaths()
            #expect(paths.count == 200)
            #expect(paths == paths.sorted(by: >))
            #expect(vault.entryPaths(limit: 20) == Array(paths.prefix(20)))
            let from = try #require(Day("2026-02-01")), to = try #require(Day("2026-02-28"))
            #expect(vault.entryPaths(from: from, to: to).count == 56)
            #expect(vault.entryPaths(from: from, to: to).allSatisfy { $0.day >= from && $0.day <= to })

            let results = vault.summaries(paths)
            #expect(results.count == paths.count)
            var failures = 0
            for (path, result) in zip(paths, results) {
                switch result {
                case .success(let summary):
                    #expect(summary.path == path)
                    #expect(!brokenPaths.contains(path.relativePath))
                    #expect(summary.title.hasPrefix("Entry "))
                    #expect(summary.preview == "Text of \(summary.title.lowercased()).")
                    #expect(summary.timestamp.day == path.day)
                case .failure(let error):
                    failures += 1
                    #expect(brokenPaths.contains(path.relativePath), "\(path): \(error)")
                    #expect(error.errorDescription?.contains(path.relativePath) == true)
                }
            }
            #expect(failures == 2)
            // Reading an arbitrary (unsorted) list keeps its order too.
            let shuffled = Array(paths.reversed())
            let again = vault.summaries(shuffled)
            for (path, result) in zip(shuffled, again) {
                if case .success(let summary) = result { #expect(summary.path == path) }
            }
        }
    }

    @Test func summariesOfNothingIsEmpty() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            #expect(vault.summaries([]).isEmpty)
            #expect(vault.entryPaths().isEmpty)
        }
    }

    @Test("a filter with a limit: the newest that match, whole (entries) or summed up (summaries) alike; a broken file is reported up to the last one kept")
    func filterWithALimit() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let start = try #require(Day("2026-01-01"))
            func path(_ n: Int) -> EntryPath { EntryPath(day: start.adding(days: n)) }
            for n in 0..<40 {
                let tags = n % 3 == 0 ? "tags: [walk]\n" : ""
                var text = "---\nschema: 2\ncreated: \(path(n).day)T12:00:00+09:00\n\(tags)---\n# Entry \(n)\n\nText \(n).\n"
                if n == 35 || n == 2 { text = "---\nschema: 2\ncreated: [broken\n---\nbody\n" }
                try box.write(path(n).relativePath, text)
            }
            func check(_ filter: EntryFilter, _ matching: [Int], broken: [Int], sourceLocation: SourceLocation = #_sourceLocation) {
                let summaries = vault.summaries(filter), entries = vault.entries(filter)
                #expect(summaries.matching.map(\.path) == matching.map(path), sourceLocation: sourceLocation)
                #expect(entries.matching.map(\.path) == matching.map(path), sourceLocation: sourceLocation)
                #expect(entries.matching.map(\.title) == matching.map { "Entry \($0)" }, sourceLocation: sourceLocation)
                for found in [summaries.broken, entries.broken] {
                    #expect(found.count == broken.count, "\(found)", sourceLocation: sourceLocation)
                    for (error, n) in zip(found, broken) {
                        #expect(error.errorDescription?.contains(path(n).relativePath) == true, "\(error)", sourceLocation: sourceLocation)
                    }
                }
            }
            var walks = EntryFilter()
            walks.tags = ["walk"]
            check(walks, Array(stride(from: 39, through: 0, by: -3)), broken: [35, 2])
            walks.limit = 3
            check(walks, [39, 36, 33], broken: [35])
            walks.limit = 0
            check(walks, [], broken: [])
            var newest = EntryFilter()
            newest.limit = 5
            check(newest, [39, 38, 37, 36], broken: [35])
            newest.limit = 3
            check(newest, [39, 38, 37], broken: [])
        }
    }
}

// MARK: - editing

@Suite("Vault store: editing")
struct VaultEditTests {
    let path = entryPath("2026/11/2026-11-21.md")

    func writeDraft(_ session: EditSession, _ text: String) throws {
        try Data(text.utf8).write(to: session.draft)
    }

    @Test func aNewEntryLeftUnchangedWritesNothing() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let session = try vault.beginEdit(path, resume: false, now: VaultSandbox.now)
            #expect(session.isNew)
            #expect(session.startText == "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\n\n")
            #expect(FileManager.default.fileExists(atPath: session.draft.path))
            #expect(try vault.finishEdit(session, now: VaultSandbox.now) == .nothingWritten)
            #expect(!FileManager.default.fileExists(atPath: box.url(path.relativePath).path))
            #expect(!FileManager.default.fileExists(atPath: session.draft.path))
            #expect(try box.head() == nil)
            #expect(try box.status() == [])
        }
    }

    @Test func textAddedToANewEntryIsSavedInOneCommit() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let session = try vault.beginEdit(path, resume: false, now: VaultSandbox.now)
            let text = session.startText + "# Walk\n\nBy the river.\n"
            try writeDraft(session, text)
            let outcome = try vault.finishEdit(session, now: VaultSandbox.now)
            guard case .saved(_, let commit, let message) = outcome else {
                Issue.record("got \(outcome)")
                return
            }
            #expect(message == "New 2026-11-21")
            #expect(try box.git("rev-parse", "HEAD").hasPrefix(commit))
            #expect(box.contents(path.relativePath) == text)
            #expect(box.mode(box.url(path.relativePath).path) == 0o600)
            #expect(try box.commitCount() == 1)
            #expect(try box.changedInHead() == [path.relativePath])
            #expect(!FileManager.default.fileExists(atPath: session.draft.path))
            try box.expectCleanAndSound()
        }
    }

    @Test func plainTextForANewEntryGetsFrontMatter() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let session = try vault.beginEdit(path, resume: false, now: VaultSandbox.now)
            try writeDraft(session, "Just words.\n")
            guard case .saved = try vault.finishEdit(session, now: VaultSandbox.now) else {
                Issue.record("not saved")
                return
            }
            let entry = try vault.read(path)
            #expect(entry.frontMatter.schema == 2)
            #expect(entry.frontMatter.created == "2026-11-21T09:14:03+09:00")
            #expect(entry.document.body.contains("Just words.\n"))
        }
    }

    @Test func anExistingEntryUnchangedOrEmptied() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let original = entryText(body: "kept\n")
            try vault.save(original, to: path, message: "first")
            let head = try box.head()

            let unchanged = try vault.beginEdit(path, resume: false, now: VaultSandbox.now)
            #expect(!unchanged.isNew)
            #expect(unchanged.startText == original)
            #expect(try vault.finishEdit(unchanged, now: VaultSandbox.now) == .unchanged)

            let emptied = try vault.beginEdit(path, resume: false, now: VaultSandbox.now)
            try writeDraft(emptied, entryText(body: "\n   \n"))
            #expect(try vault.finishEdit(emptied, now: VaultSandbox.now) == .emptied)
            #expect(box.contents(path.relativePath) == original)
            #expect(try box.head() == head)

            let edited = try vault.beginEdit(path, resume: false, now: VaultSandbox.now)
            try writeDraft(edited, original + "more\n")
            guard case .saved(_, _, let message) = try vault.finishEdit(edited, now: VaultSandbox.now) else {
                Issue.record("not saved")
                return
            }
            #expect(message == "Edit 2026-11-21")
            #expect(try box.commitCount() == 2)
            try box.expectCleanAndSound()
        }
    }

    /// Opening a file that starts with a BOM and quitting the editor must change nothing.
    @Test func anUnchangedEntryWithABOMIsUnchanged() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let original = "\u{FEFF}---\r\nschema: 2\r\ncreated: 2026-11-21T09:14:03+09:00\r\n---\r\nkept\r\n"
            try vault.save(original, to: path, message: "first")
            let head = try box.head()
            let session = try vault.beginEdit(path, resume: false, now: VaultSandbox.now)
            #expect(Array(session.startText.utf8) == Array(original.utf8))
            let outcome = try vault.finishEdit(session, now: VaultSandbox.now)
            #expect(outcome == .unchanged)
            #expect(try box.head() == head)
            #expect(box.contents(path.relativePath).map { Array($0.utf8) } == Array(original.utf8))

            // An edit of the body keeps the BOM the editor kept.
            let edit = try vault.beginEdit(path, resume: false, now: VaultSandbox.now)
            try writeDraft(edit, original + "more\r\n")
            _ = try vault.finishEdit(edit, now: VaultSandbox.now)
            #expect(box.contents(path.relativePath).map { Array($0.utf8) } == Array((original + "more\r\n").utf8))

            // A failed editor that left the draft as it was keeps nothing.
            let other = entryPath("2026/11/2026-11-22.md")
            try vault.save(original, to: other, message: "second")
            let failed = try vault.beginEdit(other, resume: false, now: VaultSandbox.now)
            #expect(vault.keepDraftAfterFailure(failed) == false, "an untouched draft of a BOM entry was kept")
        }
    }

    @Test func brokenFrontMatterFromTheEditorKeepsTheDraft() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let session = try vault.beginEdit(path, resume: false, now: VaultSandbox.now)
            let typed = "---\nschema: 2\ncreated: [oops\n---\nPrecious words.\n"
            try writeDraft(session, typed)
            #expect(throws: VaultError.self) { try vault.finishEdit(session, now: VaultSandbox.now) }
            #expect(vault.leftoverDraft(for: path) == typed)
            #expect(!FileManager.default.fileExists(atPath: box.url(path.relativePath).path))
            #expect(try box.head() == nil)
        }
    }

    @Test func keepDraftAfterFailureKeepsAChangedDraftAndDropsAnUntouchedOne() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            let untouched = try vault.beginEdit(path, resume: false, now: VaultSandbox.now)
            #expect(vault.keepDraftAfterFailure(untouched) == false)
            #expect(!FileManager.default.fileExists(atPath: untouched.draft.path))
            #expect(vault.leftoverDraft(for: path) == nil)

            let changed = try vault.beginEdit(path, resume: false, now: VaultSandbox.now)
            let typed = changed.startText + "Words I typed before the editor crashed.\n"
            try writeDraft(changed, typed)
            #expect(vault.keepDraftAfterFailure(changed) == true)
            #expect(vault.leftoverDraft(for: path) == typed)
            #expect(try box.head() == nil)
            #expect(!FileManager.default.fileExists(atPath: box.url(path.relativePath).path))

            let resumed = try vault.beginEdit(path, resume: true, now: VaultSandbox.now)
            #expect(resumed.resumedDraft)
            #expect(resumed.startText == typed)
            // Failing again without touching the resumed draft must not lose it.
            #expect(vault.keepDraftAfterFailure(resumed) == true)
            #expect(vault.leftoverDraft(for: path) == typed)

            let finished = try vault.beginEdit(path, resume: true, now: VaultSandbox.now)
            guard case .saved = try vault.finishEdit(finished, now: VaultSandbox.now) else {
                Issue.record("resumed draft not saved")
                return
            }
            #expect(box.contents(path.relativePath) == typed)
            #expect(vault.leftoverDraft(for: path) == nil)
            try box.expectCleanAndSound()
        }
    }

    @Test func keepDraftAfterFailureOfAnExistingEntry() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            try vault.save(entryText(body: "saved\n"), to: path, message: "first")
            let untouched = try vault.beginEdit(path, resume: false, now: VaultSandbox.now)
            #expect(vault.keepDraftAfterFailure(untouched) == false)
            let changed = try vault.beginEdit(path, resume: false, now: VaultSandbox.now)
            try writeDraft(changed, entryText(body: "saved\nand more\n"))
            #expect(vault.keepDraftAfterFailure(changed) == true)
            #expect(box.contents(path.relativePath) == entryText(body: "saved\n"))
        }
    }
}

// MARK: - concurrency and atomic writes

@Suite("Vault store: concurrent and atomic writes")
struct VaultWriteSafetyTests {
    @Test func concurrentSavesFromTwoVaultInstancesAreAllCommitted() throws {
        try VaultSandbox.with { box in
            _ = try box.makeVault()
            let vaults = VaultList([try Vault.open(at: box.vaultURL), try Vault.open(at: box.vaultURL)])
            let errors = ErrorBox()
            let perThread = 5
            DispatchQueue.concurrentPerform(iterations: vaults.count) { worker in
                for n in 0..<perThread {
                    let path = EntryPath(day: Day(year: 2026, month: 11, day: 1 + n)!, sequence: worker + 1)
                    do {
                        try vaults[worker].save(entryText(body: "worker \(worker) entry \(n)\n"), to: path, message: "w\(worker) n\(n)")
                    } catch {
                        errors.add(error)
                    }
                }
            }
            #expect(errors.all == [])
            #expect(try box.commitCount() == vaults.count * perThread)
            #expect(try box.gitLines("ls-tree", "-r", "--name-only", "HEAD").count == vaults.count * perThread)
            #expect(box.temporaryFiles() == [])
            try box.expectCleanAndSound()
        }
    }

    @Test func atomicWriteLeavesNoTemporaryFileAndSetsModes() throws {
        try VaultSandbox.with { box in
            let folder = box.root.appendingPathComponent("a/b")
            let file = folder.appendingPathComponent("x.md")
            try AtomicFile.write(Data("one\n".utf8), to: file, displayName: "x.md")
            #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == "one\n")
            #expect(box.mode(file.path) == 0o600)
            #expect(box.mode(folder.path) == 0o700)
            #expect(box.mode(folder.deletingLastPathComponent().path) == 0o700)
            #expect(chmod(file.path, 0o644) == 0)
            try AtomicFile.write(Data("two\n".utf8), to: file, displayName: "x.md")
            #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == "two\n")
            #expect(box.mode(file.path) == 0o644)
            try AtomicFile.write(Data(), to: file, displayName: "x.md")
            #expect(try Data(contentsOf: file).isEmpty)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["x.md"])
        }
    }

    @Test func atomicWriteRefusesALink() throws {
        try VaultSandbox.with { box in
            let target = box.root.appendingPathComponent("target.md")
            try Data("target\n".utf8).write(to: target)
            let link = box.root.appendingPathComponent("link.md")
            #expect(symlink(target.path, link.path) == 0)
            #expect(throws: VaultError.symlink(file: "link.md")) {
                try AtomicFile.write(Data("x".utf8), to: link, displayName: "link.md")
            }
            #expect(String(decoding: try Data(contentsOf: target), as: UTF8.self) == "target\n")
            #expect(box.isLink(link.path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: box.root.path).sorted() == ["link.md", "target.md"])
        }
    }

    @Test func atomicWriteIntoAnUnwritableFolderFailsCleanly() throws {
        guard geteuid() != 0 else { return } // root ignores folder permissions
        try VaultSandbox.with { box in
            let folder = box.root.appendingPathComponent("ro")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            #expect(chmod(folder.path, 0o500) == 0)
            #expect(throws: VaultError.self) {
                try AtomicFile.write(Data("x".utf8), to: folder.appendingPathComponent("x.md"), displayName: "x.md")
            }
            #expect(chmod(folder.path, 0o700) == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        }
    }

    @Test func manySavesLeaveNoTemporaryFiles() throws {
        try VaultSandbox.with { box in
            let vault = try box.makeVault()
            for n in 1...10 {
                try vault.save(entryText(body: "v\(n)\n"), to: entryPath("2026/11/2026-11-21.md"), message: "v\(n)")
            }
            #expect(box.temporaryFiles() == [])
            #expect(try FileManager.default.contentsOfDirectory(atPath: box.url("2026/11").path) == ["2026-11-21.md"])
            #expect(try box.commitCount() == 10)
            try box.expectCleanAndSound()
        }
    }
}
