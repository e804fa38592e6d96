import Foundation
import Testing

/// A conflict is told on every machine until the person settles it, whoever merged it: two clones of one
/// vault (through a bare repository, and through `git daemon`), the same entry changed on both, synced in
/// both orders. Settling is editing the file; no command is needed.
@Suite("conflicts told on every machine until settled")
struct ConflictNoticeTests {
    typealias Machines = SyncTests.Machines
    static let path = "2026/11/2026-11-20.md"

    /// How the two machines reach each other.
    enum Transport: String, CaseIterable, CustomTestStringConvertible {
        case bareRepository, gitDaemon
        var testDescription: String { rawValue }
    }

    /// Two machines syncing with `remote` (origin, the bare repository, or `server`, the same repository
    /// served by git daemon). The daemon is stopped when `body` returns.
    static func withMachines(_ transport: Transport, _ body: (Machines, String) async throws -> Void) async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        guard transport == .gitDaemon else { return try await body(m, "origin") }
        let daemon = try GitDaemon(base: m.sb.root)
        defer { daemon.stop() }
        for vault in [m.laptop, m.desktop] {
            Expect.success(try await m.sb.diary("remote", "add", "server", "git://127.0.0.1:\(daemon.port)/diary.git", vault: .at(vault)))
        }
        try await body(m, "server")
    }

    static func status(_ m: Machines, _ vault: URL) async throws -> String {
        let result = try await m.sb.diary("status", vault: .at(vault))
        Expect.success(result)
        return result.stdout
    }

    /// What a person does to settle a conflict: keeps `body` and `extra` front matter, markers gone.
    static func settle(_ m: Machines, _ vault: URL, body: String, extra: String = "") throws {
        try m.write(vault, path, body: body, extra: extra)
    }

    @Test(
        "the same line changed on both: both machines name the entry until the markers are gone, whichever syncs first",
        arguments: Transport.allCases, [true, false])
    func bodyConflictOnBothMachines(_ transport: Transport, laptopFirst: Bool) async throws {
        try await Self.withMachines(transport) { m, remote in
            // `first` syncs first; `second` merges.
            let (first, second) = laptopFirst ? (m.laptop, m.desktop) : (m.desktop, m.laptop)
            try m.write(first, Self.path, body: "# Thursday\n\nThe first machine's line.\n")
            try m.write(second, Self.path, body: "# Thursday\n\nThe second machine's line.\n")
            try await m.sync(first, remote).expectSuccess()
            let merged = try await m.sync(second, remote)
            Expect.success(merged)
            #expect(merged.stdout.contains("1 need attention (\(Self.path)"), "\(merged)")
            #expect(merged.stderr.contains("attention: \(Self.path): a passage was changed on both machines"), "\(merged)")
            // The other machine is told too, when the merged file comes in, and its status says so.
            let received = try await m.sync(first, remote)
            Expect.success(received)
            #expect(received.stdout.contains("received 1 entry") && received.stdout.contains("need attention (\(Self.path)"), "\(received)")
            #expect(received.stderr.contains("attention: \(Self.path): a passage was changed on both machines"), "\(received)")
            for vault in [m.laptop, m.desktop] {
                let status = try await Self.status(m, vault)
                #expect(status.contains("Needs attention:") && status.contains(Self.path), "\(status)")
                #expect(!status.contains("^J"), "one line each: \(status)")
            }
            // Told again by every sync until settled.
            #expect(try await m.sync(second, remote).stderr.contains("attention: \(Self.path)"))
            // Settled on the machine that did not merge, by editing the markers away; both clear after the next
            // syncs, nothing else run.
            try Self.settle(m, first, body: "# Thursday\n\nThe first machine's line, and the second's.\n")
            let settled = try await m.sync(first, remote)
            Expect.success(settled)
            #expect(!settled.stdout.contains("need attention") && settled.stderr.isEmpty, "\(settled)")
            try await m.sync(second, remote).expectSuccess()
            for vault in [m.laptop, m.desktop] {
                #expect(try await Self.status(m, vault).contains("Nothing needs attention."))
            }
            try await m.expectConverged()
        }
    }

    @Test(
        "weather and place changed on both: both values kept where the person sees them, the keys named on both machines",
        arguments: Transport.allCases)
    func frontMatterConflictOnBothMachines(_ transport: Transport) async throws {
        try await Self.withMachines(transport) { m, remote in
            let laptopFields = "location:\n  name: Busan\nweather:\n  condition: Rain\n  temperature: 3\ntags: [trip]\n"
            let desktopFields = "location:\n  name: Seoul\nweather:\n  condition: Sunny\n  temperature: 11.5\ntags: [home]\n"
            try m.write(m.laptop, Self.path, body: "# Thursday\n\nFirst lines.\n", extra: laptopFields)
            try m.write(m.desktop, Self.path, body: "# Thursday\n\nFirst lines.\n", extra: desktopFields)
            try await m.sync(m.laptop, remote).expectSuccess()
            let merged = try await m.sync(m.desktop, remote)
            Expect.success(merged)
            #expect(merged.stderr.contains("attention: \(Self.path): location, weather changed on both machines"), "\(merged)")
            let text = try #require(m.text(m.desktop, Self.path))
            let parts = text.components(separatedBy: "---\n")
            // The front matter holds one value (this machine's), reads, and has no marker; tags are united.
            #expect(parts[1].contains("name: Seoul") && parts[1].contains("condition: Sunny") && parts[1].contains("tags: [home, trip]"), "\(text)")
            #expect(!parts[1].contains("<<<<<<<"), "\(text)")
            // Both values are in the body, between labelled markers, where the person sees them.
            let body = parts.dropFirst(2).joined(separator: "---\n")
            #expect(body.contains("<<<<<<< local (") && body.contains("front matter: location, weather"), "\(body)")
            #expect(body.contains("name: Seoul") && body.contains("name: Busan") && body.contains("condition: Rain"), "\(body)")
            #expect(try await Self.status(m, m.desktop).contains("location, weather changed on both machines"))
            // The laptop, whose values were not kept in the front matter, is told which keys.
            let received = try await m.sync(m.laptop, remote)
            #expect(received.stderr.contains("attention: \(Self.path): location, weather changed on both machines"), "\(received)")
            #expect(try await Self.status(m, m.laptop).contains("location, weather changed on both machines"))
            // `diary show` and `list` still read the entry.
            Expect.success(try await m.sb.diary("show", "2026-11-20", vault: .at(m.laptop)))
            // Settled on the desktop: the laptop's place kept, the block deleted.
            try Self.settle(
                m, m.desktop, body: "# Thursday\n\nFirst lines.\n",
                extra: "location:\n  name: Busan\nweather:\n  condition: Sunny\n  temperature: 11.5\ntags: [home, trip]\n")
            try await m.sync(m.desktop, remote).expectSuccess()
            try await m.sync(m.laptop, remote).expectSuccess()
            for vault in [m.laptop, m.desktop] {
                #expect(try await Self.status(m, vault).contains("Nothing needs attention."))
                #expect(m.text(vault, Self.path)?.contains("name: Busan") == true)
            }
            try await m.expectConverged()
        }
    }

    @Test("markers never nest: the same line changed again on both while unsettled keeps the other version beside it")
    func markersNeverNest() async throws {
        try await Self.withMachines(.bareRepository) { m, remote in
            try m.write(m.laptop, Self.path, body: "# Thursday\n\nThe laptop's line.\n")
            try m.write(m.desktop, Self.path, body: "# Thursday\n\nThe desktop's line.\n")
            try await m.sync(m.laptop, remote).expectSuccess()
            try await m.sync(m.desktop, remote).expectSuccess()
            try await m.sync(m.laptop, remote).expectSuccess()
            // Both machines now hold the markers; each edits inside them, differently.
            for (vault, word) in [(m.laptop, "LAPTOP"), (m.desktop, "DESKTOP")] {
                let text = try #require(m.text(vault, Self.path))
                try Data(text.replacingOccurrences(of: "The desktop's line.", with: "The desktop's line, \(word).").utf8)
                    .write(to: vault.appendingPathComponent(Self.path))
            }
            try await m.sync(m.laptop, remote).expectSuccess()
            let second = try await m.sync(m.desktop, remote)
            Expect.success(second)
            #expect(second.stderr.contains(".conflict-"), "the merging machine names the copy: \(second)")
            // The other machine, which gets the copy by fast-forward, is told of it as it comes in.
            let received = try await m.sync(m.laptop, remote)
            Expect.success(received)
            #expect(received.stderr.contains("attention: \(Self.path): changed on both machines while it still held"), "\(received)")
            for vault in [m.laptop, m.desktop] {
                let text = try #require(m.text(vault, Self.path))
                #expect(text.components(separatedBy: "<<<<<<< ").count == 2, "one block, not nested: \(text)")
                let copies = try FileManager.default.contentsOfDirectory(atPath: vault.appendingPathComponent("2026/11").path)
                    .filter { $0.hasPrefix("2026-11-20.conflict-") }
                try #require(copies.count == 1, "\(copies)")
                let both = text + (m.text(vault, "2026/11/" + copies[0]) ?? "")
                #expect(both.contains("LAPTOP") && both.contains("DESKTOP"), "no word lost: \(both)")
                let status = try await Self.status(m, vault)
                #expect(status.contains(copies[0]), "\(status)")
            }
            // Settled: the copy deleted and the markers edited away, on one machine.
            let copy = try FileManager.default.contentsOfDirectory(atPath: m.desktop.appendingPathComponent("2026/11").path)
                .first { $0.hasPrefix("2026-11-20.conflict-") }!
            try FileManager.default.removeItem(at: m.desktop.appendingPathComponent("2026/11/" + copy))
            try Self.settle(m, m.desktop, body: "# Thursday\n\nOne line for both, LAPTOP and DESKTOP.\n")
            try await m.sync(m.desktop, remote).expectSuccess()
            try await m.sync(m.laptop, remote).expectSuccess()
            for vault in [m.laptop, m.desktop] {
                #expect(try await Self.status(m, vault).contains("Nothing needs attention."))
            }
            try await m.expectConverged()
        }
    }

    @Test("a conflict that came by plain git pull is found by status; resolved with plain git, it clears")
    func conflictFromPlainGit() async throws {
        try await Self.withMachines(.bareRepository) { m, remote in
            _ = remote
            try m.write(m.laptop, Self.path, body: "# Thursday\n\nThe laptop's line.\n")
            try m.write(m.desktop, Self.path, body: "# Thursday\n\nThe desktop's line.\n")
            try await m.sync(m.laptop, remote).expectSuccess()
            try await m.sync(m.desktop, remote).expectSuccess()
            // The laptop takes the merge with plain git, never through diary sync.
            try await m.sb.gitResult(["pull", "-q", "--ff-only"], in: m.laptop).succeeded()
            let status = try await Self.status(m, m.laptop)
            #expect(status.contains(Self.path) && status.contains("a passage was changed on both machines"), "\(status)")
        }
    }
}
