import Foundation

/// A wall-clock time that a time zone skips (the hour clocks jump over in spring) or passes twice (the
/// hour they repeat in autumn). diary reads either with the offset in force before the change: a skipped
/// time moves forward by the jump (02:30 → 03:30), a repeated one is the first of the two.
public enum LocalTimeFold: Sendable, Equatable {
    case skipped
    case repeated
}

/// A source's time read as a `LocalTimeFold`: which entry, the text it gave, the zone and the instant taken.
public struct ImportLocalTime: Sendable, Equatable {
    public let source: String
    public let written: String
    public let zone: String
    public let fold: LocalTimeFold
    public let readAs: EntryTimestamp
}

extension ForeignDate {
    /// Whether the wall-clock time of `day` at `hour:minute:second` is skipped or repeated in `zone`, and
    /// then its instant read with the offset in force before the change; nil when it names exactly one instant.
    static func fold(_ day: Day, hour: Int, minute: Int, second: Int, in zone: TimeZone) -> (LocalTimeFold, Date)? {
        // The wall-clock time as if it were UTC, less each offset the zone has around then: an offset that
        // holds at the instant it gives is a reading of that time.
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        guard
            let wall = utc.date(
                from: DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute, second: second))
        else { return nil }
        let before = zone.secondsFromGMT(for: wall.addingTimeInterval(-86_400))
        let offsets = Set([before, zone.secondsFromGMT(for: wall), zone.secondsFromGMT(for: wall.addingTimeInterval(86_400))])
        let readings = offsets.filter { zone.secondsFromGMT(for: wall.addingTimeInterval(TimeInterval(-$0))) == $0 }
        let instant = wall.addingTimeInterval(TimeInterval(-before))
        switch readings.count {
        case 0: return (.skipped, instant)
        case 1: return nil
        default: return (.repeated, instant)
        }
    }

    /// `parse`, and for a date and time without an offset that `zone` skips or repeats, which of the two it
    /// was, the instant then read with the offset before the change (see `LocalTimeFold`).
    static func parseNoting(_ text: String, zone: TimeZone) -> (stamp: EntryTimestamp, fold: LocalTimeFold?)? {
        guard let stamp = parse(text, zone: zone) else { return nil }
        let trimmed = text.trimmingWhitespace
        let b = Array(trimmed.utf8)
        // Only a date and a time without an offset is read on the zone's wall clock.
        guard b.count >= 16, let day = Day(String(decoding: b[0..<10], as: UTF8.self)),
            let hour = ASCIIDigits.value(b[11..<13]), let minute = ASCIIDigits.value(b[14..<16]),
            !trimmed.utf8.dropFirst(16).contains(where: {
                $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "Z") || $0 == UInt8(ascii: "z")
            })
        else { return (stamp, nil) }
        let second = b.count >= 19 && b[16] == UInt8(ascii: ":") ? ASCIIDigits.value(b[17..<19]) ?? 0 : 0
        guard let (fold, instant) = fold(day, hour: hour, minute: minute, second: second, in: zone) else { return (stamp, nil) }
        return (EntryTimestamp(instant, in: zone), fold)
    }
}
