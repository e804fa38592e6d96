import Foundation
import TestSupport
import Testing

@Suite("weather as people read it")
struct WeatherDisplayTests {
    @Test("a temperature is shown to a tenth of a degree; the file keeps its exact value")
    func temperatureToATenth() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let path = "2025/09/2025-09-03.md"
        let text = """
            ---
            schema: 2
            created: 2025-09-03T07:45:00+09:00
            weather:
              condition: Cloudy
              temperature: 14.579999923706055
            ---
            # Morning

            Grey sky.

            """
        try sb.write(path, text)
        try sb.write("2025/09/2025-09-04.md", "---\nschema: 2\ncreated: 2025-09-04T07:45:00+09:00\nweather:\n  temperature: -0.04\n---\nCold.\n")
        try await sb.initVault()
        let shown = try await sb.diary("show", "2025-09-03")
        Expect.success(shown)
        #expect(shown.stdout.contains("Cloudy, 14.6°C"), "\(shown)")
        #expect(!shown.stdout.contains("14.579"), "\(shown)")
        let cold = try await sb.diary("show", "2025-09-04")
        #expect(cold.stdout.contains("0°C") && !cold.stdout.contains("-0°C"), "\(cold)")
        #expect(try String(contentsOf: sb.vault.appendingPathComponent(path), encoding: .utf8) == text)
    }
}
