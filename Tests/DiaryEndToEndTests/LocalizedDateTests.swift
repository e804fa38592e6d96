import Foundation
import Testing

@Suite("Dates in the user's locale, as ICU writes them")
struct LocalizedDateTests {
    /// `created` values that cover both day periods, one- and two-digit fields and several offsets.
    static let times = [
        "2026-11-21T22:41:55+09:00", "2026-01-05T09:04:03+09:00", "2024-02-29T00:30:00+00:00",
        "2025-06-01T12:00:59-07:00", "2026-08-09T13:07:00+02:00"
    ]

    /// What ICU itself makes of `created` with the template `list` uses, in the entry's own offset.
    func icu(_ created: String, locale: String) throws -> String {
        let parser = ISO8601DateFormatter()
        let date = try #require(parser.date(from: created))
        let offset = created.suffix(6)
        let sign = offset.first == "-" ? -1 : 1
        let hours = Int(offset.dropFirst().prefix(2)) ?? 0
        let minutes = Int(offset.suffix(2)) ?? 0
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = TimeZone(secondsFromGMT: sign * (hours * 3600 + minutes * 60))
        formatter.setLocalizedDateFormatFromTemplate("yMMMdEEEjmm")
        return formatter.string(from: date)
    }

    // English, Korean, German, Japanese go through diary's own pattern formatter; Arabic (its own
    // digits) and Persian (its own calendar) must fall back to ICU — either way the text is ICU's.
    @Test(arguments: ["en_US", "ko_KR", "de_DE", "ja_JP", "ar_EG", "fa_IR"])
    func listShowsICUsDate(_ locale: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        for (n, created) in Self.times.enumerated() {
            let day = String(created.prefix(10))
            try sb.write(
                "\(day.prefix(4))/\(day.dropFirst(5).prefix(2))/\(day).md",
                "---\nschema: 2\ncreated: \(created)\n---\n# Entry \(n)\n\ntext\n")
        }
        try await sb.initVault()
        let result = try await sb.diary("list", env: ["LANG": "\(locale).UTF-8"])
        Expect.success(result)
        for (n, created) in Self.times.enumerated() {
            let line = try #require(result.stdout.split(separator: "\n").first { $0.contains("Entry \(n)") }, "\(result)")
            let expected = try icu(created, locale: locale)
            #expect(line.hasPrefix(expected), "\(locale) \(created): \(line) — ICU: \(expected)")
        }
    }
}
