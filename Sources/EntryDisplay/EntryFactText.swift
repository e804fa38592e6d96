import VaultKit

/// An entry's place and weather as every front end shows them: the place's name (else its coordinates), the
/// condition and the temperature to a tenth of a degree.
public enum EntryFactText {
    /// A value as a fact: the place or the weather as below, a text as it is, a list of words joined with
    /// commas; nil for nothing to say (an empty place, a flag).
    public static func text(of value: ShownValue) -> String? {
        switch value {
        case .place(let location): Self.place(location)
        case .weather(let sky): Self.weather(sky)
        case .text(let words): words.isEmpty ? nil : words
        case .integer(let number): String(number)
        case .words(let words): words.isEmpty ? nil : words.joined(separator: ", ")
        case .flag: nil
        }
    }

    public static func place(_ location: Location?) -> String? {
        guard let location else { return nil }
        if let name = location.name { return name }
        guard let lat = location.latitude, let lon = location.longitude else { return nil }
        return "\(lat), \(lon)"
    }

    public static func weather(_ weather: Weather?) -> String? {
        guard let weather else { return nil }
        var parts: [String] = []
        if let condition = weather.condition { parts.append(condition) }
        if let temperature = weather.temperature { parts.append("\(degrees(temperature))°C") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// A temperature as people read it, to a tenth of a degree: 12 rather than 12.0, 14.6 rather than
    /// the 14.579999923706055 a Day One export holds (the file keeps its exact value).
    public static func degrees(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        guard tenths.isFinite, abs(tenths) < 1e15 else { return String(value) }
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}
