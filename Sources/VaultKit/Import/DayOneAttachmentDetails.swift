/// What Day One says about each attachment of an entry (a photo's original name, date, size, dimensions,
/// camera, place…), kept in the entry's front matter as the user's own key `dayone_attachments`: a map
/// from the attachment's link, as the body writes it, to a flow map of Day One's fields for it, by
/// Day One's names:
///
///     dayone_attachments:
///       media/3a7b….jpeg: {filename: IMG_1807.HEIC, date: "2024-02-26T06:48:59Z", fileSize: 2345678, width: 3024, …}
///       photos/ef43….jpeg: {missing: true, identifier: 9C1F…, md5: ef43…, type: jpeg}
///
/// The `md5` of a file the vault holds is left out (the export works it out from the file). An item whose
/// file the export did not hold is kept under its name in the export with `missing: true` and all its
/// fields, so that a Day One export lists it again. `diary export --format dayone` writes each item back.
enum DayOneAttachmentDetails {
    static let key = "dayone_attachments"
    /// Marks an item whose file the vault does not hold; not one of Day One's fields.
    static let missing = "missing"
    /// The fields a diary export writes for every attachment; a diary export that made them up says so.
    static let generated: Set<String> = ["identifier", "md5", "orderInEntry", "type", "format"]
    /// Day One's fields people read first, written first; the others follow by name.
    static let order = [
        missing, "filename", "date", "fileSize", "width", "height", "cameraMake", "cameraModel", "location", "identifier"
    ]

    /// The user key holding `details` (each attachment's link and its fields), by link; nil for none.
    /// Sorted, so that the way back in writes them as they were (Day One's order is its `orderInEntry`).
    static func field(_ details: [(link: String, fields: [String: JSONValue])]) -> UserField? {
        guard !details.isEmpty else { return nil }
        var text = key + ":\n"
        for (link, fields) in details.sorted(by: { $0.link < $1.link }) {
            text += "  " + YAMLScalar.render(link) + ": " + flow(.object(fields)) + "\n"
        }
        return UserField(key: key, text: text)
    }

    /// The details `field` holds, by link; nil when it is not a map of maps (a user's own value).
    static func read(_ field: UserField) -> [String: [String: JSONValue]]? {
        guard field.key == key, case .object(let items)? = ForeignFields.value(of: field) else { return nil }
        var out: [String: [String: JSONValue]] = [:]
        for (link, value) in items {
            guard case .object(let fields) = value else { return nil }
            out[link] = fields
        }
        return out
    }

    /// Whether `fields` are those of an attachment the vault does not hold.
    static func isMissing(_ fields: [String: JSONValue]) -> Bool { fields[missing] == .bool(true) }

    /// `value` on one line, as YAML reads it back to the same JSON value.
    static func flow(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return YAMLScalar.render(number)
        case .string(let text): return YAMLScalar.render(text, inFlow: true)
        case .array(let items): return "[" + items.map(flow).joined(separator: ", ") + "]"
        case .object(let fields):
            let keys = order.filter { fields[$0] != nil } + fields.keys.filter { !order.contains($0) }.sorted()
            let pairs = keys.compactMap { key in fields[key].map { YAMLScalar.render(key, inFlow: true) + ": " + flow($0) } }
            return "{" + pairs.joined(separator: ", ") + "}"
        }
    }
}
