import Foundation
import Testing

/// A temporary folder for one test, with helpers to write files and run the plain `git` tool.
struct Sandbox {
    /// The temporary folder; removed when the test ends.
    let root: URL
    /// Where the test's repository lives (not created yet).
    var repo: URL { root.appendingPathComponent("vault", isDirectory: true) }

    /// Runs `body` with a fresh sandbox, removing it afterwards.
    static func with(_ body: (Sandbox) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("GitKitTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try body(Sandbox(root: root))
    }

    /// Writes `text` to `path` under the repository, creating folders as needed.
    func write(_ path: String, _ text: String) throws {
        let url = repo.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Deletes `path` under the repository.
    func delete(_ path: String) throws {
        try FileManager.default.removeItem(at: repo.appendingPathComponent(path))
    }

    /// Runs `git args` in the repository with no system or global config and a fixed identity; throws on failure.
    @discardableResult
    func git(_ args: String...) throws -> String {
        let result = try run(args)
        guard result.status == 0 else {
            throw GitToolError(arguments: args, status: result.status, output: result.output)
        }
        return result.output
    }

    /// Runs `git args` with `environment` added (e.g. `GIT_COMMITTER_DATE`); throws on failure.
    @discardableResult
    func git(environment extra: [String: String], _ args: String...) throws -> String {
        let result = try run(args, environment: extra)
        guard result.status == 0 else {
            throw GitToolError(arguments: args, status: result.status, output: result.output)
        }
        return result.output
    }

    /// Runs `git args` like `git(_:)` but returns the exit status and combined output instead of throwing.
    func run(_ args: [String], environment extra: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + args
        process.currentDirectoryURL = repo
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["HOME"] = root.path
        environment["XDG_CONFIG_HOME"] = root.path
        environment["GIT_AUTHOR_NAME"] = "Plain Git"
        environment["GIT_AUTHOR_EMAIL"] = "plain@example.com"
        environment["GIT_COMMITTER_NAME"] = "Plain Git"
        environment["GIT_COMMITTER_EMAIL"] = "plain@example.com"
        environment.merge(extra) { _, new in new }
        process.environment = environment
        // A file, not a pipe, so a chatty command cannot fill a pipe and block.
        let outputURL = root.appendingPathComponent("git-output-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let output = try FileHandle(forWritingTo: outputURL)
        defer { try? output.close() }
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: try Data(contentsOf: outputURL), as: UTF8.self)
        return (process.terminationStatus, text)
    }

    /// Lines of `git args` output, without empty ones.
    func gitLines(_ args: String...) throws -> [String] {
        try gitLines(args)
    }

    /// Expects what plain git sees after a commit: nothing uncommitted for `paths` (everything when nil) and `git fsck --strict` clean.
    func expectCommittedCleanly(_ paths: [String]? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let status = try gitLines(["status", "--porcelain", "--untracked-files=all", "--"] + (paths ?? []))
        #expect(status == [], "git status --porcelain", sourceLocation: sourceLocation)
        let fsck = try run(["fsck", "--strict", "--no-dangling"])
        #expect(fsck.status == 0, "git fsck --strict: \(fsck.output)", sourceLocation: sourceLocation)
        #expect(!fsck.output.contains("error"), "git fsck --strict: \(fsck.output)", sourceLocation: sourceLocation)
    }

    func gitLines(_ args: [String]) throws -> [String] {
        let result = try run(args)
        guard result.status == 0 else {
            throw GitToolError(arguments: args, status: result.status, output: result.output)
        }
        return result.output.split(separator: "\n").map(String.init)
    }
}

/// The plain `git` tool failed.
struct GitToolError: Error, CustomStringConvertible {
    let arguments: [String]
    let status: Int32
    let output: String
    var description: String { "git \(arguments.joined(separator: " ")) exited \(status): \(output)" }
}
