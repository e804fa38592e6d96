import Foundation
import Testing

/// A run of `diary` under a memory cap (`ulimit -v`) and a kill after a deadline, for input meant to
/// exhaust memory or time: the result, and how long it took.
struct BoundedRun {
    let result: RunResult
    let seconds: Double

    /// A run that ended under the cap, killed by neither the cap nor the deadline.
    var finishedWithinBounds: Bool { result.status < 124 && !result.stderr.contains("Fatal error") }
}

extension Sandbox {
    /// Runs `diary args --vault <vault>` with at most `megabytes` of address space, killed after `deadline` seconds.
    /// A run of diary over a small vault needs well under 100 MB of address space.
    /// - Parameter stdin: a file for standard input; through a pipe (`cat file |`) when `piped`.
    func boundedDiary(_ args: [String], megabytes: Int = 300, deadline: Int = 30, stdin: URL? = nil, piped: Bool = false,
                      env: [String: String?] = [:]) async throws -> BoundedRun {
        var script = "ulimit -v \(megabytes * 1024) && exec \"$0\" \"$@\"" + (stdin.map { " < '\($0.path)'" } ?? "")
        if piped, let stdin { script = "ulimit -v \(megabytes * 1024) && cat '\(stdin.path)' | \"$0\" \"$@\"" }
        let arguments = ["-s", "KILL", String(deadline), "/bin/sh", "-c", script, DiaryBinary.url.path] + args + ["--vault", vault.path]
        let started = Date()
        let result = try await LaunchedProcess(executable: URL(fileURLWithPath: "/usr/bin/timeout"), arguments: arguments,
                                               environment: environment(env), directory: root, stdin: nil,
                                               ioFolder: root.appendingPathComponent("bounded-io")).wait()
        return BoundedRun(result: result, seconds: Date().timeIntervalSince(started))
    }
}
