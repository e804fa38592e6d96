import VaultKit

/// An entry's place and weather as every front end shows them: the place's name (else its coordinates), the
/// condition and the temperature to a tenth of a degree.
public enum EntryFactText {
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
