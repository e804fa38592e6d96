import ArgumentParser
import Foundation
import Localization
import VaultKit

struct EncryptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encrypt",
        abstract: "Encrypt the vault in git with git-crypt's scheme: plain text here, ciphertext in every commit that leaves.",
        discussion: "Compatible with git-crypt both ways: a vault diary encrypted unlocks with 'git-crypt unlock KEYFILE', "
            + "and a repository set up with 'git-crypt init' is read, written and synced by diary.",
        subcommands: [
            EncryptInit.self, EncryptExportKey.self, EncryptUnlock.self, EncryptStatus.self, EncryptOff.self,
            EncryptClean.self, EncryptSmudge.self, EncryptDiff.self
        ],
        defaultSubcommand: EncryptStatus.self
    )
}

struct EncryptInit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Make a key, encrypt entries and .diary/ settings, and commit them encrypted.",
        discussion: """
            Earlier commits keep what they held in plain text, and diary never rewrites them. To start a \
            remote without that history, push one parentless commit of the encrypted tip to a new, empty \
            repository (URL) and clone that with the key:
              tip=$(git commit-tree 'HEAD^{tree}' -m "Encrypted diary")
              git push URL "$tip:refs/heads/$(git symbolic-ref --short HEAD)"
              diary init --clone URL --key ~/diary.key --vault ~/Diary-encrypted
            """
    )
    @OptionGroup var options: VaultOptions

    func run() throws {
        let started = try options.open().startEncryption(filterCommand: GitFilterCommand.current)
        let text = Strings.current
        try Terminal.writeLine(text.encryptInitDone(files: started.files, entries: started.entries, keyFile: started.keyFile))
        if started.earlierCommits > 0 { try Terminal.writeLine(text.encryptEarlierCommits(started.earlierCommits)) }
        try Terminal.writeLine(text.encryptKeepKey)
    }
}

struct EncryptExportKey: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-key",
        abstract: "Write the vault's key to a new file (0600), the same file 'git-crypt export-key' writes."
    )
    @Argument(help: ArgumentHelp("The new key file.", valueName: "file")) var file: String
    @OptionGroup var options: VaultOptions

    func run() throws {
        let url = URL(fileURLWithPath: file)
        try options.open().exportKey(to: url)
        try Terminal.writeLine(Strings.current.encryptKeyExported(file: url.path))
    }
}

struct EncryptUnlock: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unlock",
        abstract: "Install the key of an encrypted vault cloned or synced here, and decrypt its files."
    )
    @Argument(help: ArgumentHelp("The key file ('diary encrypt export-key' or 'git-crypt export-key').", valueName: "keyfile"))
    var keyFile: String
    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try Vault.open(at: options.vaultURL, allowingLocked: true, host: .diary)
        let count = try vault.unlock(keyFile: URL(fileURLWithPath: keyFile), filterCommand: GitFilterCommand.current)
        try Terminal.writeLine(Strings.current.encryptUnlocked(files: count))
    }
}

struct EncryptOff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "off",
        abstract: "Stop encrypting: commit entries and settings again in plain text, on purpose.",
        discussion: "Until then, a vault encrypted on this machine never commits or sends an entry in plain text, "
            + "whatever .gitattributes says. Run it on every machine: one still encrypted refuses a remote that is not. "
            + "Earlier commits stay encrypted; the key stays in .git/git-crypt/keys/default to read them."
    )
    @OptionGroup var options: VaultOptions

    func run() throws {
        let files = try options.open().stopEncryption()
        try Terminal.writeLine(Strings.current.encryptOffDone(files: files))
    }
}

struct EncryptStatus: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Say what is and is not encrypted, in HEAD and in the work tree."
    )
    @Flag(help: "Commit again, encrypted, the files HEAD holds in plain text though .gitattributes encrypts them.")
    var fix = false
    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try Vault.open(at: options.vaultURL, allowingLocked: !fix, host: .diary)
        do {
            try VaultOptions.finishInterruptedMigration(vault)
        } catch VaultError.vaultLocked {
            // Finished once the key is installed: without it, the two sides of a file cannot be told apart.
        }
        let text = Strings.current
        if fix {
            try Terminal.writeLine(text.encryptStatusFixed(try vault.encryptPlainFiles()))
        }
        let status = try vault.encryptionStatus()
        var lines = [text.encryptStatusState(on: status.isOn, unlocked: status.isUnlocked)]
        if status.isOn { lines.append(text.encryptStatusEncrypted(status.encrypted.count)) }
        if !status.plain.isEmpty { lines.append(text.encryptStatusPlain(status.plain)) }
        if !status.lockedInWorkTree.isEmpty { lines.append(text.encryptStatusLockedFiles(status.lockedInWorkTree.count)) }
        try Terminal.write(lines.map { TerminalSafe.line($0) + "\n" }.joined())
        if !status.notEncryptedInHead.isEmpty {
            Terminal.printError(text.encryptStatusNotEncryptedInHead(status.notEncryptedInHead))
            throw ExitCode.failure
        }
    }
}
