import Clibgit2
import Foundation
import TestSupport
import Testing

@testable import GitKit

/// GitKit reads nothing of the process that the program can pass it: the environment credentials are
/// looked up in, and the zone of commit times.
@Suite("What GitKit is given, not what the process has")
struct GivenNotReadTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!

    @Test("the SSH user name comes from the given environment's USER, then LOGNAME")
    func sshUserFromGivenEnvironment() {
        let allowed = GIT_CREDENTIAL_USERNAME.rawValue
        for (environment, expected) in [(["USER": "given-user"], "given-user"), (["USER": "", "LOGNAME": "given-logname"], "given-logname")] {
            let attempts = CredentialAttempts(source: CredentialSource(environment: environment), workdir: nil, agentReachable: false)
            #expect(attempts.next(url: "ssh://example.invalid/diary.git", usernameFromURL: nil, allowedTypes: allowed) == .username(expected))
        }
    }

    @Test("a key file is named ~/… after the given environment's HOME, not the process's")
    func keyPathAfterGivenHome() {
        let key = URL(fileURLWithPath: "/srv/given-home/.ssh/id_ed25519")
        #expect(displayPath(key, environment: ["HOME": "/srv/given-home"]) == "~/.ssh/id_ed25519")
        #expect(displayPath(key, environment: ["HOME": "/srv/other"]) == "/srv/given-home/.ssh/id_ed25519")
    }

    @Test("commit times are in the zone of the program's tool, whatever the process's zone")
    func commitTimesInToolZone() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            repository.tool = ToolIdentity(name: "diary", email: "diary@localhost", timeZone: Self.seoul)
            try sandbox.write("a.md", "a\n")
            let id = try repository.commit(paths: ["a.md"], message: "In Seoul")
            let info = try repository.commitInfo(id)
            #expect(info.author.offsetMinutes == 540)
            #expect(info.committer.offsetMinutes == 540)
            #expect(try sandbox.git("log", "-1", "--format=%ad", "--date=format:%z") == "+0900\n")
        }
    }
}
