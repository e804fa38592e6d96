import Testing

@testable import Localization

@Suite struct SettingsTextTests {
    @Test(arguments: Language.allCases)
    func errorsNameTheFileTheLineAndAnExample(language: Language) {
        let text = language.text
        let message = text.settingsBadValue(
            file: "/u/config.yaml", line: 3, key: "location.latitude",
            requirement: text.settingRequirement(.latitude), example: "location.latitude: 37.5665")
        for part in ["/u/config.yaml", "3", "location.latitude", "location.latitude: 37.5665", "90"] {
            #expect(message.contains(part), "\(language): \(message)")
        }
        let broken = text.settingsBroken(file: "/v/.diary/config.yaml", line: 7, problem: "did not find expected ','")
        #expect(broken.contains("/v/.diary/config.yaml") && broken.contains("7") && !broken.contains("\n"))
        #expect(text.settingsBroken(file: "/f", line: nil, problem: "p").contains("/f"))
    }

    @Test func eachLanguageSaysItInItsOwnWords() {
        #expect(Language.english.text.leftAsTemplate(name: "2026-11-21") == "Left as the template: no entry created for 2026-11-21.")
        #expect(Language.korean.text.leftAsTemplate(name: "2026-11-21").contains("템플릿"))
        #expect(Language.english.text.configOriginDefault != Language.korean.text.configOriginDefault)
    }

    @Test(arguments: Language.allCases)
    func configListSaysWhereEachValueComesFrom(language: Language) {
        let text = language.text
        #expect(text.configOriginUser(file: "/u/config.yaml").contains("/u/config.yaml"))
        #expect(text.configOriginVault(file: "/v/.diary/config.yaml").contains("/v/.diary/config.yaml"))
        #expect(text.configOriginUser(file: "/f") != text.configOriginVault(file: "/f"), "says whose file")
        #expect(text.configOriginEnvironment(variable: "EDITOR").contains("$EDITOR"))
        let origins = [
            text.configOriginDefault, text.configOriginUnset, text.configOriginSystem, text.configOriginTemplateFound,
            text.configFileMissing, text.configOriginEnvironment(variable: "TZ")
        ]
        #expect(Set(origins).count == origins.count && origins.allSatisfy { $0.hasPrefix("(") && $0.hasSuffix(")") }, "\(origins)")
    }
}
