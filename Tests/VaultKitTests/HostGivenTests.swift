import Foundation
import TestSupport
import Testing

@testable import VaultKit

/// VaultKit reads nothing of the process: the zone, the machine's name and the environment come in the
/// `VaultHost` (or as arguments).
@Suite("What VaultKit is given, not what the process has")
struct HostGivenTests {
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!

    @Test("a vault opened without a zone reads its entries in the host's zone; a zone given wins")
    func zoneFromHost() throws {
        try Sandbox.with { sb in
            _ = try sb.makeVault()
            let host = VaultHost(timeZone: Sandbox.seoul)
            #expect(try Vault.open(at: sb.repo, host: host).timeZone == Sandbox.seoul)
            #expect(try Vault.open(at: sb.repo, timeZone: Self.losAngeles, host: host).timeZone == Self.losAngeles)
            #expect(try Vault.open(at: sb.repo, host: VaultHost(timeZone: Self.losAngeles)).timeZone == Self.losAngeles)
        }
    }

    @Test("the vault's commits are dated in the host's zone")
    func commitsInHostZone() throws {
        try Sandbox.with { sb in
            try sb.write("notes.md", "a note\n")
            let (vault, result) = try Vault.initialize(at: sb.repo, host: VaultHost(timeZone: Sandbox.seoul))
            guard case .adopted = result else {
                Issue.record("not adopted: \(result)")
                return
            }
            #expect(vault.timeZone == Sandbox.seoul)
            #expect(try sb.git("log", "-1", "--format=%ad", "--date=format:%z") == "+0900\n")
            let again = try Vault.open(at: sb.repo, host: VaultHost(timeZone: TimeZone(secondsFromGMT: -7 * 3600)!))
            try again.save(entryText(body: "seven hours behind\n"), to: entryPath("2026/07/2026-07-01.md"), message: "summer")
            #expect(try sb.git("log", "-1", "--format=%ad", "--date=format:%z") == "-0700\n")
        }
    }

    @Test("sync's conflict labels name the host's machine, not the process's host name")
    func machineFromHost() {
        let host = VaultHost(machineName: "given-laptop")
        #expect(SyncOptions.standard(remote: "origin", force: false, host: host).machine == "given-laptop")
    }
}
