import Foundation
import TestSupport
import Testing

@testable import GitKit

/// git's locks are waited for until an instant of the continuous clock, which a change of the wall clock
/// does not move.
@Suite("Lock waits on the continuous clock")
struct LockDeadlineTests {
    @Test("a retry deadline is an instant of the continuous clock, `seconds` after the given instant")
    func retryDeadlineOnContinuousClock() {
        let now = ContinuousClock.now
        #expect(RetryDeadline(after: 3, from: now).instant == now.advanced(by: .seconds(3)))
        #expect(RetryDeadline(after: -1, from: now).instant == now)
        #expect(RetryDeadline(at: now.advanced(by: .seconds(-1))).hasPassed)
        #expect(!RetryDeadline(at: now.advanced(by: .seconds(600))).hasPassed)
    }

    @Test("a lock someone else holds is waited for until the continuous-clock deadline, then refused as locked")
    func lockWaitEndsAtDeadline() throws {
        try Sandbox.with { sandbox in
            let target = sandbox.url("guarded").path
            try sandbox.write("guarded.lock", "someone else's\n")
            let start = ContinuousClock.now
            let deadline = RetryDeadline(at: start.advanced(by: .milliseconds(300)))
            #expect {
                _ = try LockFile.acquire(target, deadline: deadline, function: "test")
            } throws: { error in
                (error as? GitError)?.isLocked == true
            }
            #expect(start.duration(to: .now) >= .milliseconds(300))
            #expect(sandbox.contents("guarded.lock") == "someone else's\n")
        }
    }

    @Test("a free lock is taken even when the deadline has passed: the first try comes before the check")
    func freeLockTakenPastDeadline() throws {
        try Sandbox.with { sandbox in
            let target = sandbox.url("guarded").path
            let lock = try LockFile.acquire(target, deadline: RetryDeadline(at: ContinuousClock.now.advanced(by: .seconds(-1))), function: "test")
            #expect(FileManager.default.fileExists(atPath: lock.path))
            lock.release()
            #expect(!FileManager.default.fileExists(atPath: lock.path))
        }
    }
}
