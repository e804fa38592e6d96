import Testing
import VaultKit

@testable import EntryDisplay

@Suite struct EntryFactTextTests {
    @Test func aPlaceIsItsNameElseItsCoordinates() {
        #expect(EntryFactText.place(Location(name: "Busan", latitude: 35.1, longitude: 129.04)) == "Busan")
        #expect(EntryFactText.place(Location(latitude: 37.5665, longitude: 126.978)) == "37.5665, 126.978")
        #expect(EntryFactText.place(Location(latitude: 37.5665)) == nil)
        #expect(EntryFactText.place(Location()) == nil)
        #expect(EntryFactText.place(nil) == nil)
    }

    @Test func weatherIsTheConditionAndTheTemperature() {
        #expect(EntryFactText.weather(Weather(condition: "Light rain", temperature: 12, code: 61)) == "Light rain, 12°C")
        #expect(EntryFactText.weather(Weather(condition: "맑음")) == "맑음")
        #expect(EntryFactText.weather(Weather(temperature: -3.5)) == "-3.5°C")
        // A code alone says nothing a person reads.
        #expect(EntryFactText.weather(Weather(code: 3)) == nil)
        #expect(EntryFactText.weather(nil) == nil)
    }

    @Test func degreesAreShownToATenth() {
        #expect(EntryFactText.degrees(14.579999923706055) == "14.6")
        #expect(EntryFactText.degrees(12.0) == "12")
        #expect(EntryFactText.degrees(12.04) == "12")
        #expect(EntryFactText.degrees(-0.5) == "-0.5")
        #expect(EntryFactText.degrees(-7.25) == "-7.3")
        #expect(EntryFactText.degrees(0.04) == "0")
    }

    @Test func aTemperatureNoIntegerHoldsIsWrittenAsItIs() {
        #expect(EntryFactText.degrees(1e300) == String(1e300))
        #expect(EntryFactText.degrees(.infinity) == String(Double.infinity))
        #expect(EntryFactText.degrees(.nan) == String(Double.nan))
    }
}
