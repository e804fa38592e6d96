import Foundation
import OpenMeteoStub
import TestSupport
import Testing

/// The lookups of a new entry when they cannot help: the settings' place is looked up once and its
/// coordinates kept in the settings; offline, one short line a day says so and how to stop trying; the
/// `offline` setting stops the lookups as `$DIARY_OFFLINE` does.
@Suite("new entries offline, and the settings' place looked up once", .serialized)
struct OfflineLookupTests {
    /// The sandbox runs offline; these tests look up, at the stub or at a closed port only.
    private let online: [String: String?] = ["DIARY_OFFLINE": nil]

    private func stateFile(_ sb: Sandbox) -> URL {
        sb.root.appendingPathComponent(".local/state/diary/offline-noticed")
    }

    @Test("the settings' place, found once, is written beside its name (the rest of the file kept); the next entry asks only the weather")
    func settingsPlaceKept() async throws {
        let stub = try StubOpenMeteo(.good)
        defer { stub.stop() }
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let settings = """
            # Where I write, mostly.
            location:
              name: Busan # home
              provider_url: \(stub.base)
            weather:
              provider_url: \(stub.base)

            """
        try sb.writeUserConfig(settings)
        let first = try await sb.diary("new", "First day here.", env: online)
        Expect.success(first)
        #expect(first.stderr.isEmpty, "\(first)")
        let kept = try #require(sb.userConfigText)
        #expect(
            kept
                == settings.replacingOccurrences(
                    of: "  provider_url: \(stub.base)\nweather:",
                    with: "  provider_url: \(stub.base)\n  latitude: 35.1028\n  longitude: 129.0403\nweather:"),
            "\(kept)")
        #expect(stub.requests.filter { $0.contains("/v1/search?") }.count == 1, "\(stub.requests)")

        let second = try await sb.diary("new", "Second day.", env: online)
        Expect.success(second)
        #expect(second.stderr.isEmpty, "\(second)")
        #expect(stub.requests.filter { $0.contains("/v1/search?") }.count == 1, "never a second lookup: \(stub.requests)")
        #expect(stub.requests.filter { $0.contains("/v1/forecast?latitude=35.1028&longitude=129.0403&") }.count == 2)
        #expect(try sb.userConfigText == kept)
        let entries = try sb.files().keys.filter { $0.hasSuffix(".md") }.sorted()
        #expect(entries.count == 2)
        // The first as the lookup named it, the second as the settings do; both with the coordinates.
        let texts = try entries.map { try #require(sb.text($0)) }
        #expect(texts.contains { $0.contains("  name: Busan, South Korea\n  latitude: 35.1028\n  longitude: 129.0403\n") })
        #expect(texts.contains { $0.contains("  name: Busan\n  latitude: 35.1028\n  longitude: 129.0403\n") })
        try await sb.expectClean()
    }

    @Test("another place typed with --location is looked up, and the settings are left as they were")
    func typedPlaceNotKept() async throws {
        let stub = try StubOpenMeteo(.good)
        defer { stub.stop() }
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let settings = "location:\n  name: Seoul\n  provider_url: \(stub.base)\nweather:\n  enabled: false\n"
        try sb.writeUserConfig(settings)
        Expect.success(try await sb.diary("new", "A trip.", "--location", "Busan", env: online))
        #expect(try sb.userConfigText == settings)
    }

    @Test("offline: one short line the first time a day, saying how to stop trying; nothing the next time; again another day")
    func offlineOnceADay() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let closed = "http://127.0.0.1:\(try closedPort())"
        try sb.writeUserConfig("location:\n  name: Busan\n  provider_url: \(closed)\nweather:\n  provider_url: \(closed)\n")
        let first = try await sb.diary("new", "No network today.", env: online)
        Expect.success(first)
        let lines = first.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(first)")
        #expect(lines.first?.hasPrefix("warning: Offline: ") == true, "\(first)")
        #expect(first.stderr.contains("'diary config set offline true'") && first.stderr.contains("DIARY_OFFLINE=1"))
        // The day it was shown is the entry's (today in the vault's zone; `new` ignores DIARY_TODAY).
        let day = try #require(sb.files().keys.first { $0.hasSuffix(".md") }).split(separator: "/").last!.prefix(10)
        #expect(try String(contentsOf: stateFile(sb), encoding: .utf8) == day + "\n")

        let again = try await sb.diary("new", "Still no network.", env: online)
        Expect.success(again)
        #expect(again.stderr.isEmpty, "once a day: \(again)")

        // As if it was last shown on another day.
        try Data("2026-01-01\n".utf8).write(to: stateFile(sb))
        let nextDay = try await sb.diary("new", "Another day, still offline.", env: online)
        Expect.success(nextDay)
        #expect(nextDay.stderr.split(separator: "\n").count == 1 && nextDay.stderr.contains("Offline: "), "\(nextDay)")
        let entries = try sb.files().keys.filter { $0.hasSuffix(".md") }
        #expect(entries.count == 3)
        #expect(try await sb.commitCount() == 3)
        try await sb.expectClean()
    }

    @Test("offline, in Korean: the one line in Korean")
    func offlineInKorean() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let closed = "http://127.0.0.1:\(try closedPort())"
        try sb.writeUserConfig("location:\n  name: Busan\n  provider_url: \(closed)\nweather:\n  provider_url: \(closed)\n")
        let result = try await sb.diary("new", "연결이 없다.", env: ["DIARY_OFFLINE": nil, "LANG": "ko_KR.UTF-8"])
        Expect.success(result)
        #expect(result.stderr.contains("오프라인") && result.stderr.contains("하루에 한 번"), "\(result)")
    }

    @Test("the offline setting, set with diary config, stops every lookup as DIARY_OFFLINE does")
    func offlineSetting() async throws {
        let stub = try StubOpenMeteo(.good)
        defer { stub.stop() }
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.writeUserConfig("location:\n  name: Busan\n  provider_url: \(stub.base)\nweather:\n  provider_url: \(stub.base)\n")
        Expect.success(try await sb.diary("config", "set", "offline", "true", env: online))
        let result = try await sb.diary("new", "Quiet.", env: online)
        Expect.success(result)
        #expect(result.stderr.isEmpty, "\(result)")
        #expect(stub.requests.isEmpty, "\(stub.requests)")
        let vaultLevel = try await sb.diary("config", "set", "--vault-level", "offline", "true", env: online)
        #expect(vaultLevel.status != 0 && vaultLevel.stderr.contains("offline"), "a machine's own matter: \(vaultLevel)")
    }
}
