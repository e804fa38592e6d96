import Foundation
import TestSupport
import Testing

/// A run of `diary` under a memory cap (`ulimit -v`), a CPU cap (`ulimit -t`) and a kill after a wall-clock
/// deadline, for input meant to exhaust memory or time: the result, and how long it took. The CPU cap is
/// the time bound that holds under load: a refused bomb takes a few hundredths of a second of CPU, while
/// the whole suite running on two cores can make the same run take seconds of wall-clock time.
struct BoundedRun {
    let result: RunResult
    let seconds: Double

    /// A run that ended under the caps, killed by none of them (SIGXCPU, SIGKILL) nor out of memory.
    var finishedWithinBounds: Bool { result.status < 124 && !result.stderr.contains("Fatal error") }
}

extension Sandbox {
    /// Runs `diary args --vault <vault>` with at most `megabytes` of address space and `cpuSeconds` of CPU,
    /// killed after `deadline` seconds.
    /// A run of diary over a small vault needs well under 100 MB of address space.
    /// - Parameter stdin: a file for standard input; through a pipe (`cat file |`) when `piped`.
    func boundedDiary(
        _ args: [String], megabytes: Int = 300, cpuSeconds: Int = 5, deadline: Int = 120, stdin: URL? = nil,
        piped: Bool = false, env: [String: String?] = [:]
    ) async throws -> BoundedRun {
        let limits = "ulimit -v \(megabytes * 1024) && ulimit -t \(cpuSeconds) && "
        var script = limits + "exec \"$0\" \"$@\"" + (stdin.map { " < '\($0.path)'" } ?? "")
        if piped, let stdin { script = limits + "cat '\(stdin.path)' | \"$0\" \"$@\"" }
        let arguments = ["-s", "KILL", String(deadline), "/bin/sh", "-c", script, DiaryBinary.url.path] + args + ["--vault", vault.path]
        let started = Date()
        let result = try await LaunchedProcess(
            executable: URL(fileURLWithPath: "/usr/bin/timeout"), arguments: arguments,
            environment: environment(env), directory: root, stdin: nil,
            ioFolder: root.appendingPathComponent("bounded-io")
        ).wait()
        return BoundedRun(result: result, seconds: Date().timeIntervalSince(started))
    }
}
