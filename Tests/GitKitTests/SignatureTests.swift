import Foundation
import TestSupport
import Testing

@testable import GitKit

@Suite("Who commits")
struct SignatureTests {
    @Test("repository-level user.name and user.email win, for author and committer")
    func repositoryConfigWins() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.git("config", "user.name", "Ada Lovelace")
            try sandbox.git("config", "user.email", "ada@example.com")
            let signature = repository.defaultSignature()
            #expect(signature.name == "Ada Lovelace")
            #expect(signature.email == "ada@example.com")

            try sandbox.write("a.md", "a\n")
            let id = try repository.commit(paths: ["a.md"], message: "By Ada")
            #expect(try sandbox.git("log", "-1", "--format=%an <%ae>|%cn <%ce>") == "Ada Lovelace <ada@example.com>|Ada Lovelace <ada@example.com>\n")
            let info = try repository.commitInfo(id)
            #expect(info.author.name == "Ada Lovelace")
            #expect(info.author == info.committer)
            #expect(abs(info.author.time.timeIntervalSinceNow) < 60)
        }
    }

    static let tool = ToolIdentity(name: "diary", email: "diary@localhost", timeZone: TimeZone(secondsFromGMT: 0)!)

    @Test("missing or unusable config values fall back to the tool's name and email")
    func fallbacks() {
        let date = Date(timeIntervalSince1970: 1_763_700_000.75)
        let seoul = TimeZone(identifier: "Asia/Seoul") ?? .current
        let none = Signature.withFallbacks(name: nil, email: nil, fallback: Self.tool, at: date, timeZone: seoul)
        #expect(none.name == "diary")
        #expect(none.email == "diary@localhost")
        #expect(none.time == Date(timeIntervalSince1970: 1_763_700_000))
        if seoul.identifier == "Asia/Seoul" { #expect(none.offsetMinutes == 540) }

        let blank = Signature.withFallbacks(name: "  ", email: "<>", fallback: Self.tool, at: date, timeZone: seoul)
        #expect(blank.name == "diary" && blank.email == "diary@localhost")
        let half = Signature.withFallbacks(name: " Ada ", email: nil, fallback: Self.tool, at: date, timeZone: seoul)
        #expect(half.name == "Ada" && half.email == "diary@localhost")
    }

    @Test("a fallback signature makes a valid commit")
    func fallbackSignatureCommits() throws {
        let signature = Signature.withFallbacks(name: nil, email: nil, fallback: Self.tool, at: Date(), timeZone: .current)
        let handle = try signature.makeHandle()
        #expect(Signature(handle.pointer) == signature)
    }
}
