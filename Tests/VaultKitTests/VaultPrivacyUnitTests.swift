import Foundation
import TestSupport
import Testing

@testable import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

/// The parts of "who can read the vault" that need no second user: taking permissions away, the
/// ignore list, the draft lock. The end-to-end suites (VaultPrivacyTests, VaultOwnerTests, EditGuardTests,
/// IgnoredJunkTests) try them with a second uid and the real git.
@Suite("Vault privacy, ignore lists and draft locks")
struct VaultPrivacyUnitTests {
    private static func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    @Test("makePrivate takes group and other bits from everything, keeps the owner's, never follows a link")
    func makePrivate() throws {
        try Sandbox.with { box in
            let vault = box.repo.path
            try box.write("2026/11/2026-11-21.md", "text\n")
            try box.write("tools/run.sh", "#!/bin/sh\n")
            let outside = box.root.appendingPathComponent("outside.txt").path
            try Data("not the vault's\n".utf8).write(to: URL(fileURLWithPath: outside))
            chmod(outside, 0o644)
            symlink(outside, vault + "/link.txt")
            // A name that is not UTF-8.
            let oddBytes = Array("\(vault)/2026/caf".utf8) + [0xE9, 0]
            #expect(oddBytes.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) } } == 0)
            for (path, mode) in [
                (vault, 0o755), (vault + "/2026", 0o777), (vault + "/2026/11", 0o750),
                (vault + "/2026/11/2026-11-21.md", 0o666), (vault + "/tools/run.sh", 0o755)
            ] {
                chmod(path, mode_t(mode))
            }

            VaultPrivacy.makePrivate(box.repo)

            #expect(Self.mode(vault) == 0o700)
            #expect(Self.mode(vault + "/2026") == 0o700)
            #expect(Self.mode(vault + "/2026/11") == 0o700)
            #expect(Self.mode(vault + "/2026/11/2026-11-21.md") == 0o600)
            #expect(Self.mode(vault + "/tools/run.sh") == 0o700, "the owner's execute bit stays")
            #expect(Self.mode(outside) == 0o644, "a link's target outside is never changed")
            var info = stat()
            #expect(oddBytes.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) } } == 0)
            #expect(info.st_mode & 0o7777 == 0o700, "a folder whose name is not UTF-8 is reached too")
        }
    }

    @Test("openToOthers: the folder's mode when it or its .git lets others in")
    func openToOthers() throws {
        try Sandbox.with { box in
            try FileManager.default.createDirectory(at: box.repo.appendingPathComponent(".git"), withIntermediateDirectories: true)
            chmod(box.repo.path, 0o700)
            chmod(box.repo.appendingPathComponent(".git").path, 0o700)
            #expect(VaultPrivacy.openToOthers(box.repo) == nil)
            chmod(box.repo.appendingPathComponent(".git").path, 0o755)
            #expect(VaultPrivacy.openToOthers(box.repo) == 0o700)
            chmod(box.repo.path, 0o750)
            #expect(VaultPrivacy.openToOthers(box.repo) == 0o750)
            #expect(VaultPrivacy.openToOthers(box.root.appendingPathComponent("missing")) == nil)
        }
    }

    @Test("the ignore list: missing patterns appended in the file's own line endings; the user's lines kept")
    func ignoreListMerging() {
        let all = IgnoredFiles.patterns.joined(separator: "\n") + "\n"
        #expect(IgnoredFiles.adding(to: nil) == Data(all.utf8))
        #expect(IgnoredFiles.adding(to: Data()) == Data(all.utf8))
        #expect(IgnoredFiles.adding(to: Data(all.utf8)) == nil, "nothing missing: nothing to write")
        let crlf = "build/\r\n*~  \r\n"
        let merged = String(decoding: IgnoredFiles.adding(to: Data(crlf.utf8)) ?? Data(), as: UTF8.self)
        #expect(merged == crlf + IgnoredFiles.patterns.filter { $0 != "*~" }.map { $0 + "\r\n" }.joined())
        let unterminated = String(decoding: IgnoredFiles.adding(to: Data("*.log".utf8)) ?? Data(), as: UTF8.self)
        #expect(unterminated == "*.log\n" + all)
        let bytes = Data([0x66, 0xFF, 0x0A])
        #expect(IgnoredFiles.adding(to: bytes)?.prefix(3) == bytes, "bytes that are not UTF-8 stay as they were")
    }

    @Test("a draft lock is held until released; a second taker learns the holder's pid; release frees it")
    func draftLock() throws {
        try Sandbox.with { box in
            let (vault, _) = try Vault.initialize(at: box.repo)
            let path = try #require(EntryPath(relativePath: "2026/11/2026-11-21.md"))
            var first: DraftLock? = try vault.lockDraft(of: path)
            #expect(first != nil)
            #expect(throws: VaultError.editInProgress(file: path.relativePath, pid: getpid(), draft: vault.draftURL(for: path).path)) {
                try vault.lockDraft(of: path)
            }
            let other = try #require(EntryPath(relativePath: "2026/11/2026-11-21-2.md"))
            _ = try vault.lockDraft(of: other)
            first = nil
            let locks = box.repo.appendingPathComponent(".git/diary/draft-locks").path
            try withExtendedLifetime(try vault.lockDraft(of: path)) {
                #expect(try FileManager.default.contentsOfDirectory(atPath: locks) == ["2026-11-21.md.lock"])
                let pid = try String(contentsOfFile: locks + "/2026-11-21.md.lock", encoding: .utf8)
                #expect(pid == "\(getpid())\n")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: locks) == [], "a released lock leaves no file")
        }
    }
}
