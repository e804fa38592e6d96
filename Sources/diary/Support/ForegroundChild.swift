import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program run on diary's terminal the way git runs the editor and the pager: through `/bin/sh -c`, in
/// diary's own process group, so it stays in the terminal's foreground (its keys reach it, and Ctrl-Z stops it
/// and diary together, `fg` brings both back). The one place diary starts an interactive program.
///
/// Foundation's `Process` cannot do this: it puts the child in a new process group, which the terminal then
/// stops as soon as it reads or sets the terminal. swift-subprocess could keep the group, but is async only;
/// the editor and the pager are two synchronous call sites, and the signal and terminal handling around them
/// (below) would be ours to write either way.
struct ForegroundChild {
    /// How the child ended.
    enum Ending: Equatable {
        case exited(Int32)
        case killed(signal: Int32)

        /// As a shell reports it: the exit status, or 128 + the signal.
        var status: Int32 {
            switch self {
            case .exited(let code): return code
            case .killed(let signal): return 128 + signal
            }
        }
    }

    /// `/bin/sh` could not be started (the reason is the system's).
    struct StartFailure: Error {
        let reason: String
    }

    /// Runs `command` through `sh -c '<command> "$@"' <command> <arguments…>`, as git runs the editor and the
    /// pager (so `code --wait`, `less -R` and `vim -c 'set spell'` work, and a path with spaces stays one
    /// argument), with `environment` added to diary's own and, when given, `input` as its standard input. A
    /// plain command (words and quotes, no `;`, `|`, `$`, redirection or assignment) is `exec`ed by the shell,
    /// so no shell sits between diary and the program: a shell would die of the Ctrl-C or Ctrl-\ meant for
    /// the program and leave it running without diary.
    ///
    /// While it runs, diary ignores `ignoring` (git ignores SIGINT and SIGQUIT while the editor runs: Ctrl-C
    /// is the editor's) and `during` is called (the pager's text is written there); then diary waits for the
    /// child, restores its signal dispositions and the terminal's modes (echo, canonical input) as they were
    /// before, whatever the child did to them or however it ended.
    static func run(_ command: String, arguments: [String] = [], environment: [String: String] = [:],
                    input: Int32? = nil, ignoring signals: [Int32], during: () -> Void = {}) throws(StartFailure) -> Ending {
        let script = (isPlain(command) ? "exec " : "") + command + " \"$@\""
        let modes = TerminalModes.current()
        defer { modes?.restore() }
        let pid = try spawn(["sh", "-c", script, command] + arguments, environment: environment, input: input)
        let ignored = IgnoredSignals(signals)
        defer { ignored.restore() }
        during()
        return wait(for: pid)
    }

    /// Words and quotes only: nothing the shell would run as more than one program, and no leading assignment.
    static func isPlain(_ command: String) -> Bool {
        guard command.rangeOfCharacter(from: CharacterSet(charactersIn: ";&|<>()$`\\\n{}*?[~#")) == nil else { return false }
        guard let first = command.split(separator: " ").first else { return false }
        return !first.contains("=")
    }

    private static func spawn(_ argv: [String], environment: [String: String], input: Int32?) throws(StartFailure) -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // No POSIX_SPAWN_SETPGROUP: the child stays in diary's process group. Dispositions diary was given
        // (SIG_IGN from nohup, say) pass on as git passes them; handlers are reset by exec. No signal blocked.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input, input != STDIN_FILENO { posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO) }

        let variables = ProcessInfo.processInfo.environment.merging(environment) { _, set in set }
        let cArguments = argv.map { strdup($0) }
        let cEnvironment = variables.map { strdup("\($0.key)=\($0.value)") }
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        var pid = pid_t()
        let code = posix_spawn(&pid, "/bin/sh", &actions, &attributes, cArguments + [nil], cEnvironment + [nil])
        guard code == 0 else { throw StartFailure(reason: String(cString: strerror(code))) }
        return pid
    }

    /// Waits for `pid` to end; a stop (Ctrl-Z) stops diary too, so the wait simply goes on after `fg`.
    private static func wait(for pid: pid_t) -> Ending {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .exited(127) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import from <sys/wait.h>.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal: signal)
    }
}

/// Signals set to SIG_IGN for a while, then given back their earlier actions (handlers and flags included:
/// the Swift runtime's crash handler on SIGQUIT among them).
private struct IgnoredSignals {
    private var earlier: [(Int32, sigaction)] = []

    init(_ signals: [Int32]) {
        for number in signals {
            var ignore = sigaction()
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            sigemptyset(&ignore.sa_mask)
            var previous = sigaction()
            if sigaction(number, &ignore, &previous) == 0 { earlier.append((number, previous)) }
        }
    }

    func restore() {
        for (number, action) in earlier {
            var action = action
            sigaction(number, &action, nil)
        }
    }
}

/// The modes of diary's terminal, taken before a child runs and set back after it, so a child that ends
/// without restoring them (killed, crashed, or simply careless) never leaves the shell without echo.
struct TerminalModes {
    private let descriptor: Int32
    private let modes: termios

    /// The modes of the first of stdin, stdout and stderr that is a terminal, when diary is in its foreground
    /// process group (setting them from the background would stop diary with SIGTTOU); else nil.
    static func current() -> TerminalModes? {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where isatty(descriptor) == 1 {
            guard tcgetpgrp(descriptor) == getpgrp() else { return nil }
            var modes = termios()
            guard tcgetattr(descriptor, &modes) == 0 else { return nil }
            return TerminalModes(descriptor: descriptor, modes: modes)
        }
        return nil
    }

    func restore() {
        guard tcgetpgrp(descriptor) == getpgrp() else { return }
        var modes = modes
        _ = tcsetattr(descriptor, TCSADRAIN, &modes)
    }
}
