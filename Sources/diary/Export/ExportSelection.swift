import Foundation
import VaultKit

/// The entries an export covers, newest first: one entry, one day's entries, or every entry the
/// `list` filters keep. Files that cannot be read are set aside with
/// their errors so the rest can still be exported.
struct ExportSelection {
    /// The entries, newest first.
    var entries: [Entry] = []
    /// The files that could not be read or parsed, newest first.
    var broken: [VaultError] = []

    /// Reads the selection. `argument` is a DAY or PATH; a day or path that has no entry is an error,
    /// a range that holds none is an empty export.
    static func read(from vault: Vault, argument: String?, filter: EntryFilter) throws -> ExportSelection {
        let paths: [EntryPath]
        if let argument {
            let reference = try vault.reference(for: argument)
            paths = try vault.existingPaths(reference).sorted(by: >)
            guard !paths.isEmpty else { throw VaultError.noEntry(argument) }
        } else {
            paths = vault.entryPaths(filter)
        }
        var selection = ExportSelection()
        let limit = argument == nil ? filter.limit ?? Int.max : Int.max
        for path in paths where selection.entries.count < limit {
            do {
                let entry = try vault.read(path)
                if argument == nil, !filter.matches(entry.frontMatter) { continue }
                selection.entries.append(entry)
            } catch let error as VaultError {
                selection.broken.append(error)
            } catch {
                selection.broken.append(.unreadable(file: path.relativePath, reason: "\(error)"))
            }
        }
        return selection
    }
}
