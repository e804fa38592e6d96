import Foundation
import TestSupport
import Testing

@testable import Localization

/// Every requirement of `ReasonText` that words GitKit's typed problems, called with sample arguments.
enum GitReasonSamples {
    static let path = "2026/11/2026-11-21.md"

    static let all: [(name: String, render: @Sendable (any ReasonText) -> String)] = [
        ("gitDetachedHead", { $0.gitDetachedHead }),
        ("gitBranchMoved", { $0.gitBranchMoved(branch: "main", actual: "3f9c2ab", expected: nil) }),
        ("gitBranchAtNeitherEnd", { $0.gitBranchAtNeitherEnd(branch: "main", actual: "3f9c2ab", parent: nil, commit: "1a2b3c4") }),
        ("gitBareRepository", { $0.gitBareRepository(path: "/home/ada/Diary") }),
        ("gitNotWorkTreeTop", { $0.gitNotWorkTreeTop(path: "/home/ada/Diary/2026") }),
        ("gitPathIsFolder", { $0.gitPathIsFolder(path: "2026") }),
        ("gitPathIsFolderInHead", { $0.gitPathIsFolderInHead(path: "2026") }),
        ("gitPathIsFolderInBaseCommit", { $0.gitPathIsFolderInBaseCommit(path: "2026") }),
        ("gitBadPath", { $0.gitBadPath(path: "../x.md", fault: $0.gitPathDotSegment) }),
        ("gitPathEmpty", { $0.gitPathEmpty }),
        ("gitPathAbsolute", { $0.gitPathAbsolute }),
        ("gitPathNULCharacter", { $0.gitPathNULCharacter }),
        ("gitPathDotSegment", { $0.gitPathDotSegment }),
        ("gitPathGitSegment", { $0.gitPathGitSegment }),
        ("gitMissingFromWorkTree", { $0.gitMissingFromWorkTree(path: path) }),
        ("gitBinaryBaseText", { $0.gitBinaryBaseText }),
        ("gitBinaryOurText", { $0.gitBinaryOurText }),
        ("gitBinaryTheirText", { $0.gitBinaryTheirText }),
        ("gitTextsNotMerged", { $0.gitTextsNotMerged }),
        (
            "gitTrackingRefNotUpdated",
            { $0.gitTrackingRefNotUpdated(remote: "origin", trackingRef: "refs/remotes/origin/main", remoteRef: "refs/heads/main") }
        ),
        ("gitPasswordInRemoteURL", { $0.gitPasswordInRemoteURL(remote: "origin", tokenVariable: "DIARY_GIT_TOKEN") }),
        ("gitInvalidRemoteName", { $0.gitInvalidRemoteName("a b") }),
        ("gitNoBranchToPush", { $0.gitNoBranchToPush(branch: "main") }),
        ("gitCannotOpen", { $0.gitCannotOpen(path: "/v/.git/HEAD", reason: "Permission denied") }),
        ("gitCannotCreate", { $0.gitCannotCreate(path: "/v/.git/index.lock", reason: "No space left on device") }),
        ("gitCannotRead", { $0.gitCannotRead(path: path, reason: "Input/output error") }),
        ("gitCannotWrite", { $0.gitCannotWrite(path: "/v/.git/index.lock", reason: "No space left on device") }),
        ("gitCannotRename", { $0.gitCannotRename(path: "/v/.git/index.lock", to: "/v/.git/index", reason: "Read-only file system") }),
        ("gitShrankWhileRead", { $0.gitShrankWhileRead(path: path, expected: 42) }),
        ("gitRefNotWritten", { $0.gitRefNotWritten(file: "/v/.git/refs/heads/main", commit: "3f9c2ab") }),
        ("gitNoReason", { $0.gitNoReason(code: -1) }),
        ("gitMissingAfterPackWrite", { $0.gitMissingAfterPackWrite(object: "3f9c2ab0000000000000000000000000000000aa", ownPack: true) }),
        ("gitMissingAfterWrite", { $0.gitMissingAfterWrite($0.gitStoredBlob(path: path)) }),
        ("gitStoredCommit", { $0.gitStoredCommit("3f9c2ab") }),
        ("gitStoredEntry", { $0.gitStoredEntry(path: path, commit: "3f9c2ab") }),
        ("gitStoredBlob", { $0.gitStoredBlob(path: path) }),
        (
            "gitTransferProblem",
            { $0.gitTransferProblem(remote: "origin", url: "https://example.com/v.git", reason: "r", serverSaid: ["hook declined"]) }
        ),
        ("transferSilent", { $0.transferSilent(seconds: 30) }),
        ("transferTooSlow", { $0.transferTooSlow(bytes: 2, seconds: 2, minimumBytesPerSecond: 32) }),
        ("transferTooLong", { $0.transferTooLong(seconds: 600) }),
        ("transferClosedEarly", { $0.transferClosedEarly(detail: "early EOF") }),
        ("transferNoRepositoryAt", { $0.transferNoRepositoryAt(path: "/media/usb/vault.git") }),
        ("transferHostKeyNotTrusted", { $0.transferHostKeyNotTrusted(detail: "hostkey mismatch") }),
        ("transferCertificateNotVerified", { $0.transferCertificateNotVerified(detail: "the SSL certificate is invalid") }),
        ("gitAuthenticationProblem", { $0.gitAuthenticationProblem(remote: "origin", url: "https://example.com/v.git", reason: "r") }),
        ("authUsernameAskedAgain", { $0.authUsernameAskedAgain }),
        ("authNoSSHKey", { $0.authNoSSHKey(user: "git") }),
        ("authSSHNotAccepted", { $0.authSSHNotAccepted(user: "git", tried: ["ssh-agent", $0.authPassphraseProtected(key: "~/.ssh/id_rsa")]) }),
        ("authPassphraseProtected", { $0.authPassphraseProtected(key: "~/.ssh/id_rsa") }),
        ("authPasswordOverSSH", { $0.authPasswordOverSSH }),
        ("authRejected", { $0.authRejected(offered: [$0.authOfferedAccessToken]) }),
        ("authOfferedAccessToken", { $0.authOfferedAccessToken }),
        ("authOfferedCredentialHelper", { $0.authOfferedCredentialHelper }),
        ("authTokenOverHTTP", { $0.authTokenOverHTTP(host: "example.com") }),
        ("authNoCredentials", { $0.authNoCredentials(tokenVariable: "DIARY_GIT_TOKEN", helperReason: $0.helperFoundNone) }),
        ("authPasswordWanted", { $0.authPasswordWanted(tokenVariable: nil) }),
        ("authUnsupportedTypes", { $0.authUnsupportedTypes(64) }),
        ("helperUnreadableURL", { $0.helperUnreadableURL }),
        ("helperNULInURL", { $0.helperNULInURL }),
        ("helperCannotRun", { $0.helperCannotRun(reason: "No such file or directory") }),
        ("helperNoAnswer", { $0.helperNoAnswer(seconds: 60) }),
        ("helperFoundNone", { $0.helperFoundNone }),
        ("helperIncompleteAnswer", { $0.helperIncompleteAnswer })
    ]
}

@Suite("GitKit's typed problems, worded in each language")
struct GitReasonTextTests {
    /// The names `ReasonText` declares from its GitKit section on, read from its source.
    static func declaredRequirements() throws -> Set<String> {
        let source = packageRoot.appendingPathComponent("Sources/Localization/Reasons/ReasonText.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        let start = try #require(text.range(of: "// GitKit's own problems"))
        let end = try #require(text.range(of: "\n}", range: start.upperBound..<text.endIndex))
        let declaration = /^\s*(?:var|func)\s+([A-Za-z0-9_]+)/
        return Set(
            text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
                (try? declaration.firstMatch(in: String(line))).map { String($0.1) }
            })
    }

    @Test func theSamplesCoverEveryRequirement() throws {
        let declared = try Self.declaredRequirements()
        let sampled = Set(GitReasonSamples.all.map(\.name))
        #expect(declared.count > 40, "\(declared)")
        #expect(declared.subtracting(sampled).isEmpty, "requirements without a sample: \(declared.subtracting(sampled).sorted())")
        #expect(sampled.subtracting(declared).isEmpty, "samples of no requirement: \(sampled.subtracting(declared).sorted())")
        #expect(sampled.count == GitReasonSamples.all.count, "each requirement once")
    }

    @Test(arguments: GitReasonSamples.all.map(\.name))
    func everyReasonIsTranslated(_ name: String) throws {
        let render = try #require(GitReasonSamples.all.first { $0.name == name }?.render)
        let english = render(EnglishText())
        let korean = render(KoreanText())
        #expect(!english.isEmpty && !korean.isEmpty)
        #expect(english != korean, "\(name) is the same in both languages: \(english)")
        #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(name) has no Hangul: \(korean)")
        #expect(!english.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(name) has Hangul in English")
        #expect(!english.contains("\n") && !korean.contains("\n"), "one line each")
        #expect(!korean.hasSuffix("."), "a clause the message goes on after: \(korean)")
    }

    @Test("what a reason names survives translation: paths, branches, remotes, hosts, variables, numbers")
    func reasonsKeepWhatTheyName() {
        for text in [EnglishText() as any ReasonText, KoreanText()] {
            #expect(text.gitBareRepository(path: "/v").contains("'/v'"))
            #expect(
                ["main", "3f9c2ab", "1a2b3c4"].allSatisfy(
                    text.gitBranchAtNeitherEnd(branch: "main", actual: "3f9c2ab", parent: nil, commit: "1a2b3c4").contains))
            #expect(
                text.gitTrackingRefNotUpdated(remote: "o", trackingRef: "refs/remotes/o/main", remoteRef: "refs/heads/main").contains(
                    "remote.o.fetch"))
            #expect(text.authTokenOverHTTP(host: "example.com").contains("example.com"))
            #expect(text.authNoCredentials(tokenVariable: "MY_TOKEN", helperReason: "x").contains("$MY_TOKEN"))
            #expect(text.authPasswordWanted(tokenVariable: "MY_TOKEN").contains("$MY_TOKEN"))
            #expect(text.gitPasswordInRemoteURL(remote: "origin", tokenVariable: "MY_TOKEN").contains("$MY_TOKEN"))
            #expect(text.helperNoAnswer(seconds: 60).contains("60"))
            #expect(text.authSSHNotAccepted(user: "git", tried: ["ssh-agent", "~/.ssh/id_rsa"]).contains("ssh-agent, ~/.ssh/id_rsa"))
            #expect(text.gitAuthenticationProblem(remote: nil, url: "https://h/v.git", reason: "r").contains("'https://h/v.git'"))
            #expect(text.gitTransferProblem(remote: nil, url: "u", reason: "r", serverSaid: ["a", "b"]).contains("a / b"))
            #expect(["2", "32"].allSatisfy(text.transferTooSlow(bytes: 2, seconds: 2, minimumBytesPerSecond: 32).contains))
            #expect(text.transferHostKeyNotTrusted(detail: "d").contains("~/.ssh/known_hosts"))
        }
    }
}
