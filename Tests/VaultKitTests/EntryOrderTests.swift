import Foundation
import TestSupport
import Testing

@testable import VaultKit

/// Entries are listed by when they were written, newest first, whatever their file names say.
@Suite struct EntryOrderTests {
    @Test func aDaysEntriesGoByTheirTimeNotTheirNames() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            try box.write("2026/11/2026-11-21.md", entryText("2026-11-21T21:21:00+09:00", body: "Evening.\n"))
            try box.write("2026/11/2026-11-21-2.md", entryText("2026-11-21T07:45:00+09:00", body: "Morning, written later.\n"))
            try box.write("2026/11/2026-11-20.md", entryText("2026-11-20T23:00:00+09:00", body: "The day before.\n"))
            let names = { (filter: EntryFilter) in vault.listing(filter).listing.items.map(\.path.name) }
            #expect(names(EntryFilter()) == ["2026-11-21", "2026-11-21-2", "2026-11-20"])
            #expect(vault.summaries(EntryFilter()).matching.map(\.path.name) == ["2026-11-21", "2026-11-21-2", "2026-11-20"])
            #expect(vault.entries(EntryFilter()).matching.map(\.path.name) == ["2026-11-21", "2026-11-21-2", "2026-11-20"])
            var one = EntryFilter()
            one.limit = 1
            #expect(names(one) == ["2026-11-21"], "the newest by time, not by name")
            one.limit = 2
            #expect(names(one) == ["2026-11-21", "2026-11-21-2"])
            one.starredOnly = false
            one.tags = []
            one.weather = ""
            #expect(vault.summaries(one).matching.isEmpty, "front-matter conditions with a limit read whole days too")
        }
    }
}
