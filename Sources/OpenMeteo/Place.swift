/// A place geocoding found: its name, region and country, and where it is.
public struct Place: Sendable, Equatable {
    /// The place's own name, e.g. "Busan" (in the language asked for, where Open-Meteo has it).
    public var name: String
    /// The first-level region (state, province, metropolitan city), when known.
    public var region: String?
    /// The country, when known.
    public var country: String?
    /// Where it is.
    public var coordinates: Coordinates

    /// Creates a place from its parts.
    public init(name: String, region: String? = nil, country: String? = nil, coordinates: Coordinates) {
        self.name = name
        self.region = region
        self.country = country
        self.coordinates = coordinates
    }

    /// Name, region and country, e.g. "Busan, South Korea" or "Springfield, Illinois, United States".
    ///
    /// A region that only repeats the name ("Busan" in "Busan", "부산광역시" for "부산") is left out.
    public var displayName: String {
        var parts = [name]
        let lowercasedName = name.lowercased()
        if let region = region?.trimmed, !region.isEmpty,
            !region.lowercased().contains(lowercasedName), !lowercasedName.contains(region.lowercased())
        {
            parts.append(region)
        }
        if let country = country?.trimmed, !country.isEmpty, country.lowercased() != lowercasedName {
            parts.append(country)
        }
        return parts.joined(separator: ", ")
    }
}

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
