import Foundation

/// Day One's `timeZone` field: an IANA name (`Asia/Seoul`), or a fixed offset (`GMT+09:00`).
enum DayOneTimeZone {
    /// The zone `name` stands for; nil when it is neither a known IANA name nor a `GMT±HH:MM` offset.
    static func zone(named name: String) -> TimeZone? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if let offset = fixedOffset(trimmed) { return TimeZone(secondsFromGMT: offset) }
        return TimeZone(identifier: trimmed)
    }

    /// The IANA name to write for an entry written with `offsetSeconds` at `date`: the first of
    /// `preferred` (the name the entry came with, the vault's zone) that had that offset then; else, for
    /// a whole hour, `Etc/GMT-9` (the sign of `Etc/GMT` names is the other way round: `Etc/GMT-9` is
    /// nine hours east, +09:00), `UTC` for +00:00; else the first zone by name that had that offset then
    /// (`Asia/Kathmandu` for +05:45); only an offset no zone has ever had is written `GMT±HH:MM`.
    static func name(offsetSeconds: Int, at date: Date, preferred: [String]) -> String {
        for name in preferred where isRegionName(name) {
            if let zone = TimeZone(identifier: name), zone.secondsFromGMT(for: date) == offsetSeconds { return name }
        }
        return ianaName(offsetSeconds: offsetSeconds, at: date) ?? offsetName(offsetSeconds)
    }

    /// An IANA zone with `offsetSeconds` at `date`, nil when there is none.
    static func ianaName(offsetSeconds: Int, at date: Date) -> String? {
        if offsetSeconds == 0 { return "UTC" }
        if offsetSeconds % 3600 == 0, (-12...14).contains(offsetSeconds / 3600) {
            let hours = offsetSeconds / 3600
            let name = "Etc/GMT" + (hours > 0 ? "-" : "+") + String(abs(hours))
            if TimeZone(identifier: name)?.secondsFromGMT(for: date) == offsetSeconds { return name }
        }
        func had(_ name: String) -> Bool { TimeZone(identifier: name)?.secondsFromGMT(for: date) == offsetSeconds }
        if let name = halfHourZones.first(where: had) { return name }
        return TimeZone.knownTimeZoneIdentifiers.sorted().first { name in isRegionName(name) && !name.hasPrefix("Etc/") && had(name) }
    }

    /// The zones of today's offsets that are not whole hours, by their current names (the list of known
    /// names also holds old ones, `Asia/Calcutta` before `Asia/Kolkata`).
    private static let halfHourZones = [
        "Asia/Kolkata", "Asia/Kathmandu", "Asia/Tehran", "Asia/Kabul", "Asia/Yangon", "Asia/Colombo", "Australia/Darwin",
        "Australia/Adelaide", "Australia/Eucla", "Australia/Lord_Howe", "America/St_Johns", "Pacific/Marquesas", "Pacific/Chatham"
    ]

    /// `GMT+09:00`, `GMT-03:30`, `GMT` for UTC.
    static func offsetName(_ seconds: Int) -> String {
        guard seconds != 0 else { return "GMT" }
        let magnitude = abs(seconds)
        return "GMT" + (seconds < 0 ? "-" : "+") + ASCIIDigits.pad(magnitude / 3600, 2) + ":" + ASCIIDigits.pad(magnitude % 3600 / 60, 2)
    }

    /// An IANA region name Day One can read (`Asia/Seoul`, `UTC`), not a local alias such as `localtime`.
    private static func isRegionName(_ name: String) -> Bool {
        (name.contains("/") || name == "UTC" || name == "GMT") && fixedOffset(name) == nil && TimeZone(identifier: name) != nil
    }

    /// Seconds east of UTC for `GMT`, `UTC`, `GMT+9`, `GMT+0900`, `UTC-03:30`; nil for anything else.
    static func fixedOffset(_ name: String) -> Int? {
        let upper = name.uppercased()
        guard upper.hasPrefix("GMT") || upper.hasPrefix("UTC") else { return nil }
        let rest = Array(upper.utf8.dropFirst(3))
        guard let signByte = rest.first else { return 0 }
        guard signByte == UInt8(ascii: "+") || signByte == UInt8(ascii: "-") else { return nil }
        let digits = Array(rest.dropFirst())
        let hourDigits: ArraySlice<UInt8>
        let minuteDigits: ArraySlice<UInt8>
        if let colon = digits.firstIndex(of: UInt8(ascii: ":")) {
            (hourDigits, minuteDigits) = (digits[..<colon], digits[(colon + 1)...])
            guard minuteDigits.count == 2 else { return nil }
        } else if digits.count == 4 {
            (hourDigits, minuteDigits) = (digits[0..<2], digits[2..<4])
        } else {
            (hourDigits, minuteDigits) = (digits[...], [UInt8(ascii: "0")])
        }
        guard (1...2).contains(hourDigits.count), let hours = ASCIIDigits.value(hourDigits),
            let minutes = ASCIIDigits.value(minuteDigits), hours < 24, minutes < 60
        else { return nil }
        return (signByte == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
    }
}
