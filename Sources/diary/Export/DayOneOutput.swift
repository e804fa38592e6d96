import Foundation
import Localization
import VaultKit

/// `--format dayone`: Day One's JSON export of the entries, written by VaultKit's Day One module (the
/// one `diary import dayone` reads with, so an export reads back into the same entries).
enum DayOneOutput {
    /// `Journal.json`'s text. Attachments cannot go in a JSON file: their links are left as they are,
    /// and a warning says to export a zip to take them along.
    static func journal(_ entries: [Entry], vault: Vault) throws -> Data {
        let data = try DayOneExport.journal(from: entries, timeZone: vault.timeZone)
        let linked = DayOneExport.linkedAttachments(in: entries, root: vault.root)
        if linked > 0 { Terminal.printWarning(Strings.current.exportAttachmentsNeedZip(linked)) }
        return data
    }

    /// The zip Day One's importer asks for, with every attachment the entries link to, written to `path`
    /// whole or not at all; what could not go along is one warning each.
    static func writeZip(_ entries: [Entry], vault: Vault, to path: String, replacing: Bool) throws {
        let report = try ExportOutput.writeFile(to: path, replacing: replacing, starting: DayOneExport.emptyZip) { archive in
            try DayOneExport.writeZip(from: entries, timeZone: vault.timeZone, root: vault.root, to: archive)
        }
        for link in report.missing { Terminal.printWarning(TerminalSafe.line(Strings.current.exportAttachmentMissing(link))) }
        for link in report.otherKinds { Terminal.printWarning(TerminalSafe.line(Strings.current.exportAttachmentNotDayOne(link))) }
    }

    /// A zip is asked for by the output file's name.
    static func wantsZip(_ fileName: String?) -> Bool {
        fileName.map { URL(fileURLWithPath: $0).pathExtension.lowercased() == "zip" } ?? false
    }
}
