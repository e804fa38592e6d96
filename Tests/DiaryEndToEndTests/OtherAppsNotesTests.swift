import Foundation
import TestSupport
import Testing

/// A phone app sharing the vault's remote (GitJournal names a new note by the moment it was made): its
/// notes in the month folders become entries at the next sync.
@Suite("sync takes in the notes a phone app wrote")
struct OtherAppsNotesTests {
    /// A note as GitJournal writes one: its `created` and `modified`, a `title`, a blank line, the text.
    static let note = "---\ncreated: 2024-02-26T06:48:59+01:00\nmodified: 2024-02-26T06:49:30+01:00\ntitle: Morning\n---\n\nCoffee by the window.\n"

    @Test(
        "GitJournal's 2024/02/2024-02-26-06-48-59.md, pushed by the phone: renamed to the day's entry in a commit, followed by git log --follow, sent back"
    )
    func takenIn() async throws {
        let machines = try await SyncTests.Machines.make()
        let sb = machines.sb
        defer { sb.cleanUp() }
        let phone = sb.root.appendingPathComponent("phone")
        try await sb.gitResult(["clone", "-q", machines.bare.path, phone.path], in: sb.root).succeeded()
        let folder = phone.appendingPathComponent("2024/02")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.note.utf8).write(to: folder.appendingPathComponent("2024-02-26-06-48-59.md"))
        // A note without a date of its own, and one that does not read: the first dated by its name, the second left.
        try Data("Evening walk.\n".utf8).write(to: folder.appendingPathComponent("2024-02-26-19-05-00.md"))
        try Data("---\ntitle: [broken\n---\nText.\n".utf8).write(to: folder.appendingPathComponent("2024-02-27-08-00-00.md"))
        for args in [
            ["add", "-A"], ["-c", "user.name=Phone", "-c", "user.email=phone@example.com", "commit", "-qm", "Added three notes"], ["push", "-q"]
        ] {
            try await sb.gitResult(args, in: phone).succeeded()
        }

        let sync = try await machines.sync(machines.laptop)
        Expect.success(sync)
        #expect(
            sync.stdout.hasPrefix(
                "Took in 2024/02/2024-02-26-06-48-59.md → 2024/02/2024-02-26.md: a note another app wrote, now an entry.\n"
                    + "Took in 2024/02/2024-02-26-19-05-00.md → 2024/02/2024-02-26-2.md: a note another app wrote, now an entry.\n"),
            "\(sync)")
        #expect(
            machines.text(machines.laptop, "2024/02/2024-02-26.md")
                == "---\nschema: 2\ncreated: 2024-02-26T06:48:59+01:00\nmodified: 2024-02-26T06:49:30+01:00\ntitle: Morning\n---\n\nCoffee by the window.\n"
        )
        #expect(machines.text(machines.laptop, "2024/02/2024-02-26-2.md")?.contains("created: 2024-02-26T19:05:00+09:00\n") == true)
        #expect(machines.text(machines.laptop, "2024/02/2024-02-27-08-00-00.md")?.contains("[broken") == true, "left where it was")
        let subjects = try await sb.gitResult(["log", "--format=%s", "-1"], in: machines.laptop).stdout
        #expect(subjects == "Take in 2 notes another app wrote\n")
        let followed = try await sb.gitResult(["log", "--follow", "--format=%s", "--", "2024/02/2024-02-26.md"], in: machines.laptop).stdout
        #expect(followed == "Take in 2 notes another app wrote\nAdded three notes\n", "\(followed)")
        let list = try await sb.diary("list", "--json", vault: .at(machines.laptop))
        #expect(list.stdout.contains("\"title\" : \"Morning\""), "\(list)")

        // The other machine receives the entries under their new names; a second sync finds nothing to take in.
        Expect.success(try await machines.sync(machines.desktop))
        #expect(machines.text(machines.desktop, "2024/02/2024-02-26.md") != nil)
        #expect(!FileManager.default.fileExists(atPath: machines.desktop.appendingPathComponent("2024/02/2024-02-26-06-48-59.md").path))
        let again = try await machines.sync(machines.laptop)
        #expect(!again.stdout.contains("Took in"), "\(again)")
        try await machines.expectConverged()
    }
}
