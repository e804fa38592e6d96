import FaultInjection
import FileWriting
import Foundation
import Testing

@Suite("AtomicWrite and writeAll")
struct AtomicWriteTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }
    func mode(_ path: String) throws -> Int { try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as! Int }

    @Test("a new file gets its mode, not the umask's; a replaced one keeps its own; no temporary file stays")
    func modes() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.txt").path
        // 0666 is what a umask of 022 would cut to 0644: set with fchmod, it stays.
        try AtomicWrite(mode: .fixed(0o666)).write(Data("one".utf8), to: path)
        #expect(try mode(path) == 0o666)
        chmod(path, 0o604)
        try AtomicWrite().write(Data("two".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
        #expect(try mode(path) == 0o604, "keeps the mode of the file it replaces")
        try AtomicWrite(mode: .fixed(0o600)).write(Data("three".utf8), to: path)
        #expect(try mode(path) == 0o600)
        try AtomicWrite().write(Data("new".utf8), to: folder.appendingPathComponent("b.txt").path)
        #expect(try mode(folder.appendingPathComponent("b.txt").path) == 0o600, "a new file: 0600 by default")
        #expect(try names() == ["a.txt", "b.txt"])
    }

    @Test("never replacing: an existing file (or a link) stays as it was, the error says so, nothing is left")
    func neverReplacing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("key").path
        let file = AtomicWrite(mode: .fixed(0o600), replacesExisting: false)
        try file.write(Data("first".utf8), to: path)
        #expect(throws: FileWriteError(.exists, path: path, code: EEXIST)) { try file.write(Data("second".utf8), to: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first")
        let link = folder.appendingPathComponent("dangling").path
        symlink(folder.appendingPathComponent("nowhere").path, link)
        #expect(throws: FileWriteError(.exists, path: link, code: EEXIST)) { try file.write(Data("x".utf8), to: link) }
        #expect(try names() == ["dangling", "key"])
    }

    @Test("a temporary file at a fixed path: a leftover there is replaced, and the new one moves into place")
    func fixedTemporary() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("entry.md").path
        let temporary = folder.appendingPathComponent("entry.md.tmp-1").path
        try Data("stale leftover, longer than the new text".utf8).write(to: URL(fileURLWithPath: temporary))
        try AtomicWrite(temporary: .at(temporary)).write(Data("new".utf8), to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try names() == ["entry.md"])
    }

    @Test("a full disk: the error names the errno, the target is as it was, no temporary file is left")
    func fullDisk() throws {
        try SmallDisk.with(kibibytes: 512) { disk in
            let path = disk.folder.appendingPathComponent("file").path
            try AtomicWrite().write(Data("old".utf8), to: path)
            try disk.fill(leaving: 0)
            let big = Data(repeating: 0x61, count: 256 * 1024)
            let error = #expect(throws: FileWriteError.self) { try AtomicWrite().write(big, to: path) }
            #expect(error?.code == ENOSPC && error?.step == .write, "\(String(describing: error))")
            disk.drain()
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
            #expect(try FileManager.default.contentsOfDirectory(atPath: disk.folder.path) == ["file"])
        }
    }

    @Test("writeAll: every byte through a pipe, which takes at most 64 KiB at a time; a bad descriptor gives its errno")
    func writeAllPipe() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        let bytes = [UInt8]((0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var got: [UInt8] = []
        DispatchQueue.global().async {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(readEnd, &buffer, buffer.count)
                if count <= 0 { break }
                got += buffer[0..<count]
            }
            done.signal()
        }
        #expect(writeAll(bytes, to: writeEnd) == 0)
        close(writeEnd)
        done.wait()
        close(readEnd)
        #expect(got == bytes)
        #expect(writeAll(bytes, to: -1) == EBADF)
        #expect(writeAll([UInt8](), to: -1) == 0, "nothing to write: no write at all")
    }

    @Test("streaming: the pieces land in order, and a piece that fails leaves no temporary file")
    func streaming() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("video.mov").path
        let writer = AtomicWrite(replacesExisting: false)
        let pieces = (0..<5).map { Data(repeating: UInt8(0x30 + $0), count: 100_000 + $0) }
        let temporary = try writer.writeTemporary(for: path) { sink in
            for piece in pieces { try sink.write(piece) }
        }
        try writer.install(temporary, at: path)
        #expect(FileManager.default.contents(atPath: path) == pieces.reduce(Data(), +))
        struct Broken: Error {}
        #expect(throws: Broken.self) {
            _ = try writer.writeTemporary(for: folder.appendingPathComponent("other.mov").path) { sink in
                try sink.write(pieces[0])
                throw Broken()
            }
        }
        #expect(try names() == ["video.mov"])
    }

    @Test("a file filled through its path: it starts as given, keeps what is added, and a failure leaves the old file alone")
    func filledThroughItsPath() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Export.zip").path
        let writer = AtomicWrite(temporary: .beside(label: "export"), replacesExisting: true)
        try writer.write(starting: Data("start".utf8), to: path) { temporary in
            let handle = try #require(FileHandle(forUpdatingAtPath: temporary))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(" and more".utf8))
            try handle.close()
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "start and more")
        struct Broken: Error {}
        #expect(throws: Broken.self) { try writer.write(starting: Data("new".utf8), to: path) { _ in throw Broken() } }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "start and more")
        #expect(try names() == ["Export.zip"])
    }
}
