import Foundation

/// Other tools' real files kept in `Fixtures/` (each folder's SOURCE.md names where they come from and
/// LICENSE says how they may be shared), copied where a test wants them.
enum RealFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The fixture `name`'s folder.
    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// The files of fixture `name` (its `SOURCE.md` and `LICENSE` left out) copied into `destination`,
    /// their paths inside it kept; `destination` is made when missing.
    static func copy(_ name: String, into destination: URL) throws {
        let source = url(name)
        let manager = FileManager.default
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        for item in try manager.contentsOfDirectory(atPath: source.path) where item != "SOURCE.md" && item != "LICENSE" {
            try manager.copyItem(at: source.appendingPathComponent(item), to: destination.appendingPathComponent(item))
        }
    }

    /// The bytes of `path` inside fixture `name`.
    static func bytes(_ name: String, _ path: String) throws -> Data {
        try Data(contentsOf: url(name).appendingPathComponent(path))
    }

    /// The text of `path` inside fixture `name`.
    static func text(_ name: String, _ path: String) throws -> String {
        String(decoding: try bytes(name, path), as: UTF8.self)
    }

    /// What follows the closing `+++` (TOML) or `---` (YAML) line of a post's front matter: its body.
    static func body(ofPost text: String) -> String {
        let fence = text.hasPrefix("+++\n") ? "\n+++\n" : "\n---\n"
        guard let close = text.range(of: fence, range: text.index(text.startIndex, offsetBy: 3)..<text.endIndex) else { return text }
        return String(text[close.upperBound...])
    }
}
