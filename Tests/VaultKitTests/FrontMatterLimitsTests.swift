import Foundation
import Testing

@testable import VaultKit

/// The limits on front matter hold before Yams reads it, and name the line where they are passed.
@Suite("front matter limits")
struct FrontMatterLimitsTests {
    static func entry(_ frontMatter: String) -> String {
        "---\nschema: 2\ncreated: 2025-11-22T10:00:00+09:00\n" + frontMatter + "---\nBody.\n"
    }

    static func problem(_ frontMatter: String) -> (line: Int?, FrontMatterProblem)? {
        do {
            _ = try EntryDocument.parse(text: entry(frontMatter), file: "x.md")
            return nil
        } catch VaultError.malformedFrontMatter(_, let line, let problem) {
            return (line, problem)
        } catch {
            return (nil, .yaml("\(error)"))
        }
    }

    @Test("aliases count as what they repeat: 9^9 values are refused at the line that passes the limit")
    func billionLaughs() {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        let names = Array("abcdefghi")
        for (previous, name) in zip(names, names.dropFirst()) {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        let found = Self.problem(text)
        #expect(found?.1 == .tooManyValues(limit: FrontMatterLimits.maxValues))
        // a..e hold 9 + 81 + … + 9^5 = 66,429 values: the limit passes on line 8 (`e:`), the file's 8th line.
        #expect(found?.line == 8, "\(String(describing: found))")
    }

    @Test("an alias used as a key is counted before any reader hashes it")
    func aliasAsKey() {
        let text =
            "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
            + "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
            + "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\n? *e\n: x\n"
        #expect(Self.problem(text)?.1 == .tooManyValues(limit: FrontMatterLimits.maxValues))
    }

    @Test("keys: 2,000 are read, 2,001 refused, whether in lines the fast scanner reads or in a flow map")
    func keys() {
        let lines = { (n: Int) in (0..<n).map { "k\($0): v\n" }.joined() }
        #expect(Self.problem(lines(FrontMatterLimits.maxKeys - 2)) == nil)  // schema and created are keys too
        #expect(Self.problem(lines(FrontMatterLimits.maxKeys - 1))?.1 == .tooManyKeys(limit: FrontMatterLimits.maxKeys))
        let flow = { (n: Int) in "m: {" + (0..<n).map { "k\($0): v" }.joined(separator: ", ") + "}\n" }
        #expect(Self.problem(flow(FrontMatterLimits.maxKeys - 3)) == nil)
        #expect(Self.problem(flow(FrontMatterLimits.maxKeys))?.1 == .tooManyKeys(limit: FrontMatterLimits.maxKeys))
    }

    @Test("nesting: 32 lists and maps are read, 33 refused, in flow or by indentation")
    func depth() {
        // The block's own map is the first level.
        let flow = { (n: Int) in "x: " + String(repeating: "[", count: n) + String(repeating: "]", count: n) + "\n" }
        #expect(Self.problem(flow(31)) == nil)
        #expect(Self.problem(flow(32))?.1 == .tooDeep(limit: FrontMatterLimits.maxDepth))
        #expect(Self.problem(flow(10_000))?.1 == .tooDeep(limit: FrontMatterLimits.maxDepth))
        let block = { (n: Int) in
            (0..<n).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined()
                + String(repeating: " ", count: n) + "k: v\n"
        }
        #expect(Self.problem(block(31)) == nil)
        let deep = Self.problem(block(32))
        #expect(deep?.1 == .tooDeep(limit: FrontMatterLimits.maxDepth))
        // The 33rd map is the one `k: v` (the file's line 36) begins.
        #expect(deep?.line == 36, "\(String(describing: deep))")
    }

    @Test("size: 256 KB is read, one byte more refused, without a line")
    func size() {
        let header = "note: |\n"
        let line = "  " + String(repeating: "a", count: 97) + "\n"
        let room = FrontMatterLimits.maxBytes - header.utf8.count - "schema: 2\ncreated: 2025-11-22T10:00:00+09:00\n".utf8.count
        let text = { (extra: Int) in
            header + String(repeating: line, count: room / 100) + "  " + String(repeating: "b", count: room % 100 - 3 + extra) + "\n"
        }
        #expect(Self.problem(text(0)) == nil)
        let found = Self.problem(text(1))
        #expect(found?.1 == .tooLarge(bytes: FrontMatterLimits.maxBytes + 1, limit: FrontMatterLimits.maxBytes))
        #expect(found?.line == nil)
    }

    @Test("the limits take milliseconds: 100,000 keys in 1 MB of front matter")
    func fast() {
        let text = (0..<100_000).map { "k\($0): v\n" }.joined()
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = Self.problem(text) }
        #expect(elapsed < .seconds(5), "a guard against a hang: \(elapsed)")
    }
}

/// `created` is a moment of the years 1 to 9999, as the vault's folders are.
@Suite("created out of range")
struct CreatedRangeTests {
    @Test(
        "schema 1 epoch seconds outside the years 1 to 9999 are a front-matter problem on their line",
        arguments: ["99999999999999999999", "253402300800", "-62135596801", "1e300", "-1e20"])
    func outOfRange(created: String) {
        do {
            _ = try EntryDocument.parse(text: "---\ntags: a\ncreated: \(created)\n---\nBody.\n", file: "2025/11/x.md")
            Issue.record("\(created) was read")
        } catch VaultError.malformedFrontMatter(let file, let line, let problem) {
            #expect(file == "2025/11/x.md" && line == 3 && problem == .createdOutOfRange)
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("the first and last seconds of the range still read", arguments: ["253402300799", "-62135596800", "1763683200.5"])
    func inRange(created: String) throws {
        let document = try EntryDocument.parse(text: "---\ncreated: \(created)\n---\nBody.\n", file: "x.md")
        #expect(document.frontMatter?.timestamp(localZone: TimeZone(secondsFromGMT: 0)!) != nil)
    }
}
