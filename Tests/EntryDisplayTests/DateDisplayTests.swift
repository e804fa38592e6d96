import Foundation
import Testing
import VaultKit

@testable import EntryDisplay

@Suite struct DateDisplayTests {
    static let categories = ["LC_ALL", "LC_TIME", "LANG"]

    @Test func theLocaleIsTheFirstCategorySetWithoutItsEncoding() {
        func locale(_ environment: [String: String]) -> String {
            DateDisplay.locale(environment: environment, categories: Self.categories).identifier
        }
        #expect(locale(["LANG": "ko_KR.UTF-8"]) == "ko_KR")
        #expect(locale(["LANG": "de_DE@euro"]) == "de_DE")
        #expect(locale(["LANG": "ko_KR.UTF-8", "LC_TIME": "fr_FR.UTF-8"]) == "fr_FR")
        #expect(locale(["LANG": "ko_KR.UTF-8", "LC_TIME": "fr_FR.UTF-8", "LC_ALL": "ja_JP.UTF-8"]) == "ja_JP")
        // An empty variable counts as unset.
        #expect(locale(["LANG": "ko_KR.UTF-8", "LC_ALL": ""]) == "ko_KR")
        for plain in ["C", "POSIX", "C.UTF-8"] {
            #expect(locale(["LANG": plain]) == "en_US", "\(plain)")
        }
        #expect(locale([:]) == "en_US")
    }

    /// A date is shown in the offset it was written in, whatever the zone of the machine reading it.
    @Test func aDateIsShownInItsOwnOffset() throws {
        let evening = try #require(EntryTimestamp(rfc3339: "2026-11-21T23:30:00-05:00"))
        let shown = DateDisplay(locale: Locale(identifier: "en_US")).string(evening)
        #expect(shown.contains("Nov 21, 2026") && shown.contains("11:30"), "\(shown)")
        let morning = try #require(EntryTimestamp(rfc3339: "2026-11-22T04:30:00Z"))
        #expect(DateDisplay(locale: Locale(identifier: "en_US")).string(morning).contains("Nov 22, 2026"))
        let same = DateDisplay(locale: Locale(identifier: "en_US")).string(evening.date, offsetMinutes: -300)
        #expect(same == shown)
    }

    @Test func aKoreanReaderReadsKoreanDates() throws {
        let stamp = try #require(EntryTimestamp(rfc3339: "2026-11-21T09:14:03+09:00"))
        let shown = DateDisplay(locale: Locale(identifier: "ko_KR")).string(stamp)
        #expect(shown.contains("2026년 11월 21일") && shown.contains("9:14"), "\(shown)")
    }

    /// The bytes, the string and a copy for another thread say the same, as ICU's own formatter does.
    @Test(arguments: ["en_US", "ko_KR", "de_DE", "ja_JP"])
    func bytesStringsAndCopiesAgreeWithICU(_ identifier: String) throws {
        let display = DateDisplay(locale: Locale(identifier: identifier))
        let copy = display.copy()
        for text in ["2026-11-21T09:14:03+09:00", "2026-01-01T00:00:00Z", "1999-12-31T23:59:59-11:30", "2400-02-29T12:00:00+14:00"] {
            let stamp = try #require(EntryTimestamp(rfc3339: text))
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: identifier)
            formatter.timeZone = TimeZone(secondsFromGMT: stamp.offsetSeconds)
            formatter.setLocalizedDateFormatFromTemplate("yMMMdEEEjmm")
            var bytes: [UInt8] = []
            copy.append(stamp, to: &bytes)
            #expect(display.string(stamp) == formatter.string(from: stamp.date), "\(identifier) \(text)")
            #expect(String(decoding: bytes, as: UTF8.self) == display.string(stamp), "\(identifier) \(text)")
        }
    }

    @Test func anotherTemplateShowsOtherFields() throws {
        let stamp = try #require(EntryTimestamp(rfc3339: "2026-11-21T09:14:03+09:00"))
        #expect(DateDisplay(locale: Locale(identifier: "en_US"), template: "yMMMM").string(stamp) == "November 2026")
        #expect(DateDisplay(locale: Locale(identifier: "ko_KR"), template: "yMMMM").string(stamp) == "2026년 11월")
    }
}
