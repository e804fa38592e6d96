import Foundation
import Testing

@Suite("writing in the editor speaks the locale's language")
struct EditorLanguageTests {
    @Test("saved, unchanged and left-empty messages in Korean under LANG=ko_KR.UTF-8")
    func korean() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let korean: [String: String?] = ["LANG": "ko_KR.UTF-8"]
        let quick = try await sb.diary("new", "비 오는 날.", env: korean)
        Expect.success(quick)
        #expect(quick.stdout.contains("저장함"), "\(quick)")
        let opened = try await sb.diary("open", "2026-03-14", editor: .append, env: korean)
        Expect.success(opened)
        #expect(opened.stdout.contains("2026/03/2026-03-14.md 저장함"), "\(opened)")
        let unchanged = try await sb.diary("open", "2026-03-14", editor: .noChange, env: korean)
        #expect(unchanged.stdout.contains("바뀐 것이 없어"), "\(unchanged)")
        let empty = try await sb.diary("new", "", env: korean)
        #expect(empty.status == 64 && empty.stderr.hasPrefix("error: 항목에 내용이 없습니다"), "\(empty)")
        let english = try await sb.diary("open", "2026-03-14", editor: .noChange)
        #expect(english.stdout.contains("No changes to 2026/03/2026-03-14.md; nothing committed."), "\(english)")
    }
}
