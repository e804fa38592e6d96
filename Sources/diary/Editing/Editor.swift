import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The user's editor, found as git finds it (`GIT_EDITOR`, `core.editor`, …): `$DIARY_EDITOR`, then the
/// `editor` setting, then `$VISUAL`, then `$EDITOR`, then `vi`.
struct Editor {
    /// Where the command came from (for `diary config list`).
    enum Source: Equatable {
        /// An environment variable, by name.
        case variable(String)
        /// The `editor` setting.
        case setting
        /// Nothing set: `vi`.
        case fallback
    }

    let command: String
    let source: Source

    init(environment: [String: String] = ProcessInfo.processInfo.environment, configured: String? = nil) {
        let candidates: [(String?, Source)] = [
            (environment["DIARY_EDITOR"], .variable("DIARY_EDITOR")),
            (configured, .setting),
            (environment["VISUAL"], .variable("VISUAL")),
            (environment["EDITOR"], .variable("EDITOR"))
        ]
        let pick = candidates.first { $0.0.map { !$0.isEmpty } ?? false }
        command = pick?.0 ?? "vi"
        source = pick?.1 ?? .fallback
    }

    /// Runs `sh -c '<editor> "$@"' <editor> [+LINE] <file>` in the terminal's foreground, as git runs it, and
    /// returns its exit status (128 + the signal when it was killed), so `code --wait`, `vim -c 'set spell'`
    /// and a quoted path with spaces all work. An editor known to take `+LINE` opens with the cursor on
    /// `line`, where the writing goes; any other gets the file alone. Ctrl-C and Ctrl-\ are the editor's
    /// while it runs.
    func edit(_ file: URL, line: Int? = nil) throws(ForegroundChild.StartFailure) -> Int32 {
        let position = line.map(lineArguments) ?? []
        return try ForegroundChild.run(command, arguments: position + [file.path], ignoring: [SIGINT, SIGQUIT]).status
    }

    /// Editors that open a file at a line given as `+LINE` before it, by program name (helix since 23.10).
    static let plusLineEditors: Set<String> = [
        "nano", "rnano", "pico", "emacs", "emacsclient", "mg", "zile", "jove", "micro", "kak", "hx", "helix", "joe", "jmacs",
        "jpico", "jstar", "jed", "ne", "mcedit", "gedit", "vis"
    ]
    /// The vi family, told the line as an ex command (`-c LINE`), which vim, neovim, nvi and BusyBox's vi
    /// all take (BusyBox's vi has no `+LINE`).
    static let exCommandEditors: Set<String> = ["vi", "vim", "nvim", "gvim", "mvim"]

    /// The arguments that open the editor at `line`, before the file: none for an editor not known to take one.
    func lineArguments(_ line: Int) -> [String] {
        guard let first = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).first else { return [] }
        let program = String(first.split(separator: "/").last ?? first)
        if Self.exCommandEditors.contains(program) { return ["-c", "\(line)"] }
        return Self.plusLineEditors.contains(program) ? ["+\(line)"] : []
    }
}
