import Foundation
import Testing

@Suite("dates, weekdays and columns in the locale")
struct LocaleDisplayTests {
    /// The river entry: Friday 2025-11-21 09:14 +09:00; the autumn walk: Saturday 2025-10-18 16:20 +09:00.
    static let river = "2025-11-21T09:14:03+09:00"
    static let walk = "2025-10-18T16:20:00+09:00"

    @Test("LC_TIME=ko_KR.UTF-8: list and show give Korean dates and weekdays, whatever LANG says")
    func koreanDates() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let env: [String: String?] = ["LANG": "en_US.UTF-8", "LC_TIME": "ko_KR.UTF-8"]
        let expectedRiver = try LocalizedDateTests().icu(Self.river, locale: "ko_KR")
        let expectedWalk = try LocalizedDateTests().icu(Self.walk, locale: "ko_KR")
        #expect(expectedRiver.contains("2025년 11월 21일") && expectedRiver.contains("(금)") && expectedRiver.contains("오전"))
        #expect(expectedWalk.contains("(토)") && expectedWalk.contains("오후"))

        let list = try await sb.diary("list", env: env)
        Expect.success(list)
        let riverLine = try #require(list.outputLines.first { $0.contains("Walk along the river") }, "\(list)")
        #expect(riverLine.hasPrefix(expectedRiver), "\(riverLine) — ICU: \(expectedRiver)")
        let walkLine = try #require(list.outputLines.first { $0.contains("가을 산책") }, "\(list)")
        #expect(walkLine.hasPrefix(expectedWalk), "\(walkLine) — ICU: \(expectedWalk)")
        #expect(!list.stdout.contains("Fri") && !list.stdout.contains("Nov"), "\(list)")

        let show = try await sb.diary("show", Fixture.river, env: env)
        Expect.success(show)
        #expect(show.outputLines.dropFirst().first?.hasPrefix(expectedRiver) == true, "the date under the title: \(show)")

        let log = try await sb.diary("log", env: env)
        Expect.success(log)
        #expect(log.outputLines.allSatisfy { $0.contains("년") && $0.contains("월") && $0.contains("일") }, "\(log)")
    }

    @Test("LC_TIME=en_US.UTF-8: list and show give English dates and weekdays, even under LANG=ko_KR")
    func englishDates() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let env: [String: String?] = ["LANG": "ko_KR.UTF-8", "LC_TIME": "en_US.UTF-8"]
        let expectedRiver = try LocalizedDateTests().icu(Self.river, locale: "en_US")
        let expectedWalk = try LocalizedDateTests().icu(Self.walk, locale: "en_US")
        #expect(expectedRiver.hasPrefix("Fri, Nov 21, 2025") && expectedRiver.contains("9:14"))
        #expect(expectedWalk.hasPrefix("Sat, Oct 18, 2025") && expectedWalk.contains("4:20"))

        let list = try await sb.diary("list", env: env)
        Expect.success(list)
        let riverLine = try #require(list.outputLines.first { $0.contains("Walk along the river") }, "\(list)")
        #expect(riverLine.hasPrefix(expectedRiver), "\(riverLine) — ICU: \(expectedRiver)")
        let walkLine = try #require(list.outputLines.first { $0.contains("가을 산책") }, "\(list)")
        #expect(walkLine.hasPrefix(expectedWalk), "\(walkLine) — ICU: \(expectedWalk)")
        #expect(!list.stdout.contains("년"), "\(list)")

        let show = try await sb.diary("show", "2025-10-18", env: env)
        Expect.success(show)
        #expect(show.outputLines.dropFirst().first?.hasPrefix(expectedWalk) == true, "\(show)")
        #expect(show.stdout.contains("가을 산책"), "the entry's own text is never translated")
    }

    /// Terminal columns as a reader counts them: Hangul and CJK take two, everything else here one.
    static func columns(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            let v = scalar.value
            let wide =
                (0xAC00...0xD7A3).contains(v) || (0x1100...0x115F).contains(v) || (0x3000...0x303E).contains(v)
                || (0x4E00...0x9FFF).contains(v) || (0xFF00...0xFF60).contains(v)
            return total + (wide ? 2 : 1)
        }
    }

    @Test(
        "Korean titles keep the columns: every title starts in the same column, no line is wider than the terminal",
        arguments: ["en_US.UTF-8", "ko_KR.UTF-8"])
    func koreanTitlesKeepAlignment(_ locale: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        let longTitle = "서울 숲에서 보낸 아주 길고 느린 일요일 오후의 기록"
        try sb.write(
            "2025/12/2025-12-07.md",
            Fixture.entry(
                day: "2025-12-07", time: "15:05:00", title: longTitle,
                body: "나무 아래에서 책을 읽었다. " + String(repeating: "바람이 불었다. ", count: 10)))
        try sb.write(
            "2025/12/2025-12-08.md",
            Fixture.entry(
                day: "2025-12-08", time: "08:00:00", title: "Quiet",
                body: "Short title, ASCII only."))
        try await sb.initVault()
        let titles = [longTitle, "Quiet"] + Fixture.titlesNewestFirst
        for width in [60, 100] {
            let result = try await sb.diary("list", env: ["LC_ALL": locale, "COLUMNS": String(width)])
            Expect.success(result)
            #expect(result.outputLines.count == titles.count, "\(result)")
            var starts: [Int] = []
            for line in result.outputLines {
                #expect(Self.columns(line) <= width, "\(Self.columns(line)) columns > \(width): \(line)")
                // The title, or the start of a title cut to fit.
                let title = try #require(titles.first { line.contains($0) || line.contains(String($0.prefix(8))) }, "\(line)")
                let found = try #require(line.range(of: title) ?? line.range(of: String(title.prefix(8))))
                starts.append(Self.columns(line[..<found.lowerBound]))
            }
            #expect(Set(starts).count == 1, "\(locale), \(width) columns: titles start at \(starts)\n\(result.stdout)")
        }
    }
}
