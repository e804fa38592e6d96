import ArgumentParser
import Foundation
import Localization
import VaultKit

struct SyncCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Commit edits made outside diary, fetch, merge entry by entry, and push.",
        discussion: """
            The remote is any git remote of the vault (default origin): a path, file://, git://, https:// \
            (token from $DIARY_GIT_TOKEN or your git credential helper) or ssh:// / user@host:path (ssh-agent, \
            then ~/.ssh/id_ed25519 or id_rsa; host keys checked against ~/.ssh/known_hosts). \
            A path or file:// remote is written by libgit2 directly, without running its hooks (an ssh://localhost/PATH remote runs them).
            A server that stays silent for sync.timeout seconds (default 30; 'diary config set sync.timeout 60'), \
            or moves fewer than 32 bytes a second over that time, is given up on, whatever the transport; \
            so is a fetch or push that takes more than 120 times sync.timeout in all.
            In a vault encrypted on this machine, a remote whose .gitattributes no longer encrypts the entries \
            is refused, and nothing is sent in plain text (see 'diary encrypt off' to turn encryption off on purpose).
            A note a phone app such as GitJournal wrote into a month folder under its own name \
            (2024/02/2024-02-26-06-48-59.md) is taken in: moved to its day's entry name in a commit of its own.
            """
    )

    @Argument(help: "The remote to sync with.")
    var remote: String = "origin"

    @Flag(help: "Push even when the change deletes more than a quarter of the remote's entries.")
    var force = false

    @Flag(
        help: ArgumentHelp(
            "Merge a remote whose .gitattributes no longer encrypts the entries, keeping this machine's (which does) and sending it back.",
            discussion: "For a vault encrypted on this machine whose git host, or someone with access to it, changed .gitattributes."))
    var keepEncryption = false

    @OptionGroup var options: VaultOptions

    func run() throws {
        let (vault, settings) = try options.openWithSettings()
        var sync = SyncOptions.standard(remote: remote, force: force, host: vault.host, timeout: settings.syncTimeout)
        sync.keepEncryption = keepEncryption
        let report = try vault.sync(sync)
        if report.finishedInterrupted { try Terminal.writeLine(Strings.current.syncFinishedInterrupted) }
        for note in report.takenIn {
            try Terminal.writeLine(TerminalSafe.line(Strings.current.syncTookIn(from: note.from, to: note.to.relativePath)))
        }
        try Terminal.writeLine(SyncSummary(report: report, remote: remote).line)
        if let branch = report.trackingSet {
            try Terminal.writeLine(TerminalSafe.line(Strings.current.syncTrackingSet(branch: branch, remote: remote)))
        }
        if let label = report.keptEncryption {
            Terminal.printWarning(TerminalSafe.line(Strings.current.syncKeptEncryption(remote: label)))
        }
        if let label = report.encryptedByRemote {
            Terminal.printHint(Strings.current.syncEncryptedByRemote(remote: label))
        }
        for item in report.attention {
            // `attention:` stays English, like `error:`; the reason is VaultKit's.
            Terminal.writeErrorLine(TerminalSafe.line("\(item.file): \(item.reason(in: Strings.current))"), prefix: "attention: ")
        }
    }
}

/// The one line `diary sync` ends with.
struct SyncSummary {
    let report: SyncReport
    let remote: String

    var strings: any CoreText & ReasonText = Strings.current

    var line: String {
        strings.syncSummary(
            remote: remote, outsideEdits: report.outsideEdits.count, receivedEntries: report.receivedEntries,
            receivedCommits: report.receivedCommits, sentEntries: report.sentEntries, sentCommits: report.sentCommits,
            mergedEntries: report.mergedEntries, renamed: report.renamed,
            attention: Array(Set(report.attention.map(\.file))).sorted())
    }
}
