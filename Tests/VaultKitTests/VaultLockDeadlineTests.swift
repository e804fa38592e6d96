import Foundation
import GitKit
import TestSupport
import Testing

@testable import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

/// The vault lock is waited for until an instant of the continuous clock, which a change of the wall
/// clock does not move.
@Suite("The vault lock's wait on the continuous clock")
struct VaultLockDeadlineTests {
    @Test("the vault lock is waited for until a continuous-clock deadline, then refused by name")
    func vaultLockWaitEndsAtDeadline() throws {
        try Sandbox.with { sb in
            _ = try sb.makeVault()
            let gitDirectory = sb.url(".git")
            let path = gitDirectory.appendingPathComponent("diary.lock").path
            let held = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            #expect(held >= 0)
            #expect(flock(held, LOCK_EX | LOCK_NB) == 0)
            defer { close(held) }
            let start = ContinuousClock.now
            let tool = ToolIdentity(name: "diary", email: "diary@localhost", timeZone: .utc)
            #expect(throws: VaultError.lockTimeout(lockFile: path)) {
                _ = try VaultLock(gitDirectory: gitDirectory, tool: tool, deadline: RetryDeadline(at: start.advanced(by: .milliseconds(300))))
            }
            #expect(start.duration(to: .now) >= .milliseconds(300))
            flock(held, LOCK_UN)
            _ = try VaultLock(gitDirectory: gitDirectory, tool: tool, deadline: RetryDeadline(at: start))
        }
    }
}
