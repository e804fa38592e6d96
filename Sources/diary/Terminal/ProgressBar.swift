import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A one-line progress bar on stderr, only when stderr is a terminal: a label, the bar, and a detail
/// (what is being done, how far, how fast).
///
/// Each drawing goes back to the start of the line and erases what is left of the one before
/// (`\r`, then `ESC [K`), and fits the terminal's width; `finish` erases the bar, leaving a clean line.
/// Nothing is drawn in the first 0.3 s but the full bar, so a quick run only flashes it.
final class ProgressBar: @unchecked Sendable {
    private let label: String
    // Instants of the continuous clock, which a change of the wall clock does not move.
    private let started = ContinuousClock.now
    private let lock = NSLock()
    private var shown = false
    private var lastDrawn: ContinuousClock.Instant?
    private var filled = 0.0

    /// nil when stderr is not a terminal: then there is no bar at all.
    init?(label: String) {
        guard Terminal.stderrIsTTY else { return nil }
        self.label = label
    }

    /// Shows `fraction` (0 to 1) of the work done; the bar never moves back. Drawn at most ten times a
    /// second, and always when it becomes full.
    func update(fraction: Double, detail: String) {
        lock.lock()
        defer { lock.unlock() }
        let becomesFull = fraction >= 1 && filled < 1
        filled = max(filled, min(max(fraction, 0), 1))
        let now = ContinuousClock.now
        let sinceDrawn = lastDrawn.map { $0.duration(to: now) } ?? .seconds(Int64.max)
        guard becomesFull || (started.duration(to: now) >= .milliseconds(300) && sinceDrawn >= .milliseconds(100)) else { return }
        lastDrawn = now
        Terminal.writeError("\r" + Self.line(label: label, fraction: filled, detail: detail, columns: Self.columns) + "\u{1B}[K")
        shown = true
    }

    /// Erases the bar, if one was drawn.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { Terminal.writeError("\r\u{1B}[K") }
        shown = false
    }

    /// `label ███████░░░░ detail`, narrower than `columns` (the last column is left free, so no
    /// terminal wraps the line). The bar keeps its width whatever the detail (up to 30 columns, with 40
    /// left for the detail); a detail too long for the line is cut.
    static func line(label: String, fraction: Double, detail: String, columns: Int) -> String {
        let width = min(max(columns - 1 - DisplayWidth.of(label) - 2 - 40, 10), 30)
        let done = Int((Double(width) * fraction).rounded(.down))
        let line = label + " " + String(repeating: "█", count: done) + String(repeating: "░", count: width - done) + " " + detail
        return DisplayWidth.truncate(line, to: max(columns - 1, 1))
    }

    /// Columns of the terminal on stderr, else $COLUMNS, else 80.
    static var columns: Int {
        var size = winsize()
        if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return 80
    }
}
