import Foundation
import Testing

@Suite("narrow terminals: stats and calendar stay within COLUMNS and break only between words")
struct NarrowTerminalTests {
    static let widths = [40, 60, 80, 120]

    /// Places with commas in their names (each on two days, so they are the top five), and long tags, on top of the fixture.
    static let places = [
        "Mapo-gu, Seoul, South Korea", "San Francisco, California, USA", "서울특별시 마포구, 대한민국",
        "Daejeon, South Korea", "Gangnam-gu, Seoul"
    ]

    /// The fixture and the places' entries, adopted by `diary init`.
    private static func vault(_ sb: Sandbox) async throws {
        try Fixture.write(into: sb)
        for (n, place) in (places + places).enumerated() {
            let day = String(format: "2025-11-%02d", 3 + n)
            try sb.write(
                Seoul.path(day),
                """
                ---
                schema: 2
                created: \(day)T10:00:00+09:00
                location:
                  name: \(place)
                tags: [long-distance-running, photography, 가족여행]
                ---
                # Day \(n)

                Words for the day \(n).

                """)
        }
        try await sb.initVault()
    }

    @Test("every line within the width; every word of the wide output whole", arguments: ["en_US.UTF-8", "ko_KR.UTF-8"])
    func fits(language: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.vault(sb)
        for command in [["stats"], ["calendar", "2025"], ["calendar", "--month", "2025-11"]] {
            let env: [String: String?] = ["LANG": language, "DIARY_TODAY": "2025-11-21"]
            var wideEnv = env
            wideEnv["COLUMNS"] = "1000"
            let wide = try await sb.launch(command, env: wideEnv).wait()
            Expect.success(wide)
            let words = Set(wide.stdout.split(whereSeparator: \.isWhitespace))
            for width in Self.widths {
                var narrowEnv = env
                narrowEnv["COLUMNS"] = String(width)
                let result = try await sb.launch(command, env: narrowEnv).wait()
                Expect.success(result)
                for line in result.outputLines {
                    #expect(LookingBack.width(line) <= width, "\(command) at \(width): '\(line)' is \(LookingBack.width(line)) wide")
                }
                let split = result.stdout.split(whereSeparator: \.isWhitespace).filter { !words.contains($0) }
                #expect(split.isEmpty, "\(command) at \(width) split words: \(split)\n\(result.stdout)")
            }
        }
    }

    @Test(
        "stats: places and tags are separated by ' · ' or a new line, each item whole on one line",
        arguments: ["en_US.UTF-8", "ko_KR.UTF-8"])
    func listItems(language: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.vault(sb)
        for width in Self.widths {
            let result = try await sb.diary("stats", env: ["LANG": language, "COLUMNS": String(width)])
            Expect.success(result)
            let items = result.outputLines.flatMap { $0.components(separatedBy: " · ") }
                .map { $0.trimmingCharacters(in: .whitespaces) }
            for place in Self.places {
                #expect(items.contains { $0.hasSuffix(place + " (2)") }, "\(place) at \(width):\n\(result.stdout)")
            }
            for tag in ["long-distance-running (10)", "photography (10)", "가족여행 (10)"] {
                #expect(items.contains { $0.hasSuffix(tag) }, "\(tag) at \(width):\n\(result.stdout)")
            }
            #expect(!result.stdout.contains("), "), "no comma between items:\n\(result.stdout)")
        }
        let wide = try await sb.diary("stats", env: ["COLUMNS": "200"])
        let tags = try #require(wide.outputLines.first { $0.hasPrefix("Top tags") })
        #expect(tags.hasSuffix("  long-distance-running (10) · photography (10) · 가족여행 (10) · family (2) · walk (2)"), "\(wide)")
    }

    @Test("stats at 40 columns: a value too wide beside the labels goes under its label, indented")
    func stacked() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.vault(sb)
        let result = try await sb.diary("stats", env: ["COLUMNS": "40"])
        Expect.success(result)
        let lines = result.outputLines
        let label = try #require(lines.firstIndex(of: "Top places"), "\(result)")
        #expect(lines[label + 1].hasPrefix("  ") && !lines[label + 1].hasPrefix("   "), "\(result)")
        #expect(lines.contains("Entries              15"), "short values stay beside their labels: \(result)")
    }

    @Test("calendar legend in Korean at 40 columns: broken between its parts, 오늘 whole")
    func koreanLegend() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.vault(sb)
        let result = try await sb.diary("calendar", "2025", env: ["COLUMNS": "40", "LANG": "ko_KR.UTF-8", "DIARY_TODAY": "2025-11-21"])
        Expect.success(result)
        let legend = result.outputLines.suffix(3)
        #expect(legend.count == 3 && legend.allSatisfy { $0.hasPrefix("    ") }, "under the grid: \(result)")
        #expect(legend.contains { $0.hasSuffix("@ 오늘") } && legend.contains { $0.contains("· 없음") }, "\(result)")
        #expect(legend.last?.trimmingCharacters(in: .whitespaces) == "14일 동안 121단어", "\(result)")
    }
}
