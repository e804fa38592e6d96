import DiarySetup
import EntryDisplay
import Foundation
import Localization
import VaultKit

/// `diary export --format html`: one page that shows its pictures wherever it is opened. To a file or
/// standard output, every file of the vault an entry links to is put in the page (`data:` addresses), with a
/// warning past `inlineLimit`; to a folder (`-o FOLDER/`), the page is `FOLDER/index.html` and the files are
/// copied beside it, in `FOLDER/media/` under their vault paths.
enum HTMLOutput {
    /// Past this many bytes of files put in the page, a warning suggests the folder: a browser is slow to open
    /// such a page, and it is held whole in memory while it is written. 50 MB, units of 1024.
    static let inlineLimit = 50 * 1024 * 1024
    /// Sets another limit, in bytes (the tests' way to pass it with small files).
    static let inlineLimitVariable = "DIARY_EXPORT_INLINE_LIMIT"

    /// The page, its files in it (a warning for each link left as it was, and one past the limit).
    static func page(_ entries: [Entry], vault: Vault) -> Data {
        let media = HTMLMediaLinks(vault: vault, mode: .inline)
        let page = Data(HTMLExport.page(shown(entries, vault: vault), locale: DateDisplay.ofProcess().locale, media: media).utf8)
        media.printWarnings()
        let limit = DiaryProcess.current.environment[inlineLimitVariable].flatMap { Int($0) } ?? inlineLimit
        if media.inlinedBytes > limit {
            Terminal.printWarning(Strings.current.exportHTMLInlineLarge(bytes: media.inlinedBytes, limit: limit))
        }
        return page
    }

    /// The folder `path`: `index.html` and the files it links to.
    static func writeFolder(_ entries: [Entry], vault: Vault, to path: String, replacing: Bool) throws {
        let media = HTMLMediaLinks(vault: vault, mode: .folder)
        let page = Data(HTMLExport.page(shown(entries, vault: vault), locale: DateDisplay.ofProcess().locale, media: media).utf8)
        try ExportFolder.write(to: path, replacing: replacing) { folder in
            try ExportFolder.writeFile(page, named: ExportFolder.pageName, in: folder, for: path)
            try media.copyFiles(into: folder, for: path)
        }
        media.printWarnings()
    }

    private static func shown(_ entries: [Entry], vault: Vault) -> [ExportedEntry] {
        let dates = DateDisplay.ofProcess()
        return entries.map { ExportedEntry($0, zone: vault.timeZone, dates: dates, untitled: Strings.current.untitled) }
    }
}
