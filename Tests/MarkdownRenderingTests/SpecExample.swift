import Foundation
import Testing

/// One example of the CommonMark/GFM spec, as `Fixtures/spec-sample.txt` holds it.
struct SpecExample: Sendable, CustomTestStringConvertible {
    let number: Int
    let section: String
    let markdown: String
    let html: String

    var testDescription: String { "spec example \(number) (\(section))" }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/spec-sample.txt")

    /// The examples of the fixture, in order; empty when it cannot be read (a test counts them).
    static let all: [SpecExample] = (try? String(contentsOf: fixture, encoding: .utf8)).map(parse) ?? []

    /// The spec's own format: a `# Section` heading, then for each example a fence line
    /// ("````````````````````````````````" and `example N`), the Markdown, a line holding only `.`, the HTML
    /// and a closing fence. `→` stands for a tab in both.
    static func parse(_ text: String) -> [SpecExample] {
        let fence = String(repeating: "`", count: 32)
        var examples: [SpecExample] = []
        var section = ""
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            if line.hasPrefix("# ") {
                section = String(line.dropFirst(2))
                continue
            }
            guard line.hasPrefix(fence + " example "), let number = Int(line.dropFirst(fence.count + 9)) else { continue }
            var markdown = ""
            var html = ""
            while let next = lines.popFirst(), next != "." { markdown += next + "\n" }
            while let next = lines.popFirst(), next != fence { html += next + "\n" }
            examples.append(
                SpecExample(
                    number: number, section: section,
                    markdown: markdown.replacingOccurrences(of: "→", with: "\t"),
                    html: html.replacingOccurrences(of: "→", with: "\t")))
        }
        return examples
    }
}
