import Testing

@testable import MarkdownRendering

/// A fixed sample of the CommonMark/GFM spec's examples (`Fixtures/spec-sample.txt`, which says how it was
/// chosen), each rendered and compared with the spec's HTML byte for byte.
@Suite("Markdown: the spec's examples")
struct SpecExampleTests {
    @Test("the sample is whole: 99 examples from 28 sections, numbered in the spec's order")
    func sampleIsWhole() {
        let examples = SpecExample.all
        #expect(examples.count == 99, "read from \(SpecExample.fixture.path)")
        #expect(Set(examples.map(\.section)).count == 28)
        #expect(examples.map(\.number) == examples.map(\.number).sorted())
        #expect(examples.allSatisfy { !($0.markdown.isEmpty && $0.html.isEmpty) && !$0.section.isEmpty })
        // Examples the sample holds on purpose: tabs, a table, strikethrough and GFM's bare links.
        let sections = Set(examples.map(\.section))
        for section in ["Tabs", "Tables (extension)", "Strikethrough (extension)", "Autolinks (extension)", "Emphasis and strong emphasis"] {
            #expect(sections.contains(section), "\(section)")
        }
    }

    @Test("each renders as the spec says", arguments: SpecExample.all)
    func rendersAsSpecified(example: SpecExample) {
        #expect(Markdown.html(from: example.markdown) == example.html, "\(example.markdown)")
    }
}
