import ArgumentParser
import Foundation
import VaultKit

struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Upgrade every entry written in an older front-matter schema (or by another tool) in one commit.",
        discussion: """
            Schema 1 (epoch `created`, plain-text location and weather, comma-separated tags) and schema 0
            (no front matter) become schema 2; other tools' `date`, `modified`, `categories` and `keywords`
            are understood. Bodies are never touched. Files that cannot be migrated are listed and left as
            they are; running it again finds nothing to do.
            """
    )

    @Flag(help: "Show what would change; write nothing.")
    var dryRun = false

    @Flag(name: .short, help: "With --dry-run, print a unified diff per file.")
    var verbose = false

    @Option(help: ArgumentHelp("The schema to migrate to.", valueName: "N"))
    var to: Int = FrontMatter.currentSchema

    @Flag(help: "Remove other tools' keys (date, modified, categories, keywords) once their values are moved.")
    var dropAliases = false

    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        let bar = ProgressBar(label: dryRun ? "Checking" : "Migrating")
        var progress: (@Sendable (Int, Int) -> Void)?
        if let bar { progress = { done, total in bar.update(done, total) } }
        let report = try vault.migrate(to: to, dryRun: dryRun, dropAliases: dropAliases, diffs: dryRun && verbose,
                                       progress: progress)
        bar?.finish()
        if dryRun, verbose { Terminal.write(report.diffs.joined()) }
        Terminal.write(MigrationSummary(report: report, target: to, dryRun: dryRun).text)
        for failure in report.failures {
            Terminal.printError("\(failure.file): \(failure.reason); left as it was")
        }
        if !report.failures.isEmpty { throw ExitCode(1) }
    }
}

/// The lines `diary migrate` prints: entries per schema, what was migrated, what failed.
struct MigrationSummary {
    let report: MigrationReport
    let target: Int
    let dryRun: Bool

    var text: String {
        var lines: [String] = []
        let counts = report.entriesBySchema.sorted { $0.key < $1.key }.map { "schema \($0.key): \($0.value)" }
        lines.append("Entries: " + (counts.isEmpty ? "none" : counts.joined(separator: ", ")) + ".")
        let n = report.migrated.count
        let entries = n == 1 ? "entry" : "entries"
        if n == 0 {
            lines.append("Nothing to migrate: every entry is at schema \(target) or newer.")
        } else if dryRun {
            lines.append("Would migrate \(n) \(entries) to schema \(target) (dry run: nothing written).")
        } else {
            lines.append("Migrated \(n) \(entries) to schema \(target)" + (report.commit.map { " (\($0))." } ?? "."))
        }
        if !report.failures.isEmpty {
            lines.append("Failed: \(report.failures.count) (listed below, left as they were).")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
