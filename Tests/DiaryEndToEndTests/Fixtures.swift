import Foundation
import Testing

/// A small SampleVault-like set of entries (2025, so never "today"): several months, Korean and English,
/// two entries on one day, tags, locations and weather. Newest first: evening, river, commute, autumnWalk, autumnBegins.
enum Fixture {
    static let autumnBegins = "2025/09/2025-09-03.md"
    static let autumnWalk = "2025/10/2025-10-18.md"
    static let commute = "2025/11/2025-11-02.md"
    static let river = "2025/11/2025-11-21.md"
    static let evening = "2025/11/2025-11-21-2.md"

    /// Titles, newest first.
    static let titlesNewestFirst = ["Evening at home", "Walk along the river", "출근길", "가을 산책", "Autumn begins"]

    static let entries: [String: String] = [
        autumnBegins: """
        ---
        schema: 2
        created: 2025-09-03T07:45:00+09:00
        location:
          name: Seoul Forest, Seoul
          latitude: 37.5444
          longitude: 127.0374
        weather:
          condition: Clear sky
          temperature: 22.5
          code: 0
        tags: [walk]
        ---
        # Autumn begins

        The first cool morning. Jackets came out of the closet.

        """,
        autumnWalk: """
        ---
        schema: 2
        created: 2025-10-18T16:20:00+09:00
        location:
          name: 북한산, 서울
        weather:
          condition: 맑음
          temperature: 15
        tags: [산책, walk]
        ---
        # 가을 산책

        단풍이 절반쯤 들었다. 내려오는 길에 따뜻한 차 한 잔.

        """,
        commute: """
        ---
        schema: 2
        created: 2025-11-02T08:05:00+09:00
        tags: [work]
        ---
        # 출근길

        지하철이 오늘도 붐볐다.

        """,
        river: """
        ---
        schema: 2
        created: 2025-11-21T09:14:03+09:00
        location:
          name: Seoul, South Korea
          latitude: 37.5665
          longitude: 126.978
        weather:
          condition: Partly cloudy
          temperature: 11.5
          code: 2
        tags: [travel, family]
        ---
        # Walk along the river

        Cold wind, warm coffee, long shadows on the water.

        """,
        evening: """
        ---
        schema: 2
        created: 2025-11-21T21:30:00+09:00
        tags: [family]
        ---
        # Evening at home

        Dinner with the family, then an early night.

        """
    ]

    /// Files that are not entries and must be left alone.
    static let others: [String: String] = [
        "README.md": "# My diary\n\nNot an entry.\n",
        "notes/ideas.md": "# Ideas\n\n- not an entry either\n"
    ]

    /// Writes the entries and the other files into the sandbox vault (not yet a repository).
    static func write(into sandbox: Sandbox) throws {
        for (path, text) in entries.merging(others, uniquingKeysWith: { a, _ in a }) {
            try sandbox.write(path, text)
        }
    }

    /// A vault adopted by `diary init`, holding the fixture in one commit.
    static func adoptedVault(_ sandbox: Sandbox) async throws {
        try write(into: sandbox)
        try await sandbox.initVault()
    }

    /// The fixture vault, adopted and then encrypted by `diary encrypt init` (with the sandbox's commit identity
    /// set first when `identity`); returns its exported key file, `diary.key` in the sandbox.
    static func encryptedVault(_ sandbox: Sandbox, identity: Bool = false) async throws -> URL {
        try await adoptedVault(sandbox)
        if identity { try await sandbox.setIdentity() }
        Expect.success(try await sandbox.diary("encrypt", "init"))
        let key = sandbox.root.appendingPathComponent("diary.key")
        Expect.success(try await sandbox.diary("encrypt", "export-key", key.path))
        return key
    }

    /// A minimal valid entry for `day`.
    static func entry(day: String, time: String = "10:00:00", title: String, body: String = "Some text.", tags: [String] = []) -> String {
        var text = "---\nschema: 2\ncreated: \(day)T\(time)+09:00\n"
        if !tags.isEmpty { text += "tags: [\(tags.joined(separator: ", "))]\n" }
        return text + "---\n# \(title)\n\n\(body)\n"
    }
}
