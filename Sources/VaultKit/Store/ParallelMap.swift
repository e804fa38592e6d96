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
        // The machine's cores (ProcessInfo stays: a fact of the hardware, not a setting of the process).
        min(max(ProcessInfo.processInfo.activeProcessorCount, 1), max(count / max(minimumPerWorker, 1), 1))
    }

    /// Runs `body` on contiguous ranges covering `0..<count`, one per worker, and returns their results
    /// in the order of the ranges. With one worker, `body` runs once, on the calling thread.
    /// - Parameter piecesPerWorker: more, smaller ranges, which the workers take one at a time as they
    ///   finish the last: for work of uneven cost, or a machine whose other programs hold up one core.
    public static func chunks<Result>(
        _ count: Int, minimumPerWorker: Int = 256, piecesPerWorker: Int = 1, _ body: (Range<Int>) -> Result
    ) -> [Result] {
        let workers = workers(for: count, minimumPerWorker: minimumPerWorker)
        let pieces = workers == 1 ? 1 : max(min(workers * max(piecesPerWorker, 1), count), 1)
        let size = (count + pieces - 1) / pieces
        let ranges = (0..<pieces).map { min(count, $0 * size)..<min(count, ($0 + 1) * size) }
        if pieces == 1 { return ranges.map(body) }
        var results = [Result?](repeating: nil, count: pieces)
        withoutActuallyEscaping(body) { body in
            results.withUnsafeMutableBufferPointer { out in
                let shared = WorkerShared((out: out, body: body))
                DispatchQueue.concurrentPerform(iterations: pieces) { piece in
                    shared.value.out[piece] = shared.value.body(ranges[piece])
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
