import Foundation
import Localization
import Testing

@testable import VaultKit

/// Hugo's TOML front matter (`+++` lines): rewritten as YAML with every key kept, never read as body text.
@Suite("TOML front matter")
struct TOMLFrontMatterTests {
    /// Shaped like a Hugo post: top-level keys in the author's order, a date with an offset, a table, an
    /// array of tables, text YAML would read as something else.
    static let hugoPost = """
        +++
        title = "Building a C# parser: part 1"
        date = 2021-03-30T10:15:00+09:00
        draft = false
        tags = ["c#", "parsing"]
        categories = ["Programming"]
        weight = 10
        answer = "NO"
        ratio = 0.5
        lastmod = 2021-04-02
        [params]
        series = "parsers"
        toc = true
        [[resources]]
        name = "header"
        src = "images/header.jpg"
        +++

        Body with +++ inside, kept.
        ## Heading

        """

    static func yaml(_ text: String, file: String = "posts/parser.md") throws -> String {
        try #require(try TOMLFrontMatter.yamlText(of: text, file: file))
    }

    @Test("a Hugo post's TOML becomes YAML: keys in the author's order, values of the same kind, the body byte for byte")
    func hugoPostBecomesYAML() throws {
        let out = try Self.yaml(Self.hugoPost)
        #expect(
            out == """
                ---
                title: "Building a C# parser: part 1"
                date: 2021-03-30T10:15:00+09:00
                draft: false
                tags: [c#, parsing]
                categories: [Programming]
                weight: 10
                answer: "NO"
                ratio: 0.5
                lastmod: 2021-04-02
                params:
                  series: parsers
                  toc: true
                resources:
                  - name: header
                    src: images/header.jpg
                ---

                Body with +++ inside, kept.
                ## Heading

                """, "\(out)")
        // What YAML reads back is what TOML said.
        let document = try EntryDocument.parse(text: out, file: "posts/parser.md")
        #expect(document.frontMatter?.tags == ["c#", "parsing"])
        #expect(document.body == "\nBody with +++ inside, kept.\n## Heading\n")
    }

    @Test("CRLF lines stay CRLF, a BOM stays, times are RFC 3339 (Z for UTC, none when TOML gave none)")
    func lineEndingsAndTimes() throws {
        let text = "\u{FEFF}+++\r\nutc = 2021-03-30T01:00:00Z\r\nlocal = 2021-03-30T10:00:00\r\nwest = 1979-05-27T00:32:00-07:30\r\n+++\r\nBody\r\n"
        let out = try Self.yaml(text)
        #expect(
            Array(out.utf8)
                == Array(
                    "\u{FEFF}---\r\nutc: 2021-03-30T01:00:00Z\r\nlocal: 2021-03-30T10:00:00\r\nwest: 1979-05-27T00:32:00-07:30\r\n---\r\nBody\r\n"
                        .utf8))
    }

    @Test("text that is not a closed +++ block at the first line is no TOML front matter")
    func notABlock() throws {
        for text in ["+++\ntitle = \"x\"\n", "Intro\n+++\na = 1\n+++\n", " +++\na = 1\n+++\n", "++++\na = 1\n++++\n", "+++"] {
            #expect(try TOMLFrontMatter.yamlText(of: text, file: "a.md") == nil, "\(text.debugDescription)")
        }
    }

    @Test("TOML the reader refuses: an error naming the file and the line in the file, in both languages")
    func badTOML() throws {
        let text = "+++\ntitle = \"ok\"\ndate = \n+++\nBody\n"
        do {
            _ = try TOMLFrontMatter.yamlText(of: text, file: "posts/bad.md")
            Issue.record("expected an error")
        } catch VaultError.malformedFrontMatter(let file, let line, let problem) {
            #expect(file == "posts/bad.md")
            #expect(line == 3)
            guard case .toml = problem else {
                Issue.record("expected a TOML problem, got \(problem)")
                return
            }
            let english = VaultError.malformedFrontMatter(file: file, line: line, problem: problem).message(in: EnglishText())
            #expect(english.hasPrefix("posts/bad.md"), "\(english)")
            #expect(english.contains("TOML front matter"), "\(english)")
            let korean = problem.message(in: KoreanText())
            #expect(korean.contains("TOML front matter"), "\(korean)")
        }
    }

    @Test("in the vault a TOML block is an error that names the file and diary migrate, never a title of +++")
    func vaultReadRefusesTOML() throws {
        #expect(throws: VaultError.malformedFrontMatter(file: "2021/03/2021-03-30.md", line: 1, problem: .tomlNeedsMigration)) {
            try EntryDocument.parse(text: Self.hugoPost, file: "2021/03/2021-03-30.md")
        }
        #expect(FrontMatterProblem.tomlNeedsMigration.message(in: EnglishText()).contains("diary migrate"))
        // One instruction, not also "fix the YAML": there is none to fix.
        let english = VaultError.malformedFrontMatter(file: "2021/03/2021-03-30.md", line: 1, problem: .tomlNeedsMigration).message(in: EnglishText())
        #expect(
            english
                == "2021/03/2021-03-30.md line 1: the front matter is TOML ('+++' lines, as Hugo writes it); run `diary migrate` to rewrite it as YAML"
        )
        #expect(FrontMatterProblem.tomlNeedsMigration.message(in: KoreanText()).contains("diary migrate"))
        let (document, fromTOML) = try EntryDocument.parseReadingTOML(Array(Self.hugoPost.utf8), file: "2021/03/2021-03-30.md")
        #expect(fromTOML)
        #expect(document.frontMatter?.userFields.first?.key == "title")
        let plain = try EntryDocument.parseReadingTOML(Array("---\nschema: 2\ncreated: 2021-03-30T10:00:00+09:00\n---\nx\n".utf8), file: "a.md")
        #expect(!plain.fromTOML)
    }

    @Test("nested lists and empty tables keep their shape")
    func nestedShapes() throws {
        let out = try Self.yaml("+++\nmatrix = [[1, 2], [\"a\"]]\nempty = {}\nmixed = [{ a = 1 }, { b = \"x\" }]\n+++\nB\n")
        #expect(out == "---\nmatrix:\n  - [1, 2]\n  - [a]\nempty: {}\nmixed:\n  - a: 1\n  - b: x\n---\nB\n", "\(out)")
        let document = try EntryDocument.parse(text: out, file: "a.md")
        #expect(document.frontMatter?.userFields.map(\.key) == ["matrix", "empty", "mixed"])
    }
}
