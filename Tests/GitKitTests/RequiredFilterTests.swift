import Foundation
import GitCrypt
import GitKit
import TestSupport
import Testing

/// A repository's own rule that some files go through a filter, whatever `.gitattributes` says; the
/// attributes of another commit read as git would read them; and the commits a push would send.
@Suite("required filters, given attributes, outgoing commits")
struct RequiredFilterTests {
    static let encrypting = "*.md filter=git-crypt diff=git-crypt\n.gitattributes !filter !diff\n"

    /// A repository with git-crypt's key installed and `.gitattributes` encrypting `*.md`, one entry committed.
    private func encryptedRepository(_ sandbox: Sandbox) throws -> Repository {
        let repository = try Repository.create(at: sandbox.repo)
        try sandbox.write(".gitattributes", Self.encrypting)
        try repository.installGitCryptKey(GitCryptKey.generate())
        try sandbox.write("entry.md", "first\n")
        try repository.commit(paths: [".gitattributes", "entry.md"], message: "Encrypted")
        repository.requireFilter("git-crypt", forPaths: { $0.hasSuffix(".md") })
        return repository
    }

    @Test("with the rule, a commit of a file whose attributes dropped the filter is refused before anything is written, by every commit path")
    func refusedWhenAttributesDropTheFilter() throws {
        try Sandbox.with { sandbox in
            let repository = try encryptedRepository(sandbox)
            defer { repository.stopRequiringFilter() }
            let head = try #require(try repository.head())
            try sandbox.write(".gitattributes", ".gitattributes !filter !diff\n")
            try sandbox.write("entry.md", "SECRET\n")
            #expect(throws: FilterRequired(path: "entry.md", driver: "git-crypt")) {
                try repository.commit(paths: ["entry.md"], message: "Plain")
            }
            #expect(throws: FilterRequired(path: "other.md", driver: "git-crypt")) {
                try repository.commitTree(base: head, changes: ["other.md": Data("SECRET\n".utf8)], parents: [head], message: "Plain")
            }
            let transaction = try repository.beginCommit()
            #expect(throws: FilterRequired(path: "entry.md", driver: "git-crypt")) {
                try transaction.stage([FileRewrite(path: "entry.md", old: nil, new: Data("SECRET\n".utf8))], message: "Plain")
            }
            transaction.release()
            #expect(try repository.head() == head)
            let objects = try sandbox.gitResult(["cat-file", "--batch-all-objects", "--batch"]).stdout
            #expect(!objects.contains("SECRET"), "no object holds the plain text")
            // A file the rule does not cover, and a removal, stay allowed.
            try sandbox.write("photo.jpg", "not text")
            try repository.commit(paths: ["photo.jpg"], message: "Photo")
            // With the attributes back, the file is committed encrypted.
            try sandbox.write(".gitattributes", Self.encrypting)
            try repository.commit(paths: ["entry.md"], message: "Encrypted again")
            let encrypted = try #require(try repository.head())
            #expect(GitCryptCipher.isEncrypted(try #require(try repository.storedContents(of: "entry.md", at: encrypted))))
        }
    }

    @Test("commitTree stores files as the merged attributes ask, not as the work tree's do")
    func commitTreeWithGivenAttributes() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try repository.installGitCryptKey(GitCryptKey.generate())
            try sandbox.write("entry.md", "plain\n")
            let first = try repository.commit(paths: ["entry.md"], message: "Plain")
            let merged = try repository.commitTree(
                base: first, changes: [".gitattributes": Data(Self.encrypting.utf8), "new.md": Data("SECRET\n".utf8)],
                parents: [first], message: "Encrypted", attributes: Data(Self.encrypting.utf8))
            #expect(GitCryptCipher.isEncrypted(try #require(try repository.storedContents(of: "new.md", at: merged))))
            // Read back once the work tree has the merged attributes (as a sync's checkout writes them first).
            try sandbox.write(".gitattributes", Self.encrypting)
            #expect(try repository.contents(of: "new.md", at: merged.hex) == Data("SECRET\n".utf8))
            try FileManager.default.removeItem(at: sandbox.repo.appendingPathComponent(".gitattributes"))
            let unfiltered = try repository.commitTree(base: first, changes: ["new.md": Data("x\n".utf8)], parents: [first], message: "Plain")
            #expect(try repository.storedContents(of: "new.md", at: unfiltered) == Data("x\n".utf8))
        }
    }

    @Test("given attributes follow git's rules: the last matching line wins, !filter unsets, info/attributes still applies")
    func givenAttributes() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            let cases: [(String, String, String?)] = [
                ("[0-9][0-9][0-9][0-9]/** filter=git-crypt\n", "2026/11/2026-11-20.md", "git-crypt"),
                ("[0-9][0-9][0-9][0-9]/** filter=git-crypt\n2026/** !filter\n", "2026/11/2026-11-20.md", nil),
                ("[0-9][0-9][0-9][0-9]/** filter=git-crypt\n2026/** !filter\n", "2025/11/2025-11-20.md", "git-crypt"),
                ("*.md filter=git-crypt\n*.md -filter\n", "a.md", nil),
                ("# *.md filter=git-crypt\n", "a.md", nil),
                ("", "a.md", nil)
            ]
            for (text, path, driver) in cases {
                #expect(try GivenAttributes(Data(text.utf8), in: repository).filterDriver(for: path) == driver, "\(text) \(path)")
            }
            // The work tree's own file does not leak into the given ones.
            try sandbox.write(".gitattributes", "*.md filter=git-crypt\n")
            #expect(try GivenAttributes(Data(), in: repository).filterDriver(for: "a.md") == nil)
            // This clone's own info/attributes applies, as it would to the commit checked out here.
            try FileManager.default.createDirectory(at: sandbox.repo.appendingPathComponent(".git/info"), withIntermediateDirectories: true)
            try sandbox.write(".git/info/attributes", "*.txt filter=lfs\n")
            #expect(try GivenAttributes(Data(), in: repository).filterDriver(for: "a.txt") == "lfs")
            // A commit's attributes.
            try repository.commit(paths: [".gitattributes"], message: "Attributes")
            let head = try #require(try repository.head())
            #expect(try GivenAttributes(of: head, in: repository).filterDriver(for: "b.md") == "git-crypt")
            // A commit's attributes are all its `.gitattributes` files, in folders too.
            try FileManager.default.createDirectory(at: sandbox.repo.appendingPathComponent("2026"), withIntermediateDirectories: true)
            try sandbox.write("2026/.gitattributes", "* !filter\n")
            try repository.commit(paths: ["2026/.gitattributes"], message: "A folder's attributes")
            let folder = try #require(try repository.head())
            #expect(try GivenAttributes(of: folder, in: repository).filterDriver(for: "2026/b.md") == nil)
            #expect(try GivenAttributes(of: folder, in: repository).filterDriver(for: "2025/b.md") == "git-crypt")
        }
    }

    @Test("outgoing commits: oldest first, none already on the remote, a merge brings only what neither parent had")
    func outgoingCommits() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "a\n")
            let base = try repository.commit(paths: ["a.md"], message: "Base")
            try sandbox.write("b.md", "b\n")
            let mine = try repository.commit(paths: ["b.md"], message: "Mine")
            let theirs = try repository.commitTree(base: base, changes: ["c.md": Data("c\n".utf8)], parents: [base], message: "Theirs")
            let merge = try repository.commitTree(
                base: mine, changes: ["c.md": Data("c\n".utf8), "d.md": Data("d\n".utf8)], parents: [mine, theirs], message: "Merge")
            let outgoing = try repository.outgoingCommits(from: merge, notIn: theirs)
            #expect(outgoing.map(\.id) == [mine, merge])
            #expect(outgoing.map(\.introduced) == [["b.md"], ["d.md"]])
            #expect(try repository.outgoingCommits(from: merge, notIn: merge).isEmpty)
            #expect(try repository.outgoingCommits(from: mine, notIn: nil).map(\.id) == [base, mine])
        }
    }
}
