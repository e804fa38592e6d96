import Foundation
import Testing

@testable import VaultKit

@Suite("ForeignDate: dates as other tools write them")
struct ForeignDateTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!
    static let utc = TimeZone(identifier: "UTC")!

    @Test(
        "RFC 3339 with an offset, Z or a fraction; the fraction is dropped, the offset kept",
        arguments: [
            ("2025-11-21T09:14:03+09:00", "2025-11-21T09:14:03+09:00"),
            ("2025-11-21T09:14:03-08:00", "2025-11-21T09:14:03-08:00"),
            ("2025-11-21T09:14:03+05:45", "2025-11-21T09:14:03+05:45"),
            ("2025-11-21T09:14:03-00:00", "2025-11-21T09:14:03+00:00"),
            ("2025-11-21T09:14:03Z", "2025-11-21T09:14:03+00:00"),
            ("2025-11-21T09:14:03z", "2025-11-21T09:14:03+00:00"),
            ("2025-11-21t09:14:03Z", "2025-11-21T09:14:03+00:00"),
            ("2019-12-16T10:59:15.123+01:00", "2019-12-16T10:59:15+01:00"),
            ("2025-11-21T09:14:03.999999999Z", "2025-11-21T09:14:03+00:00"),
            ("2025-11-21T09:14:03,5Z", "2025-11-21T09:14:03+00:00"),
            ("2025-11-21T23:59:59+14:00", "2025-11-21T23:59:59+14:00"),
            ("2025-11-21T00:00:00-12:00", "2025-11-21T00:00:00-12:00")
        ])
    func rfc3339(_ text: String, _ expected: String) throws {
        // The zone does not matter when the text has an offset.
        for zone in [Self.seoul, Self.losAngeles, Self.utc] {
            let stamp = try #require(ForeignDate.parse(text, zone: zone), "\(text) in \(zone.identifier)")
            #expect(stamp.description == expected, "\(text) in \(zone.identifier)")
        }
    }

    @Test(
        "a space for the T, Jekyll's +0900, a bare +09, no seconds",
        arguments: [
            ("2025-11-21 09:14:03 +0900", "2025-11-21T09:14:03+09:00"),
            ("2025-11-21 09:14:03 -0800", "2025-11-21T09:14:03-08:00"),
            ("2025-11-21 09:14:03+09:00", "2025-11-21T09:14:03+09:00"),
            ("2025-11-21 09:14:03 +09:00", "2025-11-21T09:14:03+09:00"),
            ("2025-11-21T09:14:03+0900", "2025-11-21T09:14:03+09:00"),
            ("2025-11-21T09:14:03+09", "2025-11-21T09:14:03+09:00"),
            ("2025-11-21 09:14:03 -05", "2025-11-21T09:14:03-05:00"),
            ("2025-11-21T09:14:03-0330", "2025-11-21T09:14:03-03:30"),
            ("2025-11-21T09:14+09:00", "2025-11-21T09:14:00+09:00"),
            ("2025-11-21 09:14 +0900", "2025-11-21T09:14:00+09:00"),
            ("2025-11-21 09:14:03.5 +0900", "2025-11-21T09:14:03+09:00"),
            ("  2025-11-21T09:14:03Z  ", "2025-11-21T09:14:03+00:00")
        ])
    func otherSeparatorsAndOffsets(_ text: String, _ expected: String) throws {
        let stamp = try #require(ForeignDate.parse(text, zone: Self.losAngeles), "\(text)")
        #expect(stamp.description == expected)
    }

    @Test(
        "no offset: the wall-clock time in the given zone, with that zone's offset on that day",
        arguments: [
            ("2025-11-21T09:14:03", "Asia/Seoul", "2025-11-21T09:14:03+09:00"),
            ("2025-11-21T09:14:03", "America/Los_Angeles", "2025-11-21T09:14:03-08:00"),
            ("2025-07-04T09:14:03", "America/Los_Angeles", "2025-07-04T09:14:03-07:00"),
            ("2025-07-04 21:00", "America/Los_Angeles", "2025-07-04T21:00:00-07:00"),
            ("2025-03-09T01:59:59", "America/Los_Angeles", "2025-03-09T01:59:59-08:00"),
            ("2025-03-09T03:00:00", "America/Los_Angeles", "2025-03-09T03:00:00-07:00"),
            ("2025-11-21T09:14:03.250", "UTC", "2025-11-21T09:14:03+00:00")
        ])
    func noOffset(_ text: String, _ zone: String, _ expected: String) throws {
        let stamp = try #require(ForeignDate.parse(text, zone: TimeZone(identifier: zone)!), "\(text)")
        #expect(stamp.description == expected)
    }

    @Test("a wall-clock time the fall-back change repeats is one of its two instants")
    func ambiguousLocalTime() throws {
        let stamp = try #require(ForeignDate.parse("2025-11-02T01:30:00", zone: Self.losAngeles))
        #expect(stamp.hour == 1 && stamp.minute == 30)
        // 01:30 PDT (08:30Z) or 01:30 PST (09:30Z).
        #expect([1_762_072_200.0, 1_762_075_800.0].contains(stamp.date.timeIntervalSince1970), "\(stamp)")
        #expect(stamp.offsetSeconds == Self.losAngeles.secondsFromGMT(for: stamp.date))
    }

    @Test("a wall-clock time the spring-forward change skips still gives a consistent timestamp")
    func skippedLocalTime() throws {
        let stamp = try #require(ForeignDate.parse("2025-03-09T02:30:00", zone: Self.losAngeles))
        #expect(stamp.day == Day("2025-03-09"))
        #expect(stamp.offsetSeconds == Self.losAngeles.secondsFromGMT(for: stamp.date), "\(stamp)")
        #expect(EntryTimestamp(stamp.date, in: Self.losAngeles) == stamp, "\(stamp)")
    }

    @Test(
        "a bare date is midnight in the given zone",
        arguments: [
            ("Asia/Seoul", "2025-11-21T00:00:00+09:00"),
            ("America/Los_Angeles", "2025-11-21T00:00:00-08:00"),
            ("UTC", "2025-11-21T00:00:00+00:00")
        ])
    func bareDate(_ zone: String, _ expected: String) throws {
        let stamp = try #require(ForeignDate.parse("2025-11-21", zone: TimeZone(identifier: zone)!))
        #expect(stamp.description == expected)
        let summer = try #require(ForeignDate.parse("2025-07-04", zone: Self.losAngeles))
        #expect(summer.description == "2025-07-04T00:00:00-07:00")
    }

    @Test(
        "epoch seconds, with and without a fraction, negative too: floored, shown in the zone",
        arguments: [
            ("1763683200", "Asia/Seoul", "2025-11-21T09:00:00+09:00"),
            ("1763683200.0", "Asia/Seoul", "2025-11-21T09:00:00+09:00"),
            ("1763683200.75", "Asia/Seoul", "2025-11-21T09:00:00+09:00"),
            ("1763683200.75", "America/Los_Angeles", "2025-11-20T16:00:00-08:00"),
            ("1741514400", "America/Los_Angeles", "2025-03-09T03:00:00-07:00"),
            ("0", "UTC", "1970-01-01T00:00:00+00:00"),
            ("-1", "UTC", "1969-12-31T23:59:59+00:00"),
            ("-1.5", "UTC", "1969-12-31T23:59:58+00:00"),
            ("-86400", "Asia/Seoul", "1969-12-31T09:00:00+09:00"),
            ("-0.25", "UTC", "1969-12-31T23:59:59+00:00"),
            ("+1763683200", "UTC", "2025-11-21T00:00:00+00:00"),
            ("1.7636832e9", "UTC", "2025-11-21T00:00:00+00:00"),
            (" 1763683200 ", "UTC", "2025-11-21T00:00:00+00:00")
        ])
    func epoch(_ text: String, _ zone: String, _ expected: String) throws {
        let stamp = try #require(ForeignDate.parse(text, zone: TimeZone(identifier: zone)!), "\(text)")
        #expect(stamp.description == expected)
    }

    /// Before 1908 Seoul kept local mean time, +08:27:52; RFC 3339 offsets have no seconds.
    @Test(
        "whatever the zone's offset (even local mean time with seconds), the text written denotes the instant",
        arguments: [
            ("-2208988800", "Asia/Seoul"),
            ("-2208988800.5", "Asia/Seoul"),
            ("1900-01-01", "Asia/Seoul"),
            ("1900-01-01T12:00:00", "Asia/Seoul"),
            ("1850-06-01", "America/Los_Angeles"),
            ("-1e10", "America/Los_Angeles"),
            ("1763683200", "Asia/Seoul")
        ])
    func writtenTextDenotesTheInstant(_ text: String, _ zone: String) throws {
        let stamp = try #require(ForeignDate.parse(text, zone: TimeZone(identifier: zone)!), "\(text)")
        let back = try #require(EntryTimestamp(rfc3339: stamp.description), "\(stamp) is RFC 3339")
        #expect(
            back.date == stamp.date,
            "\(text) in \(zone): \(stamp) reads back \(back.date.timeIntervalSince1970 - stamp.date.timeIntervalSince1970) s off")
        if let epoch = Double(text) {
            #expect(back.date == Date(timeIntervalSince1970: epoch.rounded(.down)), "\(text) in \(zone): \(stamp)")
        }
    }

    @Test(
        "garbage is refused",
        arguments: [
            "", "   ", "next tuesday", "today", "Nov 21, 2025", "21/11/2025", "11/21/2025", "2025/11/21",
            "2025-11", "2025-1-21", "2025-11-21T", "2025-11-21T9:14", "2025-11-21T09", "2025-11-21T09:1",
            "2025-11-21X09:14:03", "2025-13-01", "2025-02-30", "2025-00-10", "0000-01-01",
            "2025-11-21T24:00:00Z", "2025-11-21T09:60:00Z", "2025-11-21T09:14:61", "2025-11-21T-1:14:03",
            "2025-11-21T09:14:03+25:00", "2025-11-21T09:14:03+09:60", "2025-11-21T09:14:03+9", "2025-11-21T09:14:03+090",
            "2025-11-21T09:14:03+09:00:00", "2025-11-21T09:14:03 +09:00 PST", "2025-11-21T09:14:03 PST",
            "2025-11-21T09:14:03.", "2025-11-21T09:14:03.+09:00", "2025-11-21T09:14:03ZZ", "2025-11-21T09:14:03+",
            "2025-11-21T09:14:03+09::00", "2025-11-21junk", "nan", "NaN", "inf", "-inf", "Infinity",
            "1e999", "0x1F", "1_763_683_200", "1763683200s", "١٧٦٣٦٨٣٢٠٠", "２０２５-１１-２１",
            // Epochs beyond 9999-12-31 or before 0001-01-01: no RFC 3339 `created` can hold them.
            "1e20", "99999999999999", "-1e12", "-99999999999999"
        ])
    func garbage(_ text: String) {
        #expect(
            ForeignDate.parse(text, zone: Self.seoul) == nil,
            "\(text.debugDescription) → \(String(describing: ForeignDate.parse(text, zone: Self.seoul)))")
    }

    @Test("a time without an offset that the zone skips or repeats: read with the offset before the change, and said which")
    func daylightSaving() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let gap = try #require(ForeignDate.parseNoting("2024-03-10 02:30", zone: newYork))
        #expect(gap.fold == .skipped && gap.stamp.description == "2024-03-10T03:30:00-04:00")
        let twice = try #require(ForeignDate.parseNoting("2024-11-03 01:30:15", zone: newYork))
        #expect(twice.fold == .repeated && twice.stamp.description == "2024-11-03T01:30:15-04:00")
        for text in ["2024-03-10 01:59", "2024-03-10 03:00", "2024-11-03 00:59", "2024-11-03 02:00", "2024-03-10T02:30:00-05:00", "2024-03-10"] {
            #expect(ForeignDate.parseNoting(text, zone: newYork)?.fold == nil, "\(text)")
            #expect(ForeignDate.parseNoting(text, zone: newYork)?.stamp == ForeignDate.parse(text, zone: newYork), "\(text)")
        }
        // A zone without daylight saving time has no such times; Lord Howe's half-hour change has.
        #expect(ForeignDate.parseNoting("2024-03-10 02:30", zone: Self.seoul)?.fold == nil)
        let lordHowe = try #require(TimeZone(identifier: "Australia/Lord_Howe"))
        #expect(ForeignDate.parseNoting("2024-10-06 02:15", zone: lordHowe)?.fold == .skipped)
    }
}
