import Foundation

/// Runs `work`, which blocks (a busy watch of a child process, `usleep`, `waitUntilExit`), on a thread of its own
/// and waits for it without holding one of Swift concurrency's few shared threads. On two cores there are two of
/// them: two tests blocking both would stall every other test's `await`, for as long as the blocking lasts.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            continuation.resume(with: Result { try work() })
        }
        thread.start()
    }
}
