import FaultInjection
import Foundation
import TestSupport
import Testing

/// `diary export -o FILE` onto a real full disk (a small tmpfs filled to many levels): at each level the
/// file is the whole export, or there is one `error:` line and no file, half-written or temporary, and a
/// file it was to replace (`--force`) is kept whole.
@Suite("export onto a full disk")
struct ExportFullDiskTests {
    @Test("export -o FILE, new and with --force over a file, at each fill level: whole or not at all")
    func exportToAFullDisk() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        // Long enough that the export does not fit the fuller levels.
        for day in 1...28 {
            let body = String(repeating: "A long day by the river, written out at length. ", count: 40)
            try sb.write(
                Seoul.path(String(format: "2025-10-%02d", day)),
                Fixture.entry(day: String(format: "2025-10-%02d", day), title: "Day \(day)", body: body))
        }
        try await sb.initVault()
        let whole = try await sb.diary("export", "--format", "html").succeeded().stdout
        try await SmallDisk.with(kibibytes: 512) { disk in
            let old = Data("the old export\n".utf8)
            var written = 0
            var refused = 0
            for level in stride(from: 120, through: 0, by: -8) {
                for replacing in [false, true] {
                    let file = disk.folder.appendingPathComponent("diary.html")
                    try? FileManager.default.removeItem(at: file)
                    if replacing { try old.write(to: file) }
                    try disk.fill(leaving: level)
                    let result = try await sb.launch(["export", "--format", "html", "-o", file.path] + (replacing ? ["--force"] : [])).wait()
                    disk.drain()
                    let context = "free \(level) KiB, \(replacing ? "--force" : "new")"
                    let left = try FileManager.default.contentsOfDirectory(atPath: disk.folder.path).filter { $0 != "filler" }
                    if result.status == 0 {
                        written += 1
                        #expect(try String(contentsOf: file, encoding: .utf8) == whole, "\(context): the whole export")
                        #expect(left == ["diary.html"], "\(context): \(left)")
                    } else {
                        refused += 1
                        Expect.oneLineError(result, mentioning: ["diary.html", "No space left on device"], context: context)
                        #expect(left == (replacing ? ["diary.html"] : []), "\(context): nothing half-written is left: \(left)")
                        if replacing { #expect(FileManager.default.contents(atPath: file.path) == old, "\(context): the old file whole") }
                    }
                }
            }
            #expect(written > 0 && refused > 0, "levels must cover both outcomes: written \(written), refused \(refused)")
        }
    }
}
