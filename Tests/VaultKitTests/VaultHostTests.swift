import Foundation
import Localization
import TestSupport
import Testing

@testable import VaultKit

@Suite("what the program tells VaultKit, and what VaultKit checks once on a save")
struct VaultHostTests {
    @Test("the host's fixed day stands in for today; a given moment wins over it; without one, the clock")
    func fixedToday() throws {
        try Sandbox.with { box in
            _ = try box.makeVault()
            let fixed = try #require(Day("2020-02-29"))
            let vault = try Vault.open(at: box.repo, timeZone: Sandbox.seoul, host: VaultHost(fixedToday: fixed))
            #expect(vault.today() == fixed)
            #expect(vault.today(now: Sandbox.now).description == "2026-11-21")
            let clock = try Vault.open(at: box.repo, timeZone: Sandbox.seoul)
            #expect(clock.today() == Day(Date(), in: Sandbox.seoul))
        }
    }

    @Test("a quick entry past the limits on what diary reads is refused before any byte is written")
    func quickEntryWithinLimits() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let tags = (0...FrontMatterLimits.maxValues).map { "t\($0)" }
            let error = #expect(throws: VaultError.self) {
                try vault.quickEntry("Text.", moment: NewEntryMoment(tags: tags), now: Sandbox.now)
            }
            guard case .malformedFrontMatter(_, _, .tooManyValues(let limit)) = error else {
                Issue.record("got \(String(describing: error))")
                return
            }
            #expect(limit == FrontMatterLimits.maxValues)
            #expect(vault.entryPaths().isEmpty)
            #expect(try box.git("status", "--porcelain").isEmpty)
        }
    }

    @Test("a quick entry of only blanks is refused as such, with nothing written")
    func emptyQuickEntry() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            #expect(throws: VaultError.emptyQuickEntry) { try vault.quickEntry(" \n\t", now: Sandbox.now) }
            #expect(VaultError.emptyQuickEntry.message(in: EnglishText()) == EnglishText().emptyEntry(file: "(quick entry)"))
            #expect(vault.entryPaths().isEmpty)
        }
    }
}
