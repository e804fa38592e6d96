import ArgumentParser
import Foundation
import Localization
import VaultKit

struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Upgrade every entry written in an older front-matter schema (or by another tool) in one commit.",
        discussion: """
            Schema 1 (epoch `created`, plain-text location and weather, comma-separated tags) and schema 0
            (no front matter) become schema 2; other tools' `date`, `modified`, `categories` and `keywords`
            are understood, and Hugo's TOML front matter (`+++` lines) is rewritten as YAML. Bodies are
            never touched. An entry whose date names another day than its file is moved to that day's
            file in the same commit, and named (with --trust-name, one more than a day off stays on its
            file's day). Files that cannot be migrated are listed and left as they are;
            running it again finds nothing to do.
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

    @Flag(
        help: ArgumentHelp(
            "Keep an entry whose front matter's date is more than a day from its file's name on the name's day.",
            discussion: "It is dated at midnight of that day, its stale date kept as written; without it such an entry is moved."))
    var trustName = false

    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        let bar = MigrationProgressBar(dryRun: dryRun)
        defer { bar?.finish() }
        var progress: (@Sendable (MigrationProgress) -> Void)?
        if let bar { progress = { bar.show($0) } }
        let report = try vault.migrate(
            to: to, dryRun: dryRun, dropAliases: dropAliases, trustName: trustName, diffs: dryRun && verbose,
            progress: progress)
        bar?.finish()
        if dryRun, verbose { try Terminal.write(report.diffs.joined()) }
        try Terminal.write(MigrationSummary(report: report, target: to, dryRun: dryRun).text)
        for failure in report.failures {
            Terminal.printError(Strings.current.migrateLeftAsItWas(file: failure.file, reason: failure.reason(in: Strings.current)))
        }
        if !report.failures.isEmpty { throw ExitCode(1) }
    }
}

/// The lines `diary migrate` prints: entries per schema, what was migrated, what failed.
struct MigrationSummary {
    let report: MigrationReport
    let target: Int
    let dryRun: Bool

    var text: String { text(in: Strings.current) }

    func text(in strings: any CoreText & ReasonText) -> String {
        var lines: [String] = []
        let counts = report.entriesBySchema.sorted { $0.key < $1.key }.map { (schema: $0.key, count: $0.value) }
        lines.append(strings.migrateEntryCounts(counts))
        let n = report.migrated.count
        if n == 0 {
            lines.append(strings.migrateNothingToDo(target: target))
        } else if dryRun {
            lines.append(strings.migrateWould(count: n, target: target))
        } else {
            lines.append(strings.migrateDone(count: n, target: target, commit: report.commit))
        }
        for move in report.moved {
            lines.append(strings.migrateMoved(from: move.from.relativePath, to: move.to.relativePath, dryRun: dryRun))
        }
        if !report.failures.isEmpty {
            lines.append(strings.migrateFailedCount(report.failures.count))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
