import Foundation

/// A one-line progress bar on stderr (done / total and rate), only when stderr is a terminal.
final class ProgressBar: @unchecked Sendable {
    private let label: String
    private let started = Date()
    private let lock = NSLock()
    private var shown = false

    /// nil when stderr is not a terminal: then there is no bar at all.
    init?(label: String) {
        guard Terminal.stderrIsTTY else { return nil }
        self.label = label
    }

    func update(_ done: Int, _ total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let elapsed = max(Date().timeIntervalSince(started), 0.001)
        guard elapsed > 0.3 || done == total else { return }
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let rate = Int(Double(done) / elapsed)
        Terminal.writeError("\r\(label) \(bar) \(done)/\(total) (\(rate)/s)")
        shown = true
    }

    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { Terminal.writeError("\n") }
    }
}
