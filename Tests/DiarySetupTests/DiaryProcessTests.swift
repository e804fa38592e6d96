import DiarySetup
import Foundation
import Localization
import TestSupport
import Testing
import VaultKit

/// The set-up both programs share, made from a dictionary and a folder: nothing of the test process leaks in.
@Suite("DiaryProcess: what a diary process knows of itself")
struct DiaryProcessTests {
    /// A process whose HOME and XDG_CONFIG_HOME are `box`'s, running in `folder` (by default the box).
    func process(_ box: Sandbox, _ extra: [String: String] = [:], in folder: URL? = nil) -> DiaryProcess {
        var environment = ["HOME": box.root.path, "XDG_CONFIG_HOME": box.root.appendingPathComponent("cfg").path]
        environment.merge(extra) { _, new in new }
        return DiaryProcess(environment: environment, currentDirectory: folder ?? box.root)
    }

    @Test func languageLocaleAndIdentityComeFromTheGivenEnvironment() throws {
        try Sandbox.with { box in
            let korean = process(box, ["LANG": "ko_KR.UTF-8", "LC_TIME": "en_US.UTF-8", "DIARY_TODAY": "2026-03-14"])
            #expect(korean.language == .korean)
            #expect(korean.dateLocale.identifier.hasPrefix("en"))
            #expect(korean.host.fixedToday == Day("2026-03-14"))
            #expect(korean.userSettingsFile.path == box.root.path + "/cfg/diary/config.yaml")
            #expect(korean.stateFolder.path == box.root.path + "/.local/state/diary")
            #expect(!korean.offlineVariable)
            let english = process(box, ["LANG": "C.UTF-8", "DIARY_OFFLINE": "1", "XDG_STATE_HOME": "/state"])
            #expect(english.language == .english)
            #expect(english.offlineVariable)
            #expect(english.stateFolder.path == "/state/diary")
        }
    }

    @Test("the host VaultKit is given carries the process's time zone and machine name, for entries and commits")
    func hostCarriesZoneAndMachine() throws {
        try Sandbox.with { box in
            let seoul = TimeZone(identifier: "Asia/Seoul")!
            let given = DiaryProcess(environment: [:], currentDirectory: box.root, timeZone: seoul, machineName: "given-laptop")
            #expect(given.host.timeZone == seoul)
            #expect(given.host.machineName == "given-laptop")
            #expect(SyncOptions.standard(remote: "origin", force: false, host: given.host).machine == "given-laptop")
        }
    }

    @Test func oneRuleForTheVault() throws {
        try Sandbox.with { box in
            let inside = box.root.appendingPathComponent("here/2026/11")
            try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
            try box.write("here/2026/11/2026-11-21.md", "---\nschema: 2\n---\nA day.\n", under: box.root)
            try FileManager.default.createDirectory(at: box.root.appendingPathComponent("here/.git"), withIntermediateDirectories: true)
            try box.write("cfg/diary/config.yaml", "journals:\n  work: ~/work-diary\n  home: /elsewhere\njournal: home\n", under: box.root)
            let home = box.root.path
            let around = process(box, ["DIARY_VAULT": "~/from-variable"], in: inside)
            #expect(try around.vaultURL(given: "~/given").path == home + "/given")
            #expect(try around.vaultURL(given: nil, journal: "work").path == home + "/work-diary")
            #expect(try around.vaultURL(given: nil).path == home + "/from-variable")
            let noVariable = process(box, in: inside)
            #expect(try noVariable.vaultURL(given: nil).path == home + "/here")
            #expect(try noVariable.vaultURL(given: nil, lookingAround: false).path == "/elsewhere")
            #expect(throws: SettingsError.self) { try noVariable.vaultURL(given: nil, journal: "dreams") }
            try box.write("cfg/diary/config.yaml", "editor: vim\n", under: box.root)
            #expect(try process(box).vaultURL(given: nil).path == home + "/Diary")
        }
    }

    @Test func aVaultTakesItsSettingsTimeZone() throws {
        try Sandbox.with { box in
            let root = box.root.appendingPathComponent("vault")
            let setup = process(box)
            _ = try Vault.initialize(at: root, timeZone: TimeZone(identifier: "UTC")!, host: setup.host)
            try box.write("vault/.diary/config.yaml", "timezone: Asia/Seoul\n", under: box.root)
            let machine = DiaryProcess(
                environment: ["HOME": box.root.path], currentDirectory: box.root, timeZone: TimeZone(identifier: "Europe/Paris")!)
            #expect(try machine.openVault(root).timeZone.identifier == "Europe/Paris")
            let (vault, settings) = try machine.open(root)
            #expect(vault.timeZone.identifier == "Asia/Seoul")
            #expect(settings.timeZone?.identifier == "Asia/Seoul")
        }
    }

    @Test func failuresAreWordedOnceForBothPrograms() {
        let missing = Failure(VaultError.vaultMissing(path: "/nowhere"), text: Language.english.text)
        #expect(missing.exitCode == 1)
        #expect(missing.message.contains("/nowhere"))
        let korean = Failure(VaultError.vaultMissing(path: "/nowhere"), text: Language.korean.text)
        #expect(korean.message != missing.message && korean.message.contains("/nowhere"))
        let unknown = Failure(SettingsError.unknownJournal(name: "dreams", known: ["work"], file: "/c.yaml"), text: Language.english.text)
        #expect(unknown.exitCode == 64)
        #expect(unknown.message.contains("dreams") && unknown.message.contains("work"))
    }
}
