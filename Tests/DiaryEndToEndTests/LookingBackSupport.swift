import Foundation

/// Helpers for the looking-back tests (tags, on-this-day, calendar, stats).
enum LookingBack {
    /// Terminal columns of `text`: Hangul, CJK and full-width forms take two.
    static func width(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { sum, scalar in
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60:
                return sum + 2
            default: return sum + 1
            }
        }
    }

    /// The text of `line` from display column `column` on.
    static func suffix(of line: String, fromColumn column: Int) -> Substring? {
        var used = 0
        var index = line.startIndex
        while used < column {
            guard index < line.endIndex else { return nil }
            used += width(String(line[index]))
            index = line.index(after: index)
        }
        return used == column ? line[index...] : nil
    }

    /// The character at display column `column` of `line`.
    static func character(in line: String, atColumn column: Int) -> Character? {
        suffix(of: line, fromColumn: column)?.first
    }

    /// Days between 1970-01-01 and `YYYY-MM-DD`.
    static func dayNumber(_ day: String) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = day.split(separator: "-").compactMap { Int($0) }
        let date = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))!
        return Int(date.timeIntervalSince1970 / 86_400)
    }

    /// ISO weekday of `YYYY-MM-DD` (1 is Monday).
    static func weekday(_ day: String) -> Int { ((dayNumber(day) % 7) + 3) % 7 + 1 }

    /// The week column of `day` in the calendar of its year (weeks start on Monday).
    static func week(of day: String) -> Int {
        let jan1 = "\(day.prefix(4))-01-01"
        let start = dayNumber(jan1) - (weekday(jan1) - 1)
        return (dayNumber(day) - start) / 7
    }

    /// A broken entry (unclosed YAML) for `day`.
    static func broken(_ day: String) -> String {
        "---\nschema: 2\ncreated: [unclosed\n---\n# Broken \(day)\n\nText.\n"
    }
}
