import Foundation

/// The `created` instant of an entry with the UTC offset it was written in (RFC 3339, seconds precision).
public struct EntryTimestamp: Hashable, Sendable, CustomStringConvertible {
    public let day: Day
    public let hour: Int
    public let minute: Int
    public let second: Int
    /// Seconds east of UTC.
    public let offsetSeconds: Int

    public init?(day: Day, hour: Int, minute: Int, second: Int, offsetSeconds: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second),
            abs(offsetSeconds) < 24 * 3600
        else { return nil }
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.offsetSeconds = offsetSeconds
    }

    /// Epoch seconds from the first second of the year 1 to the last of 9999 (UTC): the days a vault holds.
    public static let epochSecondsRange: ClosedRange<Double> = -62_135_596_800...253_402_300_799

    /// Parses `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`; a space may stand for the `T`.
    public init?(rfc3339 text: some StringProtocol) {
        guard
            let stamp = text.utf8.withContiguousStorageIfAvailable({ EntryTimestamp(rfc3339UTF8: $0) })
                ?? Array(text.utf8).withUnsafeBufferPointer({ EntryTimestamp(rfc3339UTF8: $0) })
        else { return nil }
        self = stamp
    }

    /// `init(rfc3339:)` of UTF-8 bytes, without a copy.
    init?(rfc3339UTF8 b: UnsafeBufferPointer<UInt8>) {
        guard b.count >= 20, let day = Day(utf8: UnsafeBufferPointer(rebasing: b[0..<10])),
            b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: "t") || b[10] == UInt8(ascii: " "),
            b[13] == UInt8(ascii: ":"), b[16] == UInt8(ascii: ":"),
            let hh = ASCIIDigits.value(b[11..<13]), let mm = ASCIIDigits.value(b[14..<16]),
            let ss = ASCIIDigits.value(b[17..<19])
        else { return nil }
        var i = 19
        if b[i] == UInt8(ascii: ".") {
            i += 1
            let start = i
            while i < b.count, b[i] >= UInt8(ascii: "0"), b[i] <= UInt8(ascii: "9") { i += 1 }
            guard i > start, i < b.count else { return nil }
        }
        let offset: Int
        if b[i] == UInt8(ascii: "Z") || b[i] == UInt8(ascii: "z") {
            guard i + 1 == b.count else { return nil }
            offset = 0
        } else {
            guard b.count - i == 6, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-"),
                b[i + 3] == UInt8(ascii: ":"),
                let oh = ASCIIDigits.value(b[(i + 1)..<(i + 3)]),
                let om = ASCIIDigits.value(b[(i + 4)..<(i + 6)]), oh < 24, om < 60
            else { return nil }
            offset = (b[i] == UInt8(ascii: "-") ? -1 : 1) * (oh * 3600 + om * 60)
        }
        self.init(day: day, hour: hh, minute: mm, second: ss, offsetSeconds: offset)
    }

    /// `date` as wall-clock time in `timeZone`, with that zone's offset at that instant.
    public init(_ date: Date, in timeZone: TimeZone) {
        // RFC 3339 offsets are whole minutes; local mean times before 1900 (e.g. +08:27:52) are rounded
        // so that the written text still denotes this instant.
        let offset = Int((Double(timeZone.secondsFromGMT(for: date)) / 60).rounded()) * 60
        let fixed = TimeZone(secondsFromGMT: offset) ?? timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = fixed
        let p = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        self.day = Day(year: p.year ?? 1970, month: p.month ?? 1, day: p.day ?? 1) ?? Day(date, in: fixed)
        self.hour = p.hour ?? 0
        self.minute = p.minute ?? 0
        self.second = p.second ?? 0
        self.offsetSeconds = offset
    }

    /// The instant this timestamp denotes.
    public var date: Date {
        let midnightUTC = day.startDate(in: .utc)
        let local = Double(hour * 3600 + minute * 60 + second)
        return midnightUTC.addingTimeInterval(local - Double(offsetSeconds))
    }

    /// Seconds since 1970-01-01T00:00:00Z of the instant this timestamp denotes, counted without a calendar
    /// (the proleptic Gregorian calendar throughout): for ordering many, where building a `Date` through
    /// `Calendar` for each showed in profiles.
    public var epochSeconds: Int {
        day.dayNumber * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
    }

    /// A fixed-offset time zone for showing this timestamp as the writer saw it.
    public var timeZone: TimeZone { TimeZone(secondsFromGMT: offsetSeconds) ?? .utc }

    /// RFC 3339 with a numeric offset, e.g. `2026-11-21T09:14:03+09:00`.
    public var description: String {
        let sign = offsetSeconds < 0 ? "-" : "+"
        let off = abs(offsetSeconds)
        return "\(day)T\(ASCIIDigits.pad(hour, 2)):\(ASCIIDigits.pad(minute, 2)):\(ASCIIDigits.pad(second, 2))"
            + "\(sign)\(ASCIIDigits.pad(off / 3600, 2)):\(ASCIIDigits.pad(off % 3600 / 60, 2))"
    }
}

extension TimeZone {
    /// UTC, a zone that is always there (never the process's own zone, which the program passes).
    public static let utc = TimeZone(secondsFromGMT: 0)!
}
