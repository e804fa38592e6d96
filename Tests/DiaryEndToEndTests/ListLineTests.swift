import Foundation
import Localization
import TestSupport
import Testing

@testable import EntryDisplay
@testable import VaultKit
@testable import diary

/// Texts a title or preview can hold: wide and combining characters, controls, bidirectional marks.
private enum ListText {
    static let pieces = [
        "Walk", "by the river", "커피", "한강 산책", "😀", "👨‍👩‍👧", "e\u{301}", "café", "\u{1B}[2J", "\t", "\u{7F}", "\u{85}",
        "\u{202E}evil", "\u{200B}", "…", "—", "½", "ǅ", "\u{0300}", "ｱ", "Ｗｉｄｅ", "   ", "a", "0123456789", "x\u{20DD}"
    ]

    static func text(_ g: inout SplitMix64, upTo count: Int) -> String {
        (0..<g.int(0...count)).map { _ in g.pick(pieces) }.joined(separator: g.pick(["", " ", "  "]))
    }

    /// From 1700 on: before 1582 ICU's calendar is the Julian one, not the proleptic Gregorian of the vault.
    static func timestamp(_ g: inout SplitMix64) -> EntryTimestamp {
        let year = g.int(1700...2400)
        let month = g.int(1...12)
        let day = Day(year: year, month: month, day: g.int(1...28)) ?? Day.latest
        return EntryTimestamp(
            day: day, hour: g.int(0...23), minute: g.int(0...59), second: g.int(0...59),
            offsetSeconds: g.int(-(14 * 60)...(14 * 60)) * 60) ?? EntryTimestamp(rfc3339: "2026-11-21T09:14:03+09:00")!
    }
}

@Suite("list lines, made as bytes")
struct ListLineTests {
    /// The list's date for `stamp` as ICU writes it (the template `list` uses, in the entry's own offset).
    static func icu(_ stamp: EntryTimestamp, locale: Locale) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(secondsFromGMT: stamp.offsetSeconds)
        formatter.setLocalizedDateFormatFromTemplate("yMMMdEEEjmm")
        return formatter.string(from: stamp.date)
    }

    /// Dates put together from the locale's pattern, as bytes and as a string, in a copy for another
    /// thread too, are ICU's own, in every locale (those it cannot do fall back to ICU).
    @Test(arguments: ["en_US", "ko_KR", "de_DE", "ja_JP", "fr_FR", "en_GB", "zh_Hant_TW", "ar_EG", "fa_IR"])
    func datesAreICUs(_ locale: String) {
        let dates = DateDisplay(environment: ["LANG": "\(locale).UTF-8"])
        let copy = dates.copy()
        var g = SplitMix64(seed: TestSeed.value ^ 0xDA7E)
        for _ in 0..<300 {
            let stamp = ListText.timestamp(&g)
            let expected = Self.icu(stamp, locale: dates.locale)
            var bytes: [UInt8] = []
            copy.append(stamp, to: &bytes)
            #expect(dates.string(stamp) == expected, "\(locale) \(stamp)")
            #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(locale) \(stamp)")
        }
    }

    /// The ranges counted without a look-up of the character's category count as the look-up does.
    @Test func shortcutWidthsAreTheCategoryRule() {
        for value in Array(0xA0...0x2FF) + Array(0x2010...0x205F) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            let rule = category == .nonspacingMark || category == .enclosingMark ? 0 : 1
            #expect(DisplayWidth.of(scalar) == rule, "U+\(String(value, radix: 16))")
        }
    }

    /// Widths and cuts of UTF-8 bytes are those of the same text as a string.
    @Test func bytesMeasureAndCutAsStringsDo() {
        var g = SplitMix64(seed: TestSeed.value ^ 0x1D7)
        for _ in 0..<3000 {
            let text = TerminalSafe.line(ListText.text(&g, upTo: 12))
            let columns = g.int(-1...30)
            var copy = text
            copy.withUTF8 { bytes in
                #expect(DisplayWidth.of(utf8: bytes) == DisplayWidth.of(text), "\(text.debugDescription)")
                let fit = DisplayWidth.fit(utf8: bytes, to: columns)
                let cut = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<fit.end]), as: UTF8.self) + (fit.cut ? "…" : "")
                let expected = DisplayWidth.truncate(text, to: columns)
                #expect(cut == expected, "\(text.debugDescription) in \(columns)")
                #expect(fit.width == DisplayWidth.of(expected), "\(text.debugDescription) in \(columns)")
            }
        }
    }

    /// The list made as bytes is, byte for byte, the list made as strings the way it was before, with
    /// ICU's dates, at every width, with colours and without.
    @Test(arguments: TestSeed.run(after: [1, 2]))
    func renderIsTheStringRendering(_ seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        let path = try #require(EntryPath(relativePath: "2026/11/2026-11-21.md"))
        for round in 0..<8 {
            let summaries = (0..<g.int(0...300)).map { _ -> EntrySummary in
                let stamp = ListText.timestamp(&g)
                let frontMatter = FrontMatter(schema: 2, created: stamp.description, starred: g.pick([nil, true, false]))
                return EntrySummary(
                    path: path, frontMatter: frontMatter, title: ListText.text(&g, upTo: 8), preview: ListText.text(&g, upTo: 30),
                    localZone: .current)
            }
            for width in [1, 24, 80, 133] {
                for color in [false, true] {
                    let lines = EntryLines(width: width, color: color).render(EntryListing(summaries)).string
                    let reference = Self.reference(summaries, width: width, color: color)
                    #expect(lines == reference, "seed \(seed) round \(round) width \(width) color \(color)")
                }
            }
        }
    }

    /// `EntryLines` as it was written with strings, its dates straight from ICU.
    static func reference(_ summaries: [EntrySummary], width: Int, color: Bool) -> String {
        let locale = DateDisplay(environment: ProcessInfo.processInfo.environment).locale
        let stamps = summaries.map { icu($0.timestamp, locale: locale) }
        let dateWidth = stamps.reduce(0) { max($0, DisplayWidth.of($1)) }
        var out = ""
        for (summary, stamp) in zip(summaries, stamps) {
            let star = summary.frontMatter.starred == true ? "★ " : ""
            let title = star + (summary.title.isEmpty ? Strings.current.untitled : TerminalSafe.line(summary.title))
            let titleRoom = max(width - dateWidth - 2, 10)
            let shownTitle = DisplayWidth.truncate(title, to: titleRoom)
            let previewRoom = titleRoom - DisplayWidth.of(shownTitle) - 2
            let preview =
                previewRoom > 3 && !summary.preview.isEmpty ? DisplayWidth.truncate(TerminalSafe.line(summary.preview), to: previewRoom) : ""
            if color { out += "\u{1B}[2m" }
            out += stamp + String(repeating: " ", count: max(dateWidth - DisplayWidth.of(stamp), 0) + 2)
            if color { out += "\u{1B}[0m\u{1B}[1m" }
            out += shownTitle
            if color { out += "\u{1B}[0m" }
            if !preview.isEmpty {
                out += "  "
                if color { out += "\u{1B}[2m" }
                out += preview
                if color { out += "\u{1B}[0m" }
            }
            out += "\n"
        }
        return out
    }
}
