import ArgumentParser
import Foundation
import Localization
import VaultKit

/// Which of a day's entries `diary open DAY` opens when the day has several: on a terminal, the one the
/// person picks from a numbered list (Enter: the first); without one (a script), none: an error naming them,
/// and how to name one (`DAY#2`, or its path).
enum EntryChoice {
    static func choose(_ paths: [EntryPath], day: String, vault: Vault) throws -> EntryPath {
        guard paths.count > 1 else { return paths[0] }
        guard Terminal.stdinIsTTY, Terminal.stderrIsTTY else {
            throw VaultError.ambiguousDay(day: day, paths: paths.map(\.relativePath))
        }
        var lines = [Strings.current.whichEntryHeading(day: day, count: paths.count)]
        for (index, path) in paths.enumerated() {
            let entry = try? vault.read(path)
            let time = entry?.frontMatter.timestamp(localZone: vault.timeZone).map(clock) ?? "     "
            let title = entry.map { $0.title.isEmpty ? Strings.current.untitled : $0.title } ?? path.relativePath
            lines.append("  \(index + 1)  \(time)  \(TerminalSafe.line(title))")
        }
        Terminal.writeError(lines.joined(separator: "\n") + "\n" + Strings.current.whichEntryPrompt(count: paths.count))
        let answer = (readLine() ?? "").trimmingCharacters(in: .whitespaces)
        if answer.isEmpty { return paths[0] }
        guard let number = Int(answer), (1...paths.count).contains(number) else {
            throw ValidationError(Strings.current.notOneOfTheEntries(answer: answer, count: paths.count))
        }
        return paths[number - 1]
    }

    /// `09:14`.
    static func clock(_ stamp: EntryTimestamp) -> String {
        (stamp.hour < 10 ? "0" : "") + "\(stamp.hour):" + (stamp.minute < 10 ? "0" : "") + "\(stamp.minute)"
    }
}
