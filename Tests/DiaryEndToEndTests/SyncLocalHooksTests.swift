import Foundation
import TestSupport
import Testing

/// What docs/sync.md ("Hooks of a remote that is a path") says of a remote that is a path or a file:// URL: libgit2 writes the objects and moves
/// the ref itself, so none of that repository's hooks run (git runs them through receive-pack); a remote
/// served by git (ssh://, git://, https://) runs them, as `declinedPush` in `SyncTests` shows.
@Suite("a push to a path or file:// remote runs none of its hooks; git push does")
struct SyncLocalHooksTests {
    static let hooks = ["pre-receive", "update", "post-receive", "post-update"]

    /// Each hook of `bare` appends its name to `log` and lets the push through.
    static func installHooks(in bare: URL, log: URL) throws {
        for hook in hooks {
            let url = bare.appendingPathComponent("hooks/\(hook)")
            try Data("#!/bin/sh\necho \(hook) >> '\(log.path)'\nexit 0\n".utf8).write(to: url)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
    }

    static func ran(_ log: URL) -> [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test("diary sync to a path and to file:// runs no hook; git push to the same repository runs all four")
    func hooksOfALocalRemote() async throws {
        let m = try await SyncTests.Machines.make()
        defer { m.sb.cleanUp() }
        let log = m.sb.root.appendingPathComponent("hooks.log")
        try Self.installHooks(in: m.bare, log: log)
        Expect.success(try await m.sb.diary("remote", "add", "usb", "file://" + m.bare.path, vault: .at(m.laptop)))

        for remote in ["origin", "usb"] {  // origin is the bare repository's path
            Expect.success(try await m.sb.diary("new", "Pushed to \(remote).", vault: .at(m.laptop)))
            let result = try await m.sync(m.laptop, remote)
            Expect.success(result)
            #expect(result.stdout.contains("sent 1 entry"), "\(result)")
            #expect(
                try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.laptop).stdout
                    == (try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.bare).stdout), "the push arrived")
            #expect(Self.ran(log) == [], "no hook ran for \(remote)")
        }

        // The same repository, pushed to by git: receive-pack runs every hook.
        Expect.success(try await m.sb.diary("new", "Pushed by git.", vault: .at(m.laptop)))
        try await m.sb.gitResult(["push", "-q", "origin"], in: m.laptop).expectSuccess()
        #expect(Self.ran(log) == Self.hooks, "\(Self.ran(log))")
    }
}
