// MARK: - Encryption (issue 12)

extension EnglishText {
    public func vaultLocked(path: String) -> String {
        "\(path): this vault is encrypted and locked (its entries are ciphertext here and its key is not installed); unlock it with 'diary encrypt unlock KEYFILE', the key exported with 'diary encrypt export-key' or 'git-crypt export-key'"
    }
    public func encryptionAlreadyOn(keyFile: String) -> String {
        "\(keyFile): this vault is encrypted already; 'diary encrypt status' shows what is encrypted"
    }
    public func encryptionOff(path: String) -> String {
        "\(path): this vault is not encrypted (no key in .git/git-crypt/keys/default); run 'diary encrypt init' first"
    }
    public func badKeyFile(file: String, incompatible: Bool) -> String {
        incompatible
            ? "\(file): a git-crypt key of a newer format than diary reads; export it again with this vault's diary or an older git-crypt"
            : "\(file): not a git-crypt key file; give the file 'diary encrypt export-key' or 'git-crypt export-key' wrote"
    }
    public func wrongKey(file: String, entry: String) -> String {
        "\(file): this key does not decrypt \(entry): it is another vault's key; nothing was changed"
    }
    public func keyFileExists(file: String) -> String {
        "\(file): the file exists already; name a new file (a key is never written over another file)"
    }
    public func encryptionDropped(file: String) -> String {
        "\(file): .gitattributes no longer encrypts this file, but this vault is encrypted on this machine, so nothing was committed "
            + "or sent (the text is kept); put diary's lines back in .gitattributes ('git checkout HEAD -- .gitattributes' undoes an edit "
            + "not committed), or turn encryption off on purpose with 'diary encrypt off'"
    }
    public func remoteDropsEncryption(remote: String, commit: String, file: String) -> String {
        "\(remote) (\(commit)): its .gitattributes no longer encrypts \(file), and this vault is encrypted on this machine; "
            + "nothing was merged or sent. If encryption was turned off on purpose on another machine, run 'diary encrypt off' "
            + "here too; if not, someone changed the file on the git host: 'diary sync --keep-encryption' merges the rest and "
            + "sends this machine's .gitattributes back"
    }
    public func remoteEncrypted(remote: String, unsent: Int) -> String {
        "\(remote): the vault there is now encrypted with git-crypt, and \(unsent) \(unsent == 1 ? "change" : "changes") made "
            + "here \(unsent == 1 ? "is" : "are") not there yet; nothing was merged or sent. Unlock this vault with its key first "
            + "('diary encrypt export-key FILE' on the machine that encrypted it, then 'diary encrypt unlock FILE' here), "
            + "then run 'diary sync' again"
    }
    public func plainTextToSend(file: String, commit: String) -> String {
        "\(file): commit \(commit), not sent yet, holds this file in plain text, and this vault is encrypted on this machine; "
            + "nothing was sent. Take that commit out of the history ('git rebase -i'), or turn encryption off on purpose "
            + "with 'diary encrypt off'"
    }
    public func syncEncryptedByRemote(remote: String) -> String {
        "\(remote) encrypted this vault with git-crypt: its entries are ciphertext here until you unlock it with its key "
            + "('diary encrypt export-key FILE' on the machine that encrypted it, then 'diary encrypt unlock FILE' here)."
    }
    public func syncKeptEncryption(remote: String) -> String {
        "\(remote)'s .gitattributes no longer encrypted the entries; this machine's, which does, was kept and sent back."
    }
    public func encryptOffDone(files: Int) -> String {
        "Encryption is off: \(files) \(files == 1 ? "file" : "files") committed again in plain text. Earlier commits stay "
            + "encrypted, and the key stays in .git/git-crypt/keys/default to read them. On each other machine, run "
            + "'diary encrypt off' too before its next sync."
    }
    public func uncommittedChanges(command: String, files: [String]) -> String {
        let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
        return "\(shown): \(files.count == 1 ? "has" : "have") changes git has not committed; sync or commit them first, then run '\(command)' again"
    }
    public func encryptInitDone(files: Int, entries: Int, keyFile: String) -> String {
        "Encrypted \(files) \(files == 1 ? "file" : "files") (\(entries) \(entries == 1 ? "entry" : "entries")) in git with git-crypt's scheme; the key is \(keyFile)."
    }
    public func encryptEarlierCommits(_ count: Int) -> String {
        "The \(count) earlier \(count == 1 ? "commit still holds" : "commits still hold") them in plain text: 'diary encrypt init --help' shows how to start a remote without that history."
    }
    public var encryptKeepKey: String {
        "Keep a copy of the key somewhere safe ('diary encrypt export-key FILE'): without it nobody, you included, can read the vault on another machine."
    }
    public func encryptKeyExported(file: String) -> String {
        "Exported the vault's key to \(file) (readable by you only). Unlock a copy of the vault with 'diary encrypt unlock \(file)' or 'git-crypt unlock \(file)'."
    }
    public func encryptUnlocked(files: Int) -> String {
        "Unlocked: decrypted \(files) \(files == 1 ? "file" : "files") in the work tree."
    }
    public func encryptStatusState(on: Bool, unlocked: Bool) -> String {
        !on
            ? "Encryption: off (entries are stored in git as plain text)"
            : unlocked
                ? "Encryption: on, unlocked (git-crypt's scheme; the work tree is plain text)"
                : "Encryption: on, locked (the key is not installed here)"
    }
    public func encryptStatusEncrypted(_ count: Int) -> String {
        "Encrypted in HEAD: \(count) \(count == 1 ? "file" : "files")"
    }
    public func encryptStatusPlain(_ files: [String]) -> String {
        "Not encrypted (outside .gitattributes' filter): " + files.joined(separator: ", ")
    }
    public func encryptStatusNotEncryptedInHead(_ files: [String]) -> String {
        "NOT ENCRYPTED in HEAD although .gitattributes encrypts them (run 'diary encrypt status --fix'): " + files.joined(separator: ", ")
    }
    public func encryptStatusLockedFiles(_ count: Int) -> String {
        "Ciphertext in the work tree: \(count) \(count == 1 ? "file" : "files") (run 'diary encrypt unlock KEYFILE')"
    }
    public func encryptStatusFixed(_ count: Int) -> String {
        "Committed \(count) \(count == 1 ? "file" : "files") again, encrypted."
    }
}
