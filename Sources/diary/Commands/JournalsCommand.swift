import ArgumentParser
import Foundation
import Localization
import VaultKit

/// `diary journals`: the journals of the user settings file, each with its folder, entry count and
/// remotes, the default one marked.
struct JournalsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "journals",
        abstract: "List the journals the user settings name: folder, entries and remotes ('-j NAME' picks one).",
        discussion: """
            Journals are named under 'journals:' in the user settings file; 'journal: NAME' there is the default,
            used when no --vault, -j, $DIARY_VAULT or vault around the current folder chooses one.
            Add one with 'diary init --journal NAME PATH'.
            """
    )

    @Flag(help: "Print JSON: name, path, default, entries (null without a vault) and remotes.")
    var json = false

    func run() throws {
        let journals = try Journals.load(userFile: SettingsLoading.userFileURL)
        let environment = ProcessInfo.processInfo.environment
        let rows = journals.list.map { JournalRow($0, isDefault: $0.name == journals.defaultName, environment: environment) }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try Terminal.write(String(decoding: try encoder.encode(rows), as: UTF8.self) + "\n")
            return
        }
        let text = Strings.current
        guard !rows.isEmpty else {
            try Terminal.write(text.journalsNone(file: journals.file.path) + "\n")
            return
        }
        let lines = rows.map { row in
            let name = row.isDefault ? row.name + " " + text.journalDefaultMark : row.name
            let entries = row.entries.map(text.journalEntries) ?? text.journalNoVault
            let remotes = row.remotes.isEmpty ? text.journalNoRemotes : row.remotes.map(\.name).joined(separator: ", ")
            return [name, row.path, entries, remotes].map(TerminalSafe.line).joined(separator: "\t") + "\n"
        }
        try Terminal.write(lines.joined())
    }
}

/// One journal as `diary journals` shows it.
struct JournalRow: Encodable {
    struct RemoteRow: Encodable {
        let name: String
        let url: String
    }

    let name: String
    /// The vault folder, `~` expanded.
    let path: String
    let isDefault: Bool
    /// Nil when there is no vault at `path` yet.
    let entries: Int?
    let remotes: [RemoteRow]

    init(_ journal: Journal, isDefault: Bool, environment: [String: String]) {
        name = journal.name
        let url = journal.url(environment: environment)
        path = url.path
        self.isDefault = isDefault
        let vault = try? Vault.open(at: url, allowingLocked: true, host: .diary)
        entries = vault?.entryPaths().count
        remotes = ((try? vault?.remotes()) ?? []).map { RemoteRow(name: $0.name, url: $0.displayURL) }
    }

    enum CodingKeys: String, CodingKey {
        case name, path, entries, remotes
        case isDefault = "default"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(path, forKey: .path)
        try container.encode(isDefault, forKey: .isDefault)
        try container.encode(entries, forKey: .entries)
        try container.encode(remotes, forKey: .remotes)
    }
}
