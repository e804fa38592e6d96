import Foundation
import Testing

@testable import EntryDisplay

/// The month and weekday names both programs take (diary's calendar and stats, the web reader's calendar),
/// and the one list of locale variables for dates and for numbers.
@Suite struct CalendarNamesTests {
    @Test func englishNamesMondayFirst() {
        let names = CalendarNames(locale: Locale(identifier: "en_US"))
        #expect(names.months.first == "January" && names.months.count == 12)
        #expect(names.shortMonths[10] == "Nov")
        #expect(names.weekdays == ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
        #expect(names.shortWeekdays.first == "Mon" && names.shortWeekdays.last == "Sun")
        #expect(names.veryShortWeekdays == ["M", "T", "W", "T", "F", "S", "S"])
    }

    @Test func koreanNamesMondayFirst() {
        let names = CalendarNames(locale: Locale(identifier: "ko_KR"))
        #expect(names.months[10] == "11월")
        #expect(names.weekdays.first == "월요일" && names.weekdays.last == "일요일")
        #expect(names.veryShortWeekdays.first == "월")
    }

    @Test func datesAndNumbersReadTheirOwnVariables() {
        let environment = ["LANG": "ko_KR.UTF-8", "LC_TIME": "en_GB.UTF-8", "LC_NUMERIC": "de_DE.UTF-8"]
        #expect(DateDisplay.dateLocale(environment: environment).identifier == "en_GB")
        #expect(DateDisplay.numberLocale(environment: environment).identifier == "de_DE")
        #expect(DateDisplay.dateLocale(environment: ["LC_ALL": "C", "LC_TIME": "ko_KR"]).identifier == "en_US")
    }
}
