import Foundation
import TestSupport
import Testing

@testable import VaultKit

/// Day One exports found in public repositories (`Fixtures/dayone-*`, each with its licence and
/// SOURCE.md), through the built binary: `import dayone` keeps what the JSON says of each attachment
/// and warns of what the export lacks, and `export --format dayone` gives the entries back as the JSON
/// had them. Every expectation is read from the fixture's JSON in the test, none written out here.
@Suite("Day One's real exports", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zip")))
struct DayOneRealExportTests {
    @Test(
        "import dayone: each attachment's details as the JSON gives them, a warning per missing file and unlisted link",
        arguments: DayOneRealExport.all)
    func importKeepsTheDetails(_ export: DayOneRealExport) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let entries = try export.entries()
        let result = try await sb.diary("import", "dayone", try await export.zip(sb).path)
        Expect.success(result)
        let warnings = try export.expectedWarnings()
        // Each fixture lacks some files it lists and holds others.
        let held = try export.files()
        #expect(!warnings.isEmpty && !held.isEmpty)
        #expect(Set(result.errorLines) == warnings, "\(result)")
        #expect(result.errorLines.count == Set(result.errorLines).count, "each said once: \(result)")
        let rich = entries.filter { $0["richText"] != nil }.count
        #expect(result.stdout.contains("Left out Day One's richText of \(rich) entr"), "\(result)")
        let vault = try DayOneRealExport.vaultEntries(sb)
        #expect(vault.count == entries.count, "\(vault.keys.sorted())")
        for entry in entries {
            let uuid = DayOneRealExport.Attachment.text(entry["uuid"]) ?? ""
            let kept = try #require(vault[uuid], "entry \(uuid)")
            #expect(DayOneRealExport.value("dayone_rich_text", in: kept.document) == nil)
            let items = DayOneRealExport.attachments(entry)
            let details = DayOneRealExport.value(DayOneAttachmentDetails.key, in: kept.document)
            guard case .object(let byLink)? = details else {
                #expect(items.isEmpty, "\(kept.path) keeps no details of \(items.map(\.identifier))")
                continue
            }
            #expect(byLink.count == items.count, "\(kept.path): \(byLink.keys.sorted())")
            for item in items {
                let file = try export.file(for: item)
                var expected = item.fields
                // The md5 of a file the vault holds is worked out from the file again; a missing one is marked.
                if file != nil { expected["md5"] = nil } else { expected[DayOneAttachmentDetails.missing] = .bool(true) }
                let found = byLink.filter { $0.value.field("identifier") == .string(item.identifier) }
                try #require(found.count == 1, "\(kept.path): \(item.identifier) in \(byLink.keys.sorted())")
                let (link, fields) = try #require(found.first)
                #expect(DayOneRealExport.differences(fields, .object(expected)) == [], "\(kept.path): \(link)")
                if let file {
                    // The file beside its entry, byte for byte, linked from the front matter as from the body.
                    let folder = (kept.path as NSString).deletingLastPathComponent
                    #expect(link.hasPrefix("media/") && kept.document.body.contains("](\(link))"), "\(kept.path): \(link)")
                    #expect(sb.bytes(folder + "/" + link) == (try Data(contentsOf: export.url.appendingPathComponent(file))), "\(link)")
                } else {
                    #expect(link == item.exportName, "\(kept.path)")
                }
            }
        }
        try await sb.expectClean()
    }

    @Test("import dayone, export --format dayone: every entry as the JSON had it, and each file it held", arguments: DayOneRealExport.all)
    func roundTrip(_ export: DayOneRealExport) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        Expect.success(try await sb.diary("import", "dayone", try await export.zip(sb).path))
        let out = sb.root.appendingPathComponent("Out.zip")
        Expect.success(try await sb.diary("export", "--format", "dayone", "-o", out.path))
        let back = try await DayOneRealExport.exported(sb, out)
        let entries = try export.entries()
        #expect(back.count == entries.count)
        for entry in entries {
            let uuid = DayOneRealExport.Attachment.text(entry["uuid"]) ?? ""
            var again = try #require(back[uuid], "entry \(uuid)")
            // What a diary export adds for diary alone; the richText the import left out.
            again["diary"] = nil
            var source = entry
            source["richText"] = nil
            let (text, textAgain) = (source.removeValue(forKey: "text"), again.removeValue(forKey: "text"))
            #expect(DayOneRealExport.differences(.object(source), .object(again)) == [], "entry \(uuid)")
            // The text byte for byte, but where the source has a bare character Day One escapes today.
            if let reason = DayOneRealExport.escapedOtherwise[uuid] {
                withKnownIssue(Comment(rawValue: reason)) { #expect(textAgain == text, "entry \(uuid)") }
            } else {
                #expect(textAgain == text, "entry \(uuid)")
            }
            // Read as Markdown reads a backslash before punctuation, it is the same text.
            #expect(
                DayOneRealExport.Attachment.text(textAgain).map(DayOneRealExport.markdownUnescaped)
                    == DayOneRealExport.Attachment.text(text).map(DayOneRealExport.markdownUnescaped), "entry \(uuid)")
        }
        // Each file the export held goes out again under its name, byte for byte.
        let unpacked = sb.root.appendingPathComponent("Out")
        try await DayOneZipFixture.run(sb, ["/usr/bin/unzip", "-q", out.path, "-d", unpacked.path])
        let held = try export.files()
        #expect(DayOneRealExport.files(in: unpacked) == held)
        for file in held {
            #expect(
                FileManager.default.contents(atPath: unpacked.appendingPathComponent(file).path)
                    == FileManager.default.contents(atPath: export.url.appendingPathComponent(file).path), "\(file)")
        }
    }

    @Test("import dayone --keep-rich-text: each richText kept as dayone_rich_text, and exported again as it was", arguments: DayOneRealExport.all)
    func keepRichText(_ export: DayOneRealExport) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let result = try await sb.diary("import", "dayone", "--keep-rich-text", try await export.zip(sb).path)
        Expect.success(result)
        #expect(!result.stdout.contains("richText"), "\(result)")
        let vault = try DayOneRealExport.vaultEntries(sb)
        let out = sb.root.appendingPathComponent("Out.zip")
        Expect.success(try await sb.diary("export", "--format", "dayone", "-o", out.path))
        let back = try await DayOneRealExport.exported(sb, out)
        let entries = try export.entries()
        #expect(entries.contains { $0["richText"] != nil }, "the fixture has richText")
        for entry in entries {
            let uuid = DayOneRealExport.Attachment.text(entry["uuid"]) ?? ""
            let kept = try #require(vault[uuid], "entry \(uuid)")
            #expect(DayOneRealExport.value("dayone_rich_text", in: kept.document) == entry["richText"], "\(kept.path)")
            #expect(back[uuid]?["richText"] == entry["richText"], "entry \(uuid)")
        }
    }

    @Test(
        "export --format html: an entry that starts with a plain line, as Day One's do, shows it once, as its title", arguments: DayOneRealExport.all)
    func htmlShowsThePlainFirstLineOnce(_ export: DayOneRealExport) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        Expect.success(try await sb.diary("import", "dayone", try await export.zip(sb).path))
        var checked = 0
        for (_, kept) in try DayOneRealExport.vaultEntries(sb).sorted(by: { $0.value.path < $1.value.path }) {
            let first = kept.document.body.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) } ?? ""
            let line = first.trimmingCharacters(in: .whitespaces)
            // A heading is a title already; a picture first is no title line.
            guard let probe = DayOneRealExport.plainWords(line), !line.hasPrefix("#"), !line.hasPrefix("!["), !line.hasPrefix("[")
            else { continue }
            checked += 1
            let html = try await sb.diary("export", "--format", "html", kept.path)
            Expect.success(html)
            #expect(
                html.stdout.contains("<h2>") && html.stdout.components(separatedBy: "<h2>").dropFirst().first?.contains(probe) == true,
                "\(kept.path): the title holds \"\(probe)\": \(html.stdout)")
            #expect(html.stdout.components(separatedBy: probe).count == 2, "\(kept.path): \"\(probe)\" once: \(html.stdout)")
        }
        #expect(checked > 0, "the fixture has entries that start with a plain line")
    }

    @Test(
        "import dayone of a zip without its files: each one named as Day One's export names it (a recording's .m4a)",
        arguments: DayOneRealExport.all)
    func missingFilesNamedAsTheExportNamesThem(_ export: DayOneRealExport) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let result = try await sb.diary("import", "dayone", try await export.zip(sb, withFiles: false).path)
        Expect.success(result)
        let kept = try DayOneRealExport.vaultEntries(sb).values.map { DayOneRealExport.value(DayOneAttachmentDetails.key, in: $0.document) }
        // The files the fixture holds, by the names Day One's export gave them.
        for file in try export.files() {
            #expect(result.errorLines.contains { $0.contains(": \(file) is not in the export; ") }, "\(file): \(result)")
            #expect(kept.contains { $0?.field(file)?.field(DayOneAttachmentDetails.missing) == .bool(true) }, "\(file)")
        }
        try await sb.expectClean()
    }
}
