import Foundation
import Testing

@testable import MarkdownRendering

/// Rendering from many threads at once gives what rendering one at a time gives. cmark-gfm 0.29.0.gfm.6
/// alone does not (its inline scanner's table is global; see `InlineParsing`): with the lock taken out, this
/// test failed in five runs out of five, `~~struck~~` and bare links coming out as plain text.
@Suite("Markdown: rendering on many threads")
struct ConcurrencyTests {
    static let documents =
        [
            "Some words before ~~struck~~ and a link https://example.org here, ~~again~~ www.example.org end.",
            "| a | ~b~ |\n|---|---|\n| me@example.org | ~~c~~ |",
            "- [x] ~~done~~\n- [ ] http://example.org/todo\n\nNote[^1].\n\n[^1]: ~~old~~ new <b>text</b>",
            "<placeholder> and <https://example.org> and *emphasis* ~~with~~ **strong**"
        ] + SpecExample.all.map(\.markdown)

    @Test("every document rendered on every core, many times, is the same as rendered alone")
    func parallelEqualsSerial() {
        let expected = Self.documents.map { Markdown.html(from: $0) }
        #expect(expected[0].contains("<del>struck</del>") && expected[0].contains("<a href=\"https://example.org\">"))
        let workers = max(4, ProcessInfo.processInfo.activeProcessorCount * 2)
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            // Every document a few times, each worker from its own starting point so that different texts
            // overlap; then the short texts with `~~` and bare links, where the race shows most, many times.
            let order = (0..<20 * Self.documents.count).map { (worker * 7 + $0) % Self.documents.count } + (0..<6_000).map { $0 % 4 }
            for index in order where Markdown.html(from: Self.documents[index]) != expected[index] {
                mismatches.add(index)
            }
        }
        #expect(mismatches.indices.isEmpty, "documents rendered differently on several threads: \(mismatches.indices)")
    }
}

/// The indices of documents that came out differently, collected from every worker.
private final class Mismatches: @unchecked Sendable {
    private let lock = NSLock()
    private var found: Set<Int> = []

    func add(_ index: Int) {
        lock.lock()
        found.insert(index)
        lock.unlock()
    }

    var indices: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return found.sorted()
    }
}
