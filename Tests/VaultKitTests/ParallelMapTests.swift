import Testing
import VaultKit

@Suite("ParallelMap: the one split of work over the cores")
struct ParallelMapTests {
    @Test("chunks cover every index once, in order, and keep a result that is itself nil")
    func chunksInOrder() {
        let ranges = ParallelMap.chunks(1_000, minimumPerWorker: 1) { $0 }
        #expect(ranges.flatMap { Array($0) } == Array(0..<1_000))
        let nothing: [Int?] = ParallelMap.chunks(1_000, minimumPerWorker: 1) { _ in nil }
        #expect(nothing.count == ranges.count)
    }

    @Test("map keeps the items' order, with a context per worker")
    func mapInOrder() {
        let items = Array(0..<5_000)
        let doubled = ParallelMap.map(items, minimumPerWorker: 16, makeContext: { 2 }) { factor, item in item * factor }
        #expect(doubled == items.map { $0 * 2 })
    }
}
