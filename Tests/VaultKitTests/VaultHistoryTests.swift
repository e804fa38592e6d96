import Foundation
import TestSupport
import Testing

@testable import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Vault store: history")
struct VaultHistoryTests {
    @Test func readAnOlderRevision() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let path = entryPath("2026/11/2026-11-21.md")
            let v1 = try vault.save(entryText(body: "# First\nv1\n"), to: path, message: "v1")
            let v2 = try vault.save(entryText(body: "# Second\nv2\n"), to: path, message: "v2")
            #expect(try vault.read(path, at: v1.hex).title == "First")
            #expect(try vault.read(path, at: v1.short).document.body == "# First\nv1\n")
            #expect(try vault.read(path, at: "HEAD~1").title == "First")
            #expect(try vault.read(path, at: v2.hex).title == "Second")
            #expect(try vault.read(path, at: "HEAD").title == "Second")
            #expect(throws: VaultError.unknownRevision("nope")) { try vault.read(path, at: "nope") }
            let other = entryPath("2026/11/2026-11-22.md")
            #expect(throws: VaultError.notInRevision(file: other.relativePath, revision: "HEAD")) { try vault.read(other, at: "HEAD") }
        }
    }

    @Test func historyOfOnePath() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let a = entryPath("2026/11/2026-11-21.md")
            let b = entryPath("2026/11/2026-11-22.md")
            try vault.save(entryText(body: "a1\n"), to: a, message: "New a")
            try vault.save(entryText(body: "b1\n"), to: b, message: "New b")
            try vault.save(entryText(body: "a2\n"), to: a, message: "Edit a")
            let ofA = try vault.history(of: [a])
            #expect(ofA.map(\.summary) == ["Edit a", "New a"])
            #expect(ofA.map(\.id) == (try box.gitLines("log", "--format=%H", "--", a.relativePath)))
            #expect(try vault.history(of: [b]).map(\.summary) == ["New b"])
            #expect(try vault.history().map(\.summary) == ["Edit a", "New b", "New a"])
            #expect(try vault.history(limit: 1).map(\.summary) == ["Edit a"])
            #expect(try vault.history(of: [a, b]).count == 3)
            let patch = try vault.patch(commit: ofA[0].id, path: a)
            #expect(patch.contains("-a1"))
            #expect(patch.contains("+a2"))
        }
    }
}
