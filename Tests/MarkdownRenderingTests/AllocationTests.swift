import Ccmark_gfm
import Foundation
import Synchronization
import Testing

@testable import MarkdownRendering

/// Every allocation cmark-gfm makes for a document (the parser, its nodes, the nodes that replace raw HTML,
/// the HTML itself) is given back: the renderer runs with an allocator that counts what is still held.
@Suite("Markdown: every allocation freed")
struct AllocationTests {
    @Test("a document with every kind of block, extension and raw HTML leaves nothing allocated")
    func nothingLeft() {
        let document =
            SpecExample.all.map(\.markdown).joined(separator: "\n\n")
                + """

                | a | b |
                |---|---|
                | <b>x</b> | ~~y~~ |

                - [x] done <!-- hidden -->
                - [ ] https://example.org

                <div>
                block
                </div>

                Note[^n] and <placeholder>.

                [^n]: The note.
                """
        var memory = cmark_mem(calloc: countingCalloc, realloc: countingRealloc, free: countingFree)
        let before = CountingAllocator.made.load(ordering: .sequentiallyConsistent)
        let html = Markdown.html(from: document, footnoteIDPrefix: "p-", memory: &memory)
        #expect(html == Markdown.html(from: document, footnoteIDPrefix: "p-"), "the counting allocator changes nothing else")
        #expect(html.contains("&lt;placeholder&gt;") && html.contains("<table>") && html.contains("p-fn-n"))
        #expect(CountingAllocator.made.load(ordering: .sequentiallyConsistent) - before > 1_000, "the allocator was used")
        #expect(CountingAllocator.held.load(ordering: .sequentiallyConsistent) == 0)
    }
}

/// What the counting allocator has handed out (`made`) and not yet been given back (`held`). Only the test
/// above allocates through it.
private enum CountingAllocator {
    static let made = Atomic<Int>(0)
    static let held = Atomic<Int>(0)
}

private func countingCalloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    CountingAllocator.made.add(1, ordering: .sequentiallyConsistent)
    CountingAllocator.held.add(1, ordering: .sequentiallyConsistent)
    return calloc(count, size)
}

private func countingRealloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    if pointer == nil {
        CountingAllocator.made.add(1, ordering: .sequentiallyConsistent)
        CountingAllocator.held.add(1, ordering: .sequentiallyConsistent)
    }
    return realloc(pointer, size)
}

private func countingFree(_ pointer: UnsafeMutableRawPointer?) {
    if pointer != nil { CountingAllocator.held.subtract(1, ordering: .sequentiallyConsistent) }
    free(pointer)
}
