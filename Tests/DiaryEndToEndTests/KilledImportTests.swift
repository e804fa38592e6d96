import Foundation
import TestSupport
import Testing

/// `diary import dayone` of a zip with photos, killed at random moments (while it copies the photos,
/// writes the entries, commits): once the next command has run, the vault holds the whole import or
/// none of it, and no copy, entry or photo is left lying about. The moments are drawn from `TestSeed`.
@Suite("imports killed at random moments", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zip")))
struct KilledImportTests {
    private static let rounds = 12
    private static let photos = 8

    /// Day One's zip: `photos` entries, each with a photo of 400 KB.
    private func dayOneZip(_ sb: Sandbox) async throws -> URL {
        let folder = sb.root.appendingPathComponent("Export")
        var entries: [String] = []
        var names = ["Journal.json"]
        for day in 1...Self.photos {
            let photo = DayOneZipFixture.bytes("killed \(day)", count: 400_000)
            let md5 = try await DayOneZipFixture.hash(sb, "md5sum", photo)
            let url = folder.appendingPathComponent("photos/\(md5).jpeg")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try photo.write(to: url)
            names.append("photos/\(md5).jpeg")
            entries.append(
                #"{"uuid": "K\#(day)", "creationDate": "2024-03-0\#(day)T00:00:00Z", "timeZone": "Asia/Seoul", "#
                    + #""text": "Day \#(day)\\.\n\n![](dayone-moment://P\#(day))", "photos": [{"identifier": "P\#(day)", "md5": "\#(md5)", "type": "jpeg"}]}"#
            )
        }
        try Data("{\"metadata\": {\"version\": \"1.0\"}, \"entries\": [\(entries.joined(separator: ","))]}".utf8)
            .write(to: folder.appendingPathComponent("Journal.json"))
        let zip = sb.root.appendingPathComponent("Export.zip")
        try await DayOneZipFixture.run(sb, ["/usr/bin/zip", "-q", "-n", ".jpeg", zip.path] + names, in: folder)
        return zip
    }

    /// Every file under `folder` (a vault's `.git/diary/tmp` or `undo`), as paths below it.
    private func contents(_ folder: URL) -> [String] {
        (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
    }

    @Test(
        "SIGKILL during import dayone with photos: after the next save, all of the import or none of it, nothing left lying about",
        arguments: TestSeed.run)
    func sigkill(seed: UInt64) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let zip = try await dayOneZip(sb)
        // How long a whole import takes here now, so that kills land over its real run.
        let timing = sb.root.appendingPathComponent("timing")
        try await DayOneZipFixture.emptyVault(sb, at: timing)
        let start = DispatchTime.now().uptimeNanoseconds
        Expect.success(try await sb.diary("import", "dayone", zip.path, vault: .at(timing)))
        var duration = max(DispatchTime.now().uptimeNanoseconds - start, 50_000_000)

        var generator = SplitMix64(seed: seed)
        var landed = 0
        var undone = 0
        for round in 1...Self.rounds {
            let context = "seed \(seed) round \(round)"
            let vault = sb.root.appendingPathComponent("vault-\(round)")
            try await DayOneZipFixture.emptyVault(sb, at: vault)
            let run = try sb.launch(["import", "dayone", zip.path], vault: .at(vault))
            try await Task.sleep(nanoseconds: UInt64.random(in: duration / 8...duration * 5 / 4, using: &generator))
            run.send(SIGKILL)
            if try await run.wait().status == 0 {
                // The import was over before the kill (the machine is quicker now than when timed): aim earlier.
                duration = max(duration * 3 / 4, 50_000_000)
            }
            // A kill can leave git's own locks; the user removes them when the next run names them.
            let branch = try await sb.gitResult(["symbolic-ref", "--short", "HEAD"], in: vault).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            for lock in [".git/index.lock", ".git/refs/heads/\(branch).lock"] {
                try? FileManager.default.removeItem(at: vault.appendingPathComponent(lock))
            }
            Expect.success(try await sb.diary("new", "probe \(round)", vault: .at(vault)), context: context)

            let status = try await sb.gitResult(["status", "--porcelain", "--untracked-files=all", "--ignored"], in: vault)
            #expect(status.stdout.isEmpty, "\(context): \(status.stdout)")
            #expect(
                contents(vault.appendingPathComponent(".git/diary/tmp")).isEmpty,
                "\(context): \(contents(vault.appendingPathComponent(".git/diary/tmp")))")
            #expect(contents(vault.appendingPathComponent(".git/diary/undo")).isEmpty, "\(context)")
            let tree = try await sb.gitResult(["ls-tree", "-r", "--name-only", "HEAD", "--", "2024"], in: vault).stdout
                .split(separator: "\n")
            if tree.isEmpty {
                undone += 1
                // Folders the import made may stay, empty (git does not see them); no file may.
                let left = contents(vault.appendingPathComponent("2024")).filter { !$0.hasSuffix("03") && !$0.hasSuffix("media") }
                #expect(left.isEmpty, "\(context): files without a commit: \(left)")
            } else {
                landed += 1
                #expect(tree.count == 2 * Self.photos, "\(context): part of an import: \(tree)")
                let subjects = try await sb.gitResult(["log", "--format=%s"], in: vault).stdout
                #expect(subjects.contains("Import \(Self.photos) entries from Day One\n"), "\(context): \(subjects)")
            }
            try await sb.expectClean(in: vault, context: context)
        }
        // Both ends must have been met for the test to mean something.
        #expect(landed + undone == Self.rounds && undone > 0, "seed \(seed): landed \(landed), undone \(undone)")
    }
}
