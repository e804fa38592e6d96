import Foundation
import ZIPFoundation

/// Writes entries as Day One's JSON export, which Day One imports and `diary import dayone` reads back
/// into the same entries (instant and offset, place, weather, tags, star, body).
///
/// Each entry keeps its `dayone_uuid` (else gets a stable id made from its path and `created`); its
/// `dayone_…` keys go back to the Day One fields they came from. `timeZone` is the zone the entry came
/// with, else the vault's, when that zone had the entry's offset at that instant; else `GMT+09:00`.
/// Keys of the user's own and the WMO `weather.code` have no place in Day One's format and are left out.
public enum DayOneExport {
    /// `entries`, oldest first, as the text of a `Journal.json` (pretty-printed, keys sorted).
    /// - Parameter timeZone: the vault's zone (for entries without `created` and as the preferred zone name).
    public static func journal(from entries: [Entry], timeZone: TimeZone) throws -> Data {
        let sorted = entries.map { ($0, $0.timestamp(localZone: timeZone)) }
            .sorted { ($0.1.date, $0.0.path) < ($1.1.date, $1.0.path) }
        let journal = DayOneJournal(entries: sorted.map { dayOneEntry($0.0, timeZone: timeZone) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(journal) + Data("\n".utf8)
        } catch {
            throw VaultError.unwritable(file: "Journal.json", reason: "\(error)")
        }
    }

    /// The same `Journal.json` inside a zip, the form Day One's importer asks for.
    public static func zip(from entries: [Entry], timeZone: TimeZone) throws -> Data {
        let json = try journal(from: entries, timeZone: timeZone)
        do {
            let archive = try Archive(accessMode: .create)
            try archive.addEntry(
                with: "Journal.json", type: .file, uncompressedSize: Int64(json.count),
                compressionMethod: .deflate
            ) { position, size in
                json.subdata(in: Int(position)..<min(json.count, Int(position) + size))
            }
            guard let data = archive.data else { throw VaultError.unwritable(file: "Journal.zip", reason: "no archive data") }
            return data
        } catch let error as VaultError {
            throw error
        } catch {
            throw VaultError.unwritable(file: "Journal.zip", reason: "\(error)")
        }
    }

    /// One entry in Day One's form.
    static func dayOneEntry(_ entry: Entry, timeZone: TimeZone) -> DayOneEntry {
        let frontMatter = entry.frontMatter
        let stamp = entry.timestamp(localZone: timeZone)
        let kept = Dictionary(frontMatter.userFields.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let keptZone = kept[DayOneFieldNames.timeZone].flatMap(ForeignFields.scalarText)
        let zoneName = DayOneTimeZone.name(
            offsetSeconds: stamp.offsetSeconds, at: stamp.date,
            preferred: [keptZone, timeZone.identifier].compactMap { $0 })
        let restored = restoredFields(frontMatter.userFields)
        var out = DayOneEntry(
            uuid: kept[DayOneFieldNames.uuid].flatMap(ForeignFields.scalarText) ?? stableUUID(entry.path, stamp),
            creationDate: utcText(stamp.date), timeZone: zoneName, text: entry.document.body,
            tags: frontMatter.tags.flatMap { $0.isEmpty ? nil : $0 }, starred: frontMatter.starred ?? false,
            otherFields: restored[nil] ?? [:])
        let place = frontMatter.location
        if place != nil || restored["location"] != nil {
            out.location = DayOneLocation(
                placeName: place?.name, latitude: place?.latitude, longitude: place?.longitude,
                otherFields: restored["location"] ?? [:])
        }
        let weather = frontMatter.weather
        if weather?.condition != nil || weather?.temperature != nil || restored["weather"] != nil {
            out.weather = DayOneWeather(
                conditionsDescription: weather?.condition, temperatureCelsius: weather?.temperature,
                otherFields: restored["weather"] ?? [:])
        }
        return out
    }

    /// The `dayone_…` keys back as Day One's fields, by section (nil for the top of the entry).
    static func restoredFields(_ fields: [UserField]) -> [String?: [String: JSONValue]] {
        var out: [String?: [String: JSONValue]] = [:]
        for field in fields {
            guard let (section, name) = DayOneFieldNames.origin(of: field.key), let value = ForeignFields.value(of: field) else { continue }
            if section == nil, DayOneEntry.typedKeys.contains(name) { continue }
            out[section, default: [:]][name] = value
        }
        return out
    }

    /// `2026-11-21T00:14:03Z`.
    static func utcText(_ date: Date) -> String {
        let utc = EntryTimestamp(date, in: TimeZone(secondsFromGMT: 0) ?? .current)
        return "\(utc.day)T\(ASCIIDigits.pad(utc.hour, 2)):\(ASCIIDigits.pad(utc.minute, 2)):\(ASCIIDigits.pad(utc.second, 2))Z"
    }

    /// 32 upper-case hex digits that stay the same for the same entry path and `created`, as Day One writes ids.
    static func stableUUID(_ path: EntryPath, _ stamp: EntryTimestamp) -> String {
        let key = Array("\(path.relativePath)\n\(stamp)".utf8)
        func fnv1a(_ basis: UInt64) -> UInt64 {
            var hash = basis
            for byte in key {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01B3
            }
            return hash
        }
        let halves = [fnv1a(0xCBF2_9CE4_8422_2325), fnv1a(0x6C62_272E_07BB_0142)]
        return halves.map { String($0, radix: 16, uppercase: true).leftPadded(to: 16) }.joined()
    }
}
