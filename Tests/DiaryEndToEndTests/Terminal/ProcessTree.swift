import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The processes running under a terminal's shell, read from /proc, to kill one as a crash or a closed
/// window would.
enum ProcessTree {
    /// Sends `signal` to every process below the shell of `terminal` whose name is one of `names`, in that
    /// order of names; fails when one of them is not running.
    static func kill(_ names: [String], under terminal: TmuxTerminal, signal: Int32) throws {
        let all = descendants(of: try terminal.shellPID())
        for name in names {
            let matching = all.filter { $0.name == name }
            guard !matching.isEmpty else { throw NotRunning(name: name, running: all.map(\.name)) }
            for process in matching { Glibc.kill(process.pid, signal) }
        }
    }

    struct NotRunning: Error {
        let name: String
        let running: [String]
    }

    /// Every process whose chain of parents reaches `root`, with its name (`comm`).
    static func descendants(of root: pid_t) -> [(pid: pid_t, name: String)] {
        var parents: [pid_t: pid_t] = [:]
        var names: [pid_t: String] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { continue }
            names[pid] = String(stat[stat.index(after: open)..<close])
            let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { parents[pid] = parent }
        }
        return parents.keys.sorted().compactMap { pid in
            var current = parents[pid]
            while let step = current, step > 1 {
                if step == root { return (pid, names[pid] ?? "") }
                current = parents[step]
            }
            return nil
        }
    }
}
