import Foundation
import VaultKit

/// The entries as a JSON array, newest first: every front-matter field, the path, the title and the
/// exact body. Keys are sorted and every key is present (`null` when the entry has no value), so
/// scripts can rely on the shape. The user's own front-matter keys are under `extra`, each as the
/// YAML text of its value exactly as the file holds it (`017` stays `"017"`, a list stays `[a, b]`).
struct JSONExport: Encodable {
    let entry: Entry

    init(_ entry: Entry) { self.entry = entry }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FrontMatterJSON.Key.self)
        try c.encode(entry.path.relativePath, forKey: .init("path"))
        try c.encode(entry.title, forKey: .init("title"))
        try c.encode(entry.document.body, forKey: .init("body"))
        try FrontMatterJSON.encode(entry.frontMatter, as: .export, into: &c)
        var extra: [String: String] = [:]
        for field in entry.frontMatter.userFields { extra[field.key] = UserFieldValue.text(of: field) }
        try c.encode(extra, forKey: .init("extra"))
    }

    /// The array, pretty-printed, with a final newline.
    static func document(_ entries: [Entry]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(entries.map(JSONExport.init))
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
