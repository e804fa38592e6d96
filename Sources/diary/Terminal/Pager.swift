import FileWriting
import Foundation
import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

/// Long output goes through the user's pager, as git does it: only on a terminal, only when the text
/// does not fit on one screen, never when stdout is a pipe or a file.
enum Pager {
    /// Writes `text` to stdout, through `$PAGER` (default `less -R`) when `PagerChoice` says so. Used by
    /// every command whose output can be long (list, search, show, log, tags, on-this-day).
    /// - Throws: `StandardOutputError` when stdout cannot take the text (see `StandardOutput`).
    static func write(_ text: String) throws {
        guard
            let pager = PagerChoice.pager(
                for: text, terminal: Terminal.stdoutSize,
                environment: ProcessInfo.processInfo.environment)
        else {
            try StandardOutput.write(text)
            return
        }
        if !pager.run(text) { try StandardOutput.write(text) }
    }

    /// `write(_:)` for output built in chunks: when stdout is no terminal (no pager then), the chunks are
    /// written as they are, without a string of the whole output.
    /// - Throws: `StandardOutputError` when stdout cannot take the text (see `StandardOutput`).
    static func write(_ text: ChunkedText) throws {
        guard Terminal.stdoutIsTTY else {
            for chunk in text.chunks { try StandardOutput.write(chunk) }
            return
        }
        try write(text.string)
    }
}

/// Whether to page, and with what: a pure function of the terminal, the environment and the text.
enum PagerChoice {
    /// What git also does when `LESS` is unset: quit when the text fits (F), keep colours (R), leave it on screen (X).
    static let defaultLESS = "FRX"

    /// The pager for `text`, or nil to write it directly: stdout is not a terminal (`terminal` nil), the text
    /// fits on one screen, or `$PAGER` is empty or `cat`.
    static func pager(for text: String, terminal: TerminalSize?, environment: [String: String]) -> PagerCommand? {
        guard let terminal, let command = command(environment: environment) else { return nil }
        // The last row is the shell's prompt (and less's own), so a text of `rows` lines already scrolls.
        guard screenRows(text, columns: terminal.columns) >= terminal.rows else { return nil }
        var settings: [String: String] = [:]
        if environment["LESS"] == nil { settings["LESS"] = defaultLESS }
        if environment["LV"] == nil { settings["LV"] = "-c" }
        return PagerCommand(shellCommand: command, environment: settings)
    }

    /// `$PAGER`, or `less -R` when it is unset; nil when it is empty or `cat` (no pager).
    static func command(environment: [String: String]) -> String? {
        guard let given = environment["PAGER"] else { return "less -R" }
        let command = given.trimmingCharacters(in: .whitespaces)
        return command.isEmpty || command == "cat" ? nil : command
    }

    /// Rows `text` takes on a terminal `columns` wide: long lines wrap; colour codes take no room.
    static func screenRows(_ text: String, columns: Int) -> Int {
        guard !text.isEmpty else { return 0 }
        let width = max(columns, 1)
        var rows = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let cells = DisplayWidth.of(withoutEscapes(line))
            rows += max(1, (cells + width - 1) / width)
        }
        // A final newline ends the last line; it does not start another.
        return text.hasSuffix("\n") ? rows - 1 : rows
    }

    /// `line` without ANSI escape sequences (`ESC [ … letter`).
    private static func withoutEscapes(_ line: Substring) -> Substring {
        guard line.contains("\u{1B}") else { return line }
        var out = ""
        var escaping = false
        for scalar in line.unicodeScalars {
            if escaping {
                if (0x40...0x7E).contains(scalar.value), scalar != "[" { escaping = false }
            } else if scalar == "\u{1B}" {
                escaping = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return Substring(out)
    }
}

/// A pager to run: a shell command (as git runs `$PAGER`), and variables to set for it.
struct PagerCommand: Equatable {
    let shellCommand: String
    let environment: [String: String]

    /// Runs the command through `sh -c` in the terminal's foreground (as git runs its pager) with `text` on its standard
    /// input, and waits for it. False when the pager could not be started (then nothing was shown and the
    /// caller writes the text).
    func run(_ text: String) -> Bool {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        // Close-on-exec: the pager must hold no copy of the write end, or it would never see the end of the text
        // (ForegroundChild also closes every descriptor above stderr in the child; the read end becomes its stdin).
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        let ending: ForegroundChild.Ending
        do {
            // Ctrl-C and Ctrl-\ are the pager's to handle; quitting it early closes the pipe, and the write
            // then fails with EPIPE instead of killing diary.
            ending = try ForegroundChild.run(
                shellCommand, environment: environment, input: readEnd,
                ignoring: [SIGINT, SIGQUIT, SIGPIPE]
            ) {
                close(readEnd)
                // Every byte, or as many as the reader takes before it goes away (EPIPE).
                _ = writeAll(Array(text.utf8), to: writeEnd)
                close(writeEnd)
            }
        } catch {
            close(readEnd)
            close(writeEnd)
            return false
        }
        // 126/127: the shell could not run the command (not found, not executable).
        return ending != .exited(126) && ending != .exited(127)
    }
}
