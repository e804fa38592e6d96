import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Folders for one test under the system's temporary folder.
public enum TemporaryFolder {
    /// A new, empty folder `prefix-UUID`, its path with symbolic links resolved (as programs print it).
    public static func make(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.resolvingSymlinksInPath()
    }

    /// Removes `folder` and everything in it, first making every folder under it the owner's again
    /// (tests take permissions away).
    public static func remove(_ folder: URL) {
        for sub in (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? [] {
            let path = folder.path + "/" + sub
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { chmod(path, 0o700) }
        }
        try? FileManager.default.removeItem(at: folder)
    }
}

/// A temporary folder for one test (`root`), removed when the test ends, with a repository folder in it
/// (`repo`, not created), helpers to write and read files there, and the plain `git` tool and other programs
/// run isolated from the machine's configuration: no system git config, HOME and XDG_CONFIG_HOME in `root`,
/// a fixed identity for commits made with plain git.
public struct Sandbox: Sendable {
    /// The temporary folder.
    public let root: URL
    /// Where the test's repository (a vault, for the vault tests) lives.
    public var repo: URL { root.appendingPathComponent("vault", isDirectory: true) }

    /// A sandbox in a new temporary folder named after `prefix`; `remove()` it when the test ends.
    public init(prefix: String = "DiaryTests") throws {
        root = try TemporaryFolder.make(prefix)
    }

    /// The sandbox of an existing folder (made with `TemporaryFolder`).
    public init(root: URL) {
        self.root = root
    }

    /// Removes the sandbox's folder and everything in it.
    public func remove() {
        TemporaryFolder.remove(root)
    }

    /// Runs `body` with a fresh sandbox, removing it afterwards.
    public static func with(prefix: String = "DiaryTests", _ body: (Sandbox) throws -> Void) throws {
        let sandbox = try Sandbox(prefix: prefix)
        defer { sandbox.remove() }
        try body(sandbox)
    }

    // MARK: Files

    /// `relative` under the repository.
    public func url(_ relative: String) -> URL { repo.appendingPathComponent(relative) }

    /// Writes `text` to `relative` under the repository (or `base`), creating folders as needed.
    public func write(_ relative: String, _ text: String, under base: URL? = nil) throws {
        try write(relative, bytes: Data(text.utf8), under: base)
    }

    /// Writes `bytes` to `relative` under the repository (or `base`), creating folders as needed.
    public func write(_ relative: String, bytes: Data, under base: URL? = nil) throws {
        let url = (base ?? repo).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }

    /// Deletes `relative` under the repository.
    public func delete(_ relative: String) throws {
        try FileManager.default.removeItem(at: url(relative))
    }

    /// The bytes of `relative` under the repository, nil when it does not exist.
    public func bytes(_ relative: String) -> Data? {
        FileManager.default.contents(atPath: url(relative).path)
    }

    /// The text of `relative` under the repository, nil when it does not exist.
    public func contents(_ relative: String) -> String? {
        bytes(relative).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `relative` under the repository exists (a file, a folder, or a link to either).
    public func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: url(relative).path)
    }

    // MARK: Programs

    /// The test process's environment made safe for git and other tools: no system git config, HOME and
    /// XDG_CONFIG_HOME in the sandbox, no repository named from outside, plain git's identity; then `extra`.
    public func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_COMMON_DIR"] {
            environment.removeValue(forKey: name)
        }
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CEILING_DIRECTORIES"] = root.deletingLastPathComponent().path
        environment["HOME"] = root.path
        environment["XDG_CONFIG_HOME"] = root.path
        environment["GIT_AUTHOR_NAME"] = "Plain Git"
        environment["GIT_AUTHOR_EMAIL"] = "plain@example.com"
        environment["GIT_COMMITTER_NAME"] = "Plain Git"
        environment["GIT_COMMITTER_EMAIL"] = "plain@example.com"
        environment.merge(extra) { _, new in new }
        return environment
    }

    /// Runs a program found on PATH (`arguments[0]`) with `environment(extra)`, in `directory` (by default the
    /// repository, or the sandbox while there is none), and waits for it.
    public func run(
        _ arguments: [String], in directory: URL? = nil, environment extra: [String: String] = [:],
        stdin: Data? = nil
    ) throws -> RunResult {
        let folder = directory ?? (FileManager.default.fileExists(atPath: repo.path) ? repo : root)
        return try runProgram(arguments, in: folder, environment: environment(extra), stdin: stdin, ioFolder: root)
    }

    // MARK: Plain git

    /// `git args` in `directory` (by default the repository), whatever its exit status.
    public func gitResult(_ args: [String], in directory: URL? = nil, environment extra: [String: String] = [:]) throws -> RunResult {
        try run(["git"] + args, in: directory, environment: extra)
    }

    /// `git args` in the repository; its standard output. Throws `CommandFailed` unless it exits 0.
    @discardableResult
    public func git(_ args: String...) throws -> String {
        try gitResult(args).succeeded().stdout
    }

    /// `git args` in `directory`; its standard output. Throws `CommandFailed` unless it exits 0.
    @discardableResult
    public func git(in directory: URL, _ args: String...) throws -> String {
        try gitResult(args, in: directory).succeeded().stdout
    }

    /// `git args` in the repository with `environment` added (e.g. `GIT_COMMITTER_DATE`); its standard output.
    @discardableResult
    public func git(environment extra: [String: String], _ args: String...) throws -> String {
        try gitResult(args, environment: extra).succeeded().stdout
    }

    /// The non-empty lines `git args` writes; throws `CommandFailed` unless it exits 0.
    public func gitLines(_ args: String...) throws -> [String] {
        try gitLines(args)
    }

    public func gitLines(_ args: [String]) throws -> [String] {
        try gitResult(args).succeeded().outputLines
    }

    /// HEAD's commit id, nil on an unborn HEAD.
    public func head() throws -> String? {
        let result = try gitResult(["rev-parse", "--verify", "-q", "HEAD"])
        return result.status == 0 ? result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    /// Commits reachable from HEAD (0 on an unborn HEAD).
    public func commitCount() throws -> Int {
        guard try head() != nil else { return 0 }
        let count = try git("rev-list", "--count", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        guard let number = Int(count) else { throw CommandFailed(result: try gitResult(["rev-list", "--count", "HEAD"])) }
        return number
    }

    /// `git status --porcelain --untracked-files=all`, a line per file.
    public func status() throws -> [String] { try gitLines("status", "--porcelain", "--untracked-files=all") }

    /// The files HEAD's commit changed.
    public func changedInHead() throws -> [String] { try gitLines("show", "--name-only", "--format=", "HEAD") }

    /// Expects what plain git sees after a commit: nothing uncommitted for `paths` (everything when nil), and
    /// `git fsck --strict` clean. `context` (a seed, a round) goes into every failure's message.
    public func expectCommittedCleanly(
        _ paths: [String]? = nil, context: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let prefix = context.isEmpty ? "" : context + ": "
        let status = try gitLines(["status", "--porcelain", "--untracked-files=all", "--"] + (paths ?? []))
        #expect(status == [], "\(prefix)git status --porcelain", sourceLocation: sourceLocation)
        let fsck = try gitResult(["fsck", "--strict", "--no-dangling"])
        #expect(fsck.status == 0, "\(prefix)git fsck --strict: \(fsck)", sourceLocation: sourceLocation)
        #expect(!fsck.allOutput.contains("error"), "\(prefix)git fsck --strict: \(fsck)", sourceLocation: sourceLocation)
    }
}
