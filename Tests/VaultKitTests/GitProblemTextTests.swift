import Foundation
import GitKit
import Localization
import TestSupport
import Testing

@testable import VaultKit

/// GitKit types its problems; VaultKit words them at the edge (GitProblemWords.swift).
@Suite("GitKit's problems, worded at the edge")
struct GitProblemTextTests {
    static let commit = ObjectID(hex: "3f9c2ab0000000000000000000000000000000aa")!
    static let other = ObjectID(hex: "1a2b3c40000000000000000000000000000000bb")!

    /// Each problem with the English GitKit wrote for it when it wrote sentences itself, byte for byte.
    static let english: [(GitProblem, String)] = [
        (.detachedHead, "HEAD is detached (not on a branch); check out a branch first, e.g. `git switch main`"),
        (.branchMoved(branch: "main", actual: other, expected: commit), "branch 'main' is at 1a2b3c4, not 3f9c2ab as expected: it moved meanwhile"),
        (.branchMoved(branch: "main", actual: nil, expected: nil), "branch 'main' is at no commit, not no commit as expected: it moved meanwhile"),
        (.branchAtNeitherEnd(branch: "main", actual: other, parent: nil, commit: commit), "main is at 1a2b3c4, neither no commit nor 3f9c2ab"),
        (.bareRepository(path: "/v/remote.git"), "'/v/remote.git' is a bare repository, not a work tree"),
        (.notWorkTreeTop(path: "/v/.git"), "'/v/.git' is not the top folder of a git work tree"),
        (.pathIsFolder(path: "2026", in: .workTree), "'2026' is a folder; name the files in it instead"),
        (.pathIsFolder(path: "2026", in: .head), "'2026' is a folder in HEAD; name the files in it instead"),
        (.pathIsFolder(path: "2026", in: .baseCommit), "'2026' is a folder in the base commit; name the files in it instead"),
        (.badPath(path: "", fault: .empty), "'' has an empty path; paths are relative to the work tree, with '/' separators"),
        (.badPath(path: "/a", fault: .absolute), "'/a' has an absolute path; paths are relative to the work tree, with '/' separators"),
        (.badPath(path: "a", fault: .nulCharacter), "'a' has a NUL character; paths are relative to the work tree, with '/' separators"),
        (
            .badPath(path: "../a", fault: .dotSegment),
            "'../a' has an empty, '.' or '..' segment; paths are relative to the work tree, with '/' separators"
        ),
        (.badPath(path: ".git/a", fault: .gitSegment), "'.git/a' has a '.git' segment; paths are relative to the work tree, with '/' separators"),
        (.missingFromWorkTree(path: "a.md"), "'a.md' is missing from the work tree"),
        (.binaryMergeText(side: .base), "the base text contains a NUL byte (binary data); it cannot be merged line by line"),
        (.binaryMergeText(side: .ours), "the ours text contains a NUL byte (binary data); it cannot be merged line by line"),
        (.binaryMergeText(side: .theirs), "the theirs text contains a NUL byte (binary data); it cannot be merged line by line"),
        (.textsNotMerged, "the texts could not be merged line by line"),
        (
            .trackingRefNotUpdated(remote: "origin", trackingRef: "refs/remotes/origin/main", remoteRef: "refs/heads/main"),
            "fetching 'origin' did not update refs/remotes/origin/main to the remote's refs/heads/main; check remote.origin.fetch (git's default is +refs/heads/*:refs/remotes/origin/*)"
        ),
        (
            .passwordInRemoteURL(remote: "origin", tokenVariable: "DIARY_GIT_TOKEN"),
            "the URL for remote 'origin' contains a password; give the URL without it and use $DIARY_GIT_TOKEN or a git credential helper"
        ),
        (
            .passwordInRemoteURL(remote: "origin", tokenVariable: nil),
            "the URL for remote 'origin' contains a password; give the URL without it and use an access token or a git credential helper"
        ),
        (.invalidRemoteName("a b"), "'a b' is not a valid remote name"),
        (.noBranchToPush(branch: "main"), "there is no branch 'main' to push (no commit yet?)"),
        (.fileOperation(.open, path: "/v/.git/HEAD", reason: "Permission denied"), "cannot open '/v/.git/HEAD': Permission denied"),
        (
            .fileOperation(.create, path: "/v/.git/index.lock", reason: "No space left on device"),
            "cannot create '/v/.git/index.lock': No space left on device"
        ),
        (.fileOperation(.read, path: "a.md", reason: "Input/output error"), "cannot read 'a.md': Input/output error"),
        (
            .fileOperation(.write, path: "/v/.git/index.lock", reason: "No space left on device"),
            "cannot write '/v/.git/index.lock': No space left on device"
        ),
        (
            .fileOperation(.rename(to: "/v/.git/index"), path: "/v/.git/index.lock", reason: "Read-only file system"),
            "cannot rename '/v/.git/index.lock' to '/v/.git/index': Read-only file system"
        ),
        (.shrankWhileRead(path: "a.md", expected: 42), "cannot read 'a.md': it has fewer bytes than the 42 expected"),
        (.refNotWritten(file: "/v/.git/refs/heads/main", commit: commit), "'/v/.git/refs/heads/main' does not hold 3f9c2ab after it was written"),
        (.missingAfterPackWrite(commit, ownPack: false), "object 3f9c2ab0000000000000000000000000000000aa is missing after writing the pack"),
        (.missingAfterPackWrite(commit, ownPack: true), "object 3f9c2ab0000000000000000000000000000000aa is missing after writing its pack"),
        (.missingAfterWrite(.commit(commit)), "commit 3f9c2ab is missing from the object store after it was written (is the disk full?)"),
        (
            .missingAfterWrite(.entry(path: "a.md", commit: commit)),
            "'a.md' in commit 3f9c2ab is missing from the object store after it was written (is the disk full?)"
        ),
        (.missingAfterWrite(.blob(path: "a.md")), "the blob of 'a.md' is missing from the object store after it was written (is the disk full?)")
    ]

    static let url = "https://example.com/v.git"

    /// Each authentication problem with the English of GitKit's credential callback, after "authentication to … failed: ".
    static let authentication: [(AuthenticationProblem, String)] = [
        (.usernameAskedAgain, "the server asked for a user name again"),
        (.noSSHKey(user: "git"), "no SSH key to offer as git: start ssh-agent with your key, or create ~/.ssh/id_ed25519"),
        (
            .sshNotAccepted(user: "git", offered: [.sshAgent, .keyFile("~/.ssh/id_ed25519")], passphraseProtected: ["~/.ssh/id_rsa"]),
            "the server did not accept git with ssh-agent, ~/.ssh/id_ed25519, ~/.ssh/id_rsa (protected by a passphrase: add it to ssh-agent)"
        ),
        (.passwordOverSSH, "the server wants a password, which GitKit does not send over SSH; use a key (ssh-agent or ~/.ssh/id_ed25519)"),
        (.rejected(offered: [.accessToken]), "the server rejected the access token; check that it is valid and allows access to this repository"),
        (
            .rejected(offered: [.credentialHelper]),
            "the server rejected the user name and password from the git credential helper; check that it is valid and allows access to this repository"
        ),
        (.tokenOverHTTP(host: "example.com"), "not sending the access token unencrypted to example.com over http://; use an https:// URL"),
        (
            .noCredentials(tokenVariable: "MY_TOKEN", helper: .foundNone),
            "no token ($MY_TOKEN) and no credentials from a git credential helper (git credential fill found none)"
        ),
        (
            .noCredentials(tokenVariable: nil, helper: .unreadableURL),
            "no token and no credentials from a git credential helper (cannot read the URL)"
        ),
        (.noCredentials(tokenVariable: nil, helper: .nulInURL), "no token and no credentials from a git credential helper (the URL has a NUL byte)"),
        (
            .noCredentials(tokenVariable: nil, helper: .cannotRun(reason: "No such file")),
            "no token and no credentials from a git credential helper (cannot run git: No such file)"
        ),
        (
            .noCredentials(tokenVariable: nil, helper: .noAnswer(seconds: 60)),
            "no token and no credentials from a git credential helper (git credential fill did not answer within 60 s)"
        ),
        (
            .noCredentials(tokenVariable: nil, helper: .incompleteAnswer),
            "no token and no credentials from a git credential helper (git credential fill gave no user name and password)"
        ),
        (.passwordWanted(tokenVariable: "MY_TOKEN"), "the server wants a user name and password: set $MY_TOKEN or configure a git credential helper"),
        (.passwordWanted(tokenVariable: nil), "the server wants a user name and password: set an access token or configure a git credential helper"),
        (.unsupportedTypes(64), "the server wants a kind of authentication GitKit does not offer (types 64)")
    ]

    /// Each way a transfer fails, with the English GitKit wrote after the remote's name.
    static let transfer: [(TransferProblem, String)] = [
        (.silent(seconds: 30), "timed out after 30 s without an answer from the server"),
        (
            .tooSlow(bytes: 2, seconds: 2, minimumBytesPerSecond: 32),
            "timed out: only 2 bytes moved in 2 s, fewer than 32 a second (the server has stalled)"
        ),
        (.tooLong(seconds: 3), "timed out: the transfer was not done after 3 s, the longest it may take"),
        (.closedEarly("early EOF"), "the server closed the connection before the transfer was complete (early EOF)"),
        (.noRepositoryAtPath, "there is no repository at 'https://example.com/v.git' (no such folder; is the disk mounted?)"),
        (
            .hostKeyNotTrusted("hostkey mismatch"),
            "hostkey mismatch — the server's SSH host key is not in ~/.ssh/known_hosts or has changed; check it, then add it (e.g. with ssh-keyscan or by connecting once with ssh)"
        ),
        (
            .certificateNotVerified("the SSL certificate is invalid"),
            "the SSL certificate is invalid — the server's TLS certificate could not be verified"
        )
    ]

    static var all: [(GitProblem, String)] {
        english
            + transfer.map { (.transfer(remote: nil, url: url, $0.0, serverSaid: []), "'\(url)': \($0.1)") }
            + [
                (
                    .transfer(remote: "origin", url: url, .silent(seconds: 30), serverSaid: ["hook declined", "bye"]),
                    "'origin' (\(url)): timed out after 30 s without an answer from the server (remote: hook declined / bye)"
                )
            ]
            + authentication.map { (.authentication(remote: nil, url: url, $0.0), "authentication to '\(url)' failed: \($0.1)") }
            + [
                (
                    .authentication(remote: "origin", url: url, .usernameAskedAgain),
                    "authentication to 'origin' (\(url)) failed: the server asked for a user name again"
                )
            ]
    }

    @Test("in English, each problem reads as the sentence GitKit used to write, byte for byte")
    func englishUnchanged() {
        for (problem, sentence) in Self.all {
            #expect(problem.text(in: EnglishText()) == sentence)
        }
        // libgit2's own words are shown as it wrote them, in any language.
        let failed = GitProblem.transfer(remote: "origin", url: Self.url, .failed("cannot connect"), serverSaid: [])
        #expect(failed.text(in: EnglishText()) == "'origin' (\(Self.url)): cannot connect")
        #expect(failed.text(in: KoreanText()).hasSuffix(": cannot connect"))
    }

    @Test("in Korean, each problem is Korean and its own")
    func koreanWorded() {
        let korean = Self.all.map { $0.0.text(in: KoreanText()) }
        #expect(Set(korean).count == korean.count)
        for (text, (_, english)) in zip(korean, Self.all) {
            #expect(text != english)
            #expect(text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(text)")
        }
    }

    @Test("a git error with a problem: the message and the commit failure put it where git's own reason went")
    func messages() {
        let detached = GitError(code: -12, errorClass: 3, problem: .detachedHead, function: "beginCommit")
        for text in [EnglishText() as any CoreText & ReasonText, KoreanText()] {
            #expect(detached.message(in: text) == text.gitFailed(detail: "beginCommit: " + text.gitDetachedHead, onDisk: false))
            let missing = GitError(code: -1, errorClass: 9, problem: .missingAfterWrite(.commit(Self.commit)), function: "commit")
            #expect(
                VaultError.commitFailed(file: "a.md", error: missing).message(in: text)
                    == text.commitFailed(file: "a.md", detail: "commit: " + text.gitMissingAfterWrite(text.gitStoredCommit("3f9c2ab"))))
            let refused = GitError(
                code: -16, errorClass: 34, problem: .authentication(remote: nil, url: Self.url, .passwordOverSSH), function: "git_remote_fetch")
            #expect(
                refused.message(in: text)
                    == text.gitAuthenticationFailed(
                        detail: text.gitAuthenticationProblem(remote: nil, url: Self.url, reason: text.authPasswordOverSSH)))
        }
        let stalled = GitError(
            code: -1, errorClass: 12, problem: .transfer(remote: nil, url: Self.url, .tooLong(seconds: 3), serverSaid: []),
            function: "git_remote_fetch")
        #expect(stalled.isTimeout)
        for text in [EnglishText() as any CoreText & ReasonText, KoreanText()] {
            #expect(
                stalled.message(in: text)
                    == text.gitTimedOut(
                        detail: text.gitTransferProblem(remote: nil, url: Self.url, reason: text.transferTooLong(seconds: 3), serverSaid: [])))
        }
        let shrank = FilterDriverFailure(
            path: "a.md", reason: "r", cause: FilterInputError(name: "a.md", systemReason: nil, expected: 42))
        #expect(FileReason(shrank) == .git(.shrankWhileRead(path: "a.md", expected: 42)))
        #expect(FileReason(shrank).text(in: EnglishText()) == "cannot read 'a.md': it has fewer bytes than the 42 expected")
        let libgit2 = GitError(code: -1, errorClass: 10, message: "unknown libgit2 error", function: "git_index_write")
        #expect(libgit2.message(in: EnglishText()) == "git could not do it (git_index_write: libgit2 gave no reason (code -1))")
        #expect(
            libgit2.message(in: KoreanText())
                == KoreanText().gitFailed(detail: "git_index_write: " + KoreanText().gitNoReason(code: -1), onDisk: false))
    }
}
