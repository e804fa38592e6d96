import Foundation

/// Where the vault's work runs: on threads of its own, not the server's two (a read waits on the disk, and a
/// write may wait up to 30 s for the vault's lock while a sync holds it, which would stall every other page
/// and file). Reads run side by side; writes one at a time (the vault's lock keeps other processes out, this
/// keeps two requests of this server from meeting at it). What the work throws, the handler throws.
enum VaultWork {
    private static let reads = DispatchQueue(label: "diary-serve.reads", attributes: .concurrent)
    private static let writes = DispatchQueue(label: "diary-serve.writes")

    static func read<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { done in reads.async { done.resume(with: Result { try work() }) } }
    }

    static func write<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { done in writes.async { done.resume(with: Result { try work() }) } }
    }
}
