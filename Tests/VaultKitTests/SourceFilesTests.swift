import Foundation
import TestSupport
import Testing

@testable import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

/// Opening a file inside an import's source never follows a symbolic link on the way, whenever the link
/// was put there (after the source was listed, too), and never waits on a FIFO.
@Suite("Import: source files without links")
struct SourceFilesTests {
    @Test func aRegularFileOpensAndALinkAnywhereOnTheWayIsRefused() throws {
        try Sandbox.with { box in
            let source = box.root.appendingPathComponent("Export", isDirectory: true)
            let outside = box.root.appendingPathComponent("outside", isDirectory: true)
            try box.write("photos/a.jpeg", "photo", under: source)
            try box.write("id_rsa", "secret", under: outside)
            try box.write("photos/a.jpeg", "outside photo", under: outside)
            let handle = try SourceFiles.open("photos/a.jpeg", in: source)
            #expect(try handle.readToEnd() == Data("photo".utf8))
            #expect(SourceFiles.kind(of: "photos", in: source) == .folder)
            #expect(SourceFiles.kind(of: "photos/a.jpeg", in: source) == .file)

            // The file itself swapped for a link.
            let manager = FileManager.default
            try manager.removeItem(at: source.appendingPathComponent("photos/a.jpeg"))
            try manager.createSymbolicLink(
                atPath: source.appendingPathComponent("photos/a.jpeg").path, withDestinationPath: outside.appendingPathComponent("id_rsa").path)
            #expect(SourceFiles.kind(of: "photos/a.jpeg", in: source) == .link)
            #expect(throws: SourceFiles.LinkInTheWay(path: "photos/a.jpeg")) { try SourceFiles.open("photos/a.jpeg", in: source) }

            // A folder on the way swapped for a link to a folder holding a file of the same name.
            try manager.removeItem(at: source.appendingPathComponent("photos"))
            try manager.createSymbolicLink(atPath: source.appendingPathComponent("photos").path, withDestinationPath: outside.path)
            #expect(throws: SourceFiles.LinkInTheWay(path: "photos")) { try SourceFiles.open("photos/a.jpeg", in: source) }
        }
    }

    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        try Sandbox.with { box in
            let source = box.root.appendingPathComponent("Export", isDirectory: true)
            try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
            #expect(mkfifo(source.appendingPathComponent("Journal.json").path, 0o600) == 0)
            #expect(SourceFiles.kind(of: "Journal.json", in: source) == .other)
            #expect(throws: VaultError.self) { try SourceFiles.open("Journal.json", in: source) }
        }
    }
}
