import Foundation
import Testing

@testable import VaultKit

/// A day that the test knows to be valid.
private func day(_ text: String) -> Day {
    guard let day = Day(text) else { fatalError("test day \(text) is not valid") }
    return day
}

/// An ISO 8601 instant parsed by Foundation, as the independent reference.
private func instant(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    guard let date = formatter.date(from: text) else { fatalError("test instant \(text) is not valid") }
    return date
}

private func zone(_ identifier: String) -> TimeZone {
    guard let zone = TimeZone(identifier: identifier) else { fatalError("no time zone \(identifier)") }
    return zone
}

@Suite("Layout: entry paths")
struct EntryPathTests {
    @Test(arguments: [
        ("2026/11/2026-11-21.md", "2026-11-21", 1),
        ("2026/11/2026-11-21-2.md", "2026-11-21", 2),
        ("2026/11/2026-11-21-10.md", "2026-11-21", 10),
        ("2026/01/2026-01-01-999999.md", "2026-01-01", 999_999),
        ("2024/02/2024-02-29.md", "2024-02-29", 1),
        ("0001/01/0001-01-01.md", "0001-01-01", 1)
    ])
    func parsesAnEntryPathAndWritesItBack(_ relative: String, _ dayText: String, _ sequence: Int) throws {
        let path = try #require(EntryPath(relativePath: relative))
        #expect(path.day == day(dayText))
        #expect(path.sequence == sequence)
        #expect(path.relativePath == relative)
        #expect(path.description == relative)
        #expect(EntryPath(day: day(dayText), sequence: sequence).relativePath == relative)
        #expect(path.fileName == String(relative.split(separator: "/").last!))
        #expect(path.name + ".md" == path.fileName)
        #expect(path.folder == String(relative.prefix(7)))
    }

    @Test(arguments: [
        "2026/11/2026-12-01.md",  // wrong month folder
        "2025/11/2026-11-21.md",  // wrong year folder
        "2026/11/2026-11-21-1.md",  // the first entry has no suffix
        "2026/11/2026-11-21-0.md",
        "2026/11/2026-11-21-02.md",  // leading zero
        "2026/11/2026-11-21-.md",
        "2026/11/2026-11-21-x.md",
        "2026/11/2026-11-21-+2.md",
        "2026/11/2026-11-21--2.md",
        "2026/11/2026-11-21-2-3.md",
        "2026/11/2026-11-21-1234567.md",  // more than six digits
        "2026/11/2026-11-31.md",  // no such day
        "2026/02/2026-02-29.md",  // not a leap year
        "2026/13/2026-13-01.md",  // no such month
        "2026/00/2026-00-01.md",
        "notes.md",
        "README.md",
        "2026-11-21.md",  // not in its folders
        "11/2026-11-21.md",
        "2026/11/2026-11-21.txt",
        "2026/11/2026-11-21.MD",
        "2026/11/2026-11-21.md.md",
        "2026/11/2026-11-21.markdown",
        "2026/11/2026-11-21 .md",
        "2026/11/.2026-11-21.md",
        "2026/11/.2026-11-21.md.tmp-123",
        "2026/11/notes.md",
        "2026/1/2026-01-21.md",
        "26/11/2026-11-21.md",
        "x/2026/11/2026-11-21.md",  // extra folders
        "2026/11/x/2026-11-21.md",
        "2026/11/2026-11-21.md/x",
        "/2026/11/2026-11-21.md",
        "2026/11/2026-11-21.md/",
        "2026//11/2026-11-21.md",
        "./2026/11/2026-11-21.md",
        "2026/11/2026_11_21.md",
        "２０２６/11/2026-11-21.md",  // full-width digits
        ""
    ])
    func rejectsWhatIsNotAnEntryPath(_ relative: String) {
        #expect(EntryPath(relativePath: relative) == nil, "\(relative.debugDescription) was taken for an entry")
    }

    @Test func aSequenceBelowOneIsTheFirstEntry() {
        #expect(EntryPath(day: day("2026-11-21"), sequence: 0).relativePath == "2026/11/2026-11-21.md")
        #expect(EntryPath(day: day("2026-11-21"), sequence: -3).sequence == 1)
    }

    @Test func ordersByDayThenSequenceNotByName() {
        let paths = [
            "2026/11/2026-11-21-10.md", "2026/11/2026-11-21-2.md", "2026/12/2026-12-01.md",
            "2026/11/2026-11-21.md", "2025/12/2025-12-31-3.md", "2026/11/2026-11-20-9.md"
        ].compactMap { EntryPath(relativePath: $0) }
        #expect(paths.count == 6)
        #expect(
            paths.sorted().map(\.relativePath) == [
                "2025/12/2025-12-31-3.md", "2026/11/2026-11-20-9.md", "2026/11/2026-11-21.md",
                "2026/11/2026-11-21-2.md", "2026/11/2026-11-21-10.md", "2026/12/2026-12-01.md"
            ])
        let a = EntryPath(day: day("2026-11-21"), sequence: 2)
        #expect(a == EntryPath(relativePath: "2026/11/2026-11-21-2.md"))
        #expect(Set([a, EntryPath(day: day("2026-11-21"), sequence: 2)]).count == 1)
    }
}

@Suite("Layout: days")
struct DayTests {
    @Test(arguments: ["2024-02-29", "2000-02-29", "2026-02-28", "2026-12-31", "2026-04-30", "0001-01-01", "9999-12-31"])
    func acceptsRealDays(_ text: String) throws {
        let parsed = try #require(Day(text))
        #expect(parsed.description == text)
    }

    @Test(arguments: [
        "2026-02-29", "1900-02-29", "2100-02-29", "2026-04-31", "2026-11-31", "2026-13-01", "2026-00-10",
        "2026-11-00", "0000-01-01", "2026-1-01", "2026-11-1", "26-11-21", "2026/11/21", "2026-11-21 ",
        " 2026-11-21", "2026-11-21T00:00", "+026-11-21", "2026-+1-21", "２０２６-11-21", "today", ""
    ])
    func rejectsWhatIsNotADay(_ text: String) {
        #expect(Day(text) == nil, "\(text.debugDescription) was taken for a day")
    }

    @Test func componentsAreValidated() {
        #expect(Day(year: 2024, month: 2, day: 29) != nil)
        #expect(Day(year: 2026, month: 2, day: 29) == nil)
        #expect(Day(year: 10_000, month: 1, day: 1) == nil)
        #expect(Day(year: 2026, month: 12, day: 32) == nil)
        #expect(Day(year: 5, month: 1, day: 2)?.description == "0005-01-02")
    }

    @Test(arguments: [
        ("2026-11-30", 1, "2026-12-01"),
        ("2026-12-31", 1, "2027-01-01"),
        ("2027-01-01", -1, "2026-12-31"),
        ("2024-02-28", 1, "2024-02-29"),
        ("2024-02-29", 1, "2024-03-01"),
        ("2026-02-28", 1, "2026-03-01"),
        ("2026-03-01", -1, "2026-02-28"),
        ("2024-03-01", -1, "2024-02-29"),
        ("2026-03-08", 1, "2026-03-09"),  // a DST change in many zones: days are calendar days
        ("2026-11-01", 1, "2026-11-02"),
        ("2026-11-21", 0, "2026-11-21"),
        ("2026-11-21", 365, "2027-11-21"),
        ("2024-01-01", 366, "2025-01-01"),
        ("2026-11-21", -3650, "2016-11-23")
    ])
    func addingDaysCrossesMonthAndYearEnds(_ start: String, _ count: Int, _ expected: String) {
        #expect(day(start).adding(days: count) == day(expected))
    }

    @Test func ordersChronologically() {
        let days = ["2026-11-21", "2025-12-31", "2026-01-02", "2026-11-03"].map(day)
        #expect(days.sorted().map(\.description) == ["2025-12-31", "2026-01-02", "2026-11-03", "2026-11-21"])
    }

    @Test func theDayOfAnInstantDependsOnTheZone() {
        let date = instant("2026-11-22T04:30:00Z")
        #expect(Day(date, in: zone("America/New_York")) == day("2026-11-21"))
        #expect(Day(date, in: TimeZone(secondsFromGMT: 0)!) == day("2026-11-22"))
        #expect(Day(date, in: zone("Asia/Seoul")) == day("2026-11-22"))
        #expect(day("2026-11-21").startDate(in: zone("Asia/Seoul")) == instant("2026-11-20T15:00:00Z"))
        #expect(day("2026-07-04").startDate(in: zone("America/New_York")) == instant("2026-07-04T04:00:00Z"))
    }
}

@Suite("Layout: entry timestamps")
struct EntryTimestampTests {
    @Test(arguments: [
        ("2026-11-21T09:14:03Z", "2026-11-21", 9, 14, 3, 0),
        ("2026-11-21t09:14:03z", "2026-11-21", 9, 14, 3, 0),
        ("2026-11-21T09:14:03+09:00", "2026-11-21", 9, 14, 3, 32_400),
        ("2026-11-21T09:14:03-05:30", "2026-11-21", 9, 14, 3, -19_800),
        ("2026-11-21T09:14:03+00:00", "2026-11-21", 9, 14, 3, 0),
        ("2026-11-21T09:14:03-00:00", "2026-11-21", 9, 14, 3, 0),
        ("2026-11-21T09:14:03+13:45", "2026-11-21", 9, 14, 3, 49_500),
        ("2026-11-21T09:14:03.5Z", "2026-11-21", 9, 14, 3, 0),
        ("2026-11-21T09:14:03.123456789+09:00", "2026-11-21", 9, 14, 3, 32_400),
        ("2026-11-21 09:14:03+09:00", "2026-11-21", 9, 14, 3, 32_400),
        ("2024-02-29T23:59:59-12:00", "2024-02-29", 23, 59, 59, -43_200),
        ("2026-01-01T00:00:00+14:00", "2026-01-01", 0, 0, 0, 50_400)
    ])
    func parsesRFC3339(_ text: String, _ dayText: String, _ hour: Int, _ minute: Int, _ second: Int, _ offset: Int) throws {
        let stamp = try #require(EntryTimestamp(rfc3339: text))
        #expect(stamp.day == day(dayText))
        #expect(stamp.hour == hour)
        #expect(stamp.minute == minute)
        #expect(stamp.second == second)
        #expect(stamp.offsetSeconds == offset)
        #expect(stamp.timeZone.secondsFromGMT() == offset)
    }

    @Test(arguments: [
        "", "2026-11-21", "2026-11-21T09:14:03", "2026-11-21T09:14+09:00", "2026-11-21T9:14:03+09:00",
        "2026-11-21T24:00:00Z", "2026-11-21T09:60:00Z", "2026-11-21T09:14:61Z", "2026-02-30T09:14:03Z",
        "2026-13-01T09:14:03Z", "2026-11-21T09:14:03+0900", "2026-11-21T09:14:03+09", "2026-11-21T09:14:03+9:00",
        "2026-11-21T09:14:03.Z", "2026-11-21T09:14:03.5", "2026-11-21T09:14:03.", "2026-11-21T09:14:03+24:00",
        "2026-11-21T09:14:03+09:60", "2026-11-21X09:14:03Z", "2026-11-21T09:14:03Zjunk", "2026-11-21T09:14:03 +09:00",
        "2026-11-21T09:14:03+09:00 ", " 2026-11-21T09:14:03Z", "2026-11-21T09-14-03Z", "2026-11-21T09:14:03Z+09:00",
        "1763683200.0", "1763683200", "2026-11-21T09:14:03.5.5Z", "2026-11-21T09:14:03,5Z", "2026-11-21T09:14:03UTC",
        "2026-11-21T０9:14:03Z"
    ])
    func rejectsWhatIsNotRFC3339(_ text: String) {
        #expect(EntryTimestamp(rfc3339: text) == nil, "\(text.debugDescription) was taken for a timestamp")
    }

    @Test(arguments: [
        "2026-11-21T09:14:03+09:00", "2026-11-21T09:14:03-05:30", "2026-11-21T00:00:00+00:00",
        "1999-12-31T23:59:59-08:00", "2024-02-29T12:00:00+05:45", "0001-01-01T00:00:00+00:00"
    ])
    func descriptionRoundTrips(_ text: String) throws {
        let stamp = try #require(EntryTimestamp(rfc3339: text))
        #expect(stamp.description == text)
        #expect(EntryTimestamp(rfc3339: stamp.description) == stamp)
    }

    @Test(arguments: [
        ("2026-11-21T09:14:03Z", "2026-11-21T09:14:03+00:00"),
        ("2026-11-21 09:14:03+09:00", "2026-11-21T09:14:03+09:00"),
        ("2026-11-21T09:14:03.999+09:00", "2026-11-21T09:14:03+09:00")
    ])
    func descriptionIsCanonical(_ text: String, _ canonical: String) throws {
        #expect(try #require(EntryTimestamp(rfc3339: text)).description == canonical)
    }

    @Test(arguments: [
        "2026-11-21T09:14:03+09:00", "2026-11-21T09:14:03Z", "2026-11-21T23:30:00-05:00", "2026-11-21T00:15:00+14:00",
        "2026-03-08T01:59:59-05:00", "2024-02-29T23:59:59-12:00", "1970-01-01T00:00:00Z", "1969-12-31T23:59:59-00:30",
        "2038-01-19T03:14:08Z", "2100-03-01T12:00:00+05:30"
    ])
    func dateIsTheInstantFoundationReads(_ text: String) throws {
        let stamp = try #require(EntryTimestamp(rfc3339: text))
        #expect(stamp.date == instant(text))
    }

    @Test func fractionalSecondsAreDropped() throws {
        let stamp = try #require(EntryTimestamp(rfc3339: "2026-11-21T09:14:03.750+09:00"))
        #expect(stamp.date == instant("2026-11-21T09:14:03+09:00"))
    }

    @Test(arguments: [
        // zone, instant (UTC), expected local time with offset
        ("Asia/Seoul", "2026-11-21T00:14:03Z", "2026-11-21T09:14:03+09:00"),
        ("Asia/Seoul", "2026-11-20T15:00:00Z", "2026-11-21T00:00:00+09:00"),
        ("America/New_York", "2026-07-04T16:00:00Z", "2026-07-04T12:00:00-04:00"),
        ("America/New_York", "2026-01-15T17:00:00Z", "2026-01-15T12:00:00-05:00"),
        ("America/New_York", "2026-03-08T06:59:59Z", "2026-03-08T01:59:59-05:00"),  // just before DST
        ("America/New_York", "2026-03-08T07:00:00Z", "2026-03-08T03:00:00-04:00"),  // just after
        ("America/New_York", "2026-11-22T04:30:00Z", "2026-11-21T23:30:00-05:00"),
        ("Asia/Kolkata", "2026-11-21T00:00:00Z", "2026-11-21T05:30:00+05:30"),
        ("America/St_Johns", "2026-01-10T12:00:00Z", "2026-01-10T08:30:00-03:30"),
        ("America/St_Johns", "2026-07-10T12:00:00Z", "2026-07-10T09:30:00-02:30"),
        ("Pacific/Chatham", "2026-07-10T00:00:00Z", "2026-07-10T12:45:00+12:45"),
        ("Pacific/Kiritimati", "2026-12-31T10:00:00Z", "2027-01-01T00:00:00+14:00"),
        ("UTC", "2026-11-21T09:14:03Z", "2026-11-21T09:14:03+00:00")
    ])
    func localTimeInAZoneHasThatZonesOffsetAtThatInstant(_ identifier: String, _ utc: String, _ expected: String) {
        let stamp = EntryTimestamp(instant(utc), in: zone(identifier))
        #expect(stamp.description == expected)
        #expect(stamp.date == instant(utc))
    }

    @Test func theDayFolderComesFromTheLocalOffsetNotUTC() throws {
        let stamp = try #require(EntryTimestamp(rfc3339: "2026-11-21T23:30:00-05:00"))
        #expect(stamp.day == day("2026-11-21"))
        #expect(Day(stamp.date, in: TimeZone(secondsFromGMT: 0)!) == day("2026-11-22"))
        #expect(EntryPath(day: stamp.day).relativePath == "2026/11/2026-11-21.md")

        let late = EntryTimestamp(instant("2026-12-01T04:59:00Z"), in: zone("America/New_York"))
        #expect(late.description == "2026-11-30T23:59:00-05:00")
        #expect(EntryPath(day: late.day).relativePath == "2026/11/2026-11-30.md")

        let early = EntryTimestamp(instant("2026-12-31T15:30:00Z"), in: zone("Asia/Seoul"))
        #expect(EntryPath(day: early.day).relativePath == "2027/01/2027-01-01.md")
    }

    @Test func invalidComponentsAreRefused() {
        let d = day("2026-11-21")
        #expect(EntryTimestamp(day: d, hour: 24, minute: 0, second: 0, offsetSeconds: 0) == nil)
        #expect(EntryTimestamp(day: d, hour: 0, minute: 60, second: 0, offsetSeconds: 0) == nil)
        #expect(EntryTimestamp(day: d, hour: 0, minute: 0, second: 61, offsetSeconds: 0) == nil)
        #expect(EntryTimestamp(day: d, hour: 0, minute: 0, second: 0, offsetSeconds: 86_400) == nil)
        #expect(EntryTimestamp(day: d, hour: 23, minute: 59, second: 59, offsetSeconds: -86_340) != nil)
    }
}
