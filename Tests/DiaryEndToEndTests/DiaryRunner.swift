import Foundation
import Testing

/// Where the built `diary` binary is: `$DIARY_BIN`, else next to the test bundle, else `.build/debug/diary`
/// under the package root (found by walking up from this file).
enum DiaryBinary {
    static let url: URL = {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["DIARY_BIN"], !given.isEmpty {
            return URL(fileURLWithPath: given)
        }
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("diary")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.appendingPathComponent(".build/debug/diary")
            }
            folder = folder.deletingLastPathComponent()
        }
        return besideTests
    }()
}

/// What a finished process left: exit status, standard output and standard error.
struct RunResult: CustomStringConvertible, Sendable {
    let arguments: [String]
    let status: Int32
    let stdout: String
    let stderr: String

    /// Non-empty lines of standard error.
    var errorLines: [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Non-empty lines of standard output.
    var outputLines: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Both streams, for loose checks of a message wherever it went.
    var allOutput: String { stdout + stderr }

    var description: String {
        "`\(arguments.joined(separator: " "))` exited \(status)\n--- stdout:\n\(stdout)\n--- stderr:\n\(stderr)"
    }
}

/// A started process; `wait()` gives its result. Output goes to files, so no pipe can fill up and block it.
final class LaunchedProcess: @unchecked Sendable {
    private let process: Process
    private let arguments: [String]
    private let stdoutURL: URL
    private let stderrURL: URL
    private let stdinURL: URL?
    private let exits: AsyncStream<Int32>

    /// Sends `signal` to the process (e.g. SIGKILL at a random moment, for fault tests).
    func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Starts `executable` with exactly `environment` (nothing inherited), in `directory`.
    init(executable: URL, arguments: [String], environment: [String: String], directory: URL,
         stdin: Data?, ioFolder: URL) throws {
        let id = UUID().uuidString
        stdoutURL = ioFolder.appendingPathComponent("\(id).out")
        stderrURL = ioFolder.appendingPathComponent("\(id).err")
        let manager = FileManager.default
        try manager.createDirectory(at: ioFolder, withIntermediateDirectories: true)
        _ = manager.createFile(atPath: stdoutURL.path, contents: nil)
        _ = manager.createFile(atPath: stderrURL.path, contents: nil)
        if let stdin {
            let url = ioFolder.appendingPathComponent("\(id).in")
            try stdin.write(to: url)
            stdinURL = url
        } else {
            stdinURL = nil
        }
        self.arguments = [executable.lastPathComponent] + arguments
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        let out = try FileHandle(forWritingTo: stdoutURL)
        let err = try FileHandle(forWritingTo: stderrURL)
        let input = try stdinURL.map { try FileHandle(forReadingFrom: $0) } ?? FileHandle.nullDevice
        defer {
            try? out.close()
            try? err.close()
            if stdinURL != nil { try? input.close() }
        }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        let (stream, continuation) = AsyncStream<Int32>.makeStream()
        exits = stream
        process.terminationHandler = { finished in
            continuation.yield(finished.terminationStatus)
            continuation.finish()
        }
        try process.run()
    }

    /// The process id, to signal it.
    var pid: Int32 { process.processIdentifier }

    /// Waits for the process to end and reads what it wrote.
    func wait() async throws -> RunResult {
        var status: Int32 = -1
        for await code in exits { status = code }
        let stdout = String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self)
        let stderr = String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self)
        let manager = FileManager.default
        try? manager.removeItem(at: stdoutURL)
        try? manager.removeItem(at: stderrURL)
        if let stdinURL { try? manager.removeItem(at: stdinURL) }
        return RunResult(arguments: arguments, status: status, stdout: stdout, stderr: stderr)
    }
}

/// A plain `git` command that failed when the test needed it to work.
struct GitFailed: Error, CustomStringConvertible {
    let result: RunResult
    var description: String { "git failed: \(result)" }
}
