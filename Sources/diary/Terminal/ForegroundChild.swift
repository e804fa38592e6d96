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
    static func run(
        _ command: String, arguments: [String] = [], environment: [String: String] = [:],
        input: Int32? = nil, ignoring signals: [Int32], during: () -> Void = {}
    ) throws(StartFailure) -> Ending {
        let script = (isPlain(command) ? "exec " : "") + command + " \"$@\""
        let modes = TerminalModes.current()
        defer { modes?.restore() }
        // A SIGCHLD ignored by whoever started diary would reap the child before diary could wait for it.
        let reaping = SignalActions(setting: SIG_DFL, for: [SIGCHLD])
        defer { reaping.restore() }
        let pid = try spawn(["sh", "-c", script, command] + arguments, environment: environment, input: input)
        let ignored = SignalActions(setting: SIG_IGN, for: signals)
        defer { ignored.restore() }
        during()
        return wait(for: pid)
    }

    /// A command the shell can `exec`: its first word (quoted or not) names a program, found as a path or on
    /// `$PATH`, not a shell builtin (`:`, `command`, `exec`), and nothing after it makes it more than one
    /// program (`;`, `|`, `&`, redirection, `$`, globs) or sets a variable first.
    static func isPlain(_ command: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard command.rangeOfCharacter(from: CharacterSet(charactersIn: ";&|<>()$`\\\n{}*?[~#")) == nil,
            let program = firstWord(command), !program.isEmpty, !program.contains("=")
        else { return false }
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }

    /// The first word of `command` with its quotes removed (`'/a b/ed' -w` → `/a b/ed`); nil when a quote is open.
    private static func firstWord(_ command: String) -> String? {
        let text = command.drop { $0 == " " || $0 == "\t" }
        guard let quote = text.first, quote == "'" || quote == "\"" else {
            return String(text.prefix { $0 != " " && $0 != "\t" && $0 != "'" && $0 != "\"" })
        }
        let rest = text.dropFirst()
        guard let close = rest.firstIndex(of: quote) else { return nil }
        let after = rest[rest.index(after: close)...]
        guard after.isEmpty || after.first == " " || after.first == "\t" else { return nil }
        return String(rest[..<close])
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc module does
    /// not show; nil on an older C library.
    private static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

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
        // Always dup2, even onto itself (a closed stdin makes pipe() return 0): that also clears close-on-exec.
        if let input { posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO) }
        // The child gets stdin, stdout and stderr only: a GUI editor's daemon must not hold diary's files open.
        if let closeFrom = Self.addCloseFrom { _ = closeFrom(&actions, 3) }

        let variables = ProcessInfo.processInfo.environment.merging(environment) { _, set in set }
        let cArguments = argv.map { strdup($0) }
        let cEnvironment = variables.map { strdup("\($0.key)=\($0.value)") }
        defer { for pointer in cArguments + cEnvironment { free(pointer) } }
        var pid = pid_t()
        let code = posix_spawn(&pid, "/bin/sh", &actions, &attributes, cArguments + [nil], cEnvironment + [nil])
        guard code == 0 else { throw StartFailure(reason: String(cString: strerror(code))) }
        return pid
    }

    /// Waits for `pid` to end; a stop (Ctrl-Z) stops diary too, so the wait simply goes on after `fg`.
    private static func wait(for pid: pid_t) -> Ending {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            // ECHILD cannot happen (SIGCHLD is not ignored while a child runs, and nothing else waits for it);
            // were it to, the child's work is taken as failed, which keeps an editor's draft.
            guard errno == EINTR else { return .exited(127) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import from <sys/wait.h>.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal: signal)
    }
}

/// Signals given one action (SIG_IGN, SIG_DFL) for a while, then their earlier actions back (handlers and
/// flags included: the Swift runtime's crash handler on SIGQUIT among them).
private struct SignalActions {
    private var earlier: [(Int32, sigaction)] = []

    init(setting handler: __sighandler_t?, for signals: [Int32]) {
        for number in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handler
            sigemptyset(&action.sa_mask)
            var previous = sigaction()
            if sigaction(number, &action, &previous) == 0 { earlier.append((number, previous)) }
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
