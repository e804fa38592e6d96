import Foundation
import TestSupport
import Testing

@testable import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

/// Vaults handed to worker threads, each worker using only its own.
private final class VaultList: @unchecked Sendable {
    let vaults: [Vault]
    init(_ vaults: [Vault]) { self.vaults = vaults }
    var count: Int { vaults.count }
    subscript(index: Int) -> Vault { vaults[index] }
}

/// Lets a concurrent test collect errors from several threads.
private final class ErrorBox: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [String] = []
    func add(_ error: Error) {
        lock.lock()
        errors.append("\(error)")
        lock.unlock()
    }
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return errors
    }
}

@Suite("Vault store: concurrent and atomic writes")
struct VaultConcurrentAndAtomicWriteTests {
    @Test func concurrentSavesFromTwoVaultInstancesAreAllCommitted() throws {
        try Sandbox.with { box in
            _ = try box.makeVault()
            let vaults = VaultList([try Vault.open(at: box.repo), try Vault.open(at: box.repo)])
            let errors = ErrorBox()
            let perThread = 5
            DispatchQueue.concurrentPerform(iterations: vaults.count) { worker in
                for n in 0..<perThread {
                    let path = EntryPath(day: Day(year: 2026, month: 11, day: 1 + n)!, sequence: worker + 1)
                    do {
                        try vaults[worker].save(entryText(body: "worker \(worker) entry \(n)\n"), to: path, message: "w\(worker) n\(n)")
                    } catch {
                        errors.add(error)
                    }
                }
            }
            #expect(errors.all == [])
            #expect(try box.commitCount() == vaults.count * perThread)
            #expect(try box.gitLines("ls-tree", "-r", "--name-only", "HEAD").count == vaults.count * perThread)
            #expect(box.temporaryFiles() == [])
            try box.expectCommittedCleanly()
        }
    }

    @Test func atomicWriteLeavesNoTemporaryFileAndSetsModes() throws {
        try Sandbox.with { box in
            let folder = box.root.appendingPathComponent("a/b")
            let file = folder.appendingPathComponent("x.md")
            try AtomicFile.write(Data("one\n".utf8), to: file, displayName: "x.md")
            #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == "one\n")
            #expect(box.mode(file.path) == 0o600)
            #expect(box.mode(folder.path) == 0o700)
            #expect(box.mode(folder.deletingLastPathComponent().path) == 0o700)
            #expect(chmod(file.path, 0o644) == 0)
            try AtomicFile.write(Data("two\n".utf8), to: file, displayName: "x.md")
            #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == "two\n")
            #expect(box.mode(file.path) == 0o644)
            try AtomicFile.write(Data(), to: file, displayName: "x.md")
            #expect(try Data(contentsOf: file).isEmpty)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["x.md"])
        }
    }

    @Test func atomicWriteRefusesALink() throws {
        try Sandbox.with { box in
            let target = box.root.appendingPathComponent("target.md")
            try Data("target\n".utf8).write(to: target)
            let link = box.root.appendingPathComponent("link.md")
            #expect(symlink(target.path, link.path) == 0)
            #expect(throws: VaultError.symlink(file: "link.md")) {
                try AtomicFile.write(Data("x".utf8), to: link, displayName: "link.md")
            }
            #expect(String(decoding: try Data(contentsOf: target), as: UTF8.self) == "target\n")
            #expect(box.isLink(link.path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: box.root.path).sorted() == ["link.md", "target.md"])
        }
    }

    @Test func atomicWriteIntoAnUnwritableFolderFailsCleanly() throws {
        guard geteuid() != 0 else { return }  // root ignores folder permissions
        try Sandbox.with { box in
            let folder = box.root.appendingPathComponent("ro")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            #expect(chmod(folder.path, 0o500) == 0)
            #expect(throws: VaultError.self) {
                try AtomicFile.write(Data("x".utf8), to: folder.appendingPathComponent("x.md"), displayName: "x.md")
            }
            #expect(chmod(folder.path, 0o700) == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        }
    }

    @Test func manySavesLeaveNoTemporaryFiles() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            for n in 1...10 {
                try vault.save(entryText(body: "v\(n)\n"), to: entryPath("2026/11/2026-11-21.md"), message: "v\(n)")
            }
            #expect(box.temporaryFiles() == [])
            #expect(try FileManager.default.contentsOfDirectory(atPath: box.url("2026/11").path) == ["2026-11-21.md"])
            #expect(try box.commitCount() == 10)
            try box.expectCommittedCleanly()
        }
    }
}
