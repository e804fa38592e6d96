import ArgumentParser
import Foundation
import Localization
import VaultKit

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Bring in entries from jrnl, Day One or a folder of dated Markdown files, in one commit.",
        discussion: """
            Each entry goes to its dated place (YYYY/MM/YYYY-MM-DD.md, or that day's next free name). Importing the same source again adds nothing: an entry is already there when an entry of its day has the same Day One id, or the same time and text. Bad input (an unreadable file, invalid JSON, an entry without a date) is listed and skipped, the rest is imported, and the exit status is 1. Every import takes --vault PATH, --dry-run and -v.
              diary import jrnl ~/.local/share/jrnl/journal.txt
              jrnl --format json | diary import jrnl -
              diary import dayone ~/Downloads/Export.zip
              diary import folder ~/Obsidian/Daily --dry-run
            """,
        subcommands: [ImportJrnlCommand.self, ImportDayOneCommand.self, ImportFolderCommand.self]
    )
}

/// `--dry-run` and `-v`, shared by every import.
struct ImportOptions: ParsableArguments {
    @Flag(help: "Show what would be imported; write nothing.")
    var dryRun = false

    @Flag(name: [.short, .long], help: "List every entry imported, with where it came from.")
    var verbose = false

    /// Imports `batch` into `vault`, prints what happened, and fails (exit 1) when anything was skipped.
    func run(_ batch: ImportBatch, into vault: Vault) throws {
        let report = try vault.importEntries(batch, dryRun: dryRun)
        let summary = ImportSummary(report: report)
        for line in summary.problemLines { Terminal.writeErrorLine(line.text, prefix: line.label + " ") }
        for line in summary.warnings { Terminal.printWarning(line) }
        try Terminal.write(summary.text(verbose: verbose || dryRun))
        if !report.skipped.isEmpty { throw ExitCode(1) }
    }
}

struct ImportJrnlCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jrnl",
        abstract: "Import a jrnl journal: its journal file, or its JSON export (jrnl --format json).",
        discussion: """
            The journal file is the text jrnl writes (~/.local/share/jrnl/journal.txt), entries beginning \
            '[2026-11-21 09:14] Title' (jrnl's default timeformat); a file beginning '{' is read as the JSON \
            export. Date and time, title, body, @tags and the star are kept, both ways alike. A journal jrnl \
            encrypted, or written with another timeformat, is read through jrnl's export:
              jrnl --format json | diary import jrnl -
            """
    )

    @Argument(help: ArgumentHelp("The journal file or JSON export, or - to read standard input.", valueName: "file"))
    var file: String

    @OptionGroup var importOptions: ImportOptions
    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        let batch: ImportBatch
        do {
            if file == "-" {
                batch = try JrnlImport.read(FileHandle.standardInput, source: Strings.current.standardInput, zone: vault.timeZone)
            } else {
                batch = try JrnlImport.read(URL(fileURLWithPath: file), zone: vault.timeZone)
            }
        } catch let unreadable as JrnlImport.NotAJournal {
            Terminal.printError(Strings.current.importNotAJrnlJournal(file: unreadable.file, encrypted: unreadable.encrypted))
            throw ExitCode(1)
        }
        try importOptions.run(batch, into: vault)
    }
}

struct ImportDayOneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dayone",
        abstract: "Import Day One's JSON export: the zip, the folder it unpacks to, or a Journal.json.",
        discussion: """
            Fields with no place in diary's front matter are kept as dayone_… keys. Photos, videos, audio and PDFs \
            are copied beside their entry (YYYY/MM/media/<sha256>.<ext>, never over another file) and the entry \
            links to them; what Day One says of each (original name, date, size, camera, place) is kept as \
            dayone_attachments. One the export does not hold, or a link to one it does not list, keeps its link as \
            it was, with a warning.
            """
    )

    @Flag(help: "Keep each entry's richText (Day One's copy of the text with formatting runs) as dayone_rich_text.")
    var keepRichText = false

    @Argument(help: ArgumentHelp("The export zip, its unpacked folder, or a journal's JSON file.", valueName: "path"))
    var path: String

    @OptionGroup var importOptions: ImportOptions
    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        // The attachments are copied into the vault's .git/diary/tmp/ first; what is not put in place goes.
        let staging = vault.mediaStaging(keepingFiles: !importOptions.dryRun)
        defer { staging.discard() }
        try importOptions.run(
            DayOneImport.read(URL(fileURLWithPath: path), zone: vault.timeZone, media: staging, keepRichText: keepRichText), into: vault)
    }
}

struct ImportFolderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folder",
        abstract: "Import Markdown files named by date (YYYY-MM-DD.md, YYYYMMDD.md, YYYY/MM/DD.md) under a folder.",
        discussion:
            "Obsidian daily notes, GitJournal or any plain journal folder. Front matter is migrated as 'diary migrate' does; bodies are kept byte for byte, but for links to pictures, videos, recordings and PDFs in the folder (![](photo.jpg), Obsidian's ![[photo.jpg]]), which are copied into the entry's media folder and pointed there."
    )

    @Argument(help: ArgumentHelp("The folder to read.", valueName: "dir"))
    var dir: String

    @Flag(
        help: ArgumentHelp(
            "Date a file whose front matter and name give days more than a day apart by its name (a template's leftover date).",
            discussion: "Without it such a file is dated by its front matter; either way a warning names it."))
    var trustName = false

    @OptionGroup var importOptions: ImportOptions
    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        // The files the notes link to are copied into the vault's .git/diary/tmp/ first; what is not put in place goes.
        let staging = vault.mediaStaging(keepingFiles: !importOptions.dryRun)
        defer { staging.discard() }
        try importOptions.run(
            FolderImport.read(URL(fileURLWithPath: dir), zone: vault.timeZone, trustName: trustName, media: staging), into: vault)
    }
}

/// The lines `diary import` prints: skipped and ignored files on stderr, entries and the summary on stdout.
struct ImportSummary {
    let report: ImportReport
    var strings: any CoreText & ReasonText = Strings.current

    /// `skipped: journal.json entries[3]: no date …`, `ignored: notes/Ideas.md (no date in its name or front matter)`
    /// and `changed: journal.json entries[2] is 2025/11/2025-11-21.md, changed since it was imported …`.
    /// Each with its label (wrapped on a terminal after it, as `warning:` lines are).
    var problemLines: [(label: String, text: String)] {
        // The labels stay English in every language, like `error:`.
        // Names and titles come from the files imported: their control characters are shown.
        report.skipped.map { ("skipped:", TerminalSafe.line("\($0.source): \($0.reason(in: strings))")) }
            + report.ignored.map { ("ignored:", TerminalSafe.line(strings.importUndated(file: $0))) }
            + report.changed.map { ("changed:", TerminalSafe.line(strings.importChanged(source: $0.source, path: $0.path.relativePath))) }
    }

    /// Symbolic links in the source, not followed; attachments the source does not hold, and large ones
    /// (each after `warning: `).
    var warnings: [String] {
        report.links.map { TerminalSafe.line(strings.importLinkNotFollowed(file: $0)) }
            + report.localTimes.map {
                TerminalSafe.line(
                    strings.importLocalTimeFold(
                        source: $0.source, written: $0.written, zone: $0.zone, skipped: $0.fold == .skipped,
                        readAs: $0.readAs.description))
            }
            + report.datesApart.map {
                TerminalSafe.line(
                    strings.importDatesApart(
                        file: $0.source, written: $0.written.description, named: $0.named.description, tookName: $0.tookName))
            }
            + report.missingMedia.map { TerminalSafe.line("\($0.source): " + strings.importAttachmentMissing(file: $0.file)) }
            + report.unknownMoments.map { TerminalSafe.line("\($0.source): " + strings.importMomentNotListed(link: $0.file)) }
            + report.unresolvedLinks.map { TerminalSafe.line("\($0.source): " + strings.importLinkedFileMissing(file: $0.file)) }
            + report.largeMedia.map { TerminalSafe.line(strings.attachmentLarge(file: $0.file, bytes: $0.bytes ?? 0)) }
    }

    func text(verbose: Bool) -> String {
        var lines: [String] = []
        if verbose {
            for added in report.added {
                lines.append(
                    TerminalSafe.line(
                        strings.importAdded(
                            path: added.path.relativePath, title: added.title,
                            source: added.source, dryRun: report.dryRun)))
            }
        }
        if report.mediaAdded > 0 {
            lines.append(strings.importAttachmentsAdded(report.mediaAdded, bytes: report.mediaBytes, dryRun: report.dryRun))
        }
        if !report.ignored.isEmpty {
            lines.append(strings.importIgnoredFiles(report.ignored.count))
        }
        if report.richTextDropped > 0 {
            lines.append(strings.importRichTextDropped(report.richTextDropped))
        }
        if report.dryRun {
            lines.append(strings.importDryRun)
        } else if report.added.isEmpty, report.skipped.isEmpty {
            lines.append(strings.importNothingNew)
        }
        lines.append(report.summary(in: strings))
        return lines.joined(separator: "\n") + "\n"
    }
}
