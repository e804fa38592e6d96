import Testing

@testable import EntryDisplay

@Suite struct HTMLTextTests {
    @Test func theFiveCharactersThatEndAnElementOrAnAttributeAreEscaped() {
        #expect(HTMLText.escape(#"<a href="x" title='y'>&</a>"#) == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;")
    }

    @Test func everythingElseIsKeptAsItIs() {
        let text = "아침 한강 산책 — café ½ 😀\tline\nnext"
        #expect(HTMLText.escape(text) == text)
        #expect(HTMLText.escape("") == "")
    }

    /// `"` followed by a combining mark is one Character that is not `"`: escaped by scalar, it cannot pass raw.
    @Test func aQuoteWithACombiningMarkIsStillEscaped() {
        #expect(HTMLText.escape("\"\u{301}") == "&quot;\u{301}")
        #expect(HTMLText.escape("<\u{338}") == "&lt;\u{338}")
        #expect(!HTMLText.escape("'\u{300}x\"\u{20DD}").unicodeScalars.contains { $0 == "\"" || $0 == "'" })
    }

    @Test func anAmpersandAlreadyEscapedIsEscapedAgain() {
        #expect(HTMLText.escape("&amp;") == "&amp;amp;")
    }
}
