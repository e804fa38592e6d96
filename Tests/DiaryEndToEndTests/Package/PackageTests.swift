import Foundation
import TestSupport
import Testing

/// The Debian package `make deb` builds: lintian finds no error in it, and installed with dpkg into a scratch
/// root it gives a `diary` that runs, its man pages, and completions that zsh and fish load from where the
/// package put them; removing it leaves nothing behind.
@Suite("the Debian package")
struct PackageTests {
    @Test("lintian finds no error in the package")
    func lintian() async throws {
        let package = try PackageArtifacts.package()
        let home = try TemporaryFolder.make("Lintian")
        defer { TemporaryFolder.remove(home) }
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/lintian"), "lintian is missing: make test-deps installs it")
        let result = try await PackageArtifacts.run("/usr/bin/lintian", ["--fail-on", "error", package.path], home: home)
        #expect(result.status == 0, "\(result)")
        #expect(!result.stdout.split(separator: "\n").contains { $0.hasPrefix("E: ") }, "\(result)")
    }

    @Test("its control file: the project's version, dependencies from dpkg-shlibdeps, the copyright of what is linked in")
    func control() async throws {
        let package = try PackageArtifacts.package()
        let stage = try PackageArtifacts.stage()
        let home = try TemporaryFolder.make("Control")
        defer { TemporaryFolder.remove(home) }
        let version = try await PackageArtifacts.run(stage.appendingPathComponent("bin/diary").path, ["--version"], home: home)
        let field = try await PackageArtifacts.run("/usr/bin/dpkg-deb", ["--field", package.path, "Version", "Depends"], home: home)
        #expect(field.stdout.contains("Version: \(version.stdout.split(separator: " ").last!.trimmingCharacters(in: .whitespacesAndNewlines))"))
        #expect(field.stdout.contains("libc6 (>="), "\(field)")
        let root = home.appendingPathComponent("root")
        try await PackageArtifacts.run("/usr/bin/dpkg-deb", ["-x", package.path, root.path], home: home).succeeded()
        let copyright = try String(
            contentsOf: root.appendingPathComponent("usr/share/doc/diary/copyright"), encoding: .utf8)
        for linked in ["libgit2", "swift-crypto", "Yams", "hummingbird", "The Swift runtime", "libssh2", "zlib"] {
            #expect(copyright.contains(linked), "\(linked) in the copyright file")
        }
    }

    @Test("installed with dpkg into a scratch root: diary runs, man -l reads its pages, removing it leaves nothing")
    func installInScratchRoot() async throws {
        let package = try PackageArtifacts.package()
        let home = try TemporaryFolder.make("Dpkg")
        defer { TemporaryFolder.remove(home) }
        let root = try Self.emptyDpkgRoot(in: home)
        // The scratch root holds no other package, so the dependencies (libc6, …) are the machine's; a
        // machine whose dpkg leaves out documentation (a container's path-exclude) still installs all here.
        let installed = try await PackageArtifacts.run(
            "/usr/bin/dpkg",
            ["--root=\(root.path)", "--force-depends", "--force-script-chrootless", "--path-include=/usr/share/*", "-i", package.path],
            home: home)
        #expect(installed.status == 0, "\(installed)")
        let diary = root.appendingPathComponent("usr/bin/diary")
        try await InstallTests.expectRuns(diary, home: home)
        for page in ["man1/diary.1.gz", "man1/diary-sync.1.gz", "man5/diary-vault.5.gz"] {
            let shown = try await PackageArtifacts.render(root.appendingPathComponent("usr/share/man/\(page)").path, home: home)
            #expect(shown.status == 0 && shown.stderr.isEmpty && shown.stdout.contains("NAME"), "\(page): \(shown)")
        }
        let removed = try await PackageArtifacts.run(
            "/usr/bin/dpkg", ["--root=\(root.path)", "--force-script-chrootless", "--purge", "diary"], home: home)
        #expect(removed.status == 0, "\(removed)")
        #expect(PackageArtifacts.files(under: root.appendingPathComponent("usr")).isEmpty)
    }

    @Test("fish and zsh complete from where the package put the scripts")
    func completionsFromThePackage() async throws {
        let package = try PackageArtifacts.package()
        let home = try TemporaryFolder.make("PackageCompletion")
        defer { TemporaryFolder.remove(home) }
        let root = home.appendingPathComponent("root")
        try await PackageArtifacts.run("/usr/bin/dpkg-deb", ["-x", package.path, root.path], home: home).succeeded()
        let bin = root.appendingPathComponent("usr/bin").path
        // fish reads vendor_completions.d of every folder in $XDG_DATA_DIRS (its own start-up sets that up).
        let fish = try await PackageArtifacts.run(
            "/usr/bin/fish", ["-c", "complete -C 'diary encr'"], home: home,
            environment: ["XDG_DATA_DIRS": root.appendingPathComponent("usr/share").path, "PATH": bin + ":/usr/bin:/bin"])
        #expect(fish.stdout.hasPrefix("encrypt"), "\(fish)")
        // zsh's Debian $fpath holds /usr/share/zsh/vendor-completions; here, the scratch root's.
        let functions = root.appendingPathComponent("usr/share/zsh/vendor-completions")
        #expect(FileManager.default.fileExists(atPath: functions.appendingPathComponent("_diary").path))
        let defaultPath = try await PackageArtifacts.run("/usr/bin/zsh", ["-fc", "print -l $fpath"], home: home)
        #expect(defaultPath.stdout.split(separator: "\n").contains("/usr/share/zsh/vendor-completions"), "\(defaultPath)")
        let terminal = try await TmuxTerminal(
            in: home, environment: ["PATH": bin + ":/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8"])
        defer { terminal.close() }
        try await CompletionTests.startZsh(in: terminal, functions: functions)
        try terminal.type("diary encr")
        try terminal.press("Tab")
        try await terminal.waitForScreen("zsh completing from the package's _diary") { $0.contains("diary encrypt ") }
    }

    /// A folder dpkg accepts as `--root`: its database, empty.
    static func emptyDpkgRoot(in home: URL) throws -> URL {
        let root = home.appendingPathComponent("root")
        let database = root.appendingPathComponent("var/lib/dpkg")
        for folder in ["info", "updates", "triggers"] {
            try FileManager.default.createDirectory(at: database.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["status", "available"] {
            _ = FileManager.default.createFile(atPath: database.appendingPathComponent(file).path, contents: Data())
        }
        return root
    }
}
