import ArgumentParser
import Foundation
import Localization
import VaultKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create the vault and its git repository, or adopt an existing folder of entries.",
        discussion: "Running it again on a vault changes nothing. With --clone URL, a new vault takes the remote's diary. "
            + "Without --vault it works on -j's journal, else $DIARY_VAULT, else the default journal, else ~/Diary, "
            + "never on the vault around the current folder. With --journal NAME PATH it makes (or adopts) the vault "
            + "at PATH and adds NAME to the journals of the user settings."
    )

    @Option(help: ArgumentHelp("Start a new vault from this remote (it becomes origin); the folder must be new or empty.", valueName: "url"))
    var clone: String?

    @Option(
        help: ArgumentHelp(
            "With --clone: the key of the encrypted vault ('diary encrypt export-key'), to unlock the clone.",
            valueName: "keyfile"))
    var key: String?

    @Argument(help: ArgumentHelp("With --journal NAME: the new journal's vault folder.", valueName: "path"))
    var path: String?

    @OptionGroup var options: VaultOptions

    /// Without --vault or $DIARY_VAULT, init works on ~/Diary wherever it is run, as it always has: it
    /// makes vaults, so it does not look for the one around the current folder.
    func validate() throws {
        if key != nil, clone == nil {
            throw ValidationError("--key goes with --clone URL; to unlock a vault that is here, run 'diary encrypt unlock KEYFILE'")
        }
        if path != nil, options.journal == nil || options.vault != nil {
            throw ValidationError(Strings.current.journalPathWithoutName)
        }
    }

    func run() throws {
        guard let path, let name = options.journal else { return try makeVault(at: options.namedVaultURL) }
        // The journal is checked before the vault is made: a name taken by another folder changes nothing.
        let journals = try Journals.load(userFile: SettingsLoading.userFileURL)
        let written = Self.journalPath(path)
        _ = try journals.adding(name: name, path: written)
        let environment = ProcessInfo.processInfo.environment
        try makeVault(at: Journal(name: name, path: written, line: 0).url(environment: environment))
        let file = journals.file.path
        if try journals.add(name: name, path: written) {
            try Terminal.write(Strings.current.journalAdded(name: name, path: written, file: file) + "\n")
        } else {
            try Terminal.write(Strings.current.journalAlreadyListed(name: name, file: file) + "\n")
        }
        if journals.defaultName == nil { Terminal.printHint(Strings.current.journalDefaultHint(name: name)) }
    }

    /// The folder as the settings file keeps it: `~/…` as typed, anything else made absolute.
    static func journalPath(_ typed: String) -> String {
        if typed == "~" || typed.hasPrefix("~/") { return typed }
        return URL(fileURLWithPath: typed).standardizedFileURL.path
    }

    /// Clones into, creates or adopts the vault at `target`.
    func makeVault(at target: URL) throws {
        if let clone {
            try Vault.refuseAnotherUsersFolder(target)
            // A key that is not one is refused before anything is fetched.
            let keyFile = key.map { URL(fileURLWithPath: $0) }
            if let keyFile { try Vault.checkKeyFile(keyFile) }
            // A clone that fails at any step leaves the place as it was found, so that it can be run again.
            let vault = try CloneTarget(target).run {
                let vault = try Vault.clone(from: clone, at: target, host: .diary)
                try vault.finishClone()
                if let keyFile { _ = try vault.unlock(keyFile: keyFile, filterCommand: GitFilterCommand.current) }
                return vault
            }
            if keyFile == nil, vault.isLocked {
                Terminal.printHint(Strings.current.vaultLocked(path: vault.root.path))
            }
            let count = vault.entryPaths().count
            try Terminal.write(Strings.current.initCloned(url: clone, path: vault.root.path, entries: count) + "\n")
            return
        }
        let openToOthers = VaultPrivacy.openToOthers(target)
        let (vault, result) = try Vault.initialize(at: target, host: .diary)
        if let mode = openToOthers, result != .created {
            Terminal.printWarning(Strings.current.vaultWasOpenToOthers(path: vault.root.path, mode: String(format: "%04o", mode)))
        }
        switch result {
        case .created:
            try Terminal.write(Strings.current.initCreated(path: vault.root.path) + "\n")
        case .adopted(let files, let entries):
            try Terminal.write(Strings.current.initAdopted(path: vault.root.path, entries: entries, files: files) + "\n")
        case .alreadyInitialized:
            try Terminal.write(Strings.current.initAlreadyVault(path: vault.root.path) + "\n")
        }
    }
}
