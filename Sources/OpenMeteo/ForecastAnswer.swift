import Foundation

/// The forecast API's JSON answer to `current=temperature_2m,weather_code`:
/// `{"current": {"temperature_2m": 12.3, "weather_code": 61, …}, …}`.
struct ForecastAnswer: Decodable {
    struct Current: Decodable {
        let temperature: Double
        /// A Double so that `61.0` is read too; it must still be a whole number.
        let weatherCode: Double

        enum CodingKeys: String, CodingKey {
            case temperature = "temperature_2m"
            case weatherCode = "weather_code"
        }
    }

    let current: Current

    /// The current weather in `body`.
    static func currentWeather(in body: Data) throws(LookupFailure) -> CurrentWeather {
        let answer: ForecastAnswer
        do { answer = try JSONDecoder().decode(ForecastAnswer.self, from: body) } catch { throw .malformedAnswer }
        let code = answer.current.weatherCode
        guard answer.current.temperature.isFinite, code.isFinite, code == code.rounded(), (0...1_000_000).contains(code) else {
            throw .malformedAnswer
        }
        return CurrentWeather(temperature: answer.current.temperature, code: Int(code))
    }
}
