import Foundation
import TestSupport
import Testing

@testable import GitKit

@Suite("Fetch and push through a bare repository on disk")
struct LocalFetchPushTests {
    @Test("push to an empty remote, fetch into an unborn clone, fast-forward both ways")
    func fastForwardBothWays() throws {
        try Sandbox.with { sandbox in
            let bare = try sandbox.makeBareRemote()
            let alice = try sandbox.makeClone("alice", origin: bare.path)
            let bob = try sandbox.makeClone("bob", origin: bare.path)

            // Bob fetches an empty remote: no branch there yet.
            #expect(try bob.fetch(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts) == nil)

            let first = try sandbox.commit(["2026-11-21.md": "morning\n"], in: alice, message: "Morning")
            try alice.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            #expect(try sandbox.revParse("refs/heads/main", in: bare) == first.hex)
            #expect(try sandbox.revParse("refs/remotes/origin/main", in: alice.workdir) == first.hex)

            // Bob adopts it into his unborn branch.
            let fetched = try bob.fetch(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            #expect(fetched == first)
            #expect(try bob.mergeAnalysis(theirs: first) == .unborn)
            try bob.updateWorkTree(to: first, from: nil)
            try bob.updateBranch(to: first, expected: nil, message: "sync: adopt origin/main")
            #expect(try bob.head() == first)
            #expect(try sandbox.git(in: bob.workdir, "status", "--porcelain") == "")
            #expect(try String(contentsOf: bob.workdir.appendingPathComponent("2026-11-21.md"), encoding: .utf8) == "morning\n")

            // Bob writes and pushes; Alice fast-forwards.
            let second = try sandbox.commit(["2026-11-21.md": "morning\nevening\n"], in: bob, message: "Evening")
            try bob.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            #expect(try alice.fetch(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts) == second)
            #expect(try alice.mergeAnalysis(theirs: second) == .fastForward)
            #expect(try bob.mergeAnalysis(theirs: first) == .upToDate)
            try alice.updateWorkTree(to: second, from: first)
            try alice.updateBranch(to: second, expected: first, message: "sync: fast-forward")
            #expect(try sandbox.git(in: alice.workdir, "status", "--porcelain") == "")
            #expect(try alice.mergeAnalysis(theirs: second) == .upToDate)
            // Nothing new to push: fine, nothing changes.
            try alice.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)

            // Both clones and the remote agree, and plain git finds nothing wrong.
            #expect(try sandbox.revParse("HEAD", in: alice.workdir) == second.hex)
            #expect(try sandbox.revParse("main", in: bare) == second.hex)
            for folder in [bare, alice.workdir, bob.workdir] { try sandbox.expectFsckClean(folder) }
            #expect(try sandbox.git(in: alice.workdir, "reflog", "-1", "--format=%gs", "main") == "sync: fast-forward\n")
        }
    }

    @Test("diverged clones: analysis is normal, the second push is rejected as non-fast-forward")
    func divergedPushIsRejected() throws {
        try Sandbox.with { sandbox in
            let bare = try sandbox.makeBareRemote()
            let alice = try sandbox.makeClone("alice", origin: bare.path)
            let base = try sandbox.commit(["a.md": "a\n"], in: alice, message: "Base")
            try alice.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            let bob = try sandbox.makeClone("bob", origin: bare.path)
            _ = try bob.fetch(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            try bob.updateWorkTree(to: base, from: nil)
            try bob.updateBranch(to: base, expected: nil, message: "adopt")

            let aliceSide = try sandbox.commit(["a.md": "a\nalice\n"], in: alice, message: "Alice")
            let bobSide = try sandbox.commit(["b.md": "bob\n"], in: bob, message: "Bob")
            try alice.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)

            // Without fetching, Bob's push would drop Alice's commit: refused, nothing changes remotely.
            let error = #expect(throws: PushRejected.self) {
                try bob.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            }
            #expect(error?.isNonFastForward == true)
            #expect(error?.ref == "refs/heads/main")
            #expect(error?.errorDescription?.contains("rejected refs/heads/main") == true)
            #expect(try sandbox.revParse("main", in: bare) == aliceSide.hex)

            // After fetching, the histories have diverged: a real merge is needed.
            #expect(try bob.fetch(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts) == aliceSide)
            #expect(try bob.mergeAnalysis(theirs: aliceSide) == .normal)
            #expect(try bob.mergeBase(bobSide, aliceSide) == base)
            #expect(try bob.changedPaths(from: base, to: aliceSide) == [PathChange(path: "a.md", kind: .modified)])

            // A merge commit with both parents goes through.
            let merged = try bob.commitTree(
                base: bobSide, changes: ["a.md": Data("a\nalice\n".utf8)],
                parents: [bobSide, aliceSide], message: "Merge origin/main")
            try bob.updateWorkTree(to: merged, from: bobSide)
            try bob.updateBranch(to: merged, expected: bobSide, message: "sync: merge")
            try bob.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            #expect(try sandbox.revParse("main", in: bare) == merged.hex)
            #expect(try sandbox.git(in: bare, "rev-list", "--parents", "-1", "main") == "\(merged.hex) \(bobSide.hex) \(aliceSide.hex)\n")
            try sandbox.expectFsckClean(bare)
            try sandbox.expectFsckClean(bob.workdir)
        }
    }

    @Test("unrelated histories: normal analysis and no merge base")
    func unrelatedHistories() throws {
        try Sandbox.with { sandbox in
            let bare = try sandbox.makeBareRemote()
            let alice = try sandbox.makeClone("alice", origin: bare.path)
            try sandbox.commit(["a.md": "a\n"], in: alice, message: "Alice's vault")
            try alice.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            let bob = try sandbox.makeClone("bob", origin: bare.path)
            let bobRoot = try sandbox.commit(["b.md": "b\n"], in: bob, message: "Bob's own vault")
            let theirs = try #require(try bob.fetch(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts))
            #expect(try bob.mergeBase(bobRoot, theirs) == nil)
            #expect(try bob.mergeAnalysis(theirs: theirs) == .normal)
        }
    }

    @Test("fetch and push name a missing remote or branch clearly")
    func missingRemoteOrBranch() throws {
        try Sandbox.with { sandbox in
            let bare = try sandbox.makeBareRemote()
            let alice = try sandbox.makeClone("alice", origin: bare.path)
            let noRemote = #expect(throws: GitError.self) {
                _ = try alice.fetch(remote: "nowhere", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            }
            #expect(noRemote?.isNotFound == true)
            let noBranch = #expect(throws: GitError.self) {
                try alice.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            }
            #expect(noBranch?.problem == .noBranchToPush(branch: "main"))
        }
    }
}

@Suite("Fetch and push over git:// (git daemon)")
struct GitDaemonTests {
    @Test("fetch and push over git://")
    func fetchAndPush() throws {
        try Sandbox.with { sandbox in
            let served = sandbox.root.appendingPathComponent("served", isDirectory: true)
            try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
            let bare = try sandbox.makeBareRemote("served/vault.git")
            let seed = try sandbox.makeClone("seed", origin: bare.path)
            let first = try sandbox.commit(["a.md": "a\n"], in: seed, message: "First")
            try seed.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)

            let daemon = try TestServer.gitDaemon(base: served, sandbox: sandbox)
            defer { daemon.stop() }
            let url = "git://127.0.0.1:\(daemon.port)/vault.git"
            let clone = try sandbox.makeClone("clone", origin: url)
            #expect(try clone.remotes() == [Remote(name: "origin", url: url)])
            #expect(try clone.fetch(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts) == first)
            try clone.updateWorkTree(to: first, from: nil)
            try clone.updateBranch(to: first, expected: nil, message: "adopt")

            let second = try sandbox.commit(["b.md": "b\n"], in: clone, message: "Second")
            try clone.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            #expect(try sandbox.revParse("main", in: bare) == second.hex)
            #expect(try sandbox.revParse("refs/remotes/origin/main", in: clone.workdir) == second.hex)
            try sandbox.expectFsckClean(bare)
        }
    }

    @Test("a pre-receive hook that declines: PushRejected with its message, remote unchanged")
    func declinedByHook() throws {
        try Sandbox.with { sandbox in
            let served = sandbox.root.appendingPathComponent("served", isDirectory: true)
            try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
            let bare = try sandbox.makeBareRemote("served/vault.git")
            let seed = try sandbox.makeClone("seed", origin: bare.path)
            let first = try sandbox.commit(["a.md": "a\n"], in: seed, message: "First")
            try seed.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            let hook = bare.appendingPathComponent("hooks/pre-receive")
            try Data("#!/bin/sh\necho 'vault is read-only today' >&2\nexit 1\n".utf8).write(to: hook)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)

            let daemon = try TestServer.gitDaemon(base: served, sandbox: sandbox)
            defer { daemon.stop() }
            try seed.removeRemote(name: "origin")
            try seed.addRemote(name: "origin", url: "git://127.0.0.1:\(daemon.port)/vault.git")
            try sandbox.commit(["a.md": "a\nmore\n"], in: seed, message: "Second")
            let error = #expect(throws: PushRejected.self) {
                try seed.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            }
            #expect(error?.reason.contains("pre-receive hook declined") == true)
            #expect(error?.serverMessages.contains("vault is read-only today") == true)
            #expect(error?.errorDescription?.contains("vault is read-only today") == true)
            #expect(error?.isNonFastForward == false)
            #expect(try sandbox.revParse("main", in: bare) == first.hex)
            // The remote-tracking branch still says what the remote has.
            #expect(try sandbox.revParse("refs/remotes/origin/main", in: seed.workdir) == nil)
        }
    }
}

@Suite("Fetch and push over smart HTTP (git http-backend)")
struct SmartHTTPTests {
    @Test("fetch and push over http://")
    func fetchAndPush() throws {
        try Sandbox.with { sandbox in
            let served = sandbox.root.appendingPathComponent("served", isDirectory: true)
            try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
            let bare = try sandbox.makeBareRemote("served/vault.git")
            let server = try TestServer.smartHTTP(projectRoot: served, sandbox: sandbox)
            defer { server.stop() }
            let url = "http://127.0.0.1:\(server.port)/vault.git"

            let alice = try sandbox.makeClone("alice", origin: url)
            #expect(try alice.fetch(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts) == nil)
            let first = try sandbox.commit(["2026-11-21.md": "hello\n"], in: alice, message: "First")
            try alice.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            #expect(try sandbox.revParse("main", in: bare) == first.hex)

            let bob = try Repository.clone(
                from: url, to: sandbox.root.appendingPathComponent("bob"), credentials: noCredentials, timeouts: testTimeouts)
            #expect(try bob.head() == first)
            #expect(try bob.remotes() == [Remote(name: "origin", url: url)])
            let second = try sandbox.commit(["2026-11-21.md": "hello\nagain\n"], in: bob, message: "Second")
            try bob.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            #expect(try alice.fetch(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts) == second)
            #expect(try alice.mergeAnalysis(theirs: second) == .fastForward)
            try sandbox.expectFsckClean(bare)
        }
    }

    @Test("a pre-receive hook that declines over HTTP")
    func declinedByHook() throws {
        try Sandbox.with { sandbox in
            let served = sandbox.root.appendingPathComponent("served", isDirectory: true)
            try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
            let bare = try sandbox.makeBareRemote("served/vault.git", preReceiveHook: "#!/bin/sh\necho 'diary: pushes are closed' >&2\nexit 1\n")
            let server = try TestServer.smartHTTP(projectRoot: served, sandbox: sandbox)
            defer { server.stop() }
            let alice = try sandbox.makeClone("alice", origin: "http://127.0.0.1:\(server.port)/vault.git")
            try sandbox.commit(["a.md": "a\n"], in: alice, message: "First")
            let error = #expect(throws: PushRejected.self) {
                try alice.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            }
            #expect(error?.reason.contains("pre-receive hook declined") == true)
            #expect(error?.serverMessages.contains("diary: pushes are closed") == true)
            #expect(try sandbox.revParse("refs/heads/main", in: bare) == nil)
            #expect(try sandbox.revParse("refs/remotes/origin/main", in: alice.workdir) == nil)
        }
    }

    @Test("a token is sent once; a wrong one fails after one attempt with a clear error")
    func tokenAuthentication() throws {
        try Sandbox.with { sandbox in
            let served = sandbox.root.appendingPathComponent("served", isDirectory: true)
            try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
            let bare = try sandbox.makeBareRemote("served/vault.git")
            let server = try TestServer.smartHTTP(projectRoot: served, sandbox: sandbox, basicAuth: "x-access-token:s3cret-token")
            defer { server.stop() }
            let alice = try sandbox.makeClone("alice", origin: "http://127.0.0.1:\(server.port)/vault.git")
            let first = try sandbox.commit(["a.md": "a\n"], in: alice, message: "First")

            // No credentials at all: a clear authentication error, no loop, naming the program's token variable.
            let none = #expect(throws: GitError.self) {
                try alice.push(
                    remote: "origin", branch: "main", credentials: CredentialSource(tokenVariable: "MY_TOKEN", environment: [:]),
                    timeouts: testTimeouts)
            }
            #expect(none?.isAuthenticationFailure == true)
            #expect(
                none?.problem
                    == .authentication(remote: "origin", url: "http://127.0.0.1:\(server.port)/vault.git", .passwordWanted(tokenVariable: "MY_TOKEN")),
                "\(String(describing: none))")

            // The wrong token: tried exactly once.
            let wrong = CredentialSource(token: "wrong-token", environment: [:])
            let before = try sandbox.refs(in: alice.workdir)
            let rejected = #expect(throws: GitError.self) {
                _ = try alice.fetch(remote: "origin", branch: "main", credentials: wrong, timeouts: testTimeouts)
            }
            #expect(rejected?.isAuthenticationFailure == true)
            #expect(
                rejected?.problem
                    == .authentication(remote: "origin", url: "http://127.0.0.1:\(server.port)/vault.git", .rejected(offered: [.accessToken])))
            #expect(rejected?.message.contains("wrong-token") == false)
            #expect(server.logText.components(separatedBy: "auth bad").count - 1 == 1)
            #expect(try sandbox.refs(in: alice.workdir) == before)

            // The right token works, and is written nowhere.
            let right = CredentialSource(token: "s3cret-token", environment: [:])
            try alice.push(remote: "origin", branch: "main", credentials: right, timeouts: testTimeouts)
            #expect(try sandbox.revParse("main", in: bare) == first.hex)
            #expect(try alice.fetch(remote: "origin", branch: "main", credentials: right, timeouts: testTimeouts) == first)
            let grep = try sandbox.gitResult(["-C", alice.workdir.path, "grep", "--no-index", "-r", "-l", "s3cret-token", ".git"])
            #expect(grep.status == 1, "the token was found in: \(grep)")
        }
    }

    @Test("the git credential helper is asked once")
    func credentialHelper() throws {
        try Sandbox.with { sandbox in
            let served = sandbox.root.appendingPathComponent("served", isDirectory: true)
            try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
            let bare = try sandbox.makeBareRemote("served/vault.git")
            let server = try TestServer.smartHTTP(projectRoot: served, sandbox: sandbox, basicAuth: "alice:helper-pass")
            defer { server.stop() }
            let alice = try sandbox.makeClone("alice", origin: "http://127.0.0.1:\(server.port)/vault.git")
            let first = try sandbox.commit(["a.md": "a\n"], in: alice, message: "First")
            // A helper in the repository's config that counts its calls.
            let calls = sandbox.root.appendingPathComponent("helper-calls")
            let helper = "!f() { echo \"$1\" >> '\(calls.path)'; test \"$1\" = get && printf 'username=alice\\npassword=helper-pass\\n'; }; f"
            try sandbox.git(in: alice.workdir, "config", "credential.helper", helper)
            var environment = ProcessInfo.processInfo.environment
            environment["HOME"] = sandbox.root.path
            environment["GIT_CONFIG_NOSYSTEM"] = "1"
            let source = CredentialSource(useCredentialHelper: true, environment: environment)
            try alice.push(remote: "origin", branch: "main", credentials: source, timeouts: testTimeouts)
            #expect(try sandbox.revParse("main", in: bare) == first.hex)
            #expect(try String(contentsOf: calls, encoding: .utf8) == "get\n")

            // A helper whose password is wrong: one attempt, then a clear error.
            try sandbox.git(
                in: alice.workdir, "config", "credential.helper",
                "!f() { test \"$1\" = get && printf 'username=alice\\npassword=nope\\n'; }; f")
            let error = #expect(throws: GitError.self) {
                _ = try alice.fetch(remote: "origin", branch: "main", credentials: source, timeouts: testTimeouts)
            }
            #expect(error?.isAuthenticationFailure == true)
            #expect(
                error?.problem
                    == .authentication(remote: "origin", url: "http://127.0.0.1:\(server.port)/vault.git", .rejected(offered: [.credentialHelper])))
            #expect(server.logText.components(separatedBy: "auth bad").count - 1 == 1)
        }
    }
}

@Suite("Network failures leave the repository as it was")
struct NetworkFailureTests {
    private func prepared(_ sandbox: Sandbox, url: String) throws -> (Repository, String) {
        let repository = try sandbox.makeClone("alice", origin: url)
        try sandbox.commit(["a.md": "a\n"], in: repository, message: "First")
        return (repository, try sandbox.refs(in: repository.workdir))
    }

    /// `repository`'s fetch of origin with `timeouts`, which must fail: its error, and the seconds it took.
    func timedOutFetch(
        _ repository: Repository, _ timeouts: NetworkTimeouts, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (GitError?, TimeInterval) {
        let started = Date()
        let error = #expect(throws: GitError.self, sourceLocation: sourceLocation) {
            _ = try repository.fetch(remote: "origin", branch: "main", credentials: noCredentials, timeouts: timeouts)
        }
        return (error, Date().timeIntervalSince(started))
    }

    @Test("a closed port fails at once with a clear error", arguments: ["git", "http", "ssh"])
    func unreachable(scheme: String) throws {
        try Sandbox.with { sandbox in
            let port = try closedPort()
            let url = scheme == "ssh" ? "ssh://git@127.0.0.1:\(port)/vault.git" : "\(scheme)://127.0.0.1:\(port)/vault.git"
            let (repository, before) = try prepared(sandbox, url: url)
            let started = Date()
            let fetchError = #expect(throws: GitError.self) {
                _ = try repository.fetch(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            }
            let pushError = #expect(throws: GitError.self) {
                try repository.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            }
            #expect(Date().timeIntervalSince(started) < 4)
            for error in [fetchError, pushError] {
                #expect(error?.isNetworkFailure == true)
                #expect(
                    error?.transfer?.problem.detail?.contains("cannot connect to 127.0.0.1 port \(port): Connection refused") == true,
                    "\(String(describing: error))")
                #expect(error?.transfer?.remote == "origin")
            }
            #expect(try sandbox.refs(in: repository.workdir) == before)
            try sandbox.expectFsckClean(repository.workdir)
        }
    }

    @Test("a server that dies in the middle of sending the pack: nothing is kept", arguments: TestSeed.run)
    func cutMidTransfer(noiseSeed: UInt64) throws {
        try Sandbox.with { sandbox in
            let served = sandbox.root.appendingPathComponent("served", isDirectory: true)
            try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
            let bare = try sandbox.makeBareRemote("served/vault.git")
            let seed = try sandbox.makeClone("seed", origin: bare.path)
            // Random text does not compress: the pack is about 300 KB. (Any such text would do; the seed
            // only makes the run repeatable.)
            var random = SplitMix64(seed: noiseSeed)
            let noise = (0..<200_000).map { _ in String(UInt8.random(in: 0...255, using: &random), radix: 16) }.joined(separator: " ")
            try sandbox.commit(["big.md": noise], in: seed, message: "Big")
            try seed.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)

            let daemon = try TestServer.gitDaemon(base: served, sandbox: sandbox)
            defer { daemon.stop() }
            let proxy = try TestServer.cuttingProxy(to: daemon.port, after: 40_000, sandbox: sandbox)
            defer { proxy.stop() }
            let (repository, before) = try prepared(sandbox, url: "git://127.0.0.1:\(proxy.port)/vault.git")
            let error = #expect(throws: GitError.self) {
                _ = try repository.fetch(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            }
            #expect(error?.isNetworkFailure == true, "\(String(describing: error))")
            #expect(error?.transfer?.problem.isClosedEarly == true, "\(String(describing: error))")
            #expect(try sandbox.refs(in: repository.workdir) == before)
            let packs = try FileManager.default.contentsOfDirectory(atPath: repository.gitDirectory.appendingPathComponent("objects/pack").path)
            #expect(packs == [], "left behind: \(packs)")
            #expect(!FileManager.default.fileExists(atPath: repository.gitDirectory.appendingPathComponent("FETCH_HEAD").path))
            try sandbox.expectFsckClean(repository.workdir)

            // The same fetch without the proxy works.
            try repository.removeRemote(name: "origin")
            try repository.addRemote(name: "origin", url: "git://127.0.0.1:\(daemon.port)/vault.git")
            #expect(try repository.fetch(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts) != nil)
        }
    }

    @Test("an untrusted TLS certificate is refused (libgit2's verdict stands)")
    func untrustedCertificate() throws {
        try Sandbox.with { sandbox in
            let served = sandbox.root.appendingPathComponent("served", isDirectory: true)
            try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
            _ = try sandbox.makeBareRemote("served/vault.git")
            let certificate = sandbox.root.appendingPathComponent("cert.pem")
            let key = sandbox.root.appendingPathComponent("key.pem")
            try sandbox.run([
                "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                "-keyout", key.path, "-out", certificate.path, "-days", "1", "-subj", "/CN=127.0.0.1",
                "-addext", "subjectAltName=IP:127.0.0.1"
            ]).succeeded()
            let server = try TestServer.smartHTTP(projectRoot: served, sandbox: sandbox, tls: (certificate, key))
            defer { server.stop() }
            let (repository, before) = try prepared(sandbox, url: "https://127.0.0.1:\(server.port)/vault.git")
            let error = #expect(throws: GitError.self) {
                _ = try repository.fetch(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            }
            #expect(error?.isCertificateFailure == true, "\(String(describing: error))")
            #expect(error?.transfer?.problem.isCertificateNotVerified == true, "\(String(describing: error))")
            #expect(try sandbox.refs(in: repository.workdir) == before)
        }
    }

    @Test("a missing local path and a failed clone are reported clearly; the clone leaves nothing")
    func missingPathAndFailedClone() throws {
        try Sandbox.with { sandbox in
            let missing = sandbox.root.appendingPathComponent("unmounted/vault.git").path
            let (repository, _) = try prepared(sandbox, url: missing)
            let error = #expect(throws: GitError.self) {
                _ = try repository.fetch(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            }
            #expect(error?.transfer?.problem == .noRepositoryAtPath, "\(String(describing: error))")
            #expect(error?.transfer?.url == missing)

            let target = sandbox.root.appendingPathComponent("new-vault")
            #expect(throws: GitError.self) {
                _ = try Repository.clone(
                    from: "git://127.0.0.1:\(try closedPort())/vault.git", to: target, credentials: noCredentials, timeouts: testTimeouts)
            }
            #expect(!FileManager.default.fileExists(atPath: target.path))
        }
    }

    @Test("a server that never answers times out", arguments: ["git", "http", "https", "ssh"])
    func silentServer(scheme: String) throws {
        try Sandbox.with { sandbox in
            let listener = try MisbehavingListener(.silent)
            defer { listener.stop() }
            let (repository, before) = try prepared(sandbox, url: "\(scheme)://127.0.0.1:\(listener.port)/vault.git")
            let (error, elapsed) = timedOutFetch(repository, NetworkTimeouts(connect: 2, idle: 1))
            #expect(elapsed >= 0.9 && elapsed < 5)
            #expect(error?.isTimeout == true, "\(String(describing: error))")
            #expect(error?.isNetworkFailure == true)
            #expect(
                error?.transfer != nil && error?.transfer?.problem.detail?.contains("SSL error") != true,
                "the cause, not libgit2's symptom: \(String(describing: error))")
            #expect(try sandbox.refs(in: repository.workdir) == before)
        }
    }

    @Test("a server that trickles a byte a second is given up on as stalled", arguments: ["git", "http", "https", "ssh"])
    func tricklingServer(scheme: String) throws {
        try Sandbox.with { sandbox in
            let server = try TricklingServer(scheme: scheme, bytesPerSecond: 1)
            defer { server.stop() }
            let (repository, before) = try prepared(sandbox, url: "\(scheme)://127.0.0.1:\(server.port)/vault.git")
            let (error, elapsed) = timedOutFetch(repository, NetworkTimeouts(connect: 2, idle: 2))
            // Never silent for 2 s. The client's own request may fill the first window of 2 s; the next
            // one moves 2 bytes, fewer than 64.
            #expect(elapsed >= 1.9 && elapsed < 8, "gave up after \(elapsed) s")
            #expect(error?.isTimeout == true, "\(String(describing: error))")
            #expect(error?.isNetworkFailure == true)
            #expect(error?.transfer?.problem.isTooSlow == true, "\(String(describing: error))")
            #expect(server.connections() >= 1, "the fetch did reach the server")
            #expect(try sandbox.refs(in: repository.workdir) == before)
        }
    }

    @Test("a transfer that never ends is given up on after its total time, however fast it goes", arguments: ["git", "http"])
    func endlessTransfer(scheme: String) throws {
        try Sandbox.with { sandbox in
            // 4 KB a second: 128 times the least a second's window must move.
            let server = try TricklingServer(scheme: scheme, bytesPerSecond: 4096)
            defer { server.stop() }
            let (repository, before) = try prepared(sandbox, url: "\(scheme)://127.0.0.1:\(server.port)/vault.git")
            let (error, elapsed) = timedOutFetch(repository, NetworkTimeouts(connect: 2, idle: 1, total: 3))
            #expect(elapsed >= 2.9 && elapsed < 8, "gave up after \(elapsed) s")
            #expect(error?.isTimeout == true, "\(String(describing: error))")
            #expect(error?.transfer?.problem == .tooLong(seconds: 3), "\(String(describing: error))")
            #expect(try sandbox.refs(in: repository.workdir) == before)
        }
    }

    @Test("a whole transfer may take 120 times the idle time unless told otherwise")
    func totalTimeDefault() {
        #expect(NetworkTimeouts(connect: 5, idle: 30).total == 3600)
        #expect(NetworkTimeouts(connect: 5, idle: 2).total == 240)
        #expect(NetworkTimeouts(connect: 5, idle: 2, total: 7).total == 7)
    }

    @Test("a server that hangs up fails cleanly", arguments: ["git", "http"])
    func hangUp(scheme: String) throws {
        try Sandbox.with { sandbox in
            let listener = try MisbehavingListener(.hangUp)
            defer { listener.stop() }
            let (repository, before) = try prepared(sandbox, url: "\(scheme)://127.0.0.1:\(listener.port)/vault.git")
            let fetchError = #expect(throws: GitError.self) {
                _ = try repository.fetch(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            }
            #expect(throws: GitError.self) {
                try repository.push(remote: "origin", branch: "main", credentials: noCredentials, timeouts: testTimeouts)
            }
            #expect(fetchError?.isNetworkFailure == true, "\(String(describing: fetchError))")
            #expect(try sandbox.refs(in: repository.workdir) == before)
            try sandbox.expectFsckClean(repository.workdir)
        }
    }
}

/// What the SSH tests need: sshd, and (as root) its privilege separation folder.
enum SSHFixture {
    static let isAvailable: Bool =
        FileManager.default.isExecutableFile(atPath: "/usr/sbin/sshd")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/ssh-keygen")
        && (geteuid() != 0 || FileManager.default.fileExists(atPath: "/run/sshd"))

    /// Set in the child process that runs `sshChildScenario`.
    static let scenario: [String: String]? = ProcessInfo.processInfo.environment["GITKIT_SSH_SCENARIO"].map { text in
        Dictionary(
            text.split(separator: "\n").compactMap { line in
                line.firstIndex(of: "=").map { (String(line[..<$0]), String(line[line.index(after: $0)...])) }
            }, uniquingKeysWith: { $1 })
    }

    /// `ssh-keygen -t ed25519` without a passphrase.
    static func makeKey(_ url: URL, sandbox: Sandbox) throws {
        try sandbox.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", url.lastPathComponent, "-f", url.path]).succeeded()
    }

    /// "[127.0.0.1]:port <type> <key>" for known_hosts, from a public key file.
    static func knownHostsLine(port: Int, publicKey: URL) throws -> String {
        let parts = try String(contentsOf: publicKey, encoding: .utf8).split(separator: " ")
        return "[127.0.0.1]:\(port) \(parts[0]) \(parts[1])\n"
    }
}

/// libgit2 1.5 checks the host key against $HOME/.ssh/known_hosts itself (and GitKit never overrides
/// its verdict). The cases that need a known_hosts file run in a child process with its own HOME:
/// changing HOME in this process would reach tests running in parallel.
@Suite("Fetch and push over SSH (sshd on 127.0.0.1)", .enabled(if: SSHFixture.isAvailable))
struct SSHTests {
    @Test("an unknown host key fails with a clear error and changes nothing")
    func unknownHostKey() throws {
        try Sandbox.with { sandbox in
            let hostKey = sandbox.root.appendingPathComponent("host_key")
            let clientKey = sandbox.root.appendingPathComponent("client_key")
            try SSHFixture.makeKey(hostKey, sandbox: sandbox)
            try SSHFixture.makeKey(clientKey, sandbox: sandbox)
            let bare = try sandbox.makeBareRemote()
            let server = try TestServer.sshd(sandbox: sandbox, hostKey: hostKey, clientPublicKey: URL(fileURLWithPath: clientKey.path + ".pub"))
            defer { server.stop() }
            // This process's own ~/.ssh/known_hosts cannot know a key made a moment ago.
            let repository = try sandbox.makeClone("alice", origin: "ssh://\(ProcessInfo.processInfo.userName)@127.0.0.1:\(server.port)\(bare.path)")
            try sandbox.commit(["a.md": "a\n"], in: repository, message: "First")
            let before = try sandbox.refs(in: repository.workdir)
            let credentials = CredentialSource(sshKeyFiles: [clientKey], environment: [:])
            let error = #expect(throws: GitError.self) {
                try repository.push(remote: "origin", branch: "main", credentials: credentials, timeouts: testTimeouts)
            }
            #expect(error?.isCertificateFailure == true, "\(String(describing: error))")
            #expect(error?.transfer?.problem.isHostKeyNotTrusted == true, "\(String(describing: error))")
            #expect(try sandbox.revParse("refs/heads/main", in: bare) == nil)
            #expect(try sandbox.refs(in: repository.workdir) == before)
        }
    }

    @Test("known host: push, fetch and clone; a changed host key or a wrong user key fails")
    func knownHost() throws {
        try Sandbox.with { sandbox in
            let home = sandbox.root.appendingPathComponent("home", isDirectory: true)
            let ssh = home.appendingPathComponent(".ssh", isDirectory: true)
            try FileManager.default.createDirectory(at: ssh, withIntermediateDirectories: true)
            let hostKey = sandbox.root.appendingPathComponent("host_key")
            let otherHostKey = sandbox.root.appendingPathComponent("other_host_key")
            let clientKey = ssh.appendingPathComponent("id_ed25519")
            let wrongKey = sandbox.root.appendingPathComponent("wrong_key")
            for key in [hostKey, otherHostKey, clientKey, wrongKey] { try SSHFixture.makeKey(key, sandbox: sandbox) }
            let bare = try sandbox.makeBareRemote()
            let server = try TestServer.sshd(sandbox: sandbox, hostKey: hostKey, clientPublicKey: URL(fileURLWithPath: clientKey.path + ".pub"))
            defer { server.stop() }
            let clone = try sandbox.makeClone("alice", origin: "ssh://\(ProcessInfo.processInfo.userName)@127.0.0.1:\(server.port)\(bare.path)")
            let head = try sandbox.commit(["a.md": "a\n"], in: clone, message: "First")

            let scenario = [
                "clone=\(clone.workdir.path)",
                "head=\(head.hex)",
                "wrongKey=\(wrongKey.path)",
                "cloneTarget=\(sandbox.root.appendingPathComponent("bob").path)",
                "knownHosts=\(try SSHFixture.knownHostsLine(port: server.port, publicKey: URL(fileURLWithPath: hostKey.path + ".pub")))",
                "changedHosts=\(try SSHFixture.knownHostsLine(port: server.port, publicKey: URL(fileURLWithPath: otherHostKey.path + ".pub")))"
            ].map { $0.trimmingCharacters(in: .newlines) }.joined(separator: "\n")
            let log = sandbox.root.appendingPathComponent("child.log")
            let child = try TestServer.launch(
                [try testExecutable(), "--testing-library", "swift-testing", "--filter", "sshChildScenario"],
                sandbox: sandbox, log: log,
                environment: ["HOME": home.path, "GITKIT_SSH_SCENARIO": scenario, "SSH_AUTH_SOCK": ""])
            let deadline = Date().addingTimeInterval(60)
            while child.isRunning && Date() < deadline { usleep(10_000) }
            if child.isRunning { kill(child.processIdentifier, SIGKILL) }
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            #expect(!child.isRunning && child.terminationStatus == 0, "child test failed:\n\(output)")
            #expect(output.contains("sshChildScenario") || output.contains("1 test"), "the child ran no test:\n\(output)")

            // What plain git and the server saw.
            #expect(try sandbox.revParse("refs/heads/main", in: bare) == head.hex)
            try sandbox.expectFsckClean(bare)
            let fingerprint = try sandbox.run(["ssh-keygen", "-l", "-f", wrongKey.path + ".pub"]).succeeded().stdout.split(separator: " ")[1]
            let wrongAttempts = server.logText.components(separatedBy: "\n").filter { $0.contains("Failed publickey") && $0.contains(fingerprint) }
            #expect(wrongAttempts.count == 1, "the wrong key was tried \(wrongAttempts.count) times:\n\(server.logText)")
        }
    }

    /// Runs only in the child started by `knownHost()`, with HOME set to the test's own folder.
    @Test(.enabled(if: SSHFixture.scenario != nil))
    func sshChildScenario() throws {
        let scenario = try #require(SSHFixture.scenario)
        let home = try #require(ProcessInfo.processInfo.environment["HOME"])
        let knownHosts = URL(fileURLWithPath: home).appendingPathComponent(".ssh/known_hosts")
        let repository = try Repository.open(at: URL(fileURLWithPath: try #require(scenario["clone"])))
        let head = try #require(ObjectID(hex: scenario["head"] ?? ""))
        let credentials = CredentialSource.standard(environment: ProcessInfo.processInfo.environment, tokenVariable: nil)
        #expect(credentials.sshKeyFiles.map(\.lastPathComponent) == ["id_ed25519"])

        // A key for this host that is not the server's: refused before any credential is offered.
        try Data((scenario["changedHosts"] ?? "").utf8 + [10]).write(to: knownHosts)
        let changed = #expect(throws: GitError.self) {
            try repository.push(remote: "origin", branch: "main", credentials: credentials, timeouts: testTimeouts)
        }
        #expect(changed?.isCertificateFailure == true, "\(String(describing: changed))")

        try Data((scenario["knownHosts"] ?? "").utf8 + [10]).write(to: knownHosts)
        // A key the server does not accept: one attempt, then a clear error.
        let wrong = CredentialSource(sshKeyFiles: [URL(fileURLWithPath: scenario["wrongKey"] ?? "")], environment: [:])
        let rejected = #expect(throws: GitError.self) {
            try repository.push(remote: "origin", branch: "main", credentials: wrong, timeouts: testTimeouts)
        }
        #expect(rejected?.isAuthenticationFailure == true, "\(String(describing: rejected))")
        #expect(rejected?.message.contains("wrong_key") == true)

        try repository.push(remote: "origin", branch: "main", credentials: credentials, timeouts: testTimeouts)
        #expect(try repository.fetch(remote: "origin", branch: "main", credentials: credentials, timeouts: testTimeouts) == head)
        let url = try #require(try repository.remotes().first?.url)
        let cloned = try Repository.clone(
            from: url, to: URL(fileURLWithPath: scenario["cloneTarget"] ?? ""), credentials: credentials, timeouts: testTimeouts)
        #expect(try cloned.head() == head)
    }
}

/// This test program, to run one test of it in a child process.
private func testExecutable() throws -> String {
    #if os(Linux)
        return try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    #else
        return CommandLine.arguments[0]
    #endif
}

extension GitError {
    /// The failed transfer this error is, with its remote, URL and problem.
    var transfer: (remote: String?, url: String, problem: TransferProblem)? {
        guard case .transfer(let remote, let url, let problem, _) = problem else { return nil }
        return (remote, url, problem)
    }
}

extension TransferProblem {
    /// libgit2's (or the timed stream's) own message in the problem.
    var detail: String? {
        switch self {
        case .failed(let text), .closedEarly(let text), .hostKeyNotTrusted(let text), .certificateNotVerified(let text): text
        case .silent, .tooSlow, .tooLong, .noRepositoryAtPath: nil
        }
    }
    var isClosedEarly: Bool { if case .closedEarly = self { true } else { false } }
    var isCertificateNotVerified: Bool { if case .certificateNotVerified = self { true } else { false } }
    var isHostKeyNotTrusted: Bool { if case .hostKeyNotTrusted = self { true } else { false } }
    var isTooSlow: Bool { if case .tooSlow = self { true } else { false } }
}
