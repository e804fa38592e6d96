import Clibgit2
import Foundation
import TestSupport
import Testing

@testable import GitKit

/// GitKit writes no sentence for a person: each failure it finds itself carries its problem typed, for the
/// program to word in its user's language.
@Suite("The problems GitKit finds itself are typed")
struct GitProblemTests {
    @Test("a detached HEAD")
    func detachedHead() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "a\n")
            try repository.commit(paths: ["a.md"], message: "One")
            try sandbox.git("checkout", "-q", "--detach")
            let error = #expect(throws: GitError.self) { _ = try repository.currentBranch() }
            #expect(error?.problem == .detachedHead)
            #expect(error?.isDetachedHead == true)
        }
    }

    @Test("a bare repository, and a folder that is not the top of a work tree")
    func notAWorkTree() throws {
        try Sandbox.with { sandbox in
            let bare = try sandbox.makeBareRemote()
            let opened = #expect(throws: GitError.self) { try Repository.open(at: bare) }
            #expect(opened?.problem == .bareRepository(path: bare.path))
            #expect(opened?.isNotFound == true)

            _ = try Repository.create(at: sandbox.repo)
            let git = sandbox.repo.appendingPathComponent(".git", isDirectory: true)
            let inside = #expect(throws: GitError.self) { try Repository.open(at: git) }
            #expect(inside?.problem == .notWorkTreeTop(path: git.path))
        }
    }

    @Test(
        "a path that is no path relative to the work tree: which fault",
        arguments: [
            ("", GitProblem.PathFault.empty), ("/etc/passwd", .absolute), ("a\0b.md", .nulCharacter), ("../outside.md", .dotSegment),
            ("a//b.md", .dotSegment), ("./a.md", .dotSegment), (".git/config", .gitSegment), ("sub/.GIT/x", .gitSegment)
        ])
    func badPath(path: String, fault: GitProblem.PathFault) throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            let error = #expect(throws: GitError.self) { try repository.commit(paths: [path], message: "Bad") }
            #expect(error?.problem == .badPath(path: path, fault: fault))
        }
    }

    @Test("a folder named as a file: in the work tree, then in HEAD once it is gone from the work tree")
    func folder() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("2026/a.md", "a\n")
            try repository.commit(paths: ["2026/a.md"], message: "One")
            let here = #expect(throws: GitError.self) { try repository.commit(paths: ["2026"], message: "Folder") }
            #expect(here?.problem == .pathIsFolder(path: "2026", in: .workTree))
            try sandbox.delete("2026")
            let gone = #expect(throws: GitError.self) { try repository.commit(paths: ["2026"], message: "Gone folder") }
            #expect(gone?.problem == .pathIsFolder(path: "2026", in: .head))
        }
    }

    @Test("binary text to merge: which side", arguments: GitProblem.MergeSide.allCases)
    func binaryMerge(side: GitProblem.MergeSide) {
        let text = Data("line\n".utf8)
        let binary = Data([0x61, 0x00, 0x0A])
        let error = #expect(throws: GitError.self) {
            _ = try Repository.mergeText(
                base: side == .base ? binary : text, ours: side == .ours ? binary : text, theirs: side == .theirs ? binary : text,
                ourLabel: "a", theirLabel: "b")
        }
        #expect(error?.problem == .binaryMergeText(side: side))
    }

    @Test("no token and a credential helper that has nothing: both named, typed")
    func credentialHelperHasNothing() throws {
        try Sandbox.with { sandbox in
            let environment = [
                "HOME": sandbox.root.path, "GIT_CONFIG_NOSYSTEM": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            ]
            let source = CredentialSource(tokenVariable: "MY_TOKEN", useCredentialHelper: true, environment: environment)
            let attempts = CredentialAttempts(source: source, workdir: nil)
            let choice = attempts.next(
                url: "https://example.com/vault.git", usernameFromURL: nil, allowedTypes: GIT_CREDENTIAL_USERPASS_PLAINTEXT.rawValue)
            #expect(choice == .none(.noCredentials(tokenVariable: "MY_TOKEN", helper: .foundNone)))
            #expect(
                CredentialHelper.fill(url: "not a url", username: nil, environment: environment, workdir: nil).failure == .unreadableURL)
        }
    }

    @Test("a lock file that cannot be created: the operation, the file and the system's reason")
    func fileOperation() throws {
        try Sandbox.with { sandbox in
            let file = sandbox.root.appendingPathComponent("plain-file")
            try Data("x".utf8).write(to: file)
            let error = #expect(throws: GitError.self) { _ = try LockFile.acquire(file.path + "/HEAD", timeout: 0, function: "test") }
            #expect(error?.problem == .fileOperation(.create, path: file.path + "/HEAD.lock", reason: String(cString: strerror(ENOTDIR))))
            #expect(error?.isSystemError == true)
        }
    }

    @Test("the developer text of a typed problem is its value, and libgit2's errors carry none")
    func developerText() {
        let error = GitError(code: -12, errorClass: 3, problem: .noBranchToPush(branch: "main"), function: "push")
        #expect(error.message == #"noBranchToPush(branch: "main")"#)
        #expect(GitError(code: -14, errorClass: 10, message: "failed to lock file", function: "git_index_write").problem == nil)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
