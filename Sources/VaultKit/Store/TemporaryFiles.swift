import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where atomic writes inside a vault keep their temporary files: `.git/diary/tmp/`, named after the file
/// they will replace (its path in the vault, `/` written `%2F`) and the writing process's id. A kill between
/// writing and renaming leaves one there, where git never sees it, and the next run finds its text again.
enum TemporaryFiles {
    static let folderName = "diary/tmp"
    private static let separator = "%2F"

    /// The temporary file for `target` when `target` is inside a vault (one of the three folders above it
    /// holds a `.git/diary/` folder, as entries, settings and drafts are); nil otherwise.
    static func url(for target: URL) -> URL? {
        var folder = target.deletingLastPathComponent().standardizedFileURL
        var relative = [target.lastPathComponent]
        for _ in 0..<4 {
            let marker = folder.appendingPathComponent(".git/diary")
            var info = stat()
            if stat(marker.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                let tmp = marker.appendingPathComponent("tmp")
                guard mkdir(tmp.path, 0o700) == 0 || errno == EEXIST else { return nil }
                return tmp.appendingPathComponent(relative.joined(separator: separator) + ".tmp-\(getpid())")
            }
            // Inside .git itself (a draft): the vault is further up, and the name keeps the whole path.
            relative.insert(folder.lastPathComponent, at: 0)
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return nil }
            folder = parent
        }
        return nil
    }

    /// A file of this process in `gitDirectory`'s `diary/tmp/`, named `name`, that replaces nothing (an
    /// attachment on its way into the vault): one a kill leaves behind names a target under `.git/`, so the
    /// next run removes it (`Vault.recoverInterruptedWrites`).
    static func staging(in gitDirectory: URL, name: String) -> URL? {
        let tmp = gitDirectory.appendingPathComponent(folderName)
        guard mkdir(tmp.path, 0o700) == 0 || errno == EEXIST else { return nil }
        return tmp.appendingPathComponent([".git", "diary", "staged", name].joined(separator: separator) + ".tmp-\(getpid())")
    }

    /// A temporary file left in `.git/diary/tmp/` by a process that is gone.
    struct Orphan {
        let file: URL
        /// The path in the vault of the file it was to replace.
        let target: String
    }

    /// The temporary files in `gitDirectory/diary/tmp/` whose writer is no longer running.
    static func orphans(in gitDirectory: URL) -> [Orphan] {
        let folder = gitDirectory.appendingPathComponent(folderName)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.compactMap { name in
            guard let marker = name.range(of: ".tmp-", options: .backwards),
                let pid = pid_t(name[marker.upperBound...]), !isRunning(pid)
            else { return nil }
            let target = name[..<marker.lowerBound].replacingOccurrences(of: separator, with: "/")
            return Orphan(file: folder.appendingPathComponent(name), target: target)
        }
    }

    private static func isRunning(_ pid: pid_t) -> Bool {
        pid == getpid() || kill(pid, 0) == 0 || errno == EPERM
    }
}
