import Localization
import Testing

@testable import OpenMeteo

@Suite struct WeatherConditionTests {
    static let wmoCodes = [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99]

    @Test func theTableHasExactlyOpenMeteosCodes() {
        #expect(WeatherCondition.allCases.map(\.code) == Self.wmoCodes)
        for code in Self.wmoCodes { #expect(WeatherCondition(rawValue: code) != nil, "code \(code)") }
    }

    @Test(arguments: Language.allCases)
    func everyCodeHasItsOwnTextInEachLanguage(language: Language) {
        let texts = WeatherCondition.allCases.map { $0.text(in: language.text) }
        for (condition, text) in zip(WeatherCondition.allCases, texts) {
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(condition) in \(language)")
            #expect(!text.contains("\n"))
        }
        #expect(Set(texts).count == texts.count, "two codes share a text in \(language): \(texts)")
    }

    @Test func englishAndKoreanDiffer() {
        for condition in WeatherCondition.allCases {
            #expect(condition.text(in: EnglishText()) != condition.text(in: KoreanText()), "\(condition)")
        }
    }

    @Test func someTextsInBothLanguages() {
        #expect(WeatherCondition.clearSky.text(in: EnglishText()) == "Clear sky")
        #expect(WeatherCondition.partlyCloudy.text(in: EnglishText()) == "Partly cloudy")
        #expect(WeatherCondition.slightRain.text(in: EnglishText()) == "Light rain")
        #expect(WeatherCondition.thunderstormWithHeavyHail.text(in: EnglishText()) == "Thunderstorm with heavy hail")
        #expect(WeatherCondition.clearSky.text(in: KoreanText()) == "맑음")
        #expect(WeatherCondition.slightRain.text(in: KoreanText()) == "약한 비")
        #expect(WeatherCondition.fog.text(in: KoreanText()) == "안개")
    }

    @Test func anUnknownCodeKeepsItsNumber() {
        #expect(WeatherCondition(rawValue: 42) == nil)
        #expect(WeatherCondition.text(forCode: 42, in: EnglishText()) == "Unknown weather (code 42)")
        #expect(WeatherCondition.text(forCode: 42, in: KoreanText()) == "알 수 없는 날씨(코드 42)")
        #expect(WeatherCondition.text(forCode: 61, in: EnglishText()) == "Light rain")
        #expect(CurrentWeather(temperature: 1, code: 4).conditionText(in: EnglishText()) == "Unknown weather (code 4)")
        #expect(CurrentWeather(temperature: 1, code: 3).condition == .overcast)
    }
}
