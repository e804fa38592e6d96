import Foundation
import Testing

@testable import diary

@Suite("diary config list: where each value in effect comes from")
struct ConfigSourceTests {
    @Test("timezone: the vault's file, else your file, else $TZ, else the system's")
    func timezone() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let fromTZ = try await sb.diary("config", "list", env: ["TZ": "America/New_York"]).settingsListed["timezone"]
        #expect(fromTZ?.value == "America/New_York" && fromTZ?.origin == "(from $TZ)", "\(String(describing: fromTZ))")
        let system = try await sb.diary("config", "list", env: ["TZ": nil]).settingsListed["timezone"]
        #expect(system?.origin == "(the system's)" && system?.value.isEmpty == false, "\(String(describing: system))")
        try sb.writeUserConfig("timezone: Europe/Paris\n")
        let user = try await sb.diary("config", "list").settingsListed["timezone"]
        #expect(user?.value == "Europe/Paris" && user?.origin == "(from your file \(sb.userConfig.path))")
        try sb.write(".diary/config.yaml", "timezone: Asia/Tokyo\n")
        let vault = try await sb.diary("config", "list").settingsListed["timezone"]
        #expect(vault?.value == "Asia/Tokyo" && vault?.origin == "(from the vault's file \(sb.url(".diary/config.yaml").path))")
    }

    @Test("editor: $DIARY_EDITOR, then the setting, then $VISUAL, then $EDITOR, then vi (default)")
    func editor() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        func listed(_ env: [String: String?]) async throws -> (value: String, origin: String)? {
            try await sb.diary("config", "list", env: env).settingsListed["editor"]
        }
        let none: [String: String?] = ["EDITOR": nil, "VISUAL": nil, "DIARY_EDITOR": nil]
        #expect(try await listed(none).map { $0 == ("vi", "(default)") } == true)
        #expect(try await listed(["EDITOR": "nano", "VISUAL": nil]).map { $0 == ("nano", "(from $EDITOR)") } == true)
        #expect(try await listed(["EDITOR": "nano", "VISUAL": "emacs"]).map { $0 == ("emacs", "(from $VISUAL)") } == true)
        try sb.writeUserConfig("editor: code --wait\n")
        let setting = try await listed(["EDITOR": "nano", "VISUAL": "emacs"])
        #expect(setting.map { $0 == ("code --wait", "(from your file \(sb.userConfig.path))") } == true, "\(String(describing: setting))")
        #expect(try await listed(["DIARY_EDITOR": "vim -u NONE"]).map { $0 == ("vim -u NONE", "(from $DIARY_EDITOR)") } == true)
        #expect(
            try await listed(["DIARY_EDITOR": "", "EDITOR": "nano"]).map { $0.value == "code --wait" } == true, "an empty variable does not count")
    }

    @Test("template: the file at .diary/template.md when it exists, a setting's file, or a missing one said so")
    func template() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        #expect(try await sb.diary("config", "list").settingsListed["template"].map { $0 == ("", "(not set)") } == true)
        try sb.write(".diary/template.md", "# {{date}}\n")
        let found = try await sb.diary("config", "list").settingsListed["template"]
        #expect(found.map { $0 == (".diary/template.md", "(default: the file is in the vault)") } == true, "\(String(describing: found))")
        try sb.write(".diary/config.yaml", "template: notes/day.md\n")
        let missing = try await sb.diary("config", "list")
        Expect.success(missing)
        #expect(
            missing.outputLines.contains {
                $0.hasSuffix("notes/day.md (from the vault's file \(sb.url(".diary/config.yaml").path)) (no such file in the vault)")
            },
            "\(missing)")
        try sb.write("notes/day.md", "# Day\n")
        let present = try await sb.diary("config", "list")
        #expect(!present.stdout.contains("no such file"), "\(present)")
    }

    @Test("in Korean: every source in Korean words, keys aligned")
    func korean() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.write(".diary/config.yaml", "tags: [daily]\n")
        try sb.write(".diary/template.md", "# {{date}}\n")
        let result = try await sb.diary("config", "list", env: ["LANG": "ko_KR.UTF-8", "TZ": "Asia/Seoul"])
        Expect.success(result)
        let lines = result.outputLines
        #expect(lines.contains("timezone               Asia/Seoul (환경 변수 $TZ)"), "\(result)")
        #expect(lines.contains("editor                 \(sb.editor(.noChange)) (환경 변수 $EDITOR)"), "\(result)")
        #expect(lines.contains("weather.enabled        true (기본값)"), "\(result)")
        #expect(lines.contains("location.name          (설정 안 됨)"), "\(result)")
        #expect(lines.contains("template               .diary/template.md (기본값: 보관함에 파일이 있음)"), "\(result)")
        #expect(lines.contains("tags                   [daily] (보관함 설정 파일 \(sb.url(".diary/config.yaml").path))"), "\(result)")
    }

    @Test("the editor and its source, for every mix of variables and setting, in git's order")
    func editorAndItsSource() {
        let values: [String?] = [nil, "", "x"]
        for diaryEditor in values {
            for configured in values {
                for visual in values {
                    for editor in values {
                        var environment: [String: String] = [:]
                        environment["DIARY_EDITOR"] = diaryEditor.map { $0.isEmpty ? "" : "diary-editor" }
                        environment["VISUAL"] = visual.map { $0.isEmpty ? "" : "visual" }
                        environment["EDITOR"] = editor.map { $0.isEmpty ? "" : "editor" }
                        let setting = configured.map { $0.isEmpty ? "" : "setting" }
                        let expected: (String, Editor.Source) =
                            diaryEditor == "x"
                            ? ("diary-editor", .variable("DIARY_EDITOR"))
                            : configured == "x"
                                ? ("setting", .setting)
                                : visual == "x"
                                    ? ("visual", .variable("VISUAL"))
                                    : editor == "x" ? ("editor", .variable("EDITOR")) : ("vi", .fallback)
                        let chosen = Editor(environment: environment, configured: setting)
                        #expect(chosen.command == expected.0 && chosen.source == expected.1, "\(environment) \(String(describing: setting))")
                    }
                }
            }
        }
    }
}
