import ArgumentParser
import DiarySetup
import Foundation
import VaultKit

/// Shell completion of DAY|PATH arguments: `today`, `yesterday`, then every day that has an entry,
/// newest first; once the word has a `/`, the entries' vault-relative paths. Only folder and file names
/// are read (no entry is opened), so it stays fast on a large vault.
enum DayCompletion {
    /// For `@Argument(completion: DayCompletion.kind)`: the shell runs `diary ---completion …`, which calls this.
    static let kind = CompletionKind.custom { words, index, prefix in
        candidates(words: words, index: index, prefix: prefix)
    }

    /// Candidates for `words[index]` in the vault the command line names (its `--vault`, else its
    /// `-j NAME`, else `$DIARY_VAULT`, else the vault the shell's current folder is in, else the default
    /// journal, else `~/Diary`); just the day words when that is unknown.
    static func candidates(
        words: [String], index: Int, prefix: String, process: DiaryProcess = .current
    ) -> [String] {
        // ArgumentParser 1.8.2 cuts `prefix` from the last word rather than the one at `index`: when the
        // two disagree (completing before the end of the line), the word itself is the better guess.
        let word = words.indices.contains(index) ? words[index] : ""
        let typed = word.hasPrefix(prefix) ? prefix : word
        let root = try? VaultOptions.choose(
            given: vaultArgument(in: words), journal: journalArgument(in: words), process: process)
        return candidates(vault: root, prefix: unquoted(typed))
    }

    /// Candidates in the vault at `root` for a word that starts with `prefix`; just the day words when
    /// there is no vault there.
    static func candidates(vault root: URL?, prefix: String) -> [String] {
        let vault = root.flatMap { try? Vault.open(at: $0, host: .diary) }
        let paths = vault?.entryPaths() ?? []
        var words: [String]
        if prefix.contains("/") {
            words = paths.map(\.relativePath)
        } else {
            words = ["today", "yesterday"]
            var seen = Set<Day>()
            for path in paths where seen.insert(path.day).inserted { words.append(path.day.description) }
        }
        return prefix.isEmpty ? words : words.filter { $0.hasPrefix(prefix) }
    }

    /// The value of `--vault PATH` or `--vault=PATH` among the shell's words (as typed, quotes and all).
    static func vaultArgument(in words: [String]) -> String? {
        var found: String?
        for (index, word) in words.enumerated() {
            if word == "--vault", index + 1 < words.count {
                found = words[index + 1]
            } else if word.hasPrefix("--vault=") {
                found = String(word.dropFirst("--vault=".count))
            }
        }
        return found.map(unquoted).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The value of `-j NAME`, `--journal NAME` or `--journal=NAME` among the shell's words.
    static func journalArgument(in words: [String]) -> String? {
        var found: String?
        for (index, word) in words.enumerated() {
            if word == "-j" || word == "--journal", index + 1 < words.count {
                found = words[index + 1]
            } else if word.hasPrefix("--journal=") {
                found = String(word.dropFirst("--journal=".count))
            }
        }
        return found.map(unquoted).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A shell word without its quotes or backslash escapes: `'My Diary'`, `"My Diary"`, `My\ Diary`.
    static func unquoted(_ word: String) -> String {
        var out = ""
        var quote: Character?
        var escaped = false
        for character in word {
            if escaped {
                out.append(character)
                escaped = false
            } else if let open = quote {
                if character == open { quote = nil } else if character == "\\" && open == "\"" { escaped = true } else { out.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
