import Foundation
import Testing

@testable import VaultKit

/// The line a front-matter error names is the line of the mistake, in file lines (the opening `---` is line 1),
/// not the line where the YAML reader happened to notice it.
@Suite struct FrontMatterErrorLineTests {
    static let head = "---\nschema: 2\ncreated: 2026-11-24T09:00:00+09:00\n"

    /// The line the error names when `lines` follow `head` (so the first of them is file line 4).
    static func reportedLine(_ lines: [String]) -> Int? {
        let text = head + lines.joined(separator: "\n") + "\n---\nBody.\n"
        do {
            _ = try EntryDocument.parse(text: text, file: "e.md")
        } catch let VaultError.malformedFrontMatter(_, line, _) {
            return line
        } catch {
            Issue.record("not a front-matter error: \(error)")
        }
        return nil
    }

    @Test(
        "an unclosed bracket, brace or quote, or a key without its colon: the line it is on",
        arguments: [
            ["tags: [a, b"], ["tags: {a: "], ["mood: \"unclosed"], ["tags a b"], ["tags: [a, b", "mood: calm"]
        ])
    func unfinished(_ lines: [String]) {
        #expect(Self.reportedLine(lines) == 4, "\(lines)")
    }

    @Test("a mistake noticed on its own line keeps that line")
    func noticedInPlace() {
        #expect(Self.reportedLine(["  bad: indent"]) == 4)
        #expect(Self.reportedLine(["mood: calm", "starred: maybe"]) == 5)
        #expect(Self.reportedLine(["mood: calm", "tags:", "  - a", "weather: [x]"]) == 7)
    }

    @Test("a duplicate key: the line where it comes again")
    func duplicate() {
        #expect(Self.reportedLine(["mood: calm", "mood: grey"]) == 5)
        #expect(Self.reportedLine(["created: 2026-11-25T09:00:00+09:00"]) == 4)
    }
}
