import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A `diary init --clone` that fails leaves the place as it found it (no folder, or the same empty folder
/// with its permissions), so that running it again works; a folder that was not empty is never touched.
@Suite("init --clone: a failure leaves nothing behind")
struct InitCloneRetryTests {
    /// An encrypted vault (the sandbox's) and its key; another vault's key.
    static func encryptedVaultAndKeys(_ sb: Sandbox) async throws -> (key: URL, otherKey: URL) {
        let key = try await Fixture.encryptedVault(sb, identity: true)
        let other = sb.root.appendingPathComponent("other")
        Expect.success(try await sb.diary("init", vault: .at(other)))
        try await sb.gitResult(["config", "user.name", "Other"], in: other).succeeded()
        try await sb.gitResult(["config", "user.email", "other@example.com"], in: other).succeeded()
        Expect.success(try await sb.diary("new", "Another vault", vault: .at(other)))
        Expect.success(try await sb.diary("encrypt", "init", vault: .at(other)))
        let otherKey = sb.root.appendingPathComponent("other.key")
        Expect.success(try await sb.diary("encrypt", "export-key", otherKey.path, vault: .at(other)))
        return (key, otherKey)
    }

    static func mode(_ url: URL) -> mode_t {
        var info = stat()
        return stat(url.path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    @Test("a remote on 127.0.0.1 that cannot be reached, and another vault's key: the retry clones", arguments: ["new", "empty"])
    func failedThenRetried(_ place: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let (key, otherKey) = try await Self.encryptedVaultAndKeys(sb)
        let clone = sb.root.appendingPathComponent("clone")
        if place == "empty" {
            try FileManager.default.createDirectory(at: clone, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        }
        /// The place as it was: no folder, or the empty folder with mode 0755.
        func expectAsFound(_ result: RunResult, sourceLocation: SourceLocation = #_sourceLocation) {
            Expect.oneLineError(result, sourceLocation: sourceLocation)
            if place == "new" {
                #expect(!FileManager.default.fileExists(atPath: clone.path), "the folder is gone: \(result)", sourceLocation: sourceLocation)
            } else {
                let left = (try? FileManager.default.contentsOfDirectory(atPath: clone.path)) ?? ["(no folder)"]
                #expect(left.isEmpty, "the folder is empty again: \(left)", sourceLocation: sourceLocation)
                #expect(Self.mode(clone) == 0o755, "its mode is as it was", sourceLocation: sourceLocation)
            }
        }
        let unreachable = "http://127.0.0.1:\(try closedPort())/diary.git"
        expectAsFound(try await sb.diary("init", "--clone", unreachable, vault: .at(clone)))
        expectAsFound(try await sb.diary("init", "--clone", sb.vault.path, "--key", otherKey.path, vault: .at(clone)))
        let retried = try await sb.diary("init", "--clone", sb.vault.path, "--key", key.path, vault: .at(clone))
        Expect.success(retried)
        #expect(retried.stdout.contains("5 entries"), "\(retried)")
        #expect(try await sb.diary("list", vault: .at(clone)).stdout == (try await sb.diary("list").stdout))
    }

    @Test("a clone into a folder two levels down that fails removes the folders it made, and only them")
    func madeParents() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let (_, otherKey) = try await Self.encryptedVaultAndKeys(sb)
        let top = sb.root.appendingPathComponent("top")
        let result = try await sb.diary("init", "--clone", sb.vault.path, "--key", otherKey.path, vault: .at(top.appendingPathComponent("a/b")))
        Expect.oneLineError(result)
        #expect(!FileManager.default.fileExists(atPath: top.path), "\(result)")
        #expect(FileManager.default.fileExists(atPath: sb.root.path))
    }

    @Test("a folder that is not empty is refused and left exactly as it was")
    func notEmptyUntouched() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let folder = sb.root.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try Data("keep me\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let result = try await sb.diary("init", "--clone", sb.vault.path, vault: .at(folder))
        Expect.oneLineError(result, mentioning: ["is not empty"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("notes.txt").path) == Data("keep me\n".utf8))
    }
}
