import Foundation
import OpenMeteoStub
import TestSupport
import Testing

/// Place and weather looked up for new entries, against the stub Open-Meteo on 127.0.0.1 (no test
/// reaches any other address): the lookup starts with the command, and writing never waits more
/// than 2 seconds for it.
@Suite("new entries: place and weather from Open-Meteo (stub)", .serialized)
struct WeatherLookupTests {
    /// The sandbox runs offline; these tests look up, at the stub only.
    private let online: [String: String?] = ["DIARY_OFFLINE": nil]

    /// Settings pointing both services at `stub` (or at `base`).
    private func pointSettings(_ sb: Sandbox, at base: String, extra: String = "") throws {
        try sb.writeUserConfig("location:\n  provider_url: \(base)\nweather:\n  provider_url: \(base)\n" + extra)
    }

    private func onlyEntry(_ sb: Sandbox) throws -> String {
        let entries = try sb.files().keys.filter { $0.hasSuffix(".md") }.sorted()
        #expect(entries.count == 1, "\(entries)")
        return try #require(entries.first)
    }

    /// Runs `diary` and returns its result with the seconds it took.
    private func timed(_ body: () async throws -> RunResult) async throws -> (RunResult, Double) {
        let start = ContinuousClock.now
        let result = try await body()
        return (result, seconds(since: start))
    }

    @Test("a place given by name gets its coordinates and the weather now, in one commit")
    func placeAndWeather() async throws {
        let stub = try StubOpenMeteo(.good)
        defer { stub.stop() }
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try pointSettings(sb, at: stub.base)
        let result = try await sb.diary("new", "Rain on the harbour.", "--location", "Busan", env: online)
        Expect.success(result)
        #expect(result.stderr.isEmpty, "\(result)")
        let text = try #require(sb.text(try onlyEntry(sb)))
        #expect(
            text.frontMatterBlock?.contains(
                """
                location:
                  name: Busan, South Korea
                  latitude: 35.1028
                  longitude: 129.0403
                weather:
                  condition: Light rain
                  temperature: 12.3
                  code: 61
                ---
                """) == true, "\(text)")
        #expect(try await sb.commitCount() == 1)
        #expect(stub.requests.count == 2, "\(stub.requests)")
        #expect(stub.requests.first?.hasPrefix("GET /v1/search?name=Busan&") == true, "\(stub.requests)")
        #expect(stub.requests.last?.hasPrefix("GET /v1/forecast?latitude=35.1028&longitude=129.0403&") == true)
        try await sb.expectClean()
    }

    @Test("the configured place's coordinates are used as they are: only the weather is asked, in Korean under a Korean locale")
    func configuredPlace() async throws {
        let stub = try StubOpenMeteo(.good)
        defer { stub.stop() }
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.writeUserConfig(
            """
            location:
              name: 서울
              latitude: 37.5665
              longitude: 126.978
              provider_url: \(stub.base)
            weather:
              provider_url: \(stub.base)

            """)
        let result = try await sb.diary("new", "맑은 하루.", env: ["LANG": "ko_KR.UTF-8", "DIARY_OFFLINE": nil])
        Expect.success(result)
        let text = try #require(sb.text(try onlyEntry(sb)))
        #expect(text.contains("location:\n  name: 서울\n  latitude: 37.5665\n  longitude: 126.978\n"), "\(text)")
        #expect(text.contains("weather:\n  condition: 약한 비\n  temperature: 12.3\n  code: 61\n"), "\(text)")
        #expect(
            stub.requests.count == 1 && stub.requests[0].hasPrefix("GET /v1/forecast?latitude=37.5665&longitude=126.978&"),
            "\(stub.requests)")
    }

    @Test("the lookup runs while the editor is open and is merged into the front matter at save")
    func throughTheEditor() async throws {
        let stub = try StubOpenMeteo(.good)
        defer { stub.stop() }
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try pointSettings(sb, at: stub.base)
        let result = try await sb.diary("open", "--location", "Busan", "--tag", "trip", editor: .append, env: online)
        Expect.success(result)
        let text = try #require(sb.text(try onlyEntry(sb)))
        #expect(text.contains("  latitude: 35.1028\n") && text.contains("  code: 61\n") && text.contains("tags: [trip]\n"), "\(text)")
        #expect(text.hasSuffix(StubEditor.appendedText))
        #expect(try await sb.commitCount() == 1)
        try await sb.expectClean()
    }

    @Test(
        "--no-weather, a typed --weather, or another day: the place is looked up, the weather is not",
        arguments: [
            ["new", "Text.", "--location", "Busan", "--no-weather"],
            ["new", "Text.", "--location", "Busan", "--weather", "Fog"],
            ["open", "2026-03-14", "--location", "Busan"]
        ])
    func noWeatherAsked(arguments: [String]) async throws {
        let stub = try StubOpenMeteo(.good)
        defer { stub.stop() }
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try pointSettings(sb, at: stub.base)
        let result = try await sb.launch(arguments, env: ["EDITOR": sb.editor(.append), "DIARY_OFFLINE": nil]).wait()
        Expect.success(result)
        let text = try #require(sb.text(try onlyEntry(sb)))
        #expect(text.contains("  latitude: 35.1028\n"), "\(text)")
        #expect(!text.contains("code: 61"), "\(text)")
        #expect(stub.requests.count == 1 && stub.requests[0].contains("/v1/search?"), "\(stub.requests)")
    }

    @Test("weather.enabled: false, or no place at all: nothing is asked")
    func nothingAsked() async throws {
        let stub = try StubOpenMeteo(.good)
        defer { stub.stop() }
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try pointSettings(sb, at: stub.base)
        Expect.success(try await sb.diary("new", "No place given.", env: online))
        try pointSettings(sb, at: stub.base, extra: "  enabled: false\n")
        Expect.success(try await sb.diary("new", "Coordinates given.", "--location", "Busan", env: online))
        Expect.success(try await sb.diary("new", "Offline.", "--location", "Busan"))
        #expect(stub.requests.allSatisfy { $0.contains("/v1/search?") }, "\(stub.requests)")
        #expect(stub.requests.count == 1, "only the place of the second entry: \(stub.requests)")
    }

    @Test(
        "offline, an error status, a malformed answer, a silent server, an unknown place: saved anyway within the bound, one line",
        arguments: ["offline", "500", "malformed", "hang", "notfound"])
    func failures(mode: String) async throws {
        let stub = mode == "offline" ? nil : try StubOpenMeteo(try #require(StubOpenMeteo.Mode(rawValue: mode)))
        defer { stub?.stop() }
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try pointSettings(sb, at: try stub?.base ?? "http://127.0.0.1:\(closedPort())")
        // The same command offline, in a vault of its own, for how long a save takes on this machine now.
        let offline = try Sandbox()
        defer { offline.cleanUp() }
        try await offline.initVault()
        let (_, before) = try await timed { try await offline.diary("new", "Written offline.", "--location", "Busan") }
        let (result, elapsed) = try await timed { try await sb.diary("new", "Written anyway.", "--location", "Busan", env: online) }
        let (_, after) = try await timed { try await offline.diary("new", "Written offline again.", "--location", "Busan") }
        Expect.success(result)
        // At most 2 s of waiting for the network (a server that never answers would hold a save for curl's
        // minutes), beside the slower of two offline saves just before and after, with 3 s of room for a
        // busy 2-core machine: under the whole suite's load a save once took 2.6 s more than its baseline.
        let baseline = max(before, after)
        #expect(elapsed < baseline + 2 + 3, "took \(elapsed) s, \(before) and \(after) s offline")
        let warnings = result.stderr.split(separator: "\n")
        // Offline (nothing listening), the line is the short offline notice (OfflineLookupTests); else it names the place.
        let named = mode == "offline" ? "Offline: " : "Busan"
        #expect(warnings.count == 1 && warnings[0].hasPrefix("warning: ") && warnings[0].contains(named), "\(result)")
        let text = try #require(sb.text(try onlyEntry(sb)))
        #expect(text.contains("location:\n  name: Busan\n"), "the name as typed, without coordinates: \(text)")
        #expect(!text.contains("latitude") && !text.contains("weather:"), "\(text)")
        #expect(text.bodyAfterFrontMatter == "Written anyway.\n")
        #expect(try await sb.commitCount() == 1)
        try await sb.expectClean()
    }

    @Test("the weather fails but the place was found: coordinates kept, one warning about the weather")
    func weatherFailsAfterPlace() async throws {
        let stub = try StubOpenMeteo(.good)
        defer { stub.stop() }
        let failing = try StubOpenMeteo(.failing)
        defer { failing.stop() }
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.writeUserConfig("location:\n  provider_url: \(stub.base)\nweather:\n  provider_url: \(failing.base)\n")
        let result = try await sb.diary("new", "Half known.", "--location", "Busan", env: online)
        Expect.success(result)
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("500"), "\(result)")
        let text = try #require(sb.text(try onlyEntry(sb)))
        #expect(text.contains("  latitude: 35.1028\n") && !text.contains("weather:"), "\(text)")
    }

    @Test("a template showing {{weather}} opens with the weather filled in")
    func templateWeather() async throws {
        let stub = try StubOpenMeteo(.good)
        defer { stub.stop() }
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try pointSettings(sb, at: stub.base)
        try sb.write(".diary/template.md", "# {{location}}: {{weather}}\n")
        let result = try await sb.diary("new", "--location", "Busan", editor: .append, env: online)
        Expect.success(result)
        let text = try #require(sb.text(try sb.files().keys.first { $0.hasSuffix(".md") && !$0.hasPrefix(".diary/") } ?? ""))
        #expect(text.contains("# Busan, South Korea: Light rain, 12.3°C\n"), "\(text)")
    }
}
