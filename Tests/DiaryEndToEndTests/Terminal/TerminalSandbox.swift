import Foundation
import Testing

/// A sandbox (vault, HOME, settings) with a real terminal on it: bash in tmux, `diary` on its PATH, the vault
/// in `$DIARY_VAULT`, vim as the editor and less as the pager, as a person would have them.
final class TerminalSandbox {
    let sandbox: Sandbox
    let terminal: TmuxTerminal

    var vault: URL { sandbox.vault }

    private init(environment overrides: [String: String?], columns: Int, rows: Int) async throws {
        sandbox = try Sandbox()
        let link = sandbox.bin.appendingPathComponent("diary")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: DiaryBinary.url)
        var settings: [String: String?] = [
            "PATH": sandbox.bin.path + ":/usr/local/bin:/usr/bin:/bin", "DIARY_VAULT": sandbox.vault.path,
            "EDITOR": "vim", "PAGER": nil, "LESS": nil, "COLUMNS": nil, "LANG": "C.UTF-8"
        ]
        settings.merge(overrides) { _, given in given }
        let environment = sandbox.environment(settings)
        do {
            terminal = try await TmuxTerminal(in: sandbox.root, environment: environment, columns: columns, rows: rows)
        } catch {
            sandbox.cleanUp()
            throw error
        }
    }

    /// Runs `body` with a fresh terminal sandbox whose vault is initialized; closes both afterwards.
    static func with(
        environment: [String: String?] = [:], columns: Int = 100, rows: Int = 30,
        _ body: (TerminalSandbox) async throws -> Void
    ) async throws {
        let box = try await TerminalSandbox(environment: environment, columns: columns, rows: rows)
        defer {
            box.terminal.close()
            box.sandbox.cleanUp()
        }
        try await box.sandbox.initVault()
        try await body(box)
    }

    /// Waits for vim to show the draft it was given (its status line names the file) and to take commands
    /// (it answers an `:echo`, so keys typed next never race its start-up).
    @discardableResult
    func waitForVim(sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let shown = try await terminal.waitForScreen("vim on a draft", sourceLocation: sourceLocation) { $0.contains(".git/diary/drafts/") }
        guard !shown.contains("ATTENTION") else { return shown }
        try terminal.typeLine(":echo 'vim-' . 'ready'")
        try await terminal.waitForScreen("vim taking commands", sourceLocation: sourceLocation) { $0.contains("vim-ready") }
        return shown
    }

    /// Runs `diary open` (or `command`) and waits for vim on its draft; returns that screen.
    @discardableResult
    func openInVim(_ command: String = "diary open", sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        try terminal.run(command)
        return try await waitForVim(sourceLocation: sourceLocation)
    }

    /// The entry files of the vault, by path relative to it.
    func entries() async throws -> [String] {
        try await sandbox.gitLines("ls-files").filter { $0.hasSuffix(".md") && !$0.hasPrefix(".diary/") }
    }
}
