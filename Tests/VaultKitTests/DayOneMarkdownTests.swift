import Foundation
import TestSupport
import Testing

@testable import VaultKit

/// Day One's backslash escapes: written as Day One writes them, read back to the very same body.
@Suite("Day One: Markdown escapes")
struct DayOneMarkdownTests {
    @Test(
        "literal punctuation is escaped as Day One escapes it; Markdown's own syntax and code are not",
        arguments: [
            ("Cairns here we come. Gud nit canberra.", #"Cairns here we come\. Gud nit canberra\."#),
            ("Costs (about) 3.50 - cheap! [sic]", #"Costs \(about\) 3\.50 \- cheap\! \[sic\]"#),
            ("- a list\n  - nested\n1. first\n2) second", "- a list\n  - nested\n1. first\n2) second"),
            (
                "![](media/a.jpeg) and [a link](https://example.com/a-b.html) and ![alt.](x.png)",
                #"![](media/a.jpeg) and [a link](https://example.com/a-b.html) and ![alt\.](x.png)"#
            ),
            ("see https://example.com/a-b.html or <https://x.y/z>.", #"see https://example.com/a-b.html or <https://x.y/z>\."#),
            ("- [ ] todo.\n- [x] done", "- [ ] todo\\.\n- [x] done"),
            ("---\n| a | b |\n|---|:-:|", "---\n| a | b |\n|---|:-:|"),
            ("`a.b()` and ``c`d.e``", "`a.b()` and ``c`d.e``"),
            ("```swift\nlet x = a.b(\"\\.\")\n```\nafter.", "```swift\nlet x = a.b(\"\\.\")\n```\nafter\\."),
            (#"code `@"\.NET"` stays"#, #"code `@"\.NET"` stays"#),
            (#"text @"\.NET" gets its backslash kept"#, #"text @"\\.NET" gets its backslash kept"#),
            (#"## \--name"#, #"## \\-\-name"#),
            ("Text.\n\n    let x = a.b(\"\\.\")\n    ## \\--name\n\nAfter.", "Text\\.\n\n    let x = a.b(\"\\.\")\n    ## \\--name\n\nAfter\\."),
            ("\tcode.here()\n\ntext.", "\tcode.here()\n\ntext\\."),
            ("- item.\n\n  more.\n\n      code.x()\n", "- item\\.\n\n  more\\.\n\n      code.x()\n"),
            ("text.\n    continued.", "text\\.\n    continued\\."),
            ("  - item\n\n    ```\n    a.b(\\.)\n    ```\n", "  - item\n\n    ```\n    a.b(\\.)\n    ```\n"),
            (#"\- not a list"#, #"\- not a list"#),
            ("no punctuation at all", "no punctuation at all"),
            ("한국어 문장입니다.", #"한국어 문장입니다\."#)
        ])
    func escapes(_ body: String, _ text: String) {
        #expect(DayOneMarkdown.escaped(body) == text)
        #expect(DayOneMarkdown.unescaped(text) == body)
    }

    @Test(
        "Day One's escapes are dropped where harmless and kept where the bare character would be markup",
        arguments: [
            (#"a\.b\!c\(d\)e\-f"#, "a.b!c(d)e-f"),
            (#"\- item"#, #"\- item"#),
            (#"  \- indented item"#, #"  \- indented item"#),
            (#"12\. list"#, #"12\. list"#),
            (#"3\) list"#, #"3\) list"#),
            (#"a 12\. b"#, "a 12. b"),
            (#"\![x](y)"#, #"\![x](y)"#),
            (#"\[x\](y)"#, #"[x\](y)"#),
            (#"\[x\]\(y\)"#, #"[x\](y)"#),
            (#"\[ref\]: url"#, #"[ref\]: url"#),
            (#"\[sic\] ok"#, "[sic] ok"),
            // `\\` before an escape that means nothing is the body's own backslash (see `escaped`).
            (#"back\\.slash"#, #"back\.slash"#),
            (#"back\\\.slash"#, #"back\\.slash"#),
            (#"C:\\Users and \\"#, #"C:\\Users and \\"#),
            (##"\*kept\* \_kept\_ \#kept"##, ##"\*kept\* \_kept\_ \#kept"##),
            ("line\n\\- item\r\n\\- item", "line\n\\- item\r\n\\- item"),
            ("`in \\. code` out\\.", "`in \\. code` out."),
            ("~~~\n\\.\n~~~\n\\.", "~~~\n\\.\n~~~\n."),
            ("no escapes", "no escapes")
        ])
    func unescapes(_ text: String, _ expected: String) {
        #expect(DayOneMarkdown.unescaped(text) == expected)
    }

    /// Pieces that stress the escapes: every escaped character, backslashes, code, list markers, links.
    static let pieces: [String] = [
        "\\", "\\\\", ".", "-", "!", "(", ")", "[", "]", "`", "``", "```", "~~~", "\n", "\r\n", "\n\n", " ", "  ", "\t", "a", "Z",
        "1", "12", "서울", "😀", "*", "_", "#", "## ", ">", "|", ":", "- ", "1. ", "3) ", "](", "![", "](x)", "[a](b)", "![](media/x.jpeg)",
        "http://a.b/c-d", "<https://x.y>", "- [ ] ", "---", "|--|", "@\"\\.NET\"", "\\-", "\\.", "\\!", "\\[", "\\]", "\\(", "\\)",
        "\\\\.", "\\`", "`a\\.b`", "\n```\n", "\n~~~~\n", "\n    ", "    ", "\n\t", "\n  - "
    ]

    @Test("the way in undoes the way out, byte for byte, on random bodies", arguments: TestSeed.run(after: [1, 2, 3, 0xD1A2_E5C]))
    func escapingIsUndoneExactly(_ seed: UInt64) {
        var g = SplitMix64(seed: seed)
        for n in 0..<3000 {
            let body = (0..<g.int(0...40)).map { _ in g.pick(Self.pieces) }.joined()
            let text = DayOneMarkdown.escaped(body)
            #expect(
                Array(DayOneMarkdown.unescaped(text).utf8) == Array(body.utf8),
                "seed \(seed) case \(n): \(body.debugDescription) → \(text.debugDescription) → \(DayOneMarkdown.unescaped(text).debugDescription)")
        }
    }
}
