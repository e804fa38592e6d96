import ArgumentParser
import Foundation
import Localization
import VaultKit

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export entries as one Markdown document, a JSON array, an HTML page or a Day One journal.",
        discussion: """
            Without DAY|PATH, every entry the filters keep (as in 'list'), newest first. \
            Output goes to standard output, or with -o FILE to that file, written whole or not at all; \
            an existing FILE is replaced only with --force. Files that cannot be read are named on \
            stderr and left out, and the exit status is then 1.
            An HTML page takes the photos and other files its entries link to along: in the page \
            itself (-o FILE or standard output; a warning past 50 MB of them), or with -o FOLDER/ \
            copied beside FOLDER/index.html in FOLDER/media/. The folder must be new or empty, or an \
            earlier export (replaced with --force).
              diary export --format html -o diary.html
              diary export -o diary-pages/
              diary export 2025-11-21 --format markdown
              diary export --from 2025-01-01 --tag travel --format json > travel.json
              diary export -o Export.zip          (Day One's importer takes this zip)
            """
    )

    @Argument(help: ArgumentHelp(HelpLayout.argument(Strings.current.dayArgumentHelp(.everyEntry, orPath: true))), completion: DayCompletion.kind)
    var day: String?

    @OptionGroup var filters: FilterOptions

    @Option(
        help: ArgumentHelp(
            "What to write (default: as the extension of -o FILE says, .md .json .html .zip, "
                + "html for -o FOLDER/, else markdown). dayone is Day One's Journal.json, or with -o NAME.zip the zip Day One imports.",
            valueName: "format"))
    var format: ExportFormat?

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp(
            "Write to FILE instead of standard output; for HTML, a FOLDER/ (ending in /, or a folder that is there) "
                + "gets index.html and copies of the files it links to.",
            valueName: "file"))
    var output: String?

    @Flag(help: "Replace FILE if it exists (or an earlier export in FOLDER/).")
    var force = false

    @OptionGroup var options: VaultOptions

    func validate() throws {
        if day != nil, filters.narrows {
            throw ValidationError(Strings.current.exportDayWithFilters)
        }
        if force, output == nil { throw ValidationError(Strings.current.exportForceWithoutOutput) }
    }

    func run() throws {
        // -o FOLDER/ (or a folder that is there) is an HTML export with its files beside the page.
        let folder = output.flatMap { ExportFolder.isFolder($0) ? $0 : nil }
        let chosen = format ?? output.flatMap(ExportFormat.implied(byFileName:)) ?? (folder != nil ? .html : .markdown)
        let toFolder = chosen == .html ? folder : nil
        if let toFolder {
            try ExportFolder.check(toFolder, replacing: force)
        } else if let output {
            try ExportOutput.check(output, replacing: force)
        }
        let vault = try options.open()
        let filter = try filters.filter(today: vault.today())
        let selection = try ExportSelection.read(from: vault, argument: day, filter: filter)
        if let toFolder {
            try HTMLOutput.writeFolder(selection.entries, vault: vault, to: toFolder, replacing: force)
        } else if chosen == .dayone, let output, DayOneOutput.wantsZip(output) {
            try DayOneOutput.writeZip(selection.entries, vault: vault, to: output, replacing: force)
        } else {
            try ExportOutput.write(try chosen.render(selection.entries, vault: vault), toFile: output, replacing: force)
        }
        // To a file, what was written is said (on standard error, as the other notes are).
        if let output { Terminal.writeError(Strings.current.exportWrote(entries: selection.entries.count, file: output) + "\n") }
        for error in selection.broken { Terminal.printError(error.localizedMessage) }
        if !selection.broken.isEmpty { throw ExitCode(1) }
    }
}
