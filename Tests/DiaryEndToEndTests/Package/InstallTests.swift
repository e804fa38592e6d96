import Foundation
import TestSupport
import Testing

/// `make install` and `make uninstall` (build-support/install.sh, on the tree `make stage` lays out) under a
/// scratch PREFIX: the programs, man pages and completions land in their standard places and run from there;
/// uninstall removes exactly what install put there and nothing of anyone else's.
@Suite("make install and make uninstall")
struct InstallTests {
    static let script = packageRoot.appendingPathComponent("build-support/install.sh").path
    static let expected = [
        "bin/diary", "lib/diary/diary-serve", "share/man/man1/diary.1", "share/man/man1/diary-search.1",
        "share/man/man5/diary-vault.5", "share/bash-completion/completions/diary", "share/zsh/site-functions/_diary",
        "share/fish/vendor_completions.d/diary.fish", "share/diary/installed-files"
    ]

    @Test("install puts the staged tree under PREFIX and lists it; diary runs from there and finds its web reader")
    func install() async throws {
        let stage = try PackageArtifacts.stage()
        let home = try TemporaryFolder.make("Install")
        defer { TemporaryFolder.remove(home) }
        let prefix = home.appendingPathComponent("prefix")
        try await PackageArtifacts.run("/bin/bash", [Self.script, "install", stage.path, prefix.path], home: home).succeeded()
        let installed = PackageArtifacts.files(under: prefix)
        #expect(installed == (PackageArtifacts.files(under: stage) + ["share/diary/installed-files"]).sorted())
        for file in Self.expected { #expect(installed.contains(file), "\(file)") }
        let manifest = try String(contentsOf: prefix.appendingPathComponent("share/diary/installed-files"), encoding: .utf8)
        #expect(manifest.split(separator: "\n").map(String.init).sorted() == installed)
        for (file, mode) in [("bin/diary", 0o755), ("lib/diary/diary-serve", 0o755), ("share/man/man1/diary.1", 0o644)] {
            let attributes = try FileManager.default.attributesOfItem(atPath: prefix.appendingPathComponent(file).path)
            #expect((attributes[.posixPermissions] as? Int) == mode, "\(file)")
        }
        try await Self.expectRuns(prefix.appendingPathComponent("bin/diary"), home: home)
    }

    @Test("uninstall removes exactly the listed files, keeps everyone else's, and says so when nothing is installed")
    func uninstall() async throws {
        let stage = try PackageArtifacts.stage()
        let home = try TemporaryFolder.make("Uninstall")
        defer { TemporaryFolder.remove(home) }
        let prefix = home.appendingPathComponent("prefix")
        let others = ["bin/other", "share/man/man1/other.1", "share/zsh/site-functions/_other", "lib/other/tool"]
        for file in others {
            let url = prefix.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("someone else's\n".utf8).write(to: url)
        }
        try await PackageArtifacts.run("/bin/bash", [Self.script, "install", stage.path, prefix.path], home: home).succeeded()
        try await PackageArtifacts.run("/bin/bash", [Self.script, "uninstall", prefix.path], home: home).succeeded()
        #expect(PackageArtifacts.files(under: prefix) == others.sorted())
        for folder in ["lib/diary", "share/diary"] {
            #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent(folder).path), "\(folder)")
        }
        let again = try await PackageArtifacts.run("/bin/bash", [Self.script, "uninstall", prefix.path], home: home)
        #expect(again.status == 1 && again.errorLines.count == 1, "\(again)")
        #expect(again.stderr.hasPrefix("error: ") && again.stderr.contains("share/diary/installed-files"), "\(again)")
    }

    /// `diary --version` runs, and `diary serve` starts the installed web reader (it prints its address).
    static func expectRuns(_ diary: URL, home: URL) async throws {
        let version = try await PackageArtifacts.run(diary.path, ["--version"], home: home).succeeded()
        #expect(version.stdout.hasPrefix("diary "), "\(version)")
        let vault = home.appendingPathComponent("Diary")
        try await PackageArtifacts.run(diary.path, ["init", "--vault", vault.path], home: home).succeeded()
        // Stopped by SIGINT after 4 s, as Ctrl-C stops it.
        let served = try await PackageArtifacts.run(
            "/usr/bin/timeout", ["-s", "INT", "4", diary.path, "serve", "--vault", vault.path, "--port", "0"], home: home,
            environment: ["DIARY_OFFLINE": "1"])
        #expect(served.stdout.contains("http://127.0.0.1:"), "\(served)")
        #expect(!served.stderr.contains("error:"), "\(served)")
    }
}
