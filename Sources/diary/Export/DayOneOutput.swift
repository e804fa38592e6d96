import Foundation
import VaultKit

/// `--format dayone`: Day One's JSON export of the entries, written by VaultKit's Day One module (the
/// one `diary import dayone` reads with, so an export reads back into the same entries).
enum DayOneOutput {
    /// `Journal.json`'s text, or with `zipped` that file inside a zip, the form Day One's importer asks for.
    static func document(_ entries: [Entry], timeZone: TimeZone, zipped: Bool) throws -> Data {
        zipped
            ? try DayOneExport.zip(from: entries, timeZone: timeZone)
            : try DayOneExport.journal(from: entries, timeZone: timeZone)
    }

    /// A zip is asked for by the output file's name.
    static func wantsZip(_ fileName: String?) -> Bool {
        fileName.map { URL(fileURLWithPath: $0).pathExtension.lowercased() == "zip" } ?? false
    }
}
