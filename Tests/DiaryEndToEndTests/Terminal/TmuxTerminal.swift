import Foundation
import Testing

@testable import diary

/// A real terminal for a test: a tmux server of its own (its own socket), one window of `columns` × `rows`
/// running an interactive bash with job control, keys typed with `send-keys` and the screen read with
/// `capture-pane`, as a person types and reads. Nothing in it is a stub: the editor is vim, the pager less.
final class TmuxTerminal {
    let socket: URL
    private(set) var closed = false

    /// Starts bash in `directory` with exactly `environment` (TERM `screen`, tmux's own, unless given), its prompt `$ `.
    init(in directory: URL, environment: [String: String], columns: Int = 100, rows: Int = 30) async throws {
        socket = directory.appendingPathComponent("tmux.sock")
        var variables = environment
        variables["PS1"] = "$ "
        if variables["TERM"] == nil { variables["TERM"] = "screen" }
        variables["HISTFILE"] = "/dev/null"
        let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }
        let shell = "cd \(Self.quoted(directory.path)) && exec env -i \(assignments.joined(separator: " ")) bash --norc --noprofile -i"
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", shell])
        try tmux(["set-option", "-g", "status", "off"])
        try await waitForScreen("the shell's prompt") { $0.contains("$") }
    }

    deinit { close() }

    func close() {
        guard !closed else { return }
        closed = true
        _ = try? tmux(["kill-server"])
    }

    /// Types `text` as it is (no key names), e.g. a command line or words in the editor.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-l", text])
    }

    /// Presses keys by tmux's names: `Enter`, `Escape`, `C-c`, `C-z`, `C-\\`, `q`.
    func press(_ keys: String...) throws {
        try tmux(["send-keys"] + keys)
    }

    /// In vim: a new line after the last one with `text` on it, then back to normal mode.
    func vimAppendLine(_ text: String) throws {
        try type("Go" + text)
        try press("Escape")
    }

    /// In vim: an ex command (`:wq`, `:3`) and Enter.
    func vimCommand(_ command: String) throws {
        try typeLine(command)
    }

    /// Types `text` and Enter: a line for the shell, a prompt's answer, a line for a line editor.
    func typeLine(_ text: String) throws {
        try type(text)
        try press("Enter")
    }

    /// Types a command line and Enter; the line prints `[exit N]` with the command's status when it ends.
    func run(_ commandLine: String) throws {
        try typeLine("\(commandLine); echo \"[exit $?]\"")
    }

    /// What the screen shows now, one string per line: a line the terminal wrapped is joined again.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-J"])
    }

    /// `screen` with the lines diary broke at spaces joined again (every run of spaces and newlines one
    /// space), to find a sentence wherever the terminal's width broke it.
    static func unwrapped(_ screen: String) -> String {
        screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The screen once `test` holds for it, polling for up to `timeout` seconds; records an issue and
    /// throws when it never does, with the last screen in the message.
    @discardableResult
    func waitForScreen(
        _ what: String, timeout: TimeInterval = 20,
        sourceLocation: SourceLocation = #_sourceLocation, _ test: (String) -> Bool
    ) async throws -> String {
        if let shown = try await screen(within: timeout, where: test) { return shown }
        Issue.record("the terminal never showed \(what); the screen was:\n\(try screen())", sourceLocation: sourceLocation)
        throw TerminalTimeout(what: what)
    }

    /// The screen once `test` holds for it within `timeout` seconds, else nil (nothing recorded). It sleeps
    /// between looks without holding a thread, so other tests run meanwhile; the screen is looked at once more
    /// after the deadline, so a test that was kept waiting for a thread still sees what came in time.
    func screen(within timeout: TimeInterval, where test: (String) -> Bool) async throws -> String? {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while true {
            let shown = try screen()
            if test(shown) { return shown }
            if ContinuousClock.now >= deadline { return nil }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Waits for the `[exit N]` of the command started with `run` and returns N.
    /// Whether `screen` shows the `[exit N]` line of a command started with `run` (not the command line itself,
    /// which holds `[exit $?]`).
    static func showsExit(_ screen: String) -> Bool {
        screen.firstMatch(of: #/\[exit \d+\]/#) != nil
    }

    /// The shell's prompt after it must be on the screen too, so keys typed next go to the shell.
    func waitForExit(timeout: TimeInterval = 20, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Int {
        let ended = #/\[exit (\d+)\] *\n\$/#
        let shown = try await waitForScreen("[exit N] and the prompt", timeout: timeout, sourceLocation: sourceLocation) {
            $0.firstMatch(of: ended) != nil
        }
        return Int(shown.firstMatch(of: ended)!.1)!
    }

    /// Clears the screen and tmux's history, so the next `waitForScreen` sees only what comes next.
    func clear() async throws {
        try typeLine("clear")
        try await waitForScreen("a cleared screen") { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "$" }
        try tmux(["clear-history"])
    }

    /// Records every byte written to the terminal from now on into `file` (tmux's pipe-pane), or stops
    /// recording when `file` is nil: what was drawn and then erased, such as a progress bar.
    func record(to file: URL?) throws {
        guard let file else {
            try tmux(["pipe-pane"])
            return
        }
        try tmux(["pipe-pane", "-o", "cat >> " + Self.quoted(file.path)])
    }

    /// The process id of the shell in the window.
    func shellPID() throws -> pid_t {
        let text = try tmux(["list-panes", "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let pid = pid_t(text) else { throw TmuxFailed(arguments: ["list-panes"], status: -1) }
        return pid
    }

    /// The terminal's line discipline after a command: `icanon echo` when sane (canonical input, echo on).
    func terminalModes() async throws -> String {
        try await clear()
        try typeLine("stty -a | tr -s ' ;' '\\n\\n' | grep -xE -- '-?(icanon|echo)' | tr '\\n' ' '; echo '<modes'")
        let shown = try await waitForScreen("stty's modes") { $0.contains(" <modes") || $0.contains("\n<modes") }
        let line = shown.split(separator: "\n").first { $0.hasSuffix("<modes") } ?? ""
        return line.replacingOccurrences(of: "<modes", with: "").trimmingCharacters(in: .whitespaces)
    }

    /// Runs a tmux command on this terminal's server, through diary's own `ForegroundChild` (Foundation's
    /// `Process` can miss the end of a child when waited for from a test's task). Its output goes through a
    /// file, not a pipe: the server that the first command starts keeps the descriptors it was given.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let outputURL = socket.deletingLastPathComponent().appendingPathComponent("tmux-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let script = "run() { out=$1; shift; exec tmux \"$@\" > \"$out\" 2>/dev/null < /dev/null; }; run"
        let ending = try ForegroundChild.run(
            script, arguments: [outputURL.path, "-S", socket.path] + arguments,
            environment: ["LANG": "C.UTF-8"], ignoring: [])
        guard ending == .exited(0) else { throw TmuxFailed(arguments: arguments, status: ending.status) }
        return String(decoding: FileManager.default.contents(atPath: outputURL.path) ?? Data(), as: UTF8.self)
    }

    private static func quoted(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

struct TerminalTimeout: Error { let what: String }
struct TmuxFailed: Error {
    let arguments: [String]
    let status: Int32
}
