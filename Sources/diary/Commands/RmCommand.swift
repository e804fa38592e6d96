import ArgumentParser
import Foundation
import VaultKit

struct RmCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Delete an entry and commit the deletion (it stays in the history; 'diary restore' brings it back)."
    )

    @Argument(help: "A day with one entry, or the path of an entry.")
    var day: String

    @Flag(name: [.short, .long], help: "Delete without asking (needed when not on a terminal).")
    var yes = false

    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        let path = try vault.singleEntry(try vault.reference(for: day), argument: day)
        if !yes {
            guard Terminal.stdinIsTTY else {
                throw ValidationError("not on a terminal, so diary cannot ask: add --yes to delete \(path.relativePath)")
            }
            let title = (try? vault.read(path).title) ?? ""
            guard Terminal.confirm("Delete \(path.relativePath)\(title.isEmpty ? "" : " “\(title)”")?", defaultYes: false) else {
                Terminal.write("Kept \(path.relativePath).\n")
                return
            }
        }
        let commit = try vault.delete(path, message: "Delete \(path.name)")
        Terminal.write("Deleted \(path.relativePath) (\(commit.short)); 'diary restore \(path.relativePath)' brings it back.\n")
    }
}
