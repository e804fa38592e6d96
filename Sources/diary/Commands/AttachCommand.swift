import ArgumentParser
import Foundation
import Localization
import VaultKit

struct AttachCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "attach",
        abstract: Strings.current.attachAbstract,
        discussion: Strings.current.attachDiscussion
    )

    @Argument(help: ArgumentHelp(Strings.current.attachFileHelp, valueName: "file"), completion: .file())
    var file: String

    @Argument(help: ArgumentHelp(HelpLayout.argument(Strings.current.dayArgumentHelp(.today, orPath: true))), completion: DayCompletion.kind)
    var day: String?

    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        let argument = day ?? "today"
        let reference = try vault.reference(for: argument)
        guard !(try vault.existingPaths(reference)).isEmpty else { throw VaultError.noEntryToAttachTo(argument) }
        let entry = try vault.singleEntry(reference, argument: argument)
        let strings = Strings.current
        let outcome = try vault.attach(file: URL(fileURLWithPath: file), name: file, to: entry)
        switch outcome {
        case .attached(let entry, let path, _, let bytes, let commit, let message):
            warnIfLarge(bytes)
            try Terminal.write(
                TerminalSafe.line(strings.attached(file: file, entry: entry.relativePath, path: path, message: message, commit: commit.short)) + "\n")
        case .alreadyLinked(let entry, let path, let bytes):
            warnIfLarge(bytes)
            try Terminal.writeLine(TerminalSafe.line(strings.attachedAlready(file: file, entry: entry.relativePath, path: path)))
        }
    }

    /// Past what git hosts take easily: said on stderr, with the file's name and size.
    private func warnIfLarge(_ bytes: Int) {
        guard bytes >= MediaStaging.largeFileBytes else { return }
        Terminal.printWarning(Strings.current.attachmentLarge(file: file, bytes: bytes))
    }
}
