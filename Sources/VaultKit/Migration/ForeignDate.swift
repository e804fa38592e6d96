import Foundation

/// Dates as other tools write them, read into an `EntryTimestamp`.
///
/// RFC 3339 (`2026-11-21T09:14:03+09:00`, `…Z`, with a fraction), Jekyll's `2026-11-21 09:14:03 +0900`,
/// a date and time without an offset (read in `zone`), a bare `2026-11-21` (midnight in `zone`), and
/// epoch seconds (schema 1). Fractions of a second are dropped: `created` has seconds precision.
enum ForeignDate {
    static func parse(_ text: String, zone: TimeZone) -> EntryTimestamp? {
        let trimmed = text.trimmingWhitespace
        // A plain decimal number is epoch seconds (schema 1), within the years 1 to 9999.
        if isDecimal(trimmed) {
            guard let seconds = Double(trimmed), EntryTimestamp.epochSecondsRange.contains(seconds) else { return nil }
            return EntryTimestamp(Date(timeIntervalSince1970: seconds.rounded(.down)), in: zone)
        }
        let b = Array(trimmed.utf8)
        guard b.count >= 10, let day = Day(String(decoding: b[0..<10], as: UTF8.self)) else { return nil }
        if b.count == 10 { return EntryTimestamp(day.startDate(in: zone), in: zone) }
        guard b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: "t") || b[10] == UInt8(ascii: " "), b.count >= 16,
            let hour = ASCIIDigits.value(b[11..<13]), b[13] == UInt8(ascii: ":"),
            let minute = ASCIIDigits.value(b[14..<16])
        else { return nil }
        var i = 16
        var second = 0
        if i < b.count, b[i] == UInt8(ascii: ":") {
            guard i + 3 <= b.count, let s = ASCIIDigits.value(b[(i + 1)..<(i + 3)]) else { return nil }
            second = s
            i += 3
        }
        if i < b.count, b[i] == UInt8(ascii: ".") || b[i] == UInt8(ascii: ",") {
            i += 1
            let start = i
            while i < b.count, b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") { i += 1 }
            guard i > start else { return nil }
        }
        while i < b.count, b[i] == UInt8(ascii: " ") { i += 1 }
        guard let offset = parseOffset(b[i...]) else { return nil }
        guard let offsetSeconds = offset else {
            // No offset: the wall-clock time in `zone`, with that zone's offset on that day.
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second),
                let date = calendar.date(
                    from: DateComponents(
                        year: day.year, month: day.month, day: day.day,
                        hour: hour, minute: minute, second: second))
            else { return nil }
            return EntryTimestamp(date, in: zone)
        }
        return EntryTimestamp(day: day, hour: hour, minute: minute, second: second, offsetSeconds: offsetSeconds)
    }

    /// True for epoch seconds (schema 1's `created`): an instant with no day of its own, which the zone
    /// it is read in decides.
    static func isEpochSeconds(_ text: String) -> Bool {
        isDecimal(text.trimmingWhitespace)
    }

    /// A decimal number as YAML writes one: `[+-]digits[.digits][e[+-]digits]`; no hexadecimal, no `inf`.
    private static func isDecimal(_ text: String) -> Bool {
        let digit: (UInt8) -> Bool = { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let exponentParts = bytes.split(omittingEmptySubsequences: false) { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        guard (1...2).contains(exponentParts.count) else { return false }
        if exponentParts.count == 2 {
            var exponent = exponentParts[1]
            if exponent.first == UInt8(ascii: "-") || exponent.first == UInt8(ascii: "+") { exponent = exponent.dropFirst() }
            guard !exponent.isEmpty, exponent.allSatisfy(digit) else { return false }
        }
        let parts = exponentParts[0].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(digit) }
    }

    /// nil for malformed; `.some(nil)` for no offset; else seconds east of UTC (`Z`, `±HH:MM`, `±HHMM`, `±HH`).
    private static func parseOffset(_ rest: ArraySlice<UInt8>) -> Int?? {
        if rest.isEmpty { return .some(nil) }
        let b = Array(rest)
        if b == [UInt8(ascii: "Z")] || b == [UInt8(ascii: "z")] { return .some(0) }
        guard b[0] == UInt8(ascii: "+") || b[0] == UInt8(ascii: "-") else { return nil }
        let digits = b.dropFirst().filter { $0 != UInt8(ascii: ":") }
        guard b.count - 1 - digits.count <= 1, digits.count == 2 || digits.count == 4,
            let hours = ASCIIDigits.value(digits.prefix(2)), hours < 24,
            let minutes = digits.count == 4 ? ASCIIDigits.value(digits.suffix(2)) : 0, minutes < 60
        else { return nil }
        return .some((b[0] == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60))
    }
}
