import ArgumentParser
import Foundation
import VaultKit

struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Commit edits made outside diary, fetch, merge entry by entry, and push.",
        discussion: """
            The remote is any git remote of the vault (default origin): a path, file://, git://, https:// \
            (token from $DIARY_GIT_TOKEN or your git credential helper) or ssh:// / user@host:path (ssh-agent, \
            then ~/.ssh/id_ed25519 or id_rsa; host keys checked against ~/.ssh/known_hosts).
            """
    )

    @Argument(help: "The remote to sync with.")
    var remote: String = "origin"

    @Flag(help: "Push even when the change deletes more than a quarter of the remote's entries.")
    var force = false

    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        let report = try vault.sync(.standard(remote: remote, force: force, environment: ProcessInfo.processInfo.environment))
        Terminal.write(SyncSummary(report: report, remote: remote).line + "\n")
        for item in report.attention {
            Terminal.writeError("attention: \(item.file): \(item.reason)\n")
        }
    }
}

/// The one line `diary sync` ends with.
struct SyncSummary {
    let report: SyncReport
    let remote: String

    var line: String {
        var parts = ["\(report.received) received", "\(report.sent) sent", "\(report.merged) merged"]
        if !report.outsideEdits.isEmpty { parts.insert("\(report.outsideEdits.count) edited outside diary committed", at: 0) }
        if !report.renamed.isEmpty { parts.append("\(report.renamed.count) renamed (\(report.renamed.joined(separator: ", ")))") }
        let files = Array(Set(report.attention.map(\.file))).sorted()
        if !files.isEmpty { parts.append("\(files.count) need attention (\(files.joined(separator: ", ")); see 'diary status')") }
        return "Synced with \(remote): " + parts.joined(separator: ", ") + "."
    }
}
