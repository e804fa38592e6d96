import Foundation
import Localization
import TestSupport
import Testing

@testable import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Vault store: listing")
struct VaultListingTests {
    @Test func summariesOfManyEntriesKeepOrderAndReportABrokenFileInPlace() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let start = try #require(Day("2026-01-01"))
            var brokenPaths: Set<String> = []
            for n in 0..<200 {
                let day = start.adding(days: n / 2)
                let path = EntryPath(day: day, sequence: n % 2 + 1)
                let created = "\(day)T12:00:0\(n % 2)+09:00"
                var text = entryText(created, body: "# Entry \(n)\n\nText of entry \(n).\n")
                if n == 77 {
                    text = "---\nschema: 2\ncreated: [broken\n---\nbody\n"
                    brokenPaths.insert(path.relativePath)
                }
                if n == 150 {
                    text = "---\nschema: 2\nno closing line\n"
                    brokenPaths.insert(path.relativePath)
                }
                try box.write(path.relativePath, text)
            }
            try box.write("2026/01/notes.md", "not an entry\n")
            try box.write("2026/01/.2026-01-01.md.tmp-1", "stray temp\n")
            try box.write("README.md", "readme\n")

            let paths = vault.entryPaths()
            #expect(paths.count == 200)
            #expect(paths == paths.sorted(by: >))
            #expect(vault.entryPaths(limit: 20) == Array(paths.prefix(20)))
            let from = try #require(Day("2026-02-01"))
            let to = try #require(Day("2026-02-28"))
            #expect(vault.entryPaths(from: from, to: to).count == 56)
            #expect(vault.entryPaths(from: from, to: to).allSatisfy { $0.day >= from && $0.day <= to })

            let results = vault.summaries(paths)
            #expect(results.count == paths.count)
            var failures = 0
            for (path, result) in zip(paths, results) {
                switch result {
                case .success(let summary):
                    #expect(summary.path == path)
                    #expect(!brokenPaths.contains(path.relativePath))
                    #expect(summary.title.hasPrefix("Entry "))
                    #expect(summary.preview == "Text of \(summary.title.lowercased()).")
                    #expect(summary.timestamp.day == path.day)
                case .failure(let error):
                    failures += 1
                    #expect(brokenPaths.contains(path.relativePath), "\(path): \(error)")
                    #expect(error.message(in: EnglishText()).contains(path.relativePath))
                }
            }
            #expect(failures == 2)
            // Reading an arbitrary (unsorted) list keeps its order too.
            let shuffled = Array(paths.reversed())
            let again = vault.summaries(shuffled)
            for (path, result) in zip(shuffled, again) {
                if case .success(let summary) = result { #expect(summary.path == path) }
            }
        }
    }

    @Test func summariesOfNothingIsEmpty() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            #expect(vault.summaries([]).isEmpty)
            #expect(vault.entryPaths().isEmpty)
        }
    }

    @Test(
        "a filter with a limit: the newest that match, whole (entries) or summed up (summaries) alike; a broken file is reported up to the last one kept"
    )
    func filterWithALimit() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let start = try #require(Day("2026-01-01"))
            func path(_ n: Int) -> EntryPath { EntryPath(day: start.adding(days: n)) }
            for n in 0..<40 {
                let tags = n % 3 == 0 ? "tags: [walk]\n" : ""
                var text = "---\nschema: 2\ncreated: \(path(n).day)T12:00:00+09:00\n\(tags)---\n# Entry \(n)\n\nText \(n).\n"
                if n == 35 || n == 2 { text = "---\nschema: 2\ncreated: [broken\n---\nbody\n" }
                try box.write(path(n).relativePath, text)
            }
            func check(_ filter: EntryFilter, _ matching: [Int], broken: [Int], sourceLocation: SourceLocation = #_sourceLocation) {
                let summaries = vault.summaries(filter)
                let entries = vault.entries(filter)
                #expect(summaries.matching.map(\.path) == matching.map(path), sourceLocation: sourceLocation)
                #expect(entries.matching.map(\.path) == matching.map(path), sourceLocation: sourceLocation)
                #expect(entries.matching.map(\.title) == matching.map { "Entry \($0)" }, sourceLocation: sourceLocation)
                for found in [summaries.broken, entries.broken] {
                    #expect(found.count == broken.count, "\(found)", sourceLocation: sourceLocation)
                    for (error, n) in zip(found, broken) {
                        #expect(error.message(in: EnglishText()).contains(path(n).relativePath), "\(error)", sourceLocation: sourceLocation)
                    }
                }
            }
            var walks = EntryFilter()
            walks.tags = ["walk"]
            check(walks, Array(stride(from: 39, through: 0, by: -3)), broken: [35, 2])
            walks.limit = 3
            check(walks, [39, 36, 33], broken: [35])
            walks.limit = 0
            check(walks, [], broken: [])
            var newest = EntryFilter()
            newest.limit = 5
            check(newest, [39, 38, 37, 36], broken: [35])
            newest.limit = 3
            check(newest, [39, 38, 37], broken: [])
        }
    }
}
