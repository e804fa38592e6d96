import Testing

@testable import diary

@Suite("what diary drafts shows of a draft")
struct DraftTextTests {
    @Test("a draft's title by the title rule: its title key, else its first line; a text that is no entry by its first line")
    func title() {
        #expect(DraftText.title("---\ntitle: Docker 6 - Copy\n---\n## Intro\n") == "Docker 6 - Copy")
        #expect(DraftText.title("---\nschema: 2\n---\n# Walk\n\nCold.\n") == "Walk")
        #expect(DraftText.title("---\nbroken: [\n---\nWords.\n") == "---")
    }
}
