import ArgumentParser
import Foundation
import VaultKit

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List entries, newest first: date and time in your locale, title and the start of the text."
    )

    @Option(name: .short, help: "Show at most N entries.")
    var n: Int?

    @Option(help: ArgumentHelp("Only entries on or after DAY (today, yesterday, YYYY-MM-DD).", valueName: "day"))
    var from: String?

    @Option(help: ArgumentHelp("Only entries on or before DAY.", valueName: "day"))
    var to: String?

    @Option(help: ArgumentHelp("Only entries with this tag.", valueName: "tag"))
    var tag: String?

    @Flag(help: "Print a JSON array (path, created, title, tags, location, weather) for scripts.")
    var json = false

    @OptionGroup var options: VaultOptions

    func validate() throws {
        if let n, n < 0 { throw ValidationError("-n takes a count of 0 or more, e.g. -n 20") }
    }

    func run() throws {
        let vault = try options.open()
        let fromDay = try DayOption.parse(from, option: "--from", vault: vault)
        let toDay = try DayOption.parse(to, option: "--to", vault: vault)
        if let fromDay, let toDay, fromDay > toDay {
            throw ValidationError("--from \(fromDay) is after --to \(toDay); swap them")
        }
        let (shown, broken) = collect(vault, paths: vault.entryPaths(from: fromDay, to: toDay, limit: tag == nil ? n : nil))
        if json {
            Terminal.write(try EntryJSON.encode(shown))
        } else {
            Terminal.write(EntryLines(width: Terminal.width, color: Terminal.colorsStdout).render(shown))
        }
        for error in broken { Terminal.printError(error.errorDescription ?? "\(error)") }
        if !broken.isEmpty { throw ExitCode(1) }
    }

    /// Reads only as many entries as it shows: the newest N when there is no tag filter, batches with one.
    private func collect(_ vault: Vault, paths: [EntryPath]) -> ([EntrySummary], [VaultError]) {
        var shown: [EntrySummary] = []
        var broken: [VaultError] = []
        let limit = n ?? Int.max
        var start = 0
        while start < paths.count, shown.count < limit {
            let wanted = limit - shown.count
            // With a tag filter and a limit, read in batches until enough match; otherwise all at once.
            let batch = tag == nil || n == nil ? wanted : max(min(wanted, paths.count), 128) * 2
            let end = min(paths.count, start + min(batch, paths.count - start))
            for result in vault.summaries(Array(paths[start..<end]), previewLimit: json ? 0 : Terminal.width) {
                switch result {
                case .success(let summary):
                    if let tag, !(summary.frontMatter.tags ?? []).contains(tag) { continue }
                    if shown.count < limit { shown.append(summary) }
                case .failure(let error):
                    broken.append(error)
                }
            }
            start = end
        }
        return (shown, broken)
    }
}
