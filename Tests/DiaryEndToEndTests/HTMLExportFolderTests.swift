import FaultInjection
import Foundation
import TestSupport
import Testing

/// `diary export --format html -o FOLDER/`: `FOLDER/index.html` with copies of the files it links to in
/// `FOLDER/media/`, written whole or not at all; a folder holding anything else is never written into.
@Suite("html export: a folder with the photos beside the page")
struct HTMLExportFolderTests {
    /// Every file under `folder`, by its path there, sorted.
    static func files(under folder: URL) -> [String] {
        let found = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return found.filter { !isFolder(folder.appendingPathComponent($0)) }.sorted()
    }

    static func isFolder(_ url: URL) -> Bool {
        (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
    }

    static func mode(_ url: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
    }

    /// The hidden temporary folders an export makes beside its place, left in `folder`.
    static func leftovers(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".diary-export") }
    }

    @Test("export -o FOLDER/: index.html and each photo under its vault path; moved elsewhere, every photo shows in Chromium")
    func folderShowsItsPhotos() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await HTMLExportMediaVault.make(sb)
        let folder = sb.root.appendingPathComponent("pages")
        let result = try await sb.diary("export", "-o", folder.path + "/")
        Expect.success(result)
        #expect(result.errorLines == ["Wrote 2 entries to \(folder.path)/"], "\(result)")
        #expect(
            Self.files(under: folder) == ["index.html", "media/2025/10/media/october.png", "media/2025/11/media/november.png"],
            "\(Self.files(under: folder))")
        for photo in HTMLExportMediaVault.photos {
            #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("media/" + photo.file).path) == sb.bytes(photo.file))
            #expect(try Self.mode(folder.appendingPathComponent("media/" + photo.file)) == 0o600)
        }
        #expect(try Self.mode(folder) == 0o700 && Self.mode(folder.appendingPathComponent("index.html")) == 0o600)
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<img src=\"media/2025/10/media/october.png\" alt=\"A photo\""), "\(page)")
        #expect(try Self.leftovers(in: sb.root).isEmpty)

        let moved = try HTMLExportMediaVault.moved(folder, in: sb, as: "moved-pages")
        let opened = try await HTMLExportMediaVault.opened(moved.appendingPathComponent("index.html"))
        #expect(opened.images == 2 && opened.loaded == 2, "\(opened)")
        #expect(opened.widths == [4, 5], "\(opened)")

        // An empty folder that is there, named without the slash, is a folder export too.
        let empty = sb.root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        Expect.success(try await sb.diary("export", "--format", "html", "-o", empty.path))
        #expect(Self.files(under: empty).count == 3, "\(Self.files(under: empty))")
    }

    @Test("a link out of the vault or through a symbolic link is not copied; a missing photo is named")
    func onlyVaultFilesAreCopied() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await HTMLExportMediaVault.make(sb)
        let outside = sb.root.appendingPathComponent("outside.png")
        try Data("not the vault's".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: sb.url("2025/11/media/linked.png"), withDestinationURL: outside)
        try sb.write(
            "2025/11/2025-11-22.md",
            Fixture.entry(day: "2025-11-22", title: "Odd links", body: "![](media/linked.png) ![](../../../outside.png) ![](media/gone.png)"))
        let folder = sb.root.appendingPathComponent("pages")
        let result = try await sb.diary("export", "-o", folder.path + "/")
        Expect.success(result)
        #expect(result.errorLines.count == 4 && result.errorLines.filter { $0.hasPrefix("warning: 2025/11/2025-11-22.md: ") }.count == 3, "\(result)")
        #expect(
            Self.files(under: folder) == ["index.html", "media/2025/10/media/october.png", "media/2025/11/media/november.png"],
            "\(Self.files(under: folder))")
    }

    @Test("a folder with other files is refused, --force or not; an earlier export only with --force; a file is no folder")
    func foldersRefused() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await HTMLExportMediaVault.make(sb)
        let mine = sb.root.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: false)
        try Data("my notes\n".utf8).write(to: mine.appendingPathComponent("notes.txt"))
        for force in [[], ["--force"]] {
            let result = try await sb.launch(["export", "--format", "html", "-o", mine.path + "/"] + force).wait()
            Expect.oneLineError(
                result, mentioning: [mine.path, "the folder holds other files; give a new or empty folder"], context: "\(force)")
            #expect(Self.files(under: mine) == ["notes.txt"], "\(force)")
            #expect(FileManager.default.contents(atPath: mine.appendingPathComponent("notes.txt").path) == Data("my notes\n".utf8))
        }

        let pages = sb.root.appendingPathComponent("pages")
        Expect.success(try await sb.diary("export", "-o", pages.path + "/"))
        let first = try Data(contentsOf: pages.appendingPathComponent("index.html"))
        let again = try await sb.diary("export", "-o", pages.path + "/")
        Expect.oneLineError(again, mentioning: [pages.path, "the folder holds an earlier export; add --force to replace it"])
        #expect(try Data(contentsOf: pages.appendingPathComponent("index.html")) == first)

        try sb.write("2025/12/2025-12-01.md", Fixture.entry(day: "2025-12-01", title: "December's entry", body: "Snow."))
        let replaced = try await sb.diary("export", "-o", pages.path + "/", "--force")
        Expect.success(replaced)
        let page = try String(contentsOf: pages.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("December&#39;s entry"), "\(page.prefix(2000))")
        #expect(Self.files(under: pages).count == 3)

        let file = sb.root.appendingPathComponent("file.html")
        try Data("a page\n".utf8).write(to: file)
        let notFolder = try await sb.diary("export", "-o", file.path + "/")
        Expect.oneLineError(notFolder, mentioning: [file.path, "it is a file, not a folder"])
        // Only HTML is written as a folder: another format to a folder, there or not, is refused, no file made.
        let markdown = try await sb.diary("export", "--format", "markdown", "-o", pages.path + "/")
        Expect.oneLineError(markdown, mentioning: [pages.path, "it is a folder"])
        let newFolder = sb.root.appendingPathComponent("new-folder").path + "/"
        let json = try await sb.diary("export", "--format", "json", "-o", newFolder)
        Expect.oneLineError(json, mentioning: [newFolder, "a path ending in / names a folder, and only --format html writes one"])
        #expect(!FileManager.default.fileExists(atPath: sb.root.appendingPathComponent("new-folder").path))
        #expect(try Self.leftovers(in: sb.root).isEmpty)
    }

    @Test("export -o FOLDER/ onto a full disk, new and with --force over an earlier export: whole or not at all")
    func folderOnAFullDisk() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await HTMLExportMediaVault.make(sb)
        // A photo large enough that copying it fails at the fuller levels.
        try sb.write("2025/10/media/large.jpeg", bytes: SplitMix64.bytes(named: "large", count: 160_000))
        try sb.write("2025/10/2025-10-06.md", Fixture.entry(day: "2025-10-06", title: "Large", body: "![](media/large.jpeg)"))
        try await SmallDisk.with(kibibytes: 512) { disk in
            let folder = disk.folder.appendingPathComponent("pages")
            var written = 0
            var refused = 0
            for level in stride(from: 360, through: 0, by: -24) {
                for replacing in [false, true] {
                    try? FileManager.default.removeItem(at: folder)
                    var earlier: Data?
                    if replacing {
                        Expect.success(try await sb.diary("export", "--format", "html", "-o", folder.path + "/"))
                        // Marked, to tell it from a new export.
                        let page = folder.appendingPathComponent("index.html")
                        try (String(contentsOf: page, encoding: .utf8) + "<!-- the earlier export -->\n").write(
                            to: page, atomically: false, encoding: .utf8)
                        earlier = try Data(contentsOf: folder.appendingPathComponent("index.html"))
                    }
                    try disk.fill(leaving: level)
                    let result = try await sb.launch(["export", "-o", folder.path + "/"] + (replacing ? ["--force"] : [])).wait()
                    disk.drain()
                    let context = "free \(level) KiB, \(replacing ? "--force" : "new")"
                    let left = try FileManager.default.contentsOfDirectory(atPath: disk.folder.path).filter { $0 != "filler" }
                    #expect(left == (result.status == 0 || replacing ? ["pages"] : []), "\(context): nothing half-written: \(left)")
                    if result.status == 0 {
                        written += 1
                        #expect(Self.files(under: folder).count == 4, "\(context): \(Self.files(under: folder))")
                        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
                        #expect(!page.contains("the earlier export"), "\(context): the new export")
                        #expect(
                            FileManager.default.contents(atPath: folder.appendingPathComponent("media/2025/10/media/large.jpeg").path)
                                == sb.bytes("2025/10/media/large.jpeg"), "\(context)")
                    } else {
                        refused += 1
                        Expect.oneLineError(result, mentioning: ["pages", "No space left on device"], context: context)
                        if let earlier {
                            #expect(
                                try Data(contentsOf: folder.appendingPathComponent("index.html")) == earlier, "\(context): the earlier export kept")
                        }
                    }
                }
            }
            #expect(written > 0 && refused > 0, "levels must cover both outcomes: written \(written), refused \(refused)")
        }
    }
}
