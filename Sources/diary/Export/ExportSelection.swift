import Foundation
import VaultKit

/// The entries an export covers, newest first: one entry, one day's entries, or every entry the
/// `list` filters keep. Files that cannot be read are set aside with
/// their errors so the rest can still be exported.
struct ExportSelection {
    /// The entries, newest first (`EntryOrder`).
    var entries: [Entry] = []
    /// The files that could not be read or parsed, newest first.
    var broken: [VaultError] = []

    /// Reads the selection. `argument` is a DAY or PATH; a day or path that has no entry is an error,
    /// a range that holds none is an empty export. Without one, the entries are those `list` shows for
    /// `filter` (`Vault.entries(_:)`, the selection of `Vault.summaries(_:)`).
    static func read(from vault: Vault, argument: String?, filter: EntryFilter) throws -> ExportSelection {
        guard let argument else {
            let (entries, broken) = vault.entries(filter)
            return ExportSelection(entries: entries, broken: broken)
        }
        let reference = try vault.reference(for: argument)
        let paths = try vault.existingPaths(reference).sorted(by: >)
        guard !paths.isEmpty else { throw VaultError.noEntry(argument) }
        var selection = ExportSelection()
        for path in paths {
            do {
                selection.entries.append(try vault.read(path))
            } catch let error as VaultError {
                selection.broken.append(error)
            } catch {
                selection.broken.append(.unreadable(file: path.relativePath, reason: .text("\(error)")))
            }
        }
        let zone = vault.timeZone
        selection.entries = EntryOrder.sorted(selection.entries, time: { $0.timestamp(localZone: zone) }, path: \.path)
        return selection
    }
}
