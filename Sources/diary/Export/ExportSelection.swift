import Foundation
import VaultKit

/// The entries an export covers, newest first: one entry, one day's entries, or every entry the
/// `list` filters (`--from`, `--to`, `--tag`) keep. Files that cannot be read are set aside with
/// their errors so the rest can still be exported.
struct ExportSelection {
    /// The entries, newest first.
    var entries: [Entry] = []
    /// The files that could not be read or parsed, newest first.
    var broken: [VaultError] = []

    /// Reads the selection. `argument` is a DAY or PATH; a day or path that has no entry is an error,
    /// a range that holds none is an empty export.
    static func read(from vault: Vault, argument: String?, from: Day?, to: Day?, tag: String?) throws -> ExportSelection {
        let paths: [EntryPath]
        if let argument {
            let reference = try vault.reference(for: argument)
            paths = try vault.existingPaths(reference).sorted(by: >)
            guard !paths.isEmpty else { throw VaultError.noEntry(argument) }
        } else {
            paths = vault.entryPaths(from: from, to: to)
        }
        var selection = ExportSelection()
        for path in paths {
            do {
                let entry = try vault.read(path)
                if let tag, !(entry.frontMatter.tags ?? []).contains(tag) { continue }
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
