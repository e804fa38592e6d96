import Foundation
import TestSupport
import Testing

/// What `make test` builds before the tests run (`make deb DEB_DIR=.build/package`): the staged tree that
/// `make install` and `make deb` ship, and the Debian package made from it. `$DIARY_STAGE` and `$DIARY_DEB`
/// name others. A test that needs them and finds none fails, naming the command that makes them.
enum PackageArtifacts {
    static let makeThem = "run 'make deb DEB_DIR=.build/package' first (make test does)"

    static func stage() throws -> URL {
        let given = ProcessInfo.processInfo.environment["DIARY_STAGE"].flatMap { $0.isEmpty ? nil : $0 }
        let stage = given.map { URL(fileURLWithPath: $0) } ?? packageRoot.appendingPathComponent(".build/stage")
        try #require(
            FileManager.default.isExecutableFile(atPath: stage.appendingPathComponent("bin/diary").path),
            "no staged tree at \(stage.path): \(makeThem)")
        return stage
    }

    static func package() throws -> URL {
        if let given = ProcessInfo.processInfo.environment["DIARY_DEB"], !given.isEmpty { return URL(fileURLWithPath: given) }
        let folder = packageRoot.appendingPathComponent(".build/package")
        let found = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let name = try #require(
            found.filter { $0.hasPrefix("diary_") && $0.hasSuffix(".deb") }.sorted().last,
            "no diary_*.deb in \(folder.path): \(makeThem)")
        return folder.appendingPathComponent(name)
    }

    /// Every file under `folder`, as paths relative to it, sorted.
    static func files(under folder: URL) -> [String] {
        let base = folder.resolvingSymlinksInPath().path + "/"
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return walker.compactMap { item -> String? in
            guard let url = item as? URL, (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { return nil }
            return String(url.resolvingSymlinksInPath().path.dropFirst(base.count))
        }.sorted()
    }

    /// Runs a program with `environment` added to a plain one (PATH, LANG, HOME in `home`).
    static func run(
        _ executable: String, _ arguments: [String], home: URL, environment: [String: String] = [:]
    ) async throws -> RunResult {
        var plain = ["PATH": "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin", "LANG": "C.UTF-8", "HOME": home.path]
        plain.merge(environment) { $1 }
        return try await LaunchedProcess(
            executable: URL(fileURLWithPath: executable), arguments: arguments, environment: plain, directory: home,
            ioFolder: home.appendingPathComponent(".io")
        ).wait()
    }

    /// What `man` prints for the page at `path` (80 columns) and what groff warned on the way, the way a
    /// person reads it: `man -l`.
    static func render(_ path: String, home: URL) async throws -> RunResult {
        try await run("/usr/bin/man", ["--warnings", "-l", path], home: home, environment: ["MANWIDTH": "80", "MANPAGER": "cat"])
    }
}
