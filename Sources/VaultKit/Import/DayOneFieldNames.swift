/// How Day One's fields that our schema has no place for are named as front-matter keys, both ways:
/// `modifiedDate` ↔ `dayone_modified_date`, `location.localityName` ↔ `dayone_location_locality_name`,
/// `weather.weatherCode` ↔ `dayone_weather_code`.
enum DayOneFieldNames {
    static let prefix = "dayone"
    /// The entry's Day One id; matched first when looking for an entry the vault has already.
    static let uuid = "dayone_uuid"
    /// The zone name the entry came with (`Australia/Sydney`): written back when the offset still fits.
    static let timeZone = "dayone_time_zone"
    /// The journal an entry came from, when a zip held several.
    static let journal = "dayone_journal"

    /// Attachments: their files are copied into the vault and linked from the body (see `DayOneMoments`).
    static let attachmentFields: Set<String> = ["photos", "videos", "audios", "pdfAttachments"]
    /// `diary` is what a diary export adds for diary alone (`DayOneDiaryFields`), read into the entry's own fields.
    static let droppedFields: Set<String> = [DayOneDiaryFields.key]
    /// `richText` repeats `text` with Day One's formatting runs: left out unless asked for (`--keep-rich-text`).
    static let richText = "richText"

    /// Day One's names whose capitals `snakeCase` cannot undo (`creationOSName`), and the common ones.
    static let knownTopLevel = [
        "modifiedDate", "creationDevice", "creationDeviceType", "creationDeviceModel",
        "creationOSName", "creationOSVersion", "isPinned", "isAllDay", "duration",
        "editingTime", "userActivity", "sourceString"
    ]
    static let knownLocation = ["localityName", "administrativeArea", "country", "timeZoneName", "region", "foursquareID"]
    static let knownWeather = [
        "weatherCode", "weatherServiceName", "sunriseDate", "sunsetDate", "relativeHumidity",
        "pressureMB", "visibilityKM", "windBearing", "windSpeedKPH", "windChillCelsius",
        "moonPhase", "moonPhaseCode"
    ]

    /// The front-matter key for a Day One field at the top of an entry, or inside `location`/`weather`.
    static func key(_ field: String, section: String? = nil) -> String {
        ForeignFields.keyName(field, prefix: prefix, section: section)
    }

    /// Where a `dayone_…` front-matter key came from: its section (nil for the top) and Day One's name;
    /// nil for keys that are not Day One's, and for the ones the export writes from other fields.
    static func origin(of key: String) -> (section: String?, field: String)? {
        guard key.hasPrefix(prefix + "_"), ![uuid, timeZone, journal, DayOneAttachmentDetails.key].contains(key) else {
            return nil
        }
        for (section, known) in [("location", knownLocation), ("weather", knownWeather)] where key.hasPrefix(prefix + "_" + section + "_") {
            if let field = known.first(where: { self.key($0, section: section) == key }) { return (section, field) }
            return (section, ForeignFields.camelCase(String(key.dropFirst(prefix.count + section.count + 2))))
        }
        if let field = knownTopLevel.first(where: { self.key($0) == key }) { return (nil, field) }
        return (nil, ForeignFields.camelCase(String(key.dropFirst(prefix.count + 1))))
    }
}
