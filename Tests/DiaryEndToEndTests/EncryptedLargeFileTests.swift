import Foundation
import TestSupport
import Testing

/// A large attachment in an encrypted vault goes through git-crypt's filter a piece at a time: attached,
/// pushed, cloned with the key and pulled without the process holding it in memory several times over.
@Suite("an encrypted vault syncs a large attachment in bounded memory")
struct EncryptedLargeFileTests {
    static let size = 64 << 20

    /// Runs `diary args` (with the sandbox's environment) under python3, which reports the process's
    /// peak resident memory (`ru_maxrss` of its child), in bytes.
    func measured(_ sb: Sandbox, _ args: [String]) async throws -> (result: RunResult, peak: Int) {
        let report = sb.root.appendingPathComponent("peak-\(UUID().uuidString)")
        let script = """
            import resource, subprocess, sys
            done = subprocess.run(sys.argv[2:])
            open(sys.argv[1], "w").write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))
            sys.exit(done.returncode)
            """
        let result = try await LaunchedProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["python3", "-c", script, report.path, DiaryBinary.url.path] + args,
            environment: sb.environment(), directory: sb.root, stdin: nil, ioFolder: sb.io
        ).wait()
        let kilobytes = try String(contentsOf: report, encoding: .utf8)
        return (result, (Int(kilobytes) ?? 0) * 1024)
    }

    /// `count` random bytes in a new file at `url`.
    func randomFile(_ url: URL, count: Int) throws {
        let random = try #require(FileHandle(forReadingAtPath: "/dev/urandom"))
        defer { try? random.close() }
        try random.readData(ofLength: count).write(to: url)
    }

    @Test("a 64 MB attachment: attached in little more than diary's own memory, pushed, cloned and pulled in under 2.5 times its size")
    func boundedMemory() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let laptop = sb.vault.path
        let desktop = sb.root.appendingPathComponent("desktop").path
        let host = sb.root.appendingPathComponent("host.git")
        let key = sb.root.appendingPathComponent("diary.key")
        let first = sb.root.appendingPathComponent("first.bin")
        let second = sb.root.appendingPathComponent("second.bin")
        try randomFile(first, count: Self.size)
        try randomFile(second, count: Self.size)

        try await sb.initVault()
        Expect.success(try await sb.diary("new", "An entry to attach to."))
        Expect.success(try await sb.diary("encrypt", "init"))
        Expect.success(try await sb.diary("encrypt", "export-key", key.path))
        try await sb.gitResult(["init", "-q", "--bare", host.path]).succeeded()
        Expect.success(try await sb.diary("remote", "add", "origin", host.path))
        Expect.success(try await sb.diary("sync"))
        // diary's own memory, with nothing large to handle.
        let base = try await measured(sb, ["status", "--vault", laptop])
        Expect.success(base.result)

        let attach = try await measured(sb, ["attach", first.path, "--vault", laptop])
        let push = try await measured(sb, ["sync", "--vault", laptop])
        let clone = try await measured(sb, ["init", "--clone", host.path, "--key", key.path, "--vault", desktop])
        Expect.success(try await sb.diary("attach", second.path))
        Expect.success(try await sb.diary("sync"))
        let pull = try await measured(sb, ["sync", "--vault", desktop])
        for (name, run) in [("attach", attach), ("push", push), ("clone", clone), ("pull", pull)] {
            Expect.success(run.result, context: name)
        }

        // Both attachments arrived whole and plain; the host has ciphertext only.
        let media = try await sb.gitLines("ls-files", "--", "*/media/*")
        #expect(media.count == 2, "\(media)")
        let copies = Set(try media.map { try Data(contentsOf: URL(fileURLWithPath: desktop).appendingPathComponent($0)) })
        #expect(copies == Set([try Data(contentsOf: first), try Data(contentsOf: second)]), "the desktop has both files as they were")
        for path in media {
            let stored = try await sb.gitResult(["--git-dir", host.path, "cat-file", "-s", "HEAD:" + path]).succeeded().stdout
            #expect(Int(stored.trimmingCharacters(in: .whitespacesAndNewlines)) == Self.size + 22, "encrypted on the host")
        }

        // Before: attach held about 3 copies (the file, the ciphertext, the ciphertext with its header),
        // sync about 5. libgit2 still reads a blob whole when it packs or checks one out, and a local
        // remote's side of a fetch or push runs in the same process.
        let megabyte = 1 << 20
        let extra = { (run: (result: RunResult, peak: Int)) in (run.peak - base.peak) / megabyte }
        #expect(attach.peak - base.peak < Self.size / 2, "attach took \(extra(attach)) MB beyond diary's own \(base.peak / megabyte) MB")
        for (name, run) in [("push", push), ("clone", clone), ("pull", pull)] {
            #expect(
                run.peak - base.peak < Self.size * 5 / 2,
                "\(name) took \(extra(run)) MB beyond diary's own \(base.peak / megabyte) MB for a \(Self.size / megabyte) MB file")
        }
    }
}
