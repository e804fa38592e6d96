import ArgumentParser

/// A word where a subcommand belongs that names none (`diary lst`), with the nearest subcommand when one
/// is close enough to be what was meant.
struct MistypedCommand: Error {
    /// The command words as typed, the wrong one last: `lst`, `remote ad`.
    let typed: String
    /// The same words with the nearest subcommand last (`list`, `remote add`), when one is close.
    let suggestion: String?
    /// The help that lists the subcommands there: `diary --help`, `diary remote --help`.
    let helpCommand: String

    /// The root's options that take a value, so that the value is not read as a command word.
    private static let optionsWithValue: Set<String> = ["--vault", "--generate-completion-script"]

    /// Finds the mistyped word in `arguments`; nil when every command word names a subcommand.
    init?(arguments: [String], root: ParsableCommand.Type) {
        var command = root
        var path: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            index += 1
            if word == "--" { return nil }
            if word.hasPrefix("-") {
                if Self.optionsWithValue.contains(word) { index += 1 }
                continue
            }
            let subcommands = command.configuration.subcommands
            // A command without subcommands takes its own arguments; `diary help` is ArgumentParser's.
            guard !subcommands.isEmpty, !(path.isEmpty && word == "help") else { return nil }
            if let next = subcommands.first(where: { Self.names(of: $0).contains(word) }) {
                command = next
                path.append(word)
                continue
            }
            typed = (path + [word]).joined(separator: " ")
            suggestion = Self.nearest(to: word, among: subcommands).map { (path + [$0]).joined(separator: " ") }
            helpCommand = (["diary"] + path + ["--help"]).joined(separator: " ")
            return
        }
        return nil
    }

    private static func names(of command: ParsableCommand.Type) -> [String] {
        [command.configuration.commandName].compactMap { $0 } + command.configuration.aliases
    }

    /// The subcommand whose name or alias is fewest edits away, when that is at most a third of the
    /// word (at least one edit); ties go to a name that starts with the word, then to the earlier one.
    static func nearest(to word: String, among commands: [ParsableCommand.Type]) -> String? {
        let typed = word.lowercased()
        let limit = max(1, typed.count / 3)
        var best: (name: String, distance: Int, isPrefix: Bool)?
        for command in commands {
            guard let name = command.configuration.commandName else { continue }
            for spelling in names(of: command) {
                let distance = EditDistance.between(typed, spelling)
                let isPrefix = spelling.hasPrefix(typed)
                guard distance <= limit else { continue }
                if let current = best, current.distance < distance || (current.distance == distance && (current.isPrefix || !isPrefix)) {
                    continue
                }
                best = (name, distance, isPrefix)
            }
        }
        return best?.name
    }
}
