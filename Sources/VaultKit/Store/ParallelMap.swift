import Foundation

/// Work split over the cores in contiguous runs, one per worker, with the results in order: the one
/// way diary spreads a loop over the cores (reading entries, formatting list and search lines, rendering
/// HTML). Contiguous runs keep neighbouring entries on one worker, which then opens each month folder
/// once, and each worker's output is one buffer of its own.
///
/// The closures run on several threads at once, each call on its own run of indices: they may read
/// anything shared, but may change only what is their own (their context, their return value). That
/// is also why they need not be `@Sendable`: a caller can hand its workers buffer pointers to its
/// arrays (indexing one array from two threads bounces its reference count between the cores on every
/// element), which no Sendable closure could capture.
public enum ParallelMap {
    /// How many workers `count` items deserve: one per core, but none with fewer than
    /// `minimumPerWorker` items (thread hand-off costs more than a few small items take).
    public static func workers(for count: Int, minimumPerWorker: Int) -> Int {
        min(max(ProcessInfo.processInfo.activeProcessorCount, 1), max(count / max(minimumPerWorker, 1), 1))
    }

    /// Runs `body` on contiguous ranges covering `0..<count`, one per worker, and returns their results
    /// in the order of the ranges. With one worker, `body` runs once, on the calling thread.
    public static func chunks<Result>(_ count: Int, minimumPerWorker: Int = 256, _ body: (Range<Int>) -> Result) -> [Result] {
        let workers = workers(for: count, minimumPerWorker: minimumPerWorker)
        let size = (count + workers - 1) / workers
        let ranges = (0..<workers).map { ($0 * size)..<min(count, ($0 + 1) * size) }
        if workers == 1 { return ranges.map(body) }
        var results = [Result?](repeating: nil, count: workers)
        withoutActuallyEscaping(body) { body in
            results.withUnsafeMutableBufferPointer { out in
                let shared = WorkerShared((out: out, body: body))
                DispatchQueue.concurrentPerform(iterations: workers) { worker in
                    shared.value.out[worker] = shared.value.body(ranges[worker])
                }
            }
        }
        // Every slot is set once concurrentPerform returns.
        return results.map { $0! }
    }

    /// `transform` of every item, in order, each worker with a context of its own (`makeContext` runs
    /// once per worker), e.g. a formatter or a parser that would cost more to share than to make twice.
    public static func map<Element, Context, Result>(
        _ items: [Element], minimumPerWorker: Int = 256,
        makeContext: () -> Context,
        _ transform: (inout Context, Element) -> Result
    ) -> [Result] {
        items.withUnsafeBufferPointer { items in
            chunks(items.count, minimumPerWorker: minimumPerWorker) { range -> [Result] in
                var context = makeContext()
                var out: [Result] = []
                out.reserveCapacity(range.count)
                for index in range { out.append(transform(&context, items[index])) }
                return out
            }.flatMap { $0 }
        }
    }
}

/// What `concurrentPerform`'s workers share: the caller's closure and the slots for the results.
/// Unchecked because the compiler cannot see why that is safe: each worker writes only its own slot,
/// `concurrentPerform` returns only once every worker is done (so no slot is read while written), and
/// the closure is run concurrently under the rule `ParallelMap` documents for its callers.
private struct WorkerShared<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
