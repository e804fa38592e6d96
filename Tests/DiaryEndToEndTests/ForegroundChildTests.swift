import Foundation
import TestSupport
import Testing

@testable import diary

/// The one way diary starts an interactive program (the editor, the pager).
@Suite("ForegroundChild: a program in diary's own process group")
struct ForegroundChildTests {
    /// A file to write in a new temporary folder, and the folder to remove afterwards.
    private func temporaryFile() throws -> (file: URL, folder: URL) {
        let folder = try TemporaryFolder.make("foreground")
        return (folder.appendingPathComponent("out"), folder)
    }

    @Test("the child shares diary's process group (so it keeps the terminal's foreground), and gets its arguments whole")
    func sameProcessGroup() throws {
        let (out, folder) = try temporaryFile()
        defer { TemporaryFolder.remove(folder) }
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
        let (out, folder) = try temporaryFile()
        defer { TemporaryFolder.remove(folder) }
        _ = try ForegroundChild.run("grep SigIgn /proc/self/status >", arguments: [out.path], ignoring: [SIGINT, SIGQUIT]) {
            var now = sigaction()
            sigaction(SIGINT, nil, &now)
            #expect(Self.handler(now) == Self.handler(ignoring()), "ignored while the child runs")
        }
        var after = sigaction()
        sigaction(SIGINT, nil, &after)
        #expect(Self.handler(after) == Self.handler(before))
        let ignored = UInt64(
            (try String(contentsOf: out, encoding: .utf8)).split(separator: "\t").last!
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

    @Test(
        "plain commands naming a program are exec'ed by the shell; builtins, lists, pipes, variables and assignments are not",
        arguments: [
            ("vim", true), ("vim -c 'set spell'", true), ("less -R", true), ("'/usr/bin/env' vim", true), ("\"/usr/bin/vim\" -f", true),
            (":", false), ("exec vim", false), ("command vim", false), ("no-such-program-here --wait", false),
            ("vim; echo", false), ("less | cat", false), ("$EDITOR", false), ("FOO=1 vim", false), ("(vim)", false), ("'/usr/bin/vim", false)
        ])
    func plainCommands(command: String, plain: Bool) {
        #expect(ForegroundChild.isPlain(command, environment: ["PATH": "/usr/bin:/bin"]) == plain)
    }

    @Test("a command that is not plain still runs, through the shell (GIT_EDITOR=: works, as in git)")
    func notPlainStillRuns() throws {
        #expect(try ForegroundChild.run(":", arguments: ["file"], ignoring: []) == .exited(0))
        #expect(try ForegroundChild.run("true; false", ignoring: []) == .exited(1))
    }

    @Test("the child gets stdin, stdout and stderr only: no other descriptor of diary's")
    func noInheritedDescriptors() throws {
        let (out, folder) = try temporaryFile()
        defer { TemporaryFolder.remove(folder) }
        // A descriptor without close-on-exec, as Foundation's Pipe makes, numbered high above ls's own.
        let held = fcntl(STDERR_FILENO, F_DUPFD, 200)
        #expect(held >= 200)
        defer { close(held) }
        _ = try ForegroundChild.run("ls /proc/self/fd >", arguments: [out.path], ignoring: [])
        let open = (try String(contentsOf: out, encoding: .utf8)).split(separator: "\n").compactMap { Int32($0) }
        #expect(open.contains(0) && !open.contains(held), "\(open)")
    }
}
