import Testing

@testable import VaultKit

@Suite("quoted paths in commit messages")
struct QuotedPathTests {
    @Test("QuotedPath: as git's quote_c_style with core.quotePath=false")
    func quotedPath() {
        #expect(QuotedPath.cStyle("2025/11/2025-11-21.md") == "2025/11/2025-11-21.md")
        #expect(QuotedPath.cStyle("노트/가을.md") == "노트/가을.md")
        #expect(QuotedPath.cStyle("a\nb\t\u{1B}[2J\"q\"\\.md") == "\"a\\nb\\t\\033[2J\\\"q\\\"\\\\.md\"")
        #expect(QuotedPath.cStyle("c1\u{9B}x\u{7F}") == "\"c1\\302\\233x\\177\"")
    }
}
