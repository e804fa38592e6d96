import ArgumentParser
import EntryDisplay
import Foundation
import VaultKit

/// What `diary export` writes.
enum ExportFormat: String, CaseIterable, ExpressibleByArgument {
    case markdown
    case json
    case html
    case dayone

    /// The format a file name asks for by its extension (`.md`, `.json`, `.html`, `.zip` for Day One), else nil.
    static func implied(byFileName name: String) -> ExportFormat? {
        switch URL(fileURLWithPath: name).pathExtension.lowercased() {
        case "md", "markdown": return .markdown
        case "json": return .json
        case "html", "htm": return .html
        case "zip": return .dayone
        default: return nil
        }
    }

    /// `entries` (newest first) of `vault` written in this format. Dates and the page's language follow the
    /// user's locale. (Day One's zip, with its attachments, is written straight to its file: `DayOneOutput.writeZip`; an HTML
    /// folder too: `HTMLOutput.writeFolder`.)
    func render(_ entries: [Entry], vault: Vault) throws -> Data {
        let zone = vault.timeZone
        let dates = DateDisplay.ofProcess()
        let shown = { entries.map { ExportedEntry($0, zone: zone, dates: dates, untitled: Strings.current.untitled) } }
        switch self {
        case .markdown: return Data(MarkdownExport.document(shown()).utf8)
        case .json: return try JSONExport.document(entries)
        case .html: return HTMLOutput.page(entries, vault: vault)
        case .dayone: return try DayOneOutput.journal(entries, vault: vault)
        }
    }
}
