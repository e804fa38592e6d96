import Foundation
import Testing

@testable import WebReader

#if canImport(Glibc)
    import Glibc
#endif

/// Entry pages kept while the files they were made from are unchanged (`EntryPageCache`, `FileStamp`): any
/// change to one of them, even one that keeps its size and sets its modification time back, makes the page
/// again; a file that changes while the page is made keeps it from being kept.
struct EntryPageCacheTests {
    /// A folder with two files, removed at the end.
    final class Folder {
        let path: String
        init() throws {
            path = NSTemporaryDirectory() + "EntryPageCacheTests-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try write("a.md", "first text\n")
            try write("b.md", "other\n")
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ name: String) -> String { path + "/" + name }
        func write(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: file(name))) }
        func read(_ name: String) -> String { (try? String(contentsOfFile: file(name), encoding: .utf8)) ?? "" }
        var files: [String] { [file("a.md"), path, file("b.md")] }
        /// Sets the modification time of `name` to `time` (as `touch -d` or `rsync -t` would).
        func setModified(_ name: String, to time: timespec) {
            let times = [timespec(tv_sec: time.tv_sec, tv_nsec: time.tv_nsec), timespec(tv_sec: time.tv_sec, tv_nsec: time.tv_nsec)]
            _ = utimensat(AT_FDCWD, file(name), times, 0)
        }
        func modified(_ name: String) -> timespec {
            var info = stat()
            _ = lstat(file(name), &info)
            return info.st_mtim
        }
    }

    /// Makes the page from the folder's `a.md`, counting how often it was made.
    final class Maker: @unchecked Sendable {
        var made = 0
        func page(_ cache: EntryPageCache, _ folder: Folder) -> String {
            cache.page("page") {
                made += 1
                return ("<p>" + folder.read("a.md") + "</p>", folder.files)
            }
        }
    }

    /// Waits until the files' change times are a tick in the past, so that the page may be kept (time has to
    /// pass: no program can set a change time back).
    func settle() { Thread.sleep(forTimeInterval: 1.1) }

    @Test("unchanged files: the kept page; a change of the same size with its old modification time: made again")
    func keptUntilAFileChanges() throws {
        let folder = try Folder()
        let cache = EntryPageCache()
        let maker = Maker()
        settle()
        #expect(maker.page(cache, folder) == "<p>first text\n</p>")
        #expect(maker.page(cache, folder) == "<p>first text\n</p>")
        #expect(maker.made == 1, "the second request is the kept page")

        let before = folder.modified("a.md")
        try folder.write("a.md", "fresh text\n")
        folder.setModified("a.md", to: before)
        #expect(maker.page(cache, folder) == "<p>fresh text\n</p>", "the change time tells, whatever the modification time says")
        #expect(maker.made == 2)
    }

    @Test("a file added to the folder, or another file of it edited: made again")
    func theFolderAndItsOtherFilesCount() throws {
        let folder = try Folder()
        let cache = EntryPageCache()
        let maker = Maker()
        settle()
        _ = maker.page(cache, folder)
        try folder.write("c.md", "a new entry\n")
        _ = maker.page(cache, folder)
        #expect(maker.made == 2, "a new file changes the folder")
        settle()
        _ = maker.page(cache, folder)
        _ = maker.page(cache, folder)
        #expect(maker.made == 3, "made once more (the folder had just changed), then kept")
        try folder.write("b.md", "edited\n")
        _ = maker.page(cache, folder)
        #expect(maker.made == 4, "another file the page was made from")
    }

    @Test("a page made while one of its files was just changing is sent but not kept")
    func racyFilesAreNotKept() throws {
        let folder = try Folder()
        let cache = EntryPageCache()
        let maker = Maker()
        try folder.write("a.md", "written this very moment\n")
        _ = maker.page(cache, folder)
        _ = maker.page(cache, folder)
        #expect(maker.made == 2, "the stat data of a file changed in this tick cannot vouch for its bytes")
        settle()
        _ = maker.page(cache, folder)
        _ = maker.page(cache, folder)
        #expect(maker.made == 3)
    }

    @Test("at most `limit` pages are kept: the oldest goes")
    func bounded() throws {
        let folder = try Folder()
        let cache = EntryPageCache()
        settle()
        var made = 0
        for n in 0...EntryPageCache.limit {
            _ = cache.page("page \(n)") {
                made += 1
                return ("", folder.files)
            }
        }
        _ = cache.page("page 0") {
            made += 1
            return ("", folder.files)
        }
        #expect(made == EntryPageCache.limit + 2, "the first page was let go")
    }
}

/// The same through the reader's router: an entry's page shows an edit made on disk at the next load.
struct EntryPageFreshnessTests {
    @Test("an entry's page after an edit on disk (same size, old modification time), a new entry in its month, a removed photo")
    func editsOnDiskShowAtTheNextLoad() async throws {
        let served = try ServedTestVault()
        try served.sandbox.write("media/photo.png", "png bytes")
        let entry = "2026/11/2026-11-20.md"
        let text = ServedTestVault.text(
            "2026-11-20T08:00:00Z", tags: "[walk]", "# Coffee beans\n\nGround coffee beans at dawn.\n\n![](../../media/photo.png)\n")
        try served.sandbox.write(entry, text)
        try await Task.sleep(for: .milliseconds(1100))
        try await served.test { client in
            let first = try await client.get("/2026/11/2026-11-20")
            expectPage(first, .ok, holding: "Ground coffee beans at dawn.")
            #expect(first.text.contains("href=\"/media/photo.png\""))
            expectPage(try await client.get("/2026/11/2026-11-20"), .ok, holding: "Ground coffee beans at dawn.")

            // The same number of bytes, and the modification time set back: the change time still tells.
            var info = stat()
            _ = lstat(served.sandbox.url(entry).path, &info)
            try served.sandbox.write(entry, text.replacingOccurrences(of: "at dawn", with: "at dusk"))
            let times = [info.st_mtim, info.st_mtim]
            _ = utimensat(AT_FDCWD, served.sandbox.url(entry).path, times, 0)
            expectPage(try await client.get("/2026/11/2026-11-20"), .ok, holding: "Ground coffee beans at dusk.")

            try await Task.sleep(for: .milliseconds(1100))
            _ = try await client.get("/2026/11/2026-11-20")
            try served.sandbox.write(
                "2026/11/2026-11-25.md", ServedTestVault.text("2026-11-25T08:00:00Z", tags: "[]", "# Frost\n\nIce on the pond.\n"))
            expectPage(try await client.get("/2026/11/2026-11-20"), .ok, holding: "Frost")

            try await Task.sleep(for: .milliseconds(1100))
            _ = try await client.get("/2026/11/2026-11-20")
            try FileManager.default.removeItem(at: served.sandbox.url("media/photo.png"))
            let gone = try await client.get("/2026/11/2026-11-20")
            #expect(!gone.text.contains("href=\"/media/photo.png\""), "a photo gone is no link")
        }
    }
}
