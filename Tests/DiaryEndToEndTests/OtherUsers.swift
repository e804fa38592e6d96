import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Another local user (uid and gid 65534, "nobody"), and processes started under a chosen umask: what the
/// privacy and ownership tests need. The tests run as root, so `setpriv` can become anyone.
enum OtherUser {
    static let uid: UInt32 = 65534

    /// `command` run as uid/gid 65534 with no supplementary groups.
    static func command(_ command: [String]) -> [String] {
        ["setpriv", "--reuid=\(uid)", "--regid=\(uid)", "--clear-groups"] + command
    }
}

extension Sandbox {
    /// Runs `program args` through `/usr/bin/env` with the sandbox's environment, in the sandbox root.
    func run(_ program: [String], env: [String: String?] = [:]) async throws -> RunResult {
        try await LaunchedProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: program,
            environment: environment(env), directory: root, stdin: nil,
            ioFolder: root.appendingPathComponent("io-other")
        ).wait()
    }

    /// Runs `diary args --vault vault` with the process umask set to `umask` (octal, e.g. "000") first.
    func diary(_ args: [String], umask: String, vault: URL? = nil, env: [String: String?] = [:]) async throws -> RunResult {
        let script = "umask \(umask) && exec \"$0\" \"$@\""
        return try await run(["sh", "-c", script, DiaryBinary.url.path] + args + ["--vault", (vault ?? self.vault).path], env: env)
    }

    /// Runs `diary args --vault vault` as the other user.
    func diaryAsOtherUser(_ args: [String], vault: URL? = nil, env: [String: String?] = [:]) async throws -> RunResult {
        try await run(OtherUser.command([DiaryBinary.url.path] + args + ["--vault", (vault ?? self.vault).path]), env: env)
    }

    /// Runs plain `git` in `repository`, trusting it whoever owns it (`safe.directory=*`).
    func trustingGit(_ args: [String], in repository: URL? = nil) async throws -> RunResult {
        try await gitResult(["-c", "safe.directory=*"] + args, in: repository)
    }

    /// Every file and folder under `folder` (not following links) whose mode lets anyone but its owner in:
    /// `find -perm /077`, as relative paths.
    func openToOthers(_ folder: URL) async throws -> [String] {
        let found = try await run(["find", folder.path, "-perm", "/077", "!", "-type", "l"])
        #expect(found.status == 0, "\(found)")
        return found.outputLines.map { $0 == folder.path ? "." : String($0.dropFirst(folder.path.count + 1)) }
    }

    /// Every path under `folder` with its owner, mode, and a checksum of its bytes, to compare before and after.
    func tree(_ folder: URL) async throws -> [String] {
        let listing = try await run([
            "sh", "-c", "cd \"$0\" && find . -printf '%p %U:%G %m %s\\n' | sort && find . -type f -exec cksum {} + | sort",
            folder.path
        ])
        #expect(listing.status == 0, "\(listing)")
        return listing.outputLines
    }

    /// Makes the sandbox root (and so the vault's parent) open to every user, as a home folder often is,
    /// so that only the vault's own modes can keep the other user out.
    func openRootToEveryone() throws {
        chmod(root.path, 0o755)
    }
}
