import Foundation
import Hummingbird
import Localization
import Testing

@testable import VaultKit
@testable import WebReader

/// The web reader's parts that need no server: forms, the page's language, the keys, the arguments, the
/// addresses of entries, which vault files are shown rather than downloaded, and the marking of search hits.
struct WebReaderPartsTests {
    /// The forms and queries as browsers encode them, through Hummingbird's decoder; links the reader writes
    /// decode back to what they hold.
    @Test func formsDecodeAsBrowsersEncode() throws {
        let decoder = URLEncodedFormDecoder()
        let form = try decoder.decode(SaveForm.self, from: "text=%ED%95%9C%EA%B8%80+and%2Bplus&version=&csrf=ab")
        #expect(form.text == "한글 and+plus" && form.version == "" && form.csrf == "ab")
        #expect(try decoder.decode(DeleteForm.self, from: "csrf=ab").version == nil)
        #expect(PageQuery.trimmed(try decoder.decode(PageQuery.self, from: "tag=+%20walk+").tag) == "walk")
        #expect(PageQuery.trimmed(try decoder.decode(PageQuery.self, from: "tag=+").tag) == nil)
        #expect(URLEscaping.component("a b/한&") == "a%20b%2F%ED%95%9C%26")
        #expect(try decoder.decode(PageQuery.self, from: "q=" + URLEscaping.component("x=y&z +1")).q == "x=y&z +1")
    }

    @Test func theBrowsersLanguageChoosesThePages() {
        #expect(PageLanguage.preferred(in: "ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7") == .korean)
        #expect(PageLanguage.preferred(in: "de-DE,en;q=0.5,ko;q=0.4") == .english)
        #expect(PageLanguage.preferred(in: "en;q=0.2, ko;q=0.9") == .korean)
        #expect(PageLanguage.preferred(in: "ko;q=0,fr") == nil)
        #expect(PageLanguage.preferred(in: "") == nil)
        let settings = ReaderSettings(
            root: URL(fileURLWithPath: "/nowhere"), timeZone: .current, host: VaultHost(), fallbackLanguage: .korean,
            fallbackLocale: Locale(identifier: "ko_KR"))
        #expect(PageLanguage.choose(acceptLanguage: "fr-FR", settings: settings).language == .korean)
        #expect(PageLanguage.choose(acceptLanguage: nil, settings: settings).locale.identifier == "ko_KR")
        #expect(PageLanguage.choose(acceptLanguage: "en-GB,en", settings: settings).locale.identifier == "en_US")
    }

    @Test func keysAreRandomAndComparedWhole() {
        let one = AccessKeys()
        let two = AccessKeys()
        #expect(one.token != two.token && one.token != one.writeKey)
        #expect(
            one.token.utf8.count == 64
                && one.token.utf8.allSatisfy {
                    ("0"..."9").contains(Character(UnicodeScalar($0))) || ("a"..."f").contains(Character(UnicodeScalar($0)))
                })
        #expect(AccessKeys.matches(one.token[...], one.token))
        #expect(!AccessKeys.matches(one.token.dropLast(), one.token))
        #expect(!AccessKeys.matches(nil, one.token))
        #expect(!AccessKeys.matches("", one.token))
    }

    @Test func entryAddressesAreVaultPaths() {
        let path = EntryPath(relativePath: "2026/11/2026-11-21-2.md")!
        #expect(EntryListItems.href(path) == "/2026/11/2026-11-21-2")
        #expect(PageMaker.entryPath(name: "2026-11-21-2") == path)
        #expect(PageMaker.entryPath(name: "2026-11-21") == EntryPath(relativePath: "2026/11/2026-11-21.md"))
        for name in ["2026-11-21-1", "2026-11-21-02", "..", "2026-13-01", "2026-11-21.md", "x"] {
            #expect(PageMaker.entryPath(name: name) == nil, "\(name)")
        }
        #expect(ReaderServer.hostHeaders(for: "::1", port: 80) == ["[::1]:80", "localhost:80"])
        #expect(ReaderServer.hostHeaders(for: "10.0.0.2", port: 8) == ["10.0.0.2:8"])
    }

    @Test func onlyFilesThatCannotRunScriptAreShown() {
        for (ext, type) in [("png", "image/png"), ("jpg", "image/jpeg"), ("mp3", "audio/mpeg"), ("mp4", "video/mp4"), ("pdf", "application/pdf")] {
            #expect(VaultFiles.shownType(extension: ext) == type, "\(ext)")
        }
        for ext in ["svg", "html", "htm", "xhtml", "xml", "js", "txt", "", "md"] {
            #expect(VaultFiles.shownType(extension: ext) == nil, "\(ext)")
        }
    }

    @Test func searchHitsAreMarkedByTheirByteRanges() {
        let line = MatchedLine(number: 3, text: "커피 and coffee, Coffee", ranges: [0..<6, 11..<17, 19..<25], isTitle: false)
        let parts = EntryListItems.parts(of: line)
        #expect(parts.map { $0["text"] as? String } == ["커피", " and ", "coffee", ", ", "Coffee"])
        #expect(parts.map { $0["marked"] as? Bool } == [true, false, true, false, true])
    }

    @Test func everyTemplateRenders() {
        let language = PageLanguage(language: .english, locale: Locale(identifier: "en_US"))
        let page = PageRenderer.shared.page(
            "message", ["message": "<b>&"], frame: .init(language: language, title: "T\"", pageClass: "x", writeKey: "k"))
        #expect(page.contains("<p>&lt;b&gt;&amp;</p>"))
        #expect(page.contains("<title>T&quot;</title>"))
        #expect(page.contains("data-write-key=\"k\""))
        for name in PageTemplates.all.keys {
            #expect(!PageRenderer.shared.render(name, [:]).isEmpty || name == "entryList", "\(name)")
        }
    }

    /// A quote, `<` or `&` followed by a combining mark is escaped all the same, in text and attributes, and
    /// every template asks for that escaping.
    @Test func valuesAreEscapedScalarByScalar() {
        let language = PageLanguage(language: .english, locale: Locale(identifier: "en_US"))
        let hostile = "\"\u{301} autofocus onfocus=x <\u{301}b>&\u{301}"
        let page = PageRenderer.shared.page(
            "message", ["message": hostile], frame: .init(language: language, title: "t", pageClass: "x", query: hostile))
        #expect(page.contains("value=\"&quot;\u{301} autofocus onfocus=x &lt;\u{301}b&gt;&amp;\u{301}\""), "\(page)")
        #expect(page.contains("<p>&quot;\u{301} autofocus onfocus=x &lt;\u{301}b&gt;&amp;\u{301}</p>"))
        #expect(!page.contains("{{%") && page.hasPrefix("<!doctype html>"))
        for (name, text) in PageTemplates.all {
            #expect(text.hasPrefix("{{% CONTENT_TYPE: \(PageRenderer.contentType)}}\n"), "\(name)")
        }
    }

    /// Every file of `Sources/WebReader/Pages` is a template the renderer knows, by its name.
    @Test func everyTemplateFileIsBuiltIn() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/WebReader/Pages").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }
        #expect(Set(files.map { String($0.dropLast(".mustache".count)) }) == Set(PageTemplates.all.keys))
    }

    /// The editor's caret, in UTF-16 code units of what the text area holds (CRLF and CR made LF).
    @Test func theCaretGoesWhereTheTextIsWritten() {
        // A new entry: on its empty body line.
        let new = "---\nschema: 2\ncreated: 2026-11-25T21:14:03+09:00\n---\n\n"
        #expect(EditorPage.caret(in: new) == (new as NSString).length - 1)
        // An entry: at the start of the body's first line, counted as the browser counts, whatever came before.
        let korean = "---\r\nschema: 2\r\nlocation:\r\n  name: 뚝섬한강공원 🌊\r\n---\r\n# 아침\r\n\r\n걸었다.\r\n"
        let browser = korean.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(EditorPage.caret(in: korean) == (browser as NSString).range(of: "# 아침").location)
        #expect(EditorPage.caret(in: "\u{FEFF}---\ntags: [a]\n---\nBody\n") == 19)
        #expect(EditorPage.caret(in: "---\r\ntags: [a]\r\n---\rBody") == 18)
        // A conflict's first marker.
        let marked = "---\ntags: [a]\n---\nBefore\n<<<<<<< ours\nmine\n=======\ntheirs\n>>>>>>> theirs\n<<<<<<< again\n"
        #expect(EditorPage.caret(in: marked) == (marked as NSString).range(of: "<<<<<<< ours").location)
        // No front matter, one never closed, nothing after the closing line: the start, the start, the end.
        #expect(EditorPage.caret(in: "Just words\n") == 0)
        #expect(EditorPage.caret(in: "---\ntags: [a]\nBody\n") == 0)
        #expect(EditorPage.caret(in: "---\ntags: [a]\n---") == 17)
        #expect(EditorPage.caret(in: "") == 0)
    }
}
