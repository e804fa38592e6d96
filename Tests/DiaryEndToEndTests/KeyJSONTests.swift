import Foundation
import Testing
import VaultKit

@testable import diary

@Suite("a key's value in JSON: search's byte writer and the listing's encoder agree on every kind")
struct KeyJSONTests {
    static let values: [ShownValue] = [
        .text("calm \"quoted\"\n"), .integer(2), .flag(true), .flag(false), .words([]), .words(["walk", "하늘"]),
        .place(Location(name: "Seoul", latitude: 37.5, longitude: 127)), .place(Location()),
        .weather(Weather(condition: "Clear sky", temperature: 3.2, code: 0)), .weather(Weather(temperature: -2))
    ]

    /// `value` as a listing writes it: in an object under `key`, by JSONEncoder.
    static func encoded(_ value: ShownValue?) throws -> Any {
        struct Holder: Encodable {
            let value: ShownValue?
            func encode(to encoder: Encoder) throws {
                var c = encoder.container(keyedBy: FrontMatterJSON.Key.self)
                try c.encode(value.map(FrontMatterJSON.Value.init), forKey: .init("key"))
            }
        }
        let data = try JSONEncoder().encode(Holder(value: value))
        return try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["key"])
    }

    /// `value` as search writes it, in an object, read back.
    static func written(_ value: ShownValue?) throws -> Any {
        var out = Array("{\"key\" : ".utf8)
        SearchJSON.value(value, indent: 4, to: &out)
        out += "}".utf8
        return try #require((try JSONSerialization.jsonObject(with: Data(out)) as? [String: Any])?["key"])
    }

    @Test("the same JSON value for each kind, and null for none")
    func agree() throws {
        for value in Self.values + [nil] {
            let a = try Self.encoded(value) as? NSObject
            let b = try Self.written(value) as? NSObject
            #expect(a != nil && a == b, "\(String(describing: value)): \(String(describing: a)) vs \(String(describing: b))")
        }
    }

    @Test("a listing shows an absent key as the key says: created as the entry's time, tags [], starred false, else null")
    func absent() {
        let empty = FrontMatter()
        #expect(FrontMatterJSON.listed(.created, in: empty, entryTime: "T") == .text("T"))
        #expect(FrontMatterJSON.listed(.tags, in: empty, entryTime: "T") == .words([]))
        #expect(FrontMatterJSON.listed(.starred, in: empty, entryTime: "T") == .flag(false))
        #expect(FrontMatterJSON.listed(.location, in: empty, entryTime: "T") == nil)
        #expect(FrontMatterJSON.listed(.tags, in: FrontMatter(tags: ["a"]), entryTime: "T") == .words(["a"]))
    }
}
