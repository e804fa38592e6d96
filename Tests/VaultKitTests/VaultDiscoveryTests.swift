import Foundation
import TestSupport
import Testing

@testable import VaultKit

/// What marks a vault, and finding the vault a folder lies in.
@Suite("finding the vault from a folder inside it")
struct VaultDiscoveryTests {
    private func folder(_ box: Sandbox, _ relative: String) throws -> URL {
        let url = box.root.appendingPathComponent(relative, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func file(_ box: Sandbox, _ relative: String) throws {
        let url = box.root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("x\n".utf8).write(to: url)
    }

    @Test(
        "a repository is a vault by diary's state, its lock, its settings folder or an entry in the layout",
        arguments: [".git/diary/", ".git/diary.lock", ".diary/", "2026/11/2026-11-21.md", "2026/11/2026-11-21-2.md"])
    func marks(mark: String) throws {
        try Sandbox.with { box in
            _ = try folder(box, "repo/.git")
            #expect(!VaultDiscovery.isVault(box.root.appendingPathComponent("repo")), "a bare .git is not a vault")
            if mark.hasSuffix("/") { _ = try folder(box, "repo/" + mark) } else { try file(box, "repo/" + mark) }
            #expect(VaultDiscovery.isVault(box.root.appendingPathComponent("repo")), "\(mark)")
        }
    }

    @Test(
        "a code repository is not a vault",
        arguments: [
            "README.md", "2026/notes.md", "2026/11/notes.md",
            "2026/12/2026-11-21.md", "src/2026/11/2026-11-21.md", ".git/diary"
        ])
    func notAVault(file name: String) throws {
        try Sandbox.with { box in
            _ = try folder(box, "code/.git/objects")
            try file(box, "code/" + name)
            if name == ".git/diary" {
                // A file, not diary's folder.
                #expect(!VaultDiscovery.isVault(box.root.appendingPathComponent("code")))
                return
            }
            #expect(!VaultDiscovery.isVault(box.root.appendingPathComponent("code")), "\(name)")
            #expect(VaultDiscovery.vault(around: box.root.appendingPathComponent("code")) == nil)
        }
    }

    @Test("from the vault, or any folder below it, the vault is found")
    func foundFromBelow() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault().root
            let month = try folder(box, "vault/2026/11")
            let deep = try folder(box, "vault/attachments/photos")
            for start in [vault, month, deep, vault.appendingPathComponent(".git/objects")] {
                #expect(VaultDiscovery.vault(around: start)?.path == vault.path, "\(start.path)")
            }
            #expect(VaultDiscovery.vault(around: box.root) == nil, "above the vault there is none")
        }
    }

    @Test("as git does, the search stops at the first repository: one inside a vault that is no vault hides it")
    func stopsAtTheFirstRepository() throws {
        try Sandbox.with { box in
            _ = try box.makeVault()
            let inner = try folder(box, "vault/projects/code/.git")
            let below = try folder(box, "vault/projects/code/src")
            #expect(VaultDiscovery.vault(around: below) == nil)
            #expect(
                VaultDiscovery.vault(around: inner.deletingLastPathComponent().deletingLastPathComponent())?.path
                    == box.repo.standardizedFileURL.path)
        }
    }

    @Test("diary init marks even an empty vault, so that it is found before its first entry")
    func initMarks() throws {
        try Sandbox.with { box in
            _ = try Vault.initialize(at: box.repo)
            #expect(FileManager.default.fileExists(atPath: box.repo.appendingPathComponent(".git/diary").path))
            #expect(VaultDiscovery.isVault(box.repo))
        }
    }
}
