import Foundation
import TestSupport
import Testing

/// Day One's photos, videos and audio through `diary import dayone` and `export --format dayone`: in the
/// vault beside their entries, committed with them, taken out again in Day One's layout; never taken for
/// entries by list, search, migrate, sync or status; a damaged file stops the import, a missing one is said.
@Suite("import and export dayone: attachments", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zip")))
struct ImportExportMediaTests {
    @Test("import dayone: each file beside its entry, one commit; a file the zip lacks is one warning; list and search see the entries")
    func importsTheFiles() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let (zip, _) = try await DayOneZipFixture.dayOneZip(sb)
        let result = try await sb.diary("import", "dayone", zip.path)
        Expect.success(result)
        #expect(
            result.errorLines == [
                "warning: Export.zip/Journal.json entries[0]: photos/0123456789abcdef0123456789abcdef.jpeg is not in the export; "
                    + "its link is left as it was (export again with the media files included)"
            ], "\(result)")
        #expect(result.stdout.contains("Added 3 attachments (371 KB) beside their entries, in each month's media folder."), "\(result)")
        #expect(result.stdout.contains("Imported 2 entries, skipped 0, 0 already there ("), "\(result)")

        let sha = (
            photo: try await DayOneZipFixture.hash(sb, "sha256sum", DayOneZipFixture.photo),
            video: try await DayOneZipFixture.hash(sb, "sha256sum", DayOneZipFixture.video),
            audio: try await DayOneZipFixture.hash(sb, "sha256sum", DayOneZipFixture.audio)
        )
        let media = ["2025/10/media/\(sha.photo).jpeg", "2025/10/media/\(sha.video).mov", "2025/10/media/\(sha.audio).m4a"]
        for (path, data) in Swift.zip(media, [DayOneZipFixture.photo, DayOneZipFixture.video, DayOneZipFixture.audio]) {
            #expect(sb.bytes(path) == data, "\(path)")
        }
        #expect(
            sb.text("2025/10/2025-10-18.md")?.hasSuffix(
                "---\n![](media/\(sha.photo).jpeg)\n\n# 가을 산책\n\nLeaves are falling.\n\n[Video](media/\(sha.video).mov)\n"
                    + "[Audio](media/\(sha.audio).m4a)\n![](dayone-moment://GONE)") == true, "\(sb.text("2025/10/2025-10-18.md") ?? "")")
        #expect(try await sb.subjects() == ["Import 2 entries from Day One"])
        #expect(Set(try await sb.filesChanged()) == Set(media + ["2025/10/2025-10-18.md", "2025/10/2025-10-19.md"]))
        try await sb.expectClean()

        // The entry that starts with a photo is titled by its heading.
        let list = try await sb.diary("list")
        Expect.success(list)
        #expect(list.outputLines.count == 2 && list.outputLines[1].contains("가을 산책  Leaves are falling."), "\(list)")
        let search = try await sb.diary("search", "falling", "-l")
        #expect(search.stdout == "2025/10/2025-10-18.md\n", "\(search)")

        // Imported again: nothing new, no file twice.
        let again = try await sb.diary("import", "dayone", zip.path)
        #expect(again.stdout.contains("Imported 0 entries, skipped 0, 2 already there."), "\(again)")
        #expect(try await sb.commitCount() == 1)
    }

    @Test("the files are no entries: list, search, migrate, status and sync between two vaults pass them by and carry them")
    func theFilesAreNoEntries() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let (zip, _) = try await DayOneZipFixture.dayOneZip(sb)
        Expect.success(try await sb.diary("import", "dayone", zip.path))
        let entries = ["2025/10/2025-10-19.md", "2025/10/2025-10-18.md"]

        let list = try await sb.diary("list", "--json")
        Expect.success(list)
        let listed = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]
        #expect(listed?.compactMap { $0["path"] as? String } == entries, "\(list)")
        let search = try await sb.diary("search", "e", "-l")
        #expect(search.stdout == entries.joined(separator: "\n") + "\n" && search.stderr.isEmpty, "\(search)")
        let migrate = try await sb.diary("migrate", "--dry-run")
        Expect.success(migrate)
        #expect(migrate.stdout.contains("Nothing to migrate") && migrate.stderr.isEmpty, "\(migrate)")
        for command in ["tags", "stats", "calendar"] {
            let run = try await sb.diary(command, "--year", "2025")
            #expect(run.status == 0 && run.stderr.isEmpty, "\(command): \(run)")
        }

        let bare = sb.root.appendingPathComponent("diary.git")
        try await sb.gitResult(["init", "-q", "--bare", bare.path], in: sb.root).succeeded()
        Expect.success(try await sb.diary("remote", "add", "origin", bare.path))
        let sent = try await sb.diary("sync")
        Expect.success(sent)
        let desktop = sb.root.appendingPathComponent("desktop")
        Expect.success(try await sb.diary("init", "--clone", bare.path, vault: .at(desktop)))
        for setting in [["user.name", "Ada Writer"], ["user.email", "ada@example.com"]] {
            try await sb.gitResult(["config"] + setting, in: desktop).succeeded()
        }
        let media = try FileManager.default.contentsOfDirectory(atPath: sb.url("2025/10/media").path).sorted()
        #expect(media.count == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: desktop.appendingPathComponent("2025/10/media").path).sorted() == media)
        for vault in [sb.vault, desktop] {
            let status = try await sb.diary("status", vault: .at(vault))
            Expect.success(status)
            #expect(!status.stdout.contains("media") && status.stderr.isEmpty, "\(status)")
            try await sb.expectClean(in: vault)
        }
    }

    @Test(
        "export --format dayone -o NAME.zip: the files in photos/, videos/, audios/ by MD5, linked as Day One links them; read back, the same vault")
    func exportTakesTheFilesAlong() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let (zip, md5) = try await DayOneZipFixture.dayOneZip(sb)
        Expect.success(try await sb.diary("import", "dayone", zip.path))
        let out = sb.root.appendingPathComponent("Out.zip")
        let exported = try await sb.diary("export", "--format", "dayone", "-o", out.path)
        Expect.success(exported)
        #expect(exported.stderr == "Wrote 2 entries to \(out.path)\n", "\(exported)")
        let listing = try await DayOneZipFixture.run(sb, ["/usr/bin/unzip", "-Z1", out.path])
        #expect(
            Set(listing.split(separator: "\n").map(String.init)) == [
                "Journal.json", "photos/\(md5["photo"]!).jpeg", "videos/\(md5["video"]!).mov", "audios/\(md5["audio"]!).m4a"
            ], "\(listing)")
        let journal = try await DayOneZipFixture.run(sb, ["/usr/bin/unzip", "-p", out.path, "Journal.json"])
        #expect(journal.contains("\"md5\" : \"\(md5["photo"]!)\""), "\(journal)")
        #expect(journal.contains(#""text" : "![](dayone-moment://"#), "\(journal)")
        #expect(journal.contains("Leaves are falling\\\\.") && journal.contains("![](dayone-moment:/video/"), "\(journal)")

        let other = sb.root.appendingPathComponent("other")
        try await DayOneZipFixture.emptyVault(sb, at: other)
        let back = try await sb.diary("import", "dayone", out.path, vault: .at(other))
        Expect.success(back)
        #expect(back.stdout.contains("Added 3 attachments"), "\(back)")
        let original = try sb.files()
        for (path, data) in original {
            #expect(FileManager.default.contents(atPath: other.appendingPathComponent(path).path) == data, "\(path)")
        }
        // Without a zip the files cannot go along: the links stay as they are, and a warning says how to take them.
        let json = try await sb.diary("export", "--format", "dayone")
        Expect.success(json)
        #expect(
            json.errorLines == [
                "warning: 3 links to attachments are left as they are: a Journal.json cannot hold the files; "
                    + "export to a .zip (-o Export.zip) to take them along"
            ], "\(json)")
    }

    @Test("a file damaged in the zip: one error naming it, nothing imported, nothing left behind")
    func aDamagedFileStopsTheImport() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let (zip, md5) = try await DayOneZipFixture.dayOneZip(sb)
        // The recording is stored: its bytes are in the zip as they are.
        var data = try Data(contentsOf: zip)
        let at = try #require(data.range(of: DayOneZipFixture.audio.subdata(in: 5000..<5100))).lowerBound
        data[at] ^= 0x55
        try data.write(to: zip)
        let before = try await sb.state()
        let result = try await sb.diary("import", "dayone", zip.path)
        Expect.oneLineError(result, mentioning: ["Export.zip/audios/\(md5["audio"]!).m4a", "damaged", "nothing was imported"])
        #expect(try await sb.state() == before)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: sb.url(".git/diary/tmp").path)) ?? [] == [])
        try await sb.expectClean()
    }

    @Test("a large file in the zip is imported with a warning naming it and its size")
    func aLargeFileIsSaidSo() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        // Bytes that do not shrink in the zip, as a real PDF's do not: 50 MB of zeros would be a zip bomb.
        let pdf = DayOneZipFixture.bytes("a large pdf", count: 50 * 1024 * 1024 + 1)
        let (zip, md5) = try await DayOneZipFixture.dayOneZip(sb, pdf: pdf)
        let result = try await sb.diary("import", "dayone", zip.path)
        Expect.success(result)
        #expect(
            result.errorLines.contains { $0.hasPrefix("warning: Export.zip/pdfs/\(md5["pdf"]!).pdf is 50 MB; it is in the vault, but ") },
            "\(result)")
        // The second entry lists the PDF and links it nowhere: it is linked at the end, as Day One shows it.
        #expect(sb.text("2025/10/2025-10-19.md")?.contains("Quiet Sunday.\n\n[PDF](media/") == true, "\(sb.text("2025/10/2025-10-19.md") ?? "")")
        try await sb.expectClean()
    }

    @Test("export --format dayone into a pipe named NAME.zip: the whole zip, files and all, goes into it; nothing is left behind")
    func exportZipIntoAPipe() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let (zip, md5) = try await DayOneZipFixture.dayOneZip(sb)
        Expect.success(try await sb.diary("import", "dayone", zip.path))
        let fifo = sb.root.appendingPathComponent("Out.zip")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let copy = sb.root.appendingPathComponent("from-fifo.zip")
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        reader.arguments = ["-c", "cat \"$0\" > \"$1\"", fifo.path, copy.path]
        try reader.run()
        // The zip is made in TMPDIR first (a zip is written out of order), then copied into the pipe.
        let scratch = sb.root.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let exported = try await sb.diary("export", "--format", "dayone", "-o", fifo.path, env: ["TMPDIR": scratch.path])
        reader.waitUntilExit()
        Expect.success(exported)
        let listing = try await DayOneZipFixture.run(sb, ["/usr/bin/unzip", "-Z1", copy.path])
        #expect(listing.contains("photos/\(md5["photo"]!).jpeg\n") && listing.contains("Journal.json\n"), "\(listing)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
        #expect(try FileManager.default.attributesOfItem(atPath: fifo.path)[.type] as? FileAttributeType == .typeUnknown, "still a pipe")
        try await sb.expectClean()
    }
}
