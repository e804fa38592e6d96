import Clibgit2
import Foundation
import TestSupport
import Testing

@testable import GitKit

@Suite("Remotes and the current branch")
struct RemoteTests {
    @Test("add, list and remove remotes, as plain git sees them")
    func addListRemove() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            #expect(try repository.remotes() == [])
            try repository.addRemote(name: "origin", url: "https://example.com/me/vault.git")
            try repository.addRemote(name: "backup", url: "/media/usb/vault.git")
            #expect(
                try repository.remotes() == [
                    Remote(name: "backup", url: "/media/usb/vault.git"),
                    Remote(name: "origin", url: "https://example.com/me/vault.git")
                ])
            #expect(try sandbox.gitLines("remote") == ["backup", "origin"])
            #expect(try sandbox.git("config", "remote.origin.fetch") == "+refs/heads/*:refs/remotes/origin/*\n")

            let duplicate = #expect(throws: GitError.self) { try repository.addRemote(name: "origin", url: "/elsewhere") }
            #expect(duplicate?.code == GIT_EEXISTS.rawValue)
            #expect(throws: GitError.self) { try repository.addRemote(name: "bad name", url: "/x") }

            try repository.removeRemote(name: "backup")
            #expect(try repository.remotes() == [Remote(name: "origin", url: "https://example.com/me/vault.git")])
            #expect(try sandbox.gitLines("remote") == ["origin"])
            let missing = #expect(throws: GitError.self) { try repository.removeRemote(name: "backup") }
            #expect(missing?.isNotFound == true)

            // A remote added with plain git is seen too: the git config is the one source of truth.
            try sandbox.git("remote", "add", "laptop", "ssh://me@laptop/~/vault.git")
            #expect(try repository.remotes().map(\.name) == ["laptop", "origin"])
        }
    }

    @Test("trackIfUntracked sets the upstream as git push -u does, and leaves one that is set alone")
    func trackIfUntracked() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try repository.addRemote(name: "origin", url: "/media/usb/vault.git")
            try repository.addRemote(name: "backup", url: "/media/backup/vault.git")
            #expect(try repository.upstream(of: "main") == nil)
            #expect(try repository.trackIfUntracked(branch: "main", remote: "origin"))
            #expect(try sandbox.git("config", "branch.main.remote") == "origin\n")
            #expect(try sandbox.git("config", "branch.main.merge") == "refs/heads/main\n")
            #expect(try repository.upstream(of: "main") == Upstream(remote: "origin", merge: "refs/heads/main"))
            #expect(try !repository.trackIfUntracked(branch: "main", remote: "backup"), "set once")
            #expect(try sandbox.git("config", "branch.main.remote") == "origin\n")

            // Set by the person with git, to anything, even in part: theirs.
            try sandbox.git("config", "branch.feature/x.merge", "refs/heads/elsewhere")
            #expect(try repository.upstream(of: "feature/x") == Upstream(remote: nil, merge: "refs/heads/elsewhere"))
            #expect(try !repository.trackIfUntracked(branch: "feature/x", remote: "origin"))
            #expect(try sandbox.gitResult(["config", "branch.feature/x.remote"]).status == 1)
        }
    }

    @Test("a URL with a password is refused and nothing is written")
    func passwordInURLRefused() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            let error = #expect(throws: GitError.self) {
                try repository.addRemote(name: "origin", url: "https://me:ghp_secret@example.com/vault.git", tokenVariable: "MY_TOKEN")
            }
            #expect(error?.problem == .passwordInRemoteURL(remote: "origin", tokenVariable: "MY_TOKEN"))
            let unnamed = #expect(throws: GitError.self) {
                try repository.addRemote(name: "origin", url: "https://me:ghp_secret@example.com/vault.git")
            }
            #expect(unnamed?.problem == .passwordInRemoteURL(remote: "origin", tokenVariable: nil))
            #expect(error?.message.contains("ghp_secret") == false)
            #expect(try repository.remotes() == [])
            #expect(try String(contentsOf: sandbox.repo.appendingPathComponent(".git/config"), encoding: .utf8).contains("ghp_secret") == false)
            // A user name alone is fine.
            try repository.addRemote(name: "origin", url: "https://me@example.com/vault.git")
        }
    }

    @Test("the current branch, unborn or not; detached HEAD is an error")
    func currentBranch() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.git("symbolic-ref", "HEAD", "refs/heads/journal")
            #expect(try repository.currentBranch() == "journal")
            try sandbox.write("a.md", "a\n")
            let id = try repository.commit(paths: ["a.md"], message: "First")
            #expect(try repository.currentBranch() == "journal")
            try sandbox.git("checkout", "--quiet", "--detach", id.hex)
            #expect(throws: GitError.self) { try repository.currentBranch() }
        }
    }
}

@Suite("Credentials: each method at most once, secrets never shown")
struct CredentialTests {
    private let sshKey = GIT_CREDENTIAL_SSH_KEY.rawValue | GIT_CREDENTIAL_SSH_CUSTOM.rawValue
    private let password = GIT_CREDENTIAL_USERPASS_PLAINTEXT.rawValue

    @Test("SSH: the agent, then each key file, then an error — however often libgit2 asks")
    func sshOrder() throws {
        try Sandbox.with { sandbox in
            let first = sandbox.root.appendingPathComponent("id_ed25519")
            let second = sandbox.root.appendingPathComponent("id_rsa")
            let missing = sandbox.root.appendingPathComponent("id_missing")
            try Data("-----BEGIN OPENSSH PRIVATE KEY-----\n-----END OPENSSH PRIVATE KEY-----\n".utf8).write(to: first)
            try Data("key".utf8).write(to: second)
            try Data("pub".utf8).write(to: URL(fileURLWithPath: second.path + ".pub"))
            let source = CredentialSource(useSSHAgent: true, sshKeyFiles: [first, missing, second], environment: [:])
            let attempts = CredentialAttempts(source: source, workdir: nil, agentReachable: true)
            let url = "ssh://git@example.com/vault.git"
            #expect(attempts.next(url: url, usernameFromURL: "git", allowedTypes: sshKey) == .sshAgent(username: "git"))
            #expect(
                attempts.next(url: url, usernameFromURL: "git", allowedTypes: sshKey)
                    == .sshKey(username: "git", publicKey: nil, privateKey: first.path))
            #expect(
                attempts.next(url: url, usernameFromURL: "git", allowedTypes: sshKey)
                    == .sshKey(username: "git", publicKey: second.path + ".pub", privateKey: second.path))
            for _ in 0..<3 {
                guard case .none(let reason) = attempts.next(url: url, usernameFromURL: "git", allowedTypes: sshKey) else {
                    Issue.record("offered a method twice")
                    return
                }
                #expect(
                    reason
                        == .sshNotAccepted(
                            user: "git", offered: [.sshAgent, .keyFile(first.path), .keyFile(second.path)], passphraseProtected: []))
            }
            #expect(attempts.failure == .sshNotAccepted(user: "git", offered: attempts.offered, passphraseProtected: []))
        }
    }

    @Test("an ssh-agent that cannot be reached is not offered (libssh2 would give up on the connection)")
    func unreachableAgentSkipped() throws {
        try Sandbox.with { sandbox in
            let key = sandbox.root.appendingPathComponent("id_ed25519")
            try Data("key".utf8).write(to: key)
            let source = CredentialSource(useSSHAgent: true, sshKeyFiles: [key], environment: [:])
            let attempts = CredentialAttempts(source: source, workdir: nil, agentReachable: false)
            #expect(
                attempts.next(url: "ssh://git@h/x", usernameFromURL: "git", allowedTypes: sshKey)
                    == .sshKey(username: "git", publicKey: nil, privateKey: key.path))
        }
    }

    @Test("SSH without a user in the URL: the user name is given once")
    func sshUsername() {
        let attempts = CredentialAttempts(source: CredentialSource(sshUsername: "writer", environment: [:]), workdir: nil)
        let url = "ssh://example.com/vault.git"
        #expect(attempts.next(url: url, usernameFromURL: nil, allowedTypes: GIT_CREDENTIAL_USERNAME.rawValue) == .username("writer"))
        #expect(attempts.next(url: url, usernameFromURL: nil, allowedTypes: GIT_CREDENTIAL_USERNAME.rawValue) == .none(.usernameAskedAgain))
    }

    @Test("a passphrase-protected key is skipped (it cannot be unlocked without asking)")
    func encryptedKeySkipped() throws {
        try Sandbox.with { sandbox in
            let locked = sandbox.root.appendingPathComponent("locked")
            let open = sandbox.root.appendingPathComponent("open")
            try sandbox.run(["ssh-keygen", "-q", "-t", "ed25519", "-a", "1", "-N", "passphrase", "-f", locked.path]).succeeded()
            try sandbox.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", open.path]).succeeded()
            #expect(isPassphraseProtected(locked))
            #expect(!isPassphraseProtected(open))
            let attempts = CredentialAttempts(source: CredentialSource(sshKeyFiles: [locked, open], environment: [:]), workdir: nil)
            #expect(
                attempts.next(url: "ssh://h/x", usernameFromURL: "git", allowedTypes: sshKey)
                    == .sshKey(username: "git", publicKey: open.path + ".pub", privateKey: open.path))
            guard case .none(let reason) = attempts.next(url: "ssh://h/x", usernameFromURL: "git", allowedTypes: sshKey) else {
                Issue.record("expected to give up")
                return
            }
            #expect(reason == .sshNotAccepted(user: "git", offered: [.keyFile(open.path)], passphraseProtected: [locked.path]))
        }
    }

    @Test("HTTPS: the token once, with the URL's user name or x-access-token")
    func httpsToken() {
        let attempts = CredentialAttempts(source: CredentialSource(token: "t0ken", useCredentialHelper: true, environment: [:]), workdir: nil)
        #expect(
            attempts.next(url: "https://example.com/v.git", usernameFromURL: nil, allowedTypes: password)
                == .password(username: "x-access-token", password: "t0ken"))
        guard case .none(let reason) = attempts.next(url: "https://example.com/v.git", usernameFromURL: nil, allowedTypes: password) else {
            Issue.record("the token was offered twice")
            return
        }
        #expect(reason == .rejected(offered: [.accessToken]))
        let named = CredentialAttempts(source: CredentialSource(token: "t0ken", environment: [:]), workdir: nil)
        #expect(
            named.next(url: "https://me@example.com/v.git", usernameFromURL: "me", allowedTypes: password)
                == .password(username: "me", password: "t0ken"))
    }

    @Test("the token is never sent in the clear to another machine, nor to an SSH server")
    func tokenStaysOnHTTPS() {
        let source = CredentialSource(token: "t0ken", environment: [:])
        let plain = CredentialAttempts(source: source, workdir: nil)
        guard case .none(let reason) = plain.next(url: "http://example.com/v.git", usernameFromURL: nil, allowedTypes: password) else {
            Issue.record("the token went over plain http")
            return
        }
        #expect(reason == .tokenOverHTTP(host: "example.com"))
        let local = CredentialAttempts(source: source, workdir: nil)
        #expect(
            local.next(url: "http://127.0.0.1:8080/v.git", usernameFromURL: nil, allowedTypes: password)
                == .password(username: "x-access-token", password: "t0ken"))
        let ssh = CredentialAttempts(source: source, workdir: nil)
        #expect(ssh.next(url: "ssh://git@example.com/v.git", usernameFromURL: "git", allowedTypes: password) == .none(.passwordOverSSH))
    }

    @Test("the standard source reads the named token variable, SSH_AUTH_SOCK and the key files that exist; the token is never shown")
    func standardSource() throws {
        try Sandbox.with { sandbox in
            let ssh = sandbox.root.appendingPathComponent(".ssh", isDirectory: true)
            try FileManager.default.createDirectory(at: ssh, withIntermediateDirectories: true)
            try Data("k".utf8).write(to: ssh.appendingPathComponent("id_rsa"))
            let source = CredentialSource.standard(
                environment: [
                    "HOME": sandbox.root.path, "DIARY_GIT_TOKEN": "ghp_very_secret", "SSH_AUTH_SOCK": "/tmp/agent.sock"
                ], tokenVariable: "DIARY_GIT_TOKEN")
            #expect(source.tokenVariable == "DIARY_GIT_TOKEN")
            #expect(source.token == "ghp_very_secret")
            #expect(source.useSSHAgent)
            #expect(source.useCredentialHelper)
            #expect(source.sshKeyFiles.map(\.lastPathComponent) == ["id_rsa"])
            #expect(!"\(source)".contains("ghp_very_secret"))
            #expect(!String(reflecting: source).contains("ghp_very_secret"))
            var dumped = ""
            dump(source, to: &dumped)
            #expect(!dumped.contains("ghp_very_secret"))
            let bare = CredentialSource.standard(environment: ["HOME": sandbox.root.path, "DIARY_GIT_TOKEN": ""], tokenVariable: "DIARY_GIT_TOKEN")
            #expect(bare.token == nil)
            let unnamed = CredentialSource.standard(environment: ["HOME": sandbox.root.path, "DIARY_GIT_TOKEN": "ghp_x"], tokenVariable: nil)
            #expect(unnamed.token == nil, "GitKit reads no variable the program did not name")
            #expect(bare.token == nil)
            #expect(!bare.useSSHAgent)
        }
    }
}
