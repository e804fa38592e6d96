import Foundation
import Localization
import Testing

/// A problem diary's git layer finds itself (GitKit's typed `GitProblem`) reaches the reader in the
/// interface language; in English it reads as it always did.
@Suite("interface language: git's own problems")
struct GitProblemLanguageTests {
    static let url = "https://me:s3cret@example.com/vault.git"

    @Test("a remote URL with a password: refused in Korean, in English word for word as before, the password never shown")
    func passwordInRemoteURL() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()

        let korean = try await sb.diary("remote", "add", "origin", Self.url, env: ["LANG": "ko_KR.UTF-8"])
        let reason = KoreanText().gitPasswordInRemoteURL(remote: "origin", tokenVariable: "DIARY_GIT_TOKEN")
        Expect.oneLineError(korean, mentioning: [reason])
        #expect(!korean.stderr.contains("s3cret"))

        let english = try await sb.diary("remote", "add", "origin", Self.url)
        Expect.oneLineError(english)
        #expect(
            english.errorLines.first
                == "error: git could not do it (git_remote_create: the URL for remote 'origin' contains a password; give the URL "
                + "without it and use $DIARY_GIT_TOKEN or a git credential helper)", "\(english)")
        #expect(try await sb.gitResult(["remote"]).stdout.isEmpty, "nothing added")
    }

    @Test("sync with a remote on a disk that is not there: said in Korean, in English as before, nothing changed")
    func remoteFolderMissing() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try await sb.setIdentity()
        let missing = sb.root.appendingPathComponent("unmounted/vault.git").path
        try #require(try await sb.diary("remote", "add", "usb", missing).status == 0)
        let head = try await sb.gitResult(["rev-parse", "HEAD"]).stdout

        let korean = try await sb.diary("sync", "usb", env: ["LANG": "ko_KR.UTF-8"])
        Expect.oneLineError(korean, mentioning: [KoreanText().transferNoRepositoryAt(path: missing)])

        let english = try await sb.diary("sync", "usb")
        Expect.oneLineError(
            english, mentioning: ["'usb' (\(missing)): there is no repository at '\(missing)' (no such folder; is the disk mounted?)"])
        #expect(try await sb.gitResult(["rev-parse", "HEAD"]).stdout == head, "nothing committed")
    }
}
