import Foundation

/// Files that are never a vault's content: AtomicFile's temporary files (`.NAME.tmp-PID`, left by a
/// killed save), vim's swap files, emacs's autosave and lock files, backups ending in `~`, and the
/// Finder's `.DS_Store`. `diary init` has git ignore them: an adopted folder gets them in its committed
/// `.gitignore`, and every vault in `.git/info/exclude`, git's ignore list of this copy alone (a new,
/// empty vault commits nothing, so that its first sync can still take an existing remote diary).
enum IgnoredFiles {
    /// A line starting with `#` is a comment to git: emacs's `#NAME#` needs the backslash.
    static let patterns = [".*.tmp-*", ".*.sw[a-p]", "*.swp", "\\#*#", ".#*", "*~", ".DS_Store"]

    /// `existing` with each missing pattern added on a line of its own at the end, in its line endings;
    /// every line it had stays as it was. Nil when no pattern is missing.
    static func adding(to existing: Data?) -> Data? {
        let existing = existing ?? Data()
        let text = String(decoding: existing, as: UTF8.self)
        let present = Set(
            text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
                .map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = patterns.filter { !present.contains($0) }
        guard !missing.isEmpty else { return nil }
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        var added = existing.isEmpty || existing.last == UInt8(ascii: "\n") ? "" : newline
        added += missing.map { $0 + newline }.joined()
        return existing + Data(added.utf8)
    }

    /// Adds the missing patterns to the vault's `.gitignore`, making it when there is none.
    static func addToGitignore(root: URL) throws {
        try add(to: root.appendingPathComponent(".gitignore"), displayName: ".gitignore")
    }

    /// Adds the missing patterns to `.git/info/exclude`.
    static func addToExclude(gitDirectory: URL) throws {
        try add(to: gitDirectory.appendingPathComponent("info/exclude"), displayName: ".git/info/exclude")
    }

    private static func add(to url: URL, displayName: String) throws {
        guard let data = adding(to: FileManager.default.contents(atPath: url.path)) else { return }
        try AtomicFile.write(data, to: url, displayName: displayName)
    }
}
