import Foundation
import GitCrypt
import GitKit
import TestSupport
import Testing

/// git-crypt's scheme as GitCrypt does it, checked against Debian's `git-crypt` binary: the same key
/// file bytes, the same blobs for the same text, and files each side encrypted read by the other.
@Suite("git-crypt, byte for byte")
struct GitCryptTests {
    /// Texts around the AES block size and the CTR counter's first steps, one that is not UTF-8, and one
    /// large enough to go through the filter in pieces.
    static let samples: [(String, Data)] = [
        ("empty.md", Data()),
        ("one.md", Data("x".utf8)),
        ("block.md", Data(repeating: 0x61, count: 16)),
        ("block-and-one.md", Data(repeating: 0x62, count: 17)),
        ("entry.md", Data("---\nschema: 2\ncreated: 2026-11-24T07:00:00+09:00\n---\n# 비밀\n\nSECRET words.\n".utf8)),
        ("large.md", Data((0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })),
        // Over a megabyte: encrypted and decrypted a piece at a time, and spilled by libgit2's filter.
        ("big.md", Data((0..<(5 << 19) + 7).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }))
    ]

    private func attributes(_ sandbox: Sandbox) throws {
        try sandbox.write(".gitattributes", "*.md filter=git-crypt diff=git-crypt\n.gitattributes !filter !diff\n")
    }

    private func writeSamples(_ sandbox: Sandbox, prefix: String = "") throws {
        for (name, data) in Self.samples {
            try data.write(to: sandbox.repo.appendingPathComponent(prefix + name))
        }
    }

    @Test("a key made by git-crypt reads back to the same bytes; a damaged or newer one is refused")
    func keyFile() throws {
        try Sandbox.with { sandbox in
            _ = try Repository.create(at: sandbox.repo)
            try sandbox.git("crypt", "init")
            let exported = sandbox.root.appendingPathComponent("exported.key")
            try sandbox.git("crypt", "export-key", exported.path)
            let bytes = try Data(contentsOf: exported)
            let key = try GitCryptKey(fileBytes: bytes)
            #expect(key.fileBytes == bytes)
            #expect(key.entries.count == 1 && key.latest?.aesKey.count == 32 && key.latest?.hmacKey.count == 64)
            let installed = try Data(contentsOf: sandbox.repo.appendingPathComponent(".git/git-crypt/keys/default"))
            #expect(installed == bytes)

            #expect(throws: GitCryptError.malformedKey) { try GitCryptKey(fileBytes: bytes.prefix(100)) }
            #expect(throws: GitCryptError.malformedKey) { try GitCryptKey(fileBytes: Data("not a key".utf8)) }
            var newer = bytes
            newer[15] = 3
            #expect(throws: GitCryptError.incompatibleKey) { try GitCryptKey(fileBytes: newer) }
            var critical = bytes.prefix(16)
            critical.append(contentsOf: [0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0])
            #expect(throws: GitCryptError.incompatibleKey) { try GitCryptKey(fileBytes: critical + bytes.dropFirst(20)) }
        }
    }

    @Test("the same text gives the same blob as git-crypt's clean, and reads back plain")
    func sameBlobs() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.git("crypt", "init")
            try attributes(sandbox)
            try writeSamples(sandbox, prefix: "git-")
            try sandbox.git("add", "-A")
            try sandbox.git("commit", "-q", "-m", "By git and git-crypt")

            #expect(try repository.runGitCryptIfUnlocked())
            try writeSamples(sandbox, prefix: "diary-")
            try repository.commit(paths: Self.samples.map { "diary-" + $0.0 }, message: "By GitKit")
            for (name, data) in Self.samples {
                let theirs = try sandbox.git("rev-parse", "HEAD:git-" + name)
                let ours = try sandbox.git("rev-parse", "HEAD:diary-" + name)
                #expect(ours == theirs, "\(name): the same blob")
                let stored = try sandbox.gitResult(["cat-file", "blob", "HEAD:diary-" + name]).stdout
                #expect(stored.hasPrefix("\0GITCRYPT\0"), "\(name) is encrypted in the object store")
                #expect(try repository.contents(of: "diary-" + name, at: "HEAD") == data)
                #expect(try repository.contents(of: "git-" + name, at: "HEAD") == data)
            }
            // libgit2's status hashes a just-written (racy) file through the filter: nothing is modified.
            #expect(try repository.status() == [])
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("a key diary made unlocks with git-crypt a plain git clone, which gives the same files")
    func gitCryptReadsOurs() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try attributes(sandbox)
            try repository.installGitCryptKey(GitCryptKey.generate())
            let mode = try FileManager.default.attributesOfItem(atPath: repository.gitCryptKeyURL.path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
            try writeSamples(sandbox)
            try repository.commit(paths: [".gitattributes"] + Self.samples.map(\.0), message: "Encrypted")
            let keyFile = sandbox.root.appendingPathComponent("diary.key")
            try Data(contentsOf: repository.gitCryptKeyURL).write(to: keyFile)

            let clone = sandbox.root.appendingPathComponent("clone")
            try sandbox.git("clone", "-q", sandbox.repo.path, clone.path)
            let locked = try Data(contentsOf: clone.appendingPathComponent("entry.md"))
            #expect(GitCryptCipher.isEncrypted(locked), "a clone without the key has ciphertext")
            let unlock = try sandbox.gitResult(["-C", clone.path, "crypt", "unlock", keyFile.path])
            #expect(unlock.status == 0, "\(unlock)")
            for (name, data) in Self.samples {
                #expect(try Data(contentsOf: clone.appendingPathComponent(name)) == data, "\(name)")
            }
            let status = try sandbox.gitResult(["-C", clone.path, "crypt", "status", "-e"])
            #expect(status.status == 0 && !status.allOutput.contains("NOT ENCRYPTED"), "\(status)")
        }
    }

    @Test("a patch of an encrypted file shows its plain text, as git-crypt's textconv does")
    func plainPatch() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try attributes(sandbox)
            try repository.installGitCryptKey(GitCryptKey.generate())
            try sandbox.write("a.md", "first line\n")
            try sandbox.write("notes.txt", "plain\n")
            try repository.commit(paths: [".gitattributes", "a.md", "notes.txt"], message: "One")
            try sandbox.write("a.md", "first line\nsecond line\n")
            try sandbox.write("notes.txt", "plain\nmore\n")
            let second = try repository.commit(paths: ["a.md", "notes.txt"], message: "Two")
            let patch = try repository.patch(of: second)
            #expect(patch.contains("+second line") && patch.contains("+more"), "\(patch)")
            #expect(!patch.contains("Binary"), "\(patch)")
            let onePath = try repository.patch(of: second, path: "a.md")
            #expect(onePath.contains("+second line") && !onePath.contains("notes.txt"), "\(onePath)")
        }
    }

    @Test("ciphertext in the work tree is never stored as if it were the text; the failure names the file")
    func ciphertextInWorkTree() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try attributes(sandbox)
            let key = GitCryptKey.generate()
            try repository.installGitCryptKey(key)
            try sandbox.write("a.md", "one\n")
            try repository.commit(paths: [".gitattributes", "a.md"], message: "One")
            let head = try repository.head()
            try GitCryptCipher.encrypt(Data("two\n".utf8), with: key).write(to: sandbox.repo.appendingPathComponent("a.md"))
            let failure = #expect(throws: FilterDriverFailure.self) { try repository.commit(paths: ["a.md"], message: "Two") }
            #expect(failure?.path == "a.md" && failure?.reason.contains("locked") == true, "\(String(describing: failure))")
            #expect(failure?.cause as? GitCryptError == .alreadyEncrypted, "the driver's own error, for the program to word")
            #expect(try repository.head() == head, "nothing committed")
        }
    }

    @Test("damaged ciphertext, a key that is not the file's, and text already encrypted are refused")
    func refusals() throws {
        let key = GitCryptKey.generate()
        let text = Data("SECRET words\n".utf8)
        let encrypted = try GitCryptCipher.encrypt(text, with: key)
        #expect(encrypted.prefix(10) == GitCryptCipher.header && encrypted.count == text.count + 22)
        #expect(try GitCryptCipher.encrypt(text, with: key) == encrypted, "deterministic")
        #expect(try GitCryptCipher.decrypt(encrypted, with: key) == text)
        var damaged = encrypted
        damaged[damaged.count - 1] ^= 1
        #expect(throws: GitCryptError.tampered) { try GitCryptCipher.decrypt(damaged, with: key) }
        #expect(throws: GitCryptError.tampered) { try GitCryptCipher.decrypt(encrypted, with: GitCryptKey.generate()) }
        #expect(throws: GitCryptError.alreadyEncrypted) { try GitCryptCipher.encrypt(encrypted, with: key) }
        #expect(try GitCryptCipher.decrypt(text, with: key) == text, "a plain blob reads as it is")
    }
}
