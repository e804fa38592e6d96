import Testing

@testable import WebReader

@Suite("the editor's heading follows the title rule")
struct EditorHeadingTests {
    @Test("the title key, else the body's first line, else the untitled word")
    func heading() {
        #expect(EditorPage.title(of: "## Intro\n\nText.\n", key: "Docker 6 - Copy", or: "(untitled)") == "Docker 6 - Copy")
        #expect(EditorPage.title(of: "## Intro\n\nText.\n", key: nil, or: "(untitled)") == "Intro")
        #expect(EditorPage.title(of: "\n", key: nil, or: "(untitled)") == "(untitled)")
    }
}
