import Foundation

/// A coding key made from any field name, for fields read or written by name.
struct FieldKey: CodingKey, Hashable {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer where Key == FieldKey {
    /// Every field not in `known`, with its JSON value.
    func otherFields(excluding known: Set<String>) throws -> [String: JSONValue] {
        var fields: [String: JSONValue] = [:]
        for key in allKeys where !known.contains(key.stringValue) {
            fields[key.stringValue] = try decode(JSONValue.self, forKey: key)
        }
        return fields
    }
}

extension KeyedEncodingContainer where Key == FieldKey {
    mutating func encode(otherFields fields: [String: JSONValue], excluding known: Set<String>) throws {
        for (name, value) in fields where !known.contains(name) {
            try encode(value, forKey: FieldKey(name))
        }
    }
}
