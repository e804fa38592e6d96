import Foundation
import VaultKit

/// Formats entry times by the locale's pattern without a call into ICU per date.
///
/// ICU formats one date in about 1.4 µs and does not get faster on a second core, which made dates
/// the largest part of listing 10,000 entries. The locale's pattern and its month, weekday and AM/PM
/// names still come from ICU, once; then each date is put together here. At start-up the result is
/// compared with ICU's own on sample dates, and any difference (another numbering system, a pattern
/// letter not handled here) makes `init` fail so the caller keeps using DateFormatter.
struct PatternDateFormat {
    /// A part of the pattern. Texts (literals and names) are ranges of `texts`, so that putting a date
    /// together retains no string.
    private enum Field {
        case literal(Range<Int>)
        case year(width: Int)
        case monthNumber(width: Int)
        /// The index in `names` of January's name.
        case monthName(first: Int)
        case day(width: Int)
        /// The index in `names` of Sunday's name.
        case weekday(first: Int)
        case hour(width: Int, twelve: Bool, zeroBased: Bool)
        case minute(width: Int)
        case second(width: Int)
        /// The indices in `names` of the AM and PM markers.
        case dayPeriod(am: Int, pm: Int)
    }

    private var fields: [Field] = []
    /// The UTF-8 of every literal and name, one after another.
    private var texts: [UInt8] = []
    /// Where each name is in `texts`.
    private var names: [Range<Int>] = []

    init?(locale: Locale, template: String) {
        guard let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) else { return nil }
        // One formatter for the names and the check: ICU builds its formatter again whenever the pattern or
        // the zone changes, and that costs more than a list's thousands of dates.
        let formatter = DateFormatter()
        formatter.locale = locale
        guard parse(pattern, formatter) else { return nil }
        formatter.dateFormat = pattern
        // The samples' wall-clock times, each checked as that time in UTC: no field handled here names a
        // zone, so the text is the same as in the sample's own offset.
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        for sample in Self.samples {
            let wallClock = sample.date.addingTimeInterval(Double(sample.offsetSeconds))
            guard formatter.string(from: wallClock) == string(sample) else { return nil }
        }
    }

    /// A copy that shares no storage with this one, for another thread: reading one array from two
    /// threads bounces its reference count between the cores.
    func copy() -> PatternDateFormat {
        var copy = self
        copy.fields = fields.map { $0 }
        copy.texts = texts.map { $0 }
        copy.names = names.map { $0 }
        return copy
    }

    /// The wall-clock time of `stamp` (in the offset it was written in), formatted.
    func string(_ stamp: EntryTimestamp) -> String {
        var out: [UInt8] = []
        append(stamp, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `string(stamp)` as UTF-8, appended to `out`.
    func append(_ stamp: EntryTimestamp, to out: inout [UInt8]) {
        texts.withUnsafeBufferPointer { texts in
            func text(_ range: Range<Int>) { out.append(contentsOf: UnsafeBufferPointer(rebasing: texts[range])) }
            for field in fields {
                switch field {
                case .literal(let range): text(range)
                case .year(let width): Self.pad(width == 2 ? stamp.day.year % 100 : stamp.day.year, width, to: &out)
                case .monthNumber(let width): Self.pad(stamp.day.month, width, to: &out)
                case .monthName(let first): text(names[first + stamp.day.month - 1])
                case .day(let width): Self.pad(stamp.day.day, width, to: &out)
                case .weekday(let first): text(names[first + Self.weekday(stamp.day)])
                case .hour(let width, let twelve, let zeroBased):
                    var hour = twelve ? stamp.hour % 12 : stamp.hour
                    if !zeroBased, hour == 0 { hour = twelve ? 12 : 24 }
                    Self.pad(hour, width, to: &out)
                case .minute(let width): Self.pad(stamp.minute, width, to: &out)
                case .second(let width): Self.pad(stamp.second, width, to: &out)
                case .dayPeriod(let am, let pm): text(names[stamp.hour < 12 ? am : pm])
                }
            }
        }
    }

    /// `text` kept in `texts`, its range returned.
    private mutating func keep(_ text: String) -> Range<Int> {
        let start = texts.count
        texts.append(contentsOf: text.utf8)
        return start..<texts.count
    }

    /// `list` kept as names, the index of the first returned.
    private mutating func keepNames(_ list: [String]) -> Int {
        let first = names.count
        for name in list { names.append(keep(name)) }
        return first
    }

    /// Reads the fields of an ICU date pattern, with the names from `symbols`; false for a pattern with a
    /// letter this does not handle.
    private mutating func parse(_ pattern: String, _ symbols: DateFormatter) -> Bool {
        var chars = Array(pattern)
        var i = 0
        var literal = ""
        func flush() {
            if !literal.isEmpty {
                fields.append(.literal(keep(literal)))
                literal = ""
            }
        }
        while i < chars.count {
            let c = chars[i]
            if c == "'" {
                if i + 1 < chars.count, chars[i + 1] == "'" {
                    literal.append("'")
                    i += 2
                    continue
                }
                i += 1
                while i < chars.count {
                    if chars[i] == "'" {
                        if i + 1 < chars.count, chars[i + 1] == "'" {
                            literal.append("'")
                            i += 2
                            continue
                        }
                        break
                    }
                    literal.append(chars[i])
                    i += 1
                }
                i += 1
                continue
            }
            guard c.isASCII, c.isLetter else {
                literal.append(c)
                i += 1
                continue
            }
            var count = 1
            while i + count < chars.count, chars[i + count] == c { count += 1 }
            i += count
            flush()
            let field: Field
            switch (c, count) {
            case ("y", 2): field = .year(width: 2)
            case ("y", _): field = .year(width: count)
            case ("M", 1...2), ("L", 1...2): field = .monthNumber(width: count)
            case ("M", 3): field = .monthName(first: keepNames(symbols.shortMonthSymbols))
            case ("M", 4): field = .monthName(first: keepNames(symbols.monthSymbols))
            case ("L", 3): field = .monthName(first: keepNames(symbols.shortStandaloneMonthSymbols))
            case ("L", 4): field = .monthName(first: keepNames(symbols.standaloneMonthSymbols))
            case ("d", 1...2): field = .day(width: count)
            case ("E", 1...3): field = .weekday(first: keepNames(symbols.shortWeekdaySymbols))
            case ("E", 4): field = .weekday(first: keepNames(symbols.weekdaySymbols))
            case ("c", 3): field = .weekday(first: keepNames(symbols.shortStandaloneWeekdaySymbols))
            case ("c", 4): field = .weekday(first: keepNames(symbols.standaloneWeekdaySymbols))
            case ("h", 1...2): field = .hour(width: count, twelve: true, zeroBased: false)
            case ("K", 1...2): field = .hour(width: count, twelve: true, zeroBased: true)
            case ("H", 1...2): field = .hour(width: count, twelve: false, zeroBased: true)
            case ("k", 1...2): field = .hour(width: count, twelve: false, zeroBased: false)
            case ("m", 1...2): field = .minute(width: count)
            case ("s", 1...2): field = .second(width: count)
            case ("a", 1...3): field = .dayPeriod(am: keepNames([symbols.amSymbol]), pm: keepNames([symbols.pmSymbol]))
            default: return false
            }
            fields.append(field)
        }
        flush()
        chars.removeAll()
        return true
    }

    /// 0 for Sunday … 6 for Saturday, as DateFormatter's weekday names are ordered.
    private static func weekday(_ day: Day) -> Int {
        // Days since 1970-01-01 (a Thursday), by the civil-from-days algorithm.
        let y = day.month <= 2 ? day.year - 1 : day.year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (day.month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day.day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146097 + doe - 719468
        return ((days % 7) + 11) % 7
    }

    /// `value` (not negative) in decimal digits, with zeros before it up to `width` digits.
    private static func pad(_ value: Int, _ width: Int, to out: inout [UInt8]) {
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        if width > digits { out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - digits)) }
        let end = out.count + digits
        out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        var value = value
        for index in stride(from: end - 1, through: end - digits, by: -1) {
            out[index] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        }
    }

    /// Instants that cover both day periods, one- and two-digit fields, every weekday and a leap day.
    private static let samples: [EntryTimestamp] = [
        "2026-11-21T22:41:55+09:00", "2026-01-05T09:04:03+09:00", "2024-02-29T00:30:00+00:00",
        "2025-06-01T12:00:59-07:00", "2026-08-09T13:07:00+02:00", "2026-03-17T11:59:00+05:30",
        "2026-12-31T23:59:59+14:00", "2026-10-08T06:05:04-03:30"
    ].compactMap { EntryTimestamp(rfc3339: $0) }
}
