import FaultInjection
import Foundation
import TestSupport
import Testing

/// Saves on a real full disk (a small tmpfs filled to many levels): each run either says "Saved" for a
/// commit plain git finds, or fails with one `error:` line, HEAD where it was, a clean `git status` (no
/// untracked entry, nothing staged) and the text kept. Before, some levels said "Saved" for a commit
/// that did not exist.
@Suite("saving on a full disk")
struct FullDiskTests {
    /// What every fill level must come to; returns whether the command succeeded.
    private func expectWholeOutcome(
        _ result: RunResult, _ sb: Sandbox, vault: URL, headBefore: String?,
        level: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Bool {
        Expect.expectNoCrash(result, sourceLocation: sourceLocation)
        let head = try await sb.gitResult(["rev-parse", "--verify", "-q", "HEAD"], in: vault).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let status = try await sb.gitResult(["status", "--porcelain", "--untracked-files=all"], in: vault)
        #expect(status.stdout.isEmpty, "free \(level) KiB: git status: \(status.stdout) after \(result)", sourceLocation: sourceLocation)
        if result.status == 0 {
            #expect(head != headBefore, "free \(level) KiB: said it saved, HEAD did not move: \(result)", sourceLocation: sourceLocation)
            let exists = try await sb.gitResult(["cat-file", "-e", head + "^{commit}"], in: vault)
            #expect(exists.status == 0, "free \(level) KiB: the commit must exist", sourceLocation: sourceLocation)
            return true
        }
        #expect(
            result.errorLines.count == 1 && result.errorLines.first?.hasPrefix("error: ") == true,
            "free \(level) KiB: \(result)", sourceLocation: sourceLocation)
        #expect(!result.stderr.contains("unknown libgit2 error"), "free \(level) KiB: \(result)", sourceLocation: sourceLocation)
        #expect(head == headBefore, "free \(level) KiB: HEAD moved on a failure", sourceLocation: sourceLocation)
        return false
    }

    @Test("diary new: at each fill level a real commit, or an error with the text kept as a draft")
    func quickEntry() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await SmallDisk.with(kibibytes: 1024) { disk in
            let vault = disk.folder.appendingPathComponent("vault")
            Expect.success(try await sb.diary("init", vault: .at(vault)))
            Expect.success(try await sb.diary("new", "first", vault: .at(vault)))
            var saved = 0
            var refused = 0
            var kept = 0
            for level in stride(from: 100, through: 0, by: -3) {
                let text = "Level \(level). " + String(repeating: "words \(UUID().uuidString) ", count: 300)
                let before = try await sb.gitResult(["rev-parse", "HEAD"], in: vault).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
                try disk.fill(leaving: level)
                let result = try await sb.diary("new", text, vault: .at(vault))
                disk.drain()
                if try await expectWholeOutcome(result, sb, vault: vault, headBefore: before, level: level) {
                    saved += 1
                    continue
                }
                refused += 1
                // "kept in DRAFT" names a draft that holds every word; without it the text was never written.
                if let range = result.stderr.range(of: "kept in ") {
                    let path = String(result.stderr[range.upperBound...].prefix { $0 != ":" })
                    let draft = try String(contentsOfFile: path, encoding: .utf8)
                    #expect(draft.contains(text), "free \(level) KiB: the draft must hold the text")
                    try FileManager.default.removeItem(atPath: path)
                    kept += 1
                }
            }
            #expect(saved > 0 && refused > 0 && kept > 0, "levels must cover all outcomes: saved \(saved), refused \(refused), kept \(kept)")
        }
    }

    @Test("diary open: at each fill level a real commit, or the entry as it was and the edit kept as a draft")
    func editInEditor() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await SmallDisk.with(kibibytes: 1024) { disk in
            let vault = disk.folder.appendingPathComponent("vault")
            Expect.success(try await sb.diary("init", vault: .at(vault)))
            let path = "2025/09/2025-09-03.md"
            let entry = vault.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: entry.deletingLastPathComponent(), withIntermediateDirectories: true)
            let long = String(repeating: "A line of the entry that is long enough to matter. \(UUID().uuidString)\n", count: 120)
            try Data(Fixture.entry(day: "2025-09-03", title: "Long", body: long).utf8).write(to: entry)
            Expect.success(try await sb.diary("init", vault: .at(vault)))
            var saved = 0
            var refused = 0
            var lastFailure: RunResult?
            // Each small file takes at least a 4 KiB page of the tmpfs: the top levels leave room for all of them.
            for level in stride(from: 120, through: 0, by: -4) {
                let before = try await sb.gitResult(["rev-parse", "HEAD"], in: vault).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
                let original = try Data(contentsOf: entry)
                try disk.fill(leaving: level)
                let result = try await sb.diary("open", path, vault: .at(vault), env: ["EDITOR": sb.editor(.append)])
                disk.drain()
                if try await expectWholeOutcome(result, sb, vault: vault, headBefore: before, level: level) {
                    saved += 1
                    continue
                }
                refused += 1
                lastFailure = result
                #expect(try Data(contentsOf: entry) == original, "free \(level) KiB: the entry file changed without a commit")
                let draft = vault.appendingPathComponent(".git/diary/drafts/2025-09-03.md")
                if FileManager.default.fileExists(atPath: draft.path) {
                    #expect(try String(contentsOf: draft, encoding: .utf8).hasSuffix(StubEditor.appendedText))
                    try FileManager.default.removeItem(at: draft)
                }
            }
            #expect(saved > 0 && refused > 0, "saved \(saved), refused \(refused); last failure: \(String(describing: lastFailure))")
        }
    }

    @Test("diary migrate: at each fill level all entries committed, or every file as it was")
    func migrate() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await SmallDisk.with(kibibytes: 1536) { disk in
            let vault = disk.folder.appendingPathComponent("vault")
            Expect.success(try await sb.diary("init", vault: .at(vault)))
            var paths: [String] = []
            for day in 1...28 {
                let path = String(format: "2024/02/2024-02-%02d.md", day)
                let url = vault.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                let body = String(repeating: "Old words \(UUID().uuidString) ", count: 40)
                try Data("---\nschema: 1\ncreated: \(1_706_745_600 + day * 86_400)\n---\n# Day \(day)\n\n\(body)\n".utf8).write(to: url)
                paths.append(path)
            }
            Expect.success(try await sb.diary("init", vault: .at(vault)))
            // Around the level where the migration's pack and journal first fit (the files are rewritten in
            // place, in the pages they have): the old diary said "Migrated" at one of these with the files
            // changed and nothing committed. Each success is undone with plain git, so every level meets
            // the same vault.
            var saved = 0
            var refused = 0
            for level in stride(from: 0, through: 60, by: 2) {
                let before = try await sb.gitResult(["rev-parse", "HEAD"], in: vault).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
                let originals = try paths.map { try Data(contentsOf: vault.appendingPathComponent($0)) }
                try disk.fill(leaving: level)
                let result = try await sb.diary("migrate", vault: .at(vault))
                disk.drain()
                if try await expectWholeOutcome(result, sb, vault: vault, headBefore: before, level: level) {
                    saved += 1
                    let again = try await sb.diary("migrate", vault: .at(vault))
                    #expect(again.status == 0 && again.stdout.lowercased().contains("nothing"), "\(again)")
                    try await sb.gitResult(["reset", "-q", "--hard", "HEAD~1"], in: vault).succeeded()
                } else {
                    refused += 1
                    let now = try paths.map { try Data(contentsOf: vault.appendingPathComponent($0)) }
                    #expect(now == originals, "free \(level) KiB: files changed without a commit")
                    // No half-written pack (a .pack without its .idx, a temporary file) and no journal left.
                    let pack = vault.appendingPathComponent(".git/objects/pack")
                    let names = try FileManager.default.contentsOfDirectory(atPath: pack.path)
                    let packs = Set(names.filter { $0.hasSuffix(".pack") }.map { $0.dropLast(5) })
                    let indexes = Set(names.filter { $0.hasSuffix(".idx") }.map { $0.dropLast(4) })
                    #expect(packs == indexes && names.allSatisfy { $0.hasSuffix(".pack") || $0.hasSuffix(".idx") }, "free \(level) KiB: \(names)")
                    #expect(!FileManager.default.fileExists(atPath: vault.appendingPathComponent(".git/diary/migrate-journal").path))
                }
            }
            #expect(saved > 0 && refused > 0, "levels must cover both outcomes: saved \(saved), refused \(refused)")
            try await sb.expectClean(in: vault)
        }
    }

    @Test("diary import jrnl: at each fill level one commit of them all, or no file left behind")
    func importJrnl() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let entries = (1...28).map { day in
            "{\"title\": \"Day \(day)\", \"body\": \"\(String(repeating: "text \(UUID().uuidString) ", count: 30))\", "
                + "\"date\": \"2024-02-\(String(format: "%02d", day))\", \"time\": \"09:00\", \"tags\": [], \"starred\": false}"
        }
        let journal = sb.root.appendingPathComponent("journal.json")
        try Data("{\"tags\": {}, \"entries\": [\(entries.joined(separator: ","))]}".utf8).write(to: journal)
        try await SmallDisk.with(kibibytes: 1536) { disk in
            let vault = disk.folder.appendingPathComponent("vault")
            Expect.success(try await sb.diary("init", vault: .at(vault)))
            Expect.success(try await sb.diary("new", "first", vault: .at(vault)))
            // Around the level where the 28 new files first fit; each success is undone with plain git.
            var saved = 0
            var refused = 0
            for level in stride(from: 80, through: 170, by: 2) {
                let before = try await sb.gitResult(["rev-parse", "HEAD"], in: vault).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
                try disk.fill(leaving: level)
                let result = try await sb.diary("import", "jrnl", journal.path, vault: .at(vault))
                disk.drain()
                if try await expectWholeOutcome(result, sb, vault: vault, headBefore: before, level: level) {
                    saved += 1
                    try await sb.gitResult(["reset", "-q", "--hard", "HEAD~1"], in: vault).succeeded()
                } else {
                    refused += 1
                    let left = (try? FileManager.default.subpathsOfDirectory(atPath: vault.appendingPathComponent("2024").path)) ?? []
                    #expect(left.allSatisfy { !$0.hasSuffix(".md") }, "free \(level) KiB: imported files left behind: \(left)")
                }
            }
            #expect(saved > 0 && refused > 0, "levels must cover both outcomes: saved \(saved), refused \(refused)")
            let last = try await sb.diary("import", "jrnl", journal.path, vault: .at(vault))
            Expect.success(last)
            try await sb.expectClean(in: vault)
        }
    }

    @Test(
        "diary import dayone with photos: at each fill level one commit of the entries and their files, or no file left behind",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zip")))
    func importDayOneWithPhotos() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        // Twelve entries, each with a photo of its own, in Day One's zip.
        let folder = sb.root.appendingPathComponent("Export")
        var entries: [String] = []
        var names = ["Journal.json"]
        for day in 1...12 {
            let photo = DayOneZipFixture.bytes("photo \(day)", count: 12 * 1024)
            let md5 = try await DayOneZipFixture.hash(sb, "md5sum", photo)
            let url = folder.appendingPathComponent("photos/\(md5).jpeg")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try photo.write(to: url)
            names.append("photos/\(md5).jpeg")
            entries.append(
                #"{"uuid": "E\#(day)", "creationDate": "2024-02-\#(String(format: "%02d", day))T00:00:00Z", "timeZone": "Asia/Seoul", "#
                    + #""text": "![](dayone-moment://P\#(day))\n\nDay \#(day)\\.", "photos": [{"identifier": "P\#(day)", "md5": "\#(md5)", "type": "jpeg"}]}"#
            )
        }
        try Data("{\"metadata\": {\"version\": \"1.0\"}, \"entries\": [\(entries.joined(separator: ","))]}".utf8)
            .write(to: folder.appendingPathComponent("Journal.json"))
        let zip = sb.root.appendingPathComponent("Export.zip")
        try await DayOneZipFixture.run(sb, ["/usr/bin/zip", "-q", "-n", ".jpeg", zip.path] + names, in: folder)
        try await SmallDisk.with(kibibytes: 1536) { disk in
            let vault = disk.folder.appendingPathComponent("vault")
            Expect.success(try await sb.diary("init", vault: .at(vault)))
            Expect.success(try await sb.diary("new", "first", vault: .at(vault)))
            // From too little room for the copies of the photos to room for everything; each success is
            // undone with plain git, so every level meets the same vault.
            var saved = 0
            var refused = 0
            var refusedCopying = 0
            for level in stride(from: 40, through: 520, by: 12) {
                let before = try await sb.gitResult(["rev-parse", "HEAD"], in: vault).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
                try disk.fill(leaving: level)
                let result = try await sb.diary("import", "dayone", zip.path, vault: .at(vault))
                disk.drain()
                let staged = (try? FileManager.default.contentsOfDirectory(atPath: vault.appendingPathComponent(".git/diary/tmp").path)) ?? []
                #expect(staged.isEmpty, "free \(level) KiB: copies left in .git/diary/tmp: \(staged)")
                if try await expectWholeOutcome(result, sb, vault: vault, headBefore: before, level: level) {
                    saved += 1
                    let files = try await sb.gitResult(["show", "--name-only", "--format=", "HEAD"], in: vault).stdout
                    #expect(files.split(separator: "\n").count == 24, "free \(level) KiB: 12 entries and 12 photos: \(files)")
                    try await sb.gitResult(["reset", "-q", "--hard", "HEAD~1"], in: vault).succeeded()
                } else {
                    refused += 1
                    // The copy of a photo is the new place a full disk can stop an import at.
                    if result.stderr.contains("Export.zip/photos/") { refusedCopying += 1 }
                    let left = (try? FileManager.default.subpathsOfDirectory(atPath: vault.appendingPathComponent("2024").path)) ?? []
                    #expect(left.allSatisfy { !$0.hasSuffix(".md") && !$0.hasSuffix(".jpeg") }, "free \(level) KiB: files left behind: \(left)")
                }
            }
            #expect(
                saved > 0 && refused > refusedCopying && refusedCopying > 0,
                "levels must cover every outcome: saved \(saved), refused \(refused), \(refusedCopying) of them copying a photo")
            Expect.success(try await sb.diary("import", "dayone", zip.path, vault: .at(vault)))
            try await sb.expectClean(in: vault)
        }
    }
}
