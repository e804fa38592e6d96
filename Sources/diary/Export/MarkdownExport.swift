import EntryDisplay
import Foundation
import VaultKit

/// The entries as one Markdown document, newest first:
///
///     # Diary: Sep 3, 2025 – Nov 21, 2025
///
///     ## Walk along the river
///
///     Fri, Nov 21, 2025, 9:14 AM · Seoul, South Korea · Partly cloudy, 11.5°C
///
///     #travel #family
///
///     Cold wind, warm coffee, long shadows on the water.
///
///     ---
///
///     ## …
///
/// The body follows its facts byte for byte, without the line its title came from (`# Title`, or a plain
/// first line), which the `##` heading replaces.
enum MarkdownExport {
    static func document(_ entries: [ExportedEntry]) -> String {
        var out = "# \(ExportTitle.text(for: entries))\n"
        for (index, entry) in entries.enumerated() {
            out += index == 0 ? "\n" : "\n---\n\n"
            out += section(entry)
        }
        return out
    }

    /// One entry: its `##` heading, the facts line, the tags line, then the body.
    static func section(_ entry: ExportedEntry) -> String {
        var out = "## \(entry.title)\(entry.starred ? " ★" : "")\n\n"
        out += entry.facts.joined(separator: " · ") + "\n"
        if !entry.tags.isEmpty {
            out += "\n" + entry.tags.map { "#" + $0 }.joined(separator: " ") + "\n"
        }
        if !entry.body.isEmpty { out += "\n" + entry.body }
        return out
    }
}
