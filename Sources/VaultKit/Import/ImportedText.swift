import Foundation

/// The text of an entry made from another journal's fields.
enum ImportedText {
    /// `# Title`, a blank line and the body when the source keeps a separate title (jrnl); the body alone
    /// otherwise. The title is always written after `# `, even one that looks like a heading itself, so
    /// that the entry's title (its first line without one `# `) is the source's title exactly. Ends in
    /// exactly one line break, written the way the source writes them (LF or CRLF).
    static func body(title: String?, text: String) -> String {
        let eol = text.contains("\r\n") ? "\r\n" : "\n"
        var body = text
        while let first = body.unicodeScalars.first, first == "\n" || first == "\r" {
            body.unicodeScalars.removeFirst()
        }
        body = ImportFingerprint.comparable(body).replacingOccurrences(of: "\n", with: eol)
        let heading = title.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
            .map { "# " + $0 }
        switch (heading, body.isEmpty) {
        case (let heading?, true): return heading + eol
        case (let heading?, false): return heading + eol + eol + body + eol
        case (nil, true): return ""
        case (nil, false): return body + eol
        }
    }

    /// A source's text as the body, as it is, ending in a line break (nothing for an empty text).
    static func body(_ text: String) -> String {
        guard let last = text.utf8.last, last != UInt8(ascii: "\n") else { return text }
        return text + (text.contains("\r\n") ? "\r\n" : "\n")
    }

    /// A new document with `frontMatter` in the contract's canonical form; its block uses CRLF when the
    /// body does, so that the file has one kind of line ending.
    static func document(_ frontMatter: FrontMatter, body: String) -> EntryDocument {
        guard body.contains("\r\n") else { return EntryDocument(frontMatter: frontMatter, body: body) }
        var frontMatter = frontMatter
        frontMatter.userFields = frontMatter.userFields.map {
            UserField(key: $0.key, text: $0.text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n"))
        }
        return EntryDocument(frontMatter: nil, body: body).replacingFrontMatter(frontMatter, canonical: FrontMatterKey.allCases)
    }

    /// Tags as given, blank and repeated ones left out; with `strippingSymbols`, without a leading tag
    /// symbol (jrnl's `@work` and `#work` → `work`).
    static func tags(_ tags: [String], strippingSymbols: Bool) -> [String]? {
        var out: [String] = []
        for tag in tags {
            var name = tag.trimmingCharacters(in: .whitespacesAndNewlines)
            while strippingSymbols, name.hasPrefix("@") || name.hasPrefix("#") { name.removeFirst() }
            if !name.isEmpty, !out.contains(name) { out.append(name) }
        }
        return out.isEmpty ? nil : out
    }
}
