import Foundation
import TestSupport
import Testing

/// The man pages `make install` and `make deb` ship (build-support/stage.sh): diary(1) and a page per visible
/// subcommand generated from the ArgumentParser definitions, diary-vault(5) from docs/format.md. Each is
/// read with `man -l`, as a person reads it.
@Suite("man pages")
struct ManualPageTests {
    /// The visible commands of the staged `diary`, as `diary-encrypt-init`, from its own help dump.
    static func visiblePages(of program: URL, home: URL) async throws -> (visible: [String], hidden: [String]) {
        let dump = try await PackageArtifacts.run(program.path, ["--experimental-dump-help"], home: home).succeeded()
        let json = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any]
        var visible: [String] = []
        var hidden: [String] = []
        func walk(_ command: [String: Any], _ name: String) {
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                let subName = name + "-" + (sub["commandName"] as? String ?? "?")
                if sub["shouldDisplay"] as? Bool == false { hidden.append(subName) } else { visible.append(subName) }
                walk(sub, subName)
            }
        }
        walk(try #require(json?["command"] as? [String: Any]), "diary")
        return (["diary"] + visible, hidden)
    }

    @Test("diary(1) and a page per visible subcommand, none for git's hidden filter commands; each renders without a warning")
    func everyCommandHasAPage() async throws {
        let stage = try PackageArtifacts.stage()
        let home = try TemporaryFolder.make("ManualPages")
        defer { TemporaryFolder.remove(home) }
        let (visible, hidden) = try await Self.visiblePages(of: stage.appendingPathComponent("bin/diary"), home: home)
        #expect(visible.contains("diary-encrypt-init") && hidden.contains("diary-encrypt-smudge"), "\(visible) \(hidden)")
        let folder = stage.appendingPathComponent("share/man/man1")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(pages == visible.map { "\($0).1" }.sorted())
        for page in pages {
            let shown = try await PackageArtifacts.render(folder.appendingPathComponent(page).path, home: home)
            #expect(shown.status == 0 && shown.stderr.isEmpty, "\(page): \(shown)")
            #expect(shown.stdout.contains("NAME") && shown.stdout.contains("SYNOPSIS"), "\(page)")
        }
    }

    @Test("a page says what --help says, word for word, letters beyond ASCII included (café, the Korean day words)")
    func pageIsTheHelp() async throws {
        let stage = try PackageArtifacts.stage()
        let home = try TemporaryFolder.make("ManualPages")
        defer { TemporaryFolder.remove(home) }
        let program = stage.appendingPathComponent("bin/diary").path
        for (command, words) in [("search", ["café"]), ("show", ["오늘", "지난 금요일"]), ("encrypt init", ["git commit-tree"])] {
            let help = try await PackageArtifacts.run(program, command.split(separator: " ").map(String.init) + ["--help"], home: home)
            let page = stage.appendingPathComponent("share/man/man1/diary-\(command.replacingOccurrences(of: " ", with: "-")).1")
            let shown = try await PackageArtifacts.run(
                "/usr/bin/man", ["-l", page.path], home: home, environment: ["MANWIDTH": "2000", "MANPAGER": "cat"])
            let manText = Self.words(shown.stdout)
            for word in words {
                #expect(help.stdout.contains(word) && manText.contains(Self.words(word)), "\(command): \(word)")
            }
            // Every option's sentence of --help is in the page.
            for line in help.stdout.split(separator: "\n") where line.hasPrefix("  -") {
                let sentence = line.split(separator: "  ", omittingEmptySubsequences: true).dropFirst().joined(separator: " ")
                guard sentence.count > 12 else { continue }
                #expect(manText.contains(Self.words(sentence)), "\(command): '\(sentence)' not in the page")
            }
        }
    }

    @Test("diary-vault(5) is docs/format.md: its sections are the contract's headings; diary(1) points at it")
    func vaultFormatPage() async throws {
        let stage = try PackageArtifacts.stage()
        let home = try TemporaryFolder.make("ManualPages")
        defer { TemporaryFolder.remove(home) }
        let page = stage.appendingPathComponent("share/man/man5/diary-vault.5").path
        let shown = try await PackageArtifacts.render(page, home: home)
        #expect(shown.status == 0 && shown.stderr.isEmpty, "\(shown)")
        let contract = try String(contentsOf: packageRoot.appendingPathComponent("docs/format.md"), encoding: .utf8)
        let headings = contract.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { $0.dropFirst(3).replacingOccurrences(of: "`", with: "") }
        #expect(headings.count >= 5)
        let lines = shown.stdout.split(separator: "\n").map(String.init)
        for heading in headings {
            #expect(lines.contains { Self.words($0) == Self.words(heading) }, "section \(heading)")
        }
        let main = try await PackageArtifacts.render(stage.appendingPathComponent("share/man/man1/diary.1").path, home: home)
        #expect(main.stdout.contains("diary-vault(5)") && main.stdout.contains("diary-search(1)"), "\(main)")
    }

    /// Text with runs of white space as one space and man's typographic marks as typed, for comparing text
    /// that man has wrapped or hyphenated against text that was not.
    static func words(_ text: some StringProtocol) -> String {
        let plain = text.replacingOccurrences(of: "\u{2010}", with: "-").replacingOccurrences(of: "\u{2019}", with: "'")
            .replacingOccurrences(of: "\u{2018}", with: "'").replacingOccurrences(of: "\u{201C}", with: "\"")
            .replacingOccurrences(of: "\u{201D}", with: "\"").replacingOccurrences(of: "\u{2212}", with: "-")
        return plain.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
