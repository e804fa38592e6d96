import Foundation
import Testing
@testable import diary

/// The one way diary starts an interactive program (the editor, the pager).
@Suite("ForegroundChild: a program in diary's own process group")
struct ForegroundChildTests {
    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("foreground-\(UUID().uuidString)")
    }

    @Test("the child shares diary's process group (so it keeps the terminal's foreground), and gets its arguments whole")
    func sameProcessGroup() throws {
        let out = temporaryFile()
        defer { try? FileManager.default.removeItem(at: out) }
        let script = "report() { ps -o pgid= -p $$ | tr -d ' ' > \"$1\"; printf '%s|' \"$@\" >> \"$1\"; }; report"
        let ending = try ForegroundChild.run(script, arguments: [out.path, "two words", "é"], ignoring: [])
        #expect(ending == .exited(0))
        let lines = (try String(contentsOf: out, encoding: .utf8)).split(separator: "\n")
        #expect(lines.first.map(String.init) == "\(getpgrp())")
        #expect(lines.last == "\(out.path)|two words|é|")
    }

    @Test("exit statuses and signals come back as a shell reports them")
    func endings() throws {
        #expect(try ForegroundChild.run("exit 3; :", ignoring: []) == .exited(3))
        #expect(try ForegroundChild.run("kill -9 $$; :", ignoring: []) == .killed(signal: SIGKILL))
        #expect(try ForegroundChild.run("kill -9 $$; :", ignoring: []).status == 137)
        #expect(try ForegroundChild.run("no-such-program-here", ignoring: []) == .exited(127))
    }

    @Test("signals ignored while the child runs get their earlier actions back; the child has them as diary had")
    func signalsRestored() throws {
        var before = sigaction()
        sigaction(SIGINT, nil, &before)
        let out = temporaryFile()
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try ForegroundChild.run("grep SigIgn /proc/self/status >", arguments: [out.path], ignoring: [SIGINT, SIGQUIT]) {
            var now = sigaction()
            sigaction(SIGINT, nil, &now)
            #expect(Self.handler(now) == Self.handler(ignoring()), "ignored while the child runs")
        }
        var after = sigaction()
        sigaction(SIGINT, nil, &after)
        #expect(Self.handler(after) == Self.handler(before))
        let ignored = UInt64((try String(contentsOf: out, encoding: .utf8)).split(separator: "\t").last!
            .trimmingCharacters(in: .whitespacesAndNewlines), radix: 16)!
        #expect(ignored & (1 << (UInt64(SIGINT) - 1)) == 0, "the child's Ctrl-C is its own")
    }

    /// A signal action's handler as a number (SIG_DFL 0, SIG_IGN 1, else an address).
    private static func handler(_ action: sigaction) -> Int {
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    }

    private func ignoring() -> sigaction {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_IGN
        return action
    }

    @Test("plain commands are exec'ed by the shell; lists, pipes, variables and assignments are not", arguments: [
        ("vim", true), ("code --wait", true), ("vim -c 'set spell'", true), ("'/a b/my editor.sh'", true), ("less -R", true),
        ("vim; echo", false), ("less | cat", false), ("$EDITOR", false), ("FOO=1 vim", false), ("(vim)", false),
    ])
    func plainCommands(command: String, plain: Bool) {
        #expect(ForegroundChild.isPlain(command) == plain)
    }
}
