import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What a finished process left: exit status, standard output and standard error.
public struct RunResult: CustomStringConvertible, Sendable {
    public let arguments: [String]
    public let status: Int32
    public let stdout: String
    public let stderr: String
    /// The signal that ended the process (then `status` is that signal's number too), nil when it exited.
    public let signal: Int32?

    public init(arguments: [String], status: Int32, stdout: String, stderr: String, signal: Int32? = nil) {
        self.arguments = arguments
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
        self.signal = signal
    }

    /// Non-empty lines of standard error.
    public var errorLines: [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Non-empty lines of standard output.
    public var outputLines: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Both streams, for loose checks of a message wherever it went.
    public var allOutput: String { stdout + stderr }

    public var description: String {
        let ending = signal.map { "was killed by signal \($0)" } ?? "exited \(status)"
        return "`\(arguments.joined(separator: " "))` \(ending)\n--- stdout:\n\(stdout)\n--- stderr:\n\(stderr)"
    }
}

/// A program a test needed to succeed failed.
public struct CommandFailed: Error, CustomStringConvertible {
    public let result: RunResult
    public init(result: RunResult) { self.result = result }
    public var description: String { "command failed: \(result)" }
}

extension RunResult {
    /// This result, or `CommandFailed` unless the program exited 0.
    @discardableResult
    public func succeeded() throws -> RunResult {
        guard status == 0 else { throw CommandFailed(result: self) }
        return self
    }
}

/// A started process; `wait()` (or, outside async code, `waitUntilExit()`) gives its result, once. Its output
/// goes to files, so no pipe can fill up and block it.
public final class LaunchedProcess: @unchecked Sendable {
    private let process: Process
    private let arguments: [String]
    private let stdoutURL: URL
    private let stderrURL: URL
    private let stdinURL: URL?
    private let exits: AsyncStream<Int32>

    /// Starts `executable` with exactly `environment` (nothing inherited), in `directory`; its output is kept
    /// in files in `ioFolder` (created when missing) until it has been read. With `standardOutput` (e.g.
    /// `/dev/full` opened for writing) its standard output goes there instead, and the result's is empty.
    public init(
        executable: URL, arguments: [String], environment: [String: String], directory: URL,
        stdin: Data? = nil, ioFolder: URL, standardOutput: FileHandle? = nil
    ) throws {
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
        self.arguments = (executable.path == "/usr/bin/env" ? [] : [executable.lastPathComponent]) + arguments
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
        process.standardOutput = standardOutput ?? out
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
    public var pid: Int32 { process.processIdentifier }

    /// Sends `signal` to the process (e.g. SIGKILL at a random moment, for fault tests).
    public func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// What the process has written to its standard output so far (it may still be running).
    public func outputSoFar() -> String {
        String(decoding: (try? Data(contentsOf: stdoutURL)) ?? Data(), as: UTF8.self)
    }

    /// Waits for the process to end and reads what it wrote.
    public func wait() async throws -> RunResult {
        var status: Int32 = -1
        for await code in exits { status = code }
        return try collect(status: status)
    }

    /// `wait()` for synchronous code: blocks this thread until the process has ended.
    public func waitUntilExit() throws -> RunResult {
        process.waitUntilExit()
        return try collect(status: process.terminationStatus)
    }

    private func collect(status: Int32) throws -> RunResult {
        let stdout = String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self)
        let stderr = String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self)
        let manager = FileManager.default
        try? manager.removeItem(at: stdoutURL)
        try? manager.removeItem(at: stderrURL)
        if let stdinURL { try? manager.removeItem(at: stdinURL) }
        let signal = process.terminationReason == .uncaughtSignal ? status : nil
        return RunResult(arguments: arguments, status: status, stdout: stdout, stderr: stderr, signal: signal)
    }
}

/// Runs a program found on PATH (`/usr/bin/env arguments…`) in `directory` with `environment` (the test
/// process's own when nil), and waits for it, blocking this thread. Its output is kept in `ioFolder` (the
/// system's temporary folder when nil) until it has been read.
public func runProgram(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
    stdin: Data? = nil, ioFolder: URL? = nil
) throws -> RunResult {
    try launchProgram(arguments, in: directory, environment: environment, stdin: stdin, ioFolder: ioFolder).waitUntilExit()
}

/// `runProgram` for async code: waits without holding a thread, so the tests running beside it (whose
/// deadlines count while they wait for a thread) go on while a long program (a browser) runs.
public func runProgram(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
    stdin: Data? = nil, ioFolder: URL? = nil
) async throws -> RunResult {
    try await launchProgram(arguments, in: directory, environment: environment, stdin: stdin, ioFolder: ioFolder).wait()
}

private func launchProgram(
    _ arguments: [String], in directory: URL?, environment: [String: String]?, stdin: Data?, ioFolder: URL?
) throws -> LaunchedProcess {
    try LaunchedProcess(
        executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: arguments,
        environment: environment ?? ProcessInfo.processInfo.environment,
        directory: directory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        stdin: stdin, ioFolder: ioFolder ?? FileManager.default.temporaryDirectory
    )
}

/// True while process `pid` exists and is not a zombie waiting to be reaped.
public func isAlive(_ pid: Int32) -> Bool {
    #if os(Linux)
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
        return state != "Z" && state != "X"
    #else
        return kill(pid, 0) == 0
    #endif
}
