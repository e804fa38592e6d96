import FileWriting
import Foundation
import TerminalText

#if canImport(Glibc)
    import Glibc
#endif

/// Standard streams, terminal detection, colour and width.
enum Terminal {
    static var stdoutIsTTY: Bool { isatty(STDOUT_FILENO) == 1 }
    static var stderrIsTTY: Bool { isatty(STDERR_FILENO) == 1 }
    static var stdinIsTTY: Bool { isatty(STDIN_FILENO) == 1 }

    /// Colour on stdout: only on a terminal, and never with NO_COLOR set.
    static var colorsStdout: Bool { stdoutIsTTY && ProcessInfo.processInfo.environment["NO_COLOR"] == nil }
    static var colorsStderr: Bool { stderrIsTTY && ProcessInfo.processInfo.environment["NO_COLOR"] == nil }

    /// Rows and columns of the terminal on stdout; nil when stdout is not a terminal. A terminal that
    /// does not tell its size is taken as $LINES × $COLUMNS, else 24 × 80.
    static var stdoutSize: TerminalSize? {
        guard stdoutIsTTY else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
            return TerminalSize(rows: Int(size.ws_row), columns: width)
        }
        let lines = ProcessInfo.processInfo.environment["LINES"].flatMap(Int.init) ?? 0
        return TerminalSize(rows: lines > 0 ? lines : 24, columns: width)
    }

    /// Columns of the terminal, else $COLUMNS, else 80.
    static var width: Int {
        var size = winsize()
        if stdoutIsTTY, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return 80
    }

    /// `text` on stdout, through `StandardOutput`.
    /// - Throws: `StandardOutputError` when stdout cannot take it.
    static func write(_ text: String) throws {
        try StandardOutput.write(text)
    }

    /// `text` on stderr. A write that fails is not reported: there is nowhere left to report it.
    static func writeError(_ text: String) {
        var text = text
        _ = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }

    /// Columns a message on stderr (stdout) is wrapped to; nil when the stream is not a terminal.
    static var stderrColumns: Int? { TerminalWidth.columns(of: STDERR_FILENO, environment: ProcessInfo.processInfo.environment) }
    static var stdoutColumns: Int? { TerminalWidth.columns(of: STDOUT_FILENO, environment: ProcessInfo.processInfo.environment) }

    /// `message` and a newline on stderr, wrapped at spaces to the terminal (`TextWrap.message`).
    static func writeErrorLine(_ message: String, prefix: String = "") {
        writeError(TextWrap.message(message, prefix: prefix, width: stderrColumns) + "\n")
    }

    /// `message` and a newline on stdout, wrapped at spaces to the terminal (`TextWrap.message`).
    /// - Throws: `StandardOutputError` when stdout cannot take it.
    static func writeLine(_ message: String) throws {
        try write(TextWrap.message(message, width: stdoutColumns) + "\n")
    }

    /// `error: message` on stderr: one line, wrapped at spaces on a terminal.
    static func printError(_ message: String) {
        let label = colorsStderr ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
        writeErrorLine(TerminalSafe.line(message.replacingOccurrences(of: "\n", with: " ")), prefix: label + " ")
    }

    /// `warning: message` on stderr: one line, wrapped at spaces on a terminal.
    static func printWarning(_ message: String) {
        let label = colorsStderr ? "\u{1B}[1;33mwarning:\u{1B}[0m" : "warning:"
        writeErrorLine(message.replacingOccurrences(of: "\n", with: " "), prefix: label + " ")
    }

    /// `hint: message` on stderr: one line, wrapped at spaces on a terminal.
    static func printHint(_ message: String) {
        let label = colorsStderr ? "\u{1B}[33mhint:\u{1B}[0m" : "hint:"
        writeErrorLine(TerminalSafe.line(message), prefix: label + " ")
    }

    /// Asks a yes/no question on stderr and reads the answer from stdin.
    static func confirm(_ question: String, defaultYes: Bool) -> Bool {
        writeError(TextWrap.message(question + (defaultYes ? " [Y/n]" : " [y/N]"), width: stderrColumns) + " ")
        guard let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        if answer.isEmpty { return defaultYes }
        return answer == "y" || answer == "yes" || answer == "예" || answer == "네"
    }

    static func style(_ text: String, _ code: String, enabled: Bool) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// The size of a terminal, in character cells.
struct TerminalSize: Equatable, Sendable {
    let rows: Int
    let columns: Int
}
