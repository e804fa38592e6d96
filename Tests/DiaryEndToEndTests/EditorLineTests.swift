import Foundation
import TestSupport
import Testing

/// The editor opens with the cursor where the writing goes: the vi family gets `-c LINE` before the file,
/// editors known to take `+LINE` get that; any other editor gets the file alone, as before.
@Suite("the editor opens where the writing goes")
struct EditorLineTests {
    /// A stand-in for an editor (named `name`, `vim` unless said, in a folder of its own) that writes its
    /// arguments to `args`, one a line, and a line of text to the file (its last argument).
    static func fakeVim(_ sb: Sandbox, name: String = "vim") throws -> (command: String, args: URL) {
        let folder = sb.root.appendingPathComponent("fake-bin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let args = sb.root.appendingPathComponent("vim-args")
        let script = folder.appendingPathComponent(name)
        let body = "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(args.path)'\nfor last; do :; done\nprintf 'Typed.\\n' >> \"$last\"\n"
        try Data(body.utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return (script.path, args)
    }

    static func arguments(_ url: URL) -> [String] {
        (try? String(contentsOf: url, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    }

    @Test("a new entry: vim opens on the empty line below the front matter")
    func newEntry() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let vim = try Self.fakeVim(sb)
        Expect.success(try await sb.diary("new", env: ["EDITOR": vim.command]))
        let args = Self.arguments(vim.args)
        #expect(args.count == 3 && args[0...1] == ["-c", "5"] && args[2].contains(".git/diary/drafts/"), "\(args)")
        let entry = try #require(try await sb.gitLines("ls-files").first { $0.hasSuffix(".md") })
        let text = try #require(sb.shared.contents(entry))
        #expect(text.hasSuffix("---\n\nTyped.\n"), "\(text)")
    }

    @Test("a template: the editor opens on the empty line after its text")
    func template() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.write(".diary/template.md", "# {{weekday}}\n\nGrateful for:")
        let vim = try Self.fakeVim(sb)
        Expect.success(try await sb.diary("new", env: ["EDITOR": vim.command]))
        #expect(Self.arguments(vim.args).prefix(2) == ["-c", "8"], "4 lines of front matter, heading, blank, text, then the line to write on")
    }

    @Test("an entry with a sync's conflict markers: the editor opens on the first marker")
    func conflictMarkers() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.write(
            "2026/11/2026-11-20.md",
            "---\nschema: 2\ncreated: 2026-11-20T09:00:00+09:00\n---\n# Thursday\n\n<<<<<<< local (laptop)\na\n=======\nb\n>>>>>>> origin/main 1a2b3c4\n"
        )
        let vim = try Self.fakeVim(sb)
        Expect.success(try await sb.diary("open", "2026-11-20", env: ["EDITOR": vim.command]))
        #expect(Self.arguments(vim.args).prefix(2) == ["-c", "7"])
    }

    @Test("nano, emacs, micro and kak get +LINE")
    func plusLine() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        for name in ["nano", "emacs", "micro", "kak"] {
            let editor = try Self.fakeVim(sb, name: name)
            Expect.success(try await sb.diary("new", env: ["EDITOR": editor.command]))
            #expect(Self.arguments(editor.args).first == "+5", "\(name): \(Self.arguments(editor.args))")
        }
    }

    @Test("an editor not known to take +LINE gets the file alone")
    func otherEditors() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        Expect.success(try await sb.diary("new", editor: .append))
        let logged = try String(contentsOf: sb.editorLog, encoding: .utf8)
        #expect(logged.hasPrefix("/") && logged.contains(".git/diary/drafts/"), "its first argument is the file: \(logged)")
    }
}
