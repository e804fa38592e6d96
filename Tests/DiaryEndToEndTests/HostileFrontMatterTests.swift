import Foundation
import Testing

/// Front matter built to exhaust memory or time: refused in a moment and a few MB, naming the file,
/// while every other entry is still listed.
@Suite("hostile front matter")
struct HostileFrontMatterTests {
    static let bombPath = "2025/11/2025-11-22.md"

    /// A few kilobytes of text, each to exhaust a YAML reader in its own way.
    enum Shape: String, CaseIterable, CustomTestStringConvertible {
        /// Nine anchors, each a list of nine aliases of the one before: 9^9 values.
        case billionLaughs
        /// The same, with the last anchor used as a key (a YAML reader hashes a key, all of it).
        case laughsAsKey
        /// 100,000 `kNNNNNN: v` lines.
        case hundredThousandKeys
        /// 5,000 keys in one flow map, small enough to pass the size limit.
        case fiveThousandFlowKeys
        /// A list inside a list, 10,000 deep.
        case tenThousandDeepFlow
        /// Maps inside maps by indentation, 100 deep.
        case hundredDeepBlock
        /// 10 MB of a block scalar.
        case hugeFrontMatter

        var testDescription: String { rawValue }

        var frontMatter: String {
            switch self {
            case .billionLaughs, .laughsAsKey:
                var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
                let names = Array("abcdefghi")
                for (previous, name) in zip(names, names.dropFirst()) {
                    text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
                }
                return self == .laughsAsKey ? text + "? *i\n: x\n" : text
            case .hundredThousandKeys:
                return (0..<100_000).map { "k\(String($0).leftPadded(6)): v\n" }.joined()
            case .fiveThousandFlowKeys:
                return "m: {" + (0..<5_000).map { "k\($0): v" }.joined(separator: ", ") + "}\n"
            case .tenThousandDeepFlow:
                return "x: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
            case .hundredDeepBlock:
                return (0..<100).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined()
                    + String(repeating: " ", count: 100) + "k: v\n"
            case .hugeFrontMatter:
                return "note: |\n" + String(repeating: "  a line of text that goes on and on and on\n", count: 240_000)
            }
        }

        /// What the error says.
        var problem: String {
            switch self {
            case .billionLaughs, .laughsAsKey: return "more than 20000 values once its aliases (*name) are expanded"
            case .hundredThousandKeys: return "the front matter is 1 MB, more than the 256 KB diary reads"
            case .fiveThousandFlowKeys: return "more than 2000 keys"
            case .tenThousandDeepFlow, .hundredDeepBlock: return "lists and maps nested more than 32 deep"
            case .hugeFrontMatter: return "the front matter is 10 MB, more than the 256 KB diary reads"
            }
        }
    }

    static func writeBomb(_ shape: Shape, into sb: Sandbox) throws {
        try sb.write(bombPath, "---\nschema: 2\ncreated: 2025-11-22T10:00:00+09:00\n" + shape.frontMatter + "---\n# Bomb\n\nText.\n")
    }

    @Test(
        "list refuses the entry in a moment and a few MB, naming it, and lists all the others",
        arguments: Shape.allCases)
    func listRefuses(shape: Shape) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        try Self.writeBomb(shape, into: sb)
        try await sb.initVault()
        let run = try await sb.boundedDiary(["list"])
        let result = run.result
        #expect(run.finishedWithinBounds, "killed by the memory or CPU cap or the deadline after \(run.seconds) s: \(result)")
        Expect.expectNoCrash(result)
        #expect(result.status == 1, "\(result)")
        #expect(result.errorLines.count == 1, "\(result)")
        #expect(result.stderr.hasPrefix("error: \(Self.bombPath)") && result.stderr.contains(shape.problem), "\(result)")
        #expect(!result.stderr.contains("yaml_"), "libyaml's own words leak: \(result)")
        for title in Fixture.titlesNewestFirst {
            #expect(result.stdout.contains(title), "\(title) is missing: \(result)")
        }
    }

    @Test(
        "every reading command refuses the billion laughs the same way",
        arguments: [
            ["search", "text"], ["show", "2025-11-22"], ["stats"], ["calendar", "2025"], ["tags"], ["export"],
            ["export", "--format", "html"], ["migrate", "--dry-run"], ["list", "--json"]
        ])
    func everyCommand(arguments: [String]) async throws {
        for shape in [Shape.billionLaughs, .laughsAsKey, .tenThousandDeepFlow] {
            let sb = try Sandbox()
            defer { sb.cleanUp() }
            try Fixture.write(into: sb)
            try Self.writeBomb(shape, into: sb)
            try await sb.initVault()
            let before = try await sb.state()
            let run = try await sb.boundedDiary(arguments)
            #expect(run.finishedWithinBounds, "\(shape): killed by the memory cap or the deadline: \(run.result)")
            Expect.expectNoCrash(run.result)
            #expect(run.result.status == 1, "\(shape): \(run.result)")
            #expect(run.result.stderr.contains(Self.bombPath) && run.result.stderr.contains(shape.problem), "\(shape): \(run.result)")
            #expect(try await sb.state() == before)
        }
    }

    @Test(
        "a vault settings file shaped as a bomb (it syncs like the entries) is refused the same way, naming it",
        arguments: [Shape.billionLaughs, .tenThousandDeepFlow, .hugeFrontMatter])
    func settingsFileRefused(shape: Shape) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        try await sb.initVault()
        try sb.write(".diary/config.yaml", shape.frontMatter)
        let run = try await sb.boundedDiary(["list"])
        #expect(run.finishedWithinBounds, "killed by the memory or CPU cap or the deadline after \(run.seconds) s: \(run.result)")
        Expect.oneLineError(run.result, mentioning: [".diary/config.yaml", shape.problem])
        #expect(!run.result.stderr.contains("yaml_"), "libyaml's own words leak: \(run.result)")
    }

    @Test("front matter within the limits still reads: anchors and aliases, nesting, many tags")
    func withinLimits() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let tags = (0..<500).map { "t\($0)" }.joined(separator: ", ")
        try sb.write(
            Self.bombPath,
            """
            ---
            schema: 2
            created: 2025-11-22T10:00:00+09:00
            tags: [\(tags)]
            base: &base {mood: calm, energy: 3}
            morning: *base
            evening: {<<: *base, mood: tired}
            deep: \(String(repeating: "[", count: 30))x\(String(repeating: "]", count: 30))
            ---
            # Fine after all

            Text.

            """)
        let run = try await sb.boundedDiary(["list"])
        Expect.success(run.result)
        #expect(run.result.stdout.contains("Fine after all"), "\(run.result)")
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

@Suite("created out of range, end to end")
struct CreatedOutOfRangeTests {
    @Test("created: 99999999999999999999 is refused naming the file and line, not listed as the year 506713")
    func listRefuses() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        try sb.write("2025/11/2025-11-22.md", "---\ncreated: 99999999999999999999\n---\n# Far away\n\nText.\n")
        try await sb.initVault()
        let result = try await sb.diary("list")
        #expect(result.status == 1, "\(result)")
        #expect(!result.stdout.contains("506713") && !result.stdout.contains("Far away"), "\(result)")
        #expect(
            result.errorLines == [
                "error: 2025/11/2025-11-22.md line 2: malformed front matter: 'created' is outside the years 1 to 9999, "
                    + "e.g. created: 2026-11-21T09:14:03+09:00; fix the YAML between the '---' lines"
            ], "\(result)")
        for title in Fixture.titlesNewestFirst { #expect(result.stdout.contains(title)) }
    }
}
