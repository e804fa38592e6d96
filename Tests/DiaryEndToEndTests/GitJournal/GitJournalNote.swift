import Foundation
import Yams

/// A Markdown note as GitJournal reads and writes it, following its source (GitJournal cannot run here: it is a
/// Flutter app). The rules, from `lib/core/markdown/md_yaml_doc_codec.dart` and `md_yaml_note_serializer.dart`:
/// - The front matter runs from a first line `---` to the next `\n---\n` (or to a `\n---` that ends the file); one
///   newline after it is skipped; YAML that does not read, or is no map, is no front matter. The body is the rest.
/// - `created` (else `date`), `modified` (else `mod`, `lastModified`, `updated`, …) are dates; a text of the form
///   `YYYY-MM-DDTHH:MM:SS±HH:MM` keeps its offset and is written back as the same text.
/// - The title is the `title` key; without one, a first line of text starting with one `#` is the title, taken out
///   of the body, which is then trimmed; saving writes it back as `# TITLE`, a blank line, the body.
/// - `tags` (else `categories`, `keywords`) is a list of texts; `type` is the editor's, kept only as `Journal` or
///   `Checklist`. Every other key is kept, in its place.
/// - Writing: `---`, the keys (`GitJournalYAMLWriter`), `---`, a blank line, the body.
struct GitJournalNote {
    var props: [GitJournalField]
    var body: String

    /// What GitJournal's `MarkdownYAMLCodec.decode` makes of `text`.
    init(decoding text: String) {
        props = []
        body = text
        if text == "---\n---" {
            body = ""
            return
        }
        if text.hasPrefix("---\n---\n") {
            body = Self.skippingOneNewline(String(text.dropFirst(8)))
            return
        }
        guard text.hasPrefix("---\n") else { return }
        let afterStart = text.index(text.startIndex, offsetBy: 4)
        guard let end = text.range(of: "\n---\n", range: afterStart..<text.endIndex) else {
            if text.hasSuffix("\n---"), text.count >= 8 {
                props = Self.fields(String(text[afterStart..<text.index(text.endIndex, offsetBy: -4)]))
                body = ""
            }
            return
        }
        props = Self.fields(String(text[afterStart..<end.lowerBound]))
        body = Self.skippingOneNewline(String(text[end.upperBound...]))
    }

    private static func skippingOneNewline(_ text: String) -> String {
        text.hasPrefix("\n") ? String(text.dropFirst()) : text
    }

    private static func fields(_ yaml: String) -> [GitJournalField] {
        guard !yaml.isEmpty, let node = try? Yams.compose(yaml: yaml), case .map(let fields) = GitJournalValue(node) else { return [] }
        return fields
    }

    subscript(key: String) -> GitJournalValue? { props.first { $0.key == key }?.value }

    /// `created` as GitJournal reads it: the first of its keys that is there.
    var created: String? { ["created", "date"].lazy.compactMap { self[$0]?.dartText }.first }

    /// The tags, as texts.
    var tags: [String]? {
        for key in ["tags", "categories", "keywords"] {
            switch self[key] {
            case .list(let items): return items.map(\.dartText)
            case .some(let value): return value.dartText.split(separator: " ").map(String.init)
            case nil: continue
            }
        }
        return nil
    }

    /// The title and the body GitJournal shows, by its rule.
    var titleAndBody: (title: String?, body: String) {
        if let title = self["title"] { return (title.dartText.isEmpty ? nil : title.dartText, body) }
        guard let first = body.split(separator: "\n", omittingEmptySubsequences: false).first(where: { !Self.trimmed($0).isEmpty }),
            first.hasPrefix("#"), !first.hasPrefix("##"), let hash = body.firstIndex(of: "#")
        else { return (nil, body) }
        guard let lineEnd = body[hash...].firstIndex(of: "\n") else {
            let title = Self.trimmed(body[body.index(after: hash)...])
            return (title.isEmpty ? nil : title, "")
        }
        let title = Self.trimmed(body[body.index(after: hash)..<lineEnd])
        return (title.isEmpty ? nil : title, Self.trimmed(body[body.index(after: lineEnd)...]))
    }

    /// Dart's `String.trim()`: white space at both ends, newlines included.
    static func trimmed(_ text: some StringProtocol) -> String {
        String(text).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The text GitJournal writes when the note is saved in it at `now` (a `modified` key, when the note had one,
    /// takes that moment), with its default settings (the title as a `# ` line).
    func savedByGitJournal(now: String) -> String {
        var fields = props
        let (title, text) = titleAndBody
        var body = text
        if let title, self["title"] == nil {
            body = "# \(title)\n\n" + text
        }
        for key in ["modified", "mod", "lastModified", "lastMod", "lastmodified", "lastmod", "updated"] where self[key] != nil {
            fields = fields.map { $0.key == key ? GitJournalField(key: key, value: .text(now)) : $0 }
            break
        }
        // The editor's type: kept only as one GitJournal knows, else dropped with its key.
        for key in ["type", "editorType"] {
            guard let type = self[key] else { continue }
            if type != .text("Journal"), type != .text("Checklist") { fields.removeAll { $0.key == "type" } }
            break
        }
        // A list of tags is written back as a list of their texts, each once (an empty one is dropped).
        if let key = ["tags", "categories", "keywords"].first(where: { self[$0] != nil }), case .list(let items) = self[key] {
            var seen = Set<String>()
            let unique = items.map(\.dartText).filter { seen.insert($0).inserted }.map(GitJournalValue.text)
            fields =
                unique.isEmpty ? fields.filter { $0.key != key } : fields.map { $0.key == key ? GitJournalField(key: key, value: .list(unique)) : $0 }
        }
        guard !fields.isEmpty else { return body }
        return "---\n" + GitJournalYAMLWriter.yaml(fields) + "---\n\n" + body
    }
}
