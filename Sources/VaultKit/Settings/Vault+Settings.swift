import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// What came of `diary config set` or `unset`.
public enum SettingChange: Equatable, Sendable {
    /// The file already said so: nothing written.
    case unchanged
    /// The file was written; for the vault file, with this commit.
    case written(commit: String?)
}

extension SettingsFile {
    /// Sets `key` to `value` (removes it, for nil) in this file and writes it atomically, creating the
    /// file and its folders (0700) when needed. Nothing is written when nothing changes. A file that is
    /// a symbolic link (dotfiles kept elsewhere) is written where the link points.
    public func write(_ key: SettingKey, _ value: SettingValue?) throws -> SettingChange {
        try write([(key, value)])
    }

    /// `write` of several keys in one replacement of the file, so that keys that belong together, such
    /// as `location.latitude` and `location.longitude`, are never written apart.
    public func write(_ changes: [(SettingKey, SettingValue?)]) throws -> SettingChange {
        var file = self
        for (key, value) in changes {
            guard let text = try file.setting(key, to: value) else { continue }
            file = try SettingsFile.parse(text, url: url)
        }
        guard file.text != text else { return .unchanged }
        try AtomicFile.write(Data(file.text.utf8), to: url.resolvingSymlinksInPath(), displayName: displayName)
        return .written(commit: nil)
    }
}

extension Vault {
    /// `.diary/config.yaml` in this vault.
    public var settingsFileURL: URL { Settings.vaultFileURL(vaultRoot: root) }

    /// Sets `key` in the vault's settings file (removes it, for nil) and commits that file alone, under
    /// the vault lock, as one commit (`Set timezone to Asia/Seoul in vault settings`).
    public func changeSetting(_ key: SettingKey, to value: SettingValue?) throws -> SettingChange {
        let path = Settings.vaultFilePath
        var info = stat()
        let folder = root.appendingPathComponent(".diary")
        if lstat(folder.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { throw VaultError.symlink(file: ".diary") }
        let message = value.map { "Set \(key.rawValue) to \($0) in vault settings" } ?? "Unset \(key.rawValue) in vault settings"
        let commit = try commitMany(message: message) { backup in
            // Read under the lock, so that two changes at once both end up in the file.
            try VaultLinks.refuse(Settings.vaultFilePath, under: root)
            let file = try SettingsFile.load(settingsFileURL)
            guard let text = try file.setting(key, to: value) else { return [] }
            try backup.keep([(settingsFileURL, path)])
            try AtomicFile.write(Data(text.utf8), to: settingsFileURL, displayName: settingsFileURL.path)
            return [path]
        }
        return commit.map { .written(commit: $0.short) } ?? .unchanged
    }

    /// The text new entries start with: the file the `template` setting names (relative to the vault),
    /// else `.diary/template.md` when it exists; nil when there is none.
    public func templateText(_ settings: Settings) throws -> String? {
        guard let path = settings.templatePath else { return nil }
        try VaultLinks.refuse(path, under: root)
        let url = root.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw SettingsError.templateMissing(file: url.path)
        }
        guard !isFolder.boolValue else {
            throw SettingsError.templateIsAFolder(file: url.path)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SettingsError.templateUnreadable(file: url.path, reason: error.localizedDescription)
        }
        guard var text = String(validating: data, as: UTF8.self) else {
            throw SettingsError.templateNotUTF8(file: url.path)
        }
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        return text
    }
}
