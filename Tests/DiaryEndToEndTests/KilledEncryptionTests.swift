import Foundation
import TestSupport
import Testing

/// `diary encrypt init` and `diary encrypt unlock` killed with SIGKILL at random moments: once the user
/// has removed a stale git lock the error named, running the command again finishes the job, and the
/// vault ends as if it had never been interrupted: every entry encrypted in HEAD, plain and unchanged in
/// the work tree, a clean repository. The moments are drawn from `TestSeed`.
@Suite("encryption killed at random moments")
struct KilledEncryptionTests {
    private static let rounds = 10
    private static let entryCount = 120

    /// A plain vault of `entryCount` entries (adopted in one commit), to copy for each round.
    private func template(_ sb: Sandbox) async throws -> URL {
        for n in 0..<Self.entryCount {
            let day = String(format: "2025-%02d-%02d", n % 12 + 1, n % 28 + 1)
            let path = "\(day.prefix(4))/\(day.dropFirst(5).prefix(2))/\(day)\(n >= 28 ? "-\(n / 28 + 1)" : "").md"
            try sb.write(path, Fixture.entry(day: day, title: "Entry \(n)", body: "Private words number \(n)."))
        }
        try await sb.initVault()
        return sb.vault
    }

    private func copy(_ template: URL, to name: String, _ sb: Sandbox) throws -> URL {
        let url = sb.root.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.copyItem(at: template, to: url)
        return url
    }

    /// Runs `args` and kills it after a random part of `duration`; then removes the git locks it left.
    private func killSomewhere(
        _ args: [String], in vault: URL, duration: UInt64, _ sb: Sandbox,
        using generator: inout SplitMix64
    ) async throws {
        let run = try sb.launch(args, vault: .at(vault))
        try await Task.sleep(nanoseconds: UInt64.random(in: 0...duration, using: &generator))
        run.send(SIGKILL)
        _ = try await run.wait()
        let branch = try await sb.gitResult(["symbolic-ref", "--short", "HEAD"], in: vault).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        for lock in [".git/index.lock", ".git/refs/heads/\(branch).lock"] {
            try? FileManager.default.removeItem(at: vault.appendingPathComponent(lock))
        }
    }

    private func timed(_ body: () async throws -> Void) async rethrows -> UInt64 {
        let start = DispatchTime.now().uptimeNanoseconds
        try await body()
        return max(DispatchTime.now().uptimeNanoseconds - start, 20_000_000)
    }

    /// Every entry of `original` is encrypted in `vault`'s HEAD and has the same bytes in its work tree.
    private func expectEncryptedAndIntact(
        _ vault: URL, like original: URL, _ sb: Sandbox, context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let files = try await sb.gitResult(["ls-files", "20*"], in: vault).stdout.split(separator: "\n").map(String.init)
        #expect(files.count == Self.entryCount, "\(context)", sourceLocation: sourceLocation)
        let gitCrypt = try await sb.gitResult(["crypt", "status", "-e"], in: vault)
        #expect(
            gitCrypt.status == 0 && !gitCrypt.allOutput.contains("NOT ENCRYPTED"), "\(context): \(gitCrypt)",
            sourceLocation: sourceLocation)
        for file in files {
            let now = FileManager.default.contents(atPath: vault.appendingPathComponent(file).path)
            #expect(
                now == FileManager.default.contents(atPath: original.appendingPathComponent(file).path),
                "\(context): \(file)", sourceLocation: sourceLocation)
        }
        try await sb.expectClean(in: vault, context: context, sourceLocation: sourceLocation)
    }

    /// Whether HEAD's `.gitattributes` names git-crypt's filter: the commit that encrypts the vault was made.
    private func encryptedInHead(_ vault: URL, _ sb: Sandbox) async throws -> Bool {
        let attributes = try await sb.gitResult(["show", "HEAD:.gitattributes"], in: vault)
        return attributes.status == 0
            && attributes.outputLines.contains {
                !$0.hasPrefix("#") && $0.split(separator: " ").dropFirst().contains("filter=git-crypt")
            }
    }

    /// Run again, `encrypt init` finishes the job, unless the kill came after the commit that encrypts (the
    /// branch moved to it): then the vault is encrypted and a second `encrypt init` refuses, saying so
    /// (`VaultError.encryptionAlreadyOn`, from the committed `.gitattributes`).
    @Test(
        "encrypt init killed anywhere: run again, every entry ends encrypted in git and plain on disk",
        arguments: TestSeed.run)
    func killedInit(seed: UInt64) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let template = try await template(sb)
        let timing = try copy(template, to: "timing", sb)
        let duration = try await timed { Expect.success(try await sb.diary("encrypt", "init", vault: .at(timing))) }
        var generator = SplitMix64(seed: seed)
        var afterCommit = 0
        for round in 1...Self.rounds {
            let context = "seed \(seed) round \(round)"
            let vault = try copy(template, to: "round", sb)
            try await killSomewhere(["encrypt", "init"], in: vault, duration: duration, sb, using: &generator)
            let committed = try await encryptedInHead(vault, sb)
            if committed { afterCommit += 1 }
            let again = try await sb.diary("encrypt", "init", vault: .at(vault))
            if committed {
                Expect.oneLineError(again, mentioning: ["this vault is encrypted already"], context: context + " (killed after its commit)")
            } else {
                Expect.success(again, context: context + " (killed before its commit)")
            }
            try await expectEncryptedAndIntact(vault, like: template, sb, context: context)
        }
        print("KilledEncryptionTests, seed \(seed): \(Self.rounds - afterCommit) kills before the encrypting commit, \(afterCommit) after it")
    }

    @Test("encrypt unlock killed anywhere: run again, the work tree is the plain vault", arguments: TestSeed.run)
    func killedUnlock(seed: UInt64) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let template = try await template(sb)
        Expect.success(try await sb.diary("encrypt", "init"))
        let key = sb.root.appendingPathComponent("diary.key")
        Expect.success(try await sb.diary("encrypt", "export-key", key.path))
        let locked = sb.root.appendingPathComponent("locked")
        try await sb.gitResult(["clone", "-q", template.path, locked.path], in: sb.root).succeeded()
        let timing = try copy(locked, to: "timing", sb)
        let duration = try await timed { Expect.success(try await sb.diary("encrypt", "unlock", key.path, vault: .at(timing))) }
        var generator = SplitMix64(seed: seed)
        for round in 1...Self.rounds {
            let context = "seed \(seed) round \(round)"
            let vault = try copy(locked, to: "round", sb)
            try await killSomewhere(["encrypt", "unlock", key.path], in: vault, duration: duration, sb, using: &generator)
            Expect.success(try await sb.diary("encrypt", "unlock", key.path, vault: .at(vault)), context: context)
            try await expectEncryptedAndIntact(vault, like: template, sb, context: context)
        }
    }
}
