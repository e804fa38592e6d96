import Foundation
import TestSupport
import Testing

/// The stub editors every sandbox has. Each is a shell script that gets the file to edit as its last argument.
enum StubEditor: CaseIterable {
    /// Appends `Walked by the river.` to the file.
    case append
    /// Changes nothing and exits 0.
    case noChange
    /// Appends text, then exits 1.
    case failAfterWriting
    /// Empties the file.
    case empty
    /// Keeps the front matter and replaces the body with `# Rewritten` and a line.
    case replaceBody
    /// Writes front matter that is not valid YAML.
    case brokenYAML
    /// Appends text; its path has a space in it, so EDITOR must quote it.
    case spacedPath
    /// Appends text only when its first argument is `--flag` (EDITOR="path --flag").
    case withFlag

    static let appendedText = "Walked by the river.\n"
    static let typedBeforeFailure = "Typed before the editor crashed.\n"
    static let rewrittenBody = "# Rewritten\n\nA new body, written by the editor.\n"
    static let spacedText = "Written through a path with spaces.\n"
    static let flagText = "Written with a flag.\n"
}

/// The end-to-end tests' sandbox: the shared sandbox of TestSupport (`TestSupport.Sandbox`: a fresh temporary
/// folder, the vault in it, its files), and what running `diary` as a person would takes besides: stub editors,
/// a controlled environment, and plain `git` run in that same environment.
/// Call `cleanUp()` (in a `defer`) when the test ends.
final class Sandbox: Sendable {
    /// The temporary folder, with the vault in it.
    let shared: TestSupport.Sandbox
    /// The temporary folder (HOME and XDG_CONFIG_HOME of every process run here).
    var root: URL { shared.root }
    /// The vault the tests use by default (`--vault` is passed explicitly by `diary(...)`).
    var vault: URL { shared.repo }
    /// Where the stub editors are.
    let bin: URL
    /// Every stub editor appends the file it was given to this log, one line per run.
    let editorLog: URL
    let io: URL

    init() throws {
        shared = try TestSupport.Sandbox(prefix: "DiaryE2E")
        bin = shared.root.appendingPathComponent("bin", isDirectory: true)
        editorLog = shared.root.appendingPathComponent("editor.log")
        io = shared.root.appendingPathComponent("io", isDirectory: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try writeEditors()
    }

    func cleanUp() {
        shared.remove()
    }

    // MARK: Stub editors

    /// The value of EDITOR/VISUAL that runs `editor`.
    func editor(_ editor: StubEditor) -> String {
        switch editor {
        case .spacedPath: return "'\(scriptURL(editor).path)'"
        case .withFlag: return "\(scriptURL(editor).path) --flag"
        default: return scriptURL(editor).path
        }
    }

    func scriptURL(_ editor: StubEditor) -> URL {
        switch editor {
        case .append: return bin.appendingPathComponent("append.sh")
        case .noChange: return bin.appendingPathComponent("nochange.sh")
        case .failAfterWriting: return bin.appendingPathComponent("fail.sh")
        case .empty: return bin.appendingPathComponent("empty.sh")
        case .replaceBody: return bin.appendingPathComponent("replace-body.sh")
        case .brokenYAML: return bin.appendingPathComponent("broken-yaml.sh")
        case .spacedPath: return root.appendingPathComponent("editor dir/my editor.sh")
        case .withFlag: return bin.appendingPathComponent("flagged.sh")
        }
    }

    /// How many times a stub editor ran.
    var editorRuns: Int {
        guard let data = FileManager.default.contents(atPath: editorLog.path) else { return 0 }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").count
    }

    private func writeEditors() throws {
        let log = "printf '%s\\n' \"$1\" >> '\(editorLog.path)'\n"
        for editor in StubEditor.allCases {
            let body: String
            switch editor {
            case .append:
                body = log + "printf 'Walked by the river.\\n' >> \"$1\"\n"
            case .noChange:
                body = log + "exit 0\n"
            case .failAfterWriting:
                body = log + "printf 'Typed before the editor crashed.\\n' >> \"$1\"\nexit 1\n"
            case .empty:
                body = log + ": > \"$1\"\n"
            case .replaceBody:
                body =
                    log + """
                        awk '{ print; line = $0; sub(/\\r$/, "", line); if (line ~ /---$/ && length(line) <= 6) { n++; if (n == 2) exit } }' "$1" > "$1.new" || exit 2
                        printf '# Rewritten\\n\\nA new body, written by the editor.\\n' >> "$1.new"
                        cat "$1.new" > "$1" && rm -f "$1.new"

                        """
            case .brokenYAML:
                body = log + "printf '%s\\n' '---' 'schema: 2' 'created: [unclosed' 'tags: {a: ' '---' 'Body text.' > \"$1\"\n"
            case .spacedPath:
                body = log + "printf 'Written through a path with spaces.\\n' >> \"$1\"\n"
            case .withFlag:
                body = """
                    [ "$1" = "--flag" ] || { echo "flagged.sh: expected --flag, got $1" >&2; exit 3; }
                    shift

                    """ + log + "printf 'Written with a flag.\\n' >> \"$1\"\n"
            }
            let url = scriptURL(editor)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(("#!/bin/sh\n" + body).utf8).write(to: url)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
    }

    // MARK: Running diary

    /// The controlled environment: nothing inherited but PATH; TZ Asia/Seoul, English locale, the no-change editor,
    /// and no place or weather lookups (DIARY_OFFLINE; the tests of lookups unset it and use a stub on 127.0.0.1).
    func environment(_ overrides: [String: String?] = [:]) -> [String: String] {
        var environment: [String: String] = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
            "HOME": root.path,
            "XDG_CONFIG_HOME": root.path,
            "GIT_CONFIG_NOSYSTEM": "1",
            "TZ": "Asia/Seoul",
            "LANG": "en_US.UTF-8",
            "EDITOR": editor(.noChange),
            "COLUMNS": "120",
            "DIARY_OFFLINE": "1"
        ]
        for (name, value) in overrides { environment[name] = value }
        return environment
    }

    /// Starts `diary args` with `--vault <vault>` appended (unless `vault` is nil) and returns at once.
    func launch(
        _ args: [String], vault: VaultChoice = .sandbox, env: [String: String?] = [:], stdin: Data? = nil,
        in directory: URL? = nil
    ) throws -> LaunchedProcess {
        var arguments = args
        switch vault {
        case .none: break
        case .sandbox: arguments += ["--vault", self.vault.path]
        case .at(let url): arguments += ["--vault", url.path]
        }
        return try LaunchedProcess(
            executable: DiaryBinary.url, arguments: arguments, environment: environment(env),
            directory: directory ?? root, stdin: stdin, ioFolder: io)
    }

    /// Runs `diary args --vault <vault>` and waits for it.
    @discardableResult
    func diary(
        _ args: String..., vault: VaultChoice = .sandbox, env: [String: String?] = [:], stdin: Data? = nil,
        in directory: URL? = nil
    ) async throws -> RunResult {
        try await launch(args, vault: vault, env: env, stdin: stdin, in: directory).wait()
    }

    /// Runs `diary` with `editor` as EDITOR (and VISUAL unset).
    @discardableResult
    func diary(
        _ args: String..., editor stub: StubEditor, env: [String: String?] = [:],
        in directory: URL? = nil
    ) async throws -> RunResult {
        var env = env
        env["EDITOR"] = editor(stub)
        return try await launch(args, env: env, in: directory).wait()
    }

    /// Runs `diary init` on the sandbox vault and requires it to succeed.
    func initVault(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let result = try await diary("init")
        try #require(result.status == 0, "\(result)", sourceLocation: sourceLocation)
    }

    // MARK: Plain git

    /// Runs `git -C <vault> args` with the same isolated configuration, and `env` (e.g. `GIT_COMMITTER_DATE`).
    func gitResult(_ args: [String], in repository: URL? = nil, env: [String: String?] = [:]) async throws -> RunResult {
        let plain: [String: String?] = ["LANG": "C", "LC_ALL": "C", "EDITOR": "true", "GIT_PAGER": "cat", "PAGER": "cat"]
        var environment = environment(plain.merging(env) { _, new in new })
        environment["GIT_TERMINAL_PROMPT"] = "0"
        return try await LaunchedProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["git", "-C", (repository ?? vault).path] + args,
            environment: environment, directory: root, stdin: nil, ioFolder: io
        ).wait()
    }

    /// Runs another tool (`git-crypt`, `git lfs`: a program on PATH and its arguments) in the vault folder,
    /// with the same isolated environment as `gitResult`.
    func toolResult(_ arguments: [String]) async throws -> RunResult {
        let plain: [String: String?] = ["LANG": "C", "LC_ALL": "C", "EDITOR": "true", "GIT_PAGER": "cat", "PAGER": "cat"]
        return try await LaunchedProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: arguments,
            environment: environment(plain), directory: vault, stdin: nil, ioFolder: io
        ).wait()
    }

    /// Runs `git -C <vault> args`; throws unless it exits 0; returns its standard output.
    @discardableResult
    func git(_ args: String...) async throws -> String {
        try await gitResult(args).succeeded().stdout
    }

    /// Non-empty lines of `git args`.
    func gitLines(_ args: String...) async throws -> [String] {
        try await gitResult(args).succeeded().outputLines
    }

    /// HEAD's full id, nil while the branch has no commit.
    func head() async throws -> String? {
        let result = try await gitResult(["rev-parse", "--verify", "--quiet", "HEAD"])
        return result.status == 0 ? result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }

    /// Number of commits reachable from HEAD (0 on an unborn branch).
    func commitCount() async throws -> Int {
        guard try await head() != nil else { return 0 }
        return Int(try await git("rev-list", "--count", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// Subjects of the commits, newest first.
    func subjects() async throws -> [String] {
        guard try await head() != nil else { return [] }
        return try await gitLines("log", "--format=%s")
    }

    /// Files a commit touched (`git show --name-only`).
    func filesChanged(in revision: String = "HEAD") async throws -> [String] {
        try await gitLines("show", "--name-only", "--format=", revision)
    }

    /// Sets the vault's git identity (`user.name`/`user.email`).
    func setIdentity(name: String = "Ada Writer", email: String = "ada@example.com") async throws {
        try await git("config", "user.name", name)
        try await git("config", "user.email", email)
    }

    /// Commits everything in the vault with plain git (for set-ups diary cannot make itself, e.g. a symlink).
    func plainGitCommitAll(_ message: String) async throws {
        try await git("add", "-A")
        try await git("-c", "user.name=Plain Git", "-c", "user.email=plain@example.com", "commit", "-q", "-m", message)
    }

    /// After a successful command: `git status --porcelain` is empty and `git fsck --strict` is clean.
    /// `context` (a seed, a round) starts every failure's message.
    func expectClean(in repository: URL? = nil, context: String = "", sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let c = context.isEmpty ? "" : context + ": "
        let status = try await gitResult(["status", "--porcelain", "--untracked-files=all"], in: repository)
        #expect(status.status == 0, "\(c)\(status)", sourceLocation: sourceLocation)
        #expect(status.stdout.isEmpty, "\(c)git status --porcelain: \(status.stdout)", sourceLocation: sourceLocation)
        let fsck = try await gitResult(["fsck", "--strict", "--no-dangling"], in: repository)
        let problems = fsck.allOutput.lowercased()
        #expect(
            fsck.status == 0 && !problems.contains("error") && !problems.contains("warning")
                && !problems.contains("missing") && !problems.contains("broken"),
            "\(c)git fsck --strict: \(fsck)", sourceLocation: sourceLocation)
    }

    // MARK: Files

    func url(_ relativePath: String) -> URL { shared.url(relativePath) }

    /// Writes `text` at `relativePath` in the vault, creating folders.
    func write(_ relativePath: String, _ text: String) throws {
        try shared.write(relativePath, text)
    }

    func write(_ relativePath: String, bytes: Data) throws {
        try shared.write(relativePath, bytes: bytes)
    }

    /// The bytes of a vault file, nil when it does not exist.
    func bytes(_ relativePath: String) -> Data? { shared.bytes(relativePath) }

    /// The text of a vault file, nil when it does not exist.
    func text(_ relativePath: String) -> String? { shared.contents(relativePath) }

    func exists(_ relativePath: String) -> Bool { shared.exists(relativePath) }

    /// Permission bits of a file or folder (not following a final link).
    func mode(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    /// Vault files (outside `.git`), by relative path.
    func files() throws -> [String: Data] {
        var out: [String: Data] = [:]
        let manager = FileManager.default
        guard
            let walker = manager.enumerator(
                at: vault, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
                options: [])
        else { return out }
        let prefix = vault.path.hasSuffix("/") ? vault.path : vault.path + "/"
        for case let url as URL in walker {
            let path = url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path
            if path == ".git" {
                walker.skipDescendants()
                continue
            }
            let values = try url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            if values.isSymbolicLink == true {
                out[path] = Data(("link -> " + ((try? manager.destinationOfSymbolicLink(atPath: url.path)) ?? "?")).utf8)
            } else if values.isRegularFile == true {
                out[path] = manager.contents(atPath: url.path) ?? Data()
            }
        }
        return out
    }

    /// HEAD and every vault file: compare before and after a command that must change nothing.
    func state() async throws -> VaultState {
        VaultState(head: try await head(), files: try files())
    }

    /// Files left in `.git/diary/drafts/`.
    func drafts() -> [String] {
        let folder = vault.appendingPathComponent(".git/diary/drafts")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}

/// Which `--vault` a run gets.
enum VaultChoice {
    /// `--vault <sandbox vault>`.
    case sandbox
    /// `--vault <url>`.
    case at(URL)
    /// No `--vault` option (so `$DIARY_VAULT` or `~/Diary`).
    case none
}

/// A vault's HEAD and files at one moment.
struct VaultState: Equatable, CustomStringConvertible {
    let head: String?
    let files: [String: Data]

    var description: String {
        "HEAD \(head ?? "(unborn)"); files: " + files.keys.sorted().joined(separator: ", ")
    }
}

/// Days and entry paths as the tests expect them, in Asia/Seoul like the processes they run.
enum Seoul {
    static let zone = TimeZone(identifier: "Asia/Seoul")!

    /// `YYYY-MM-DD` of `date` in Seoul.
    static func day(_ date: Date = Date(), addingDays offset: Int = 0) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let moved = calendar.date(byAdding: .day, value: offset, to: date) ?? date
        let parts = calendar.dateComponents([.year, .month, .day], from: moved)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// `YYYY/MM/YYYY-MM-DD(-N).md` of an entry.
    static func path(_ day: String, _ sequence: Int = 1) -> String {
        let name = sequence == 1 ? day : "\(day)-\(sequence)"
        return "\(day.prefix(4))/\(day.dropFirst(5).prefix(2))/\(name).md"
    }
}

/// Checks shared by many tests. `context` (a seed, a round) starts every failure's message.
enum Expect {
    /// A refused command: non-zero, exactly one `error:` line on stderr mentioning each of `words`, no crash.
    static func oneLineError(
        _ result: RunResult, mentioning words: [String] = [], context: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let c = context.isEmpty ? "" : context + ": "
        #expect(result.status != 0, "\(c)expected a failure: \(result)", sourceLocation: sourceLocation)
        #expect(result.errorLines.count == 1, "\(c)expected exactly one line on stderr: \(result)", sourceLocation: sourceLocation)
        #expect(
            result.errorLines.first?.hasPrefix("error: ") == true, "\(c)expected 'error: …': \(result)",
            sourceLocation: sourceLocation)
        expectNoCrash(result, context: context, sourceLocation: sourceLocation)
        for word in words {
            #expect(result.stderr.contains(word), "\(c)stderr should mention '\(word)': \(result)", sourceLocation: sourceLocation)
        }
    }

    /// No trap, no stack trace.
    static func expectNoCrash(_ result: RunResult, context: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        let c = context.isEmpty ? "" : context + ": "
        for marker in ["Fatal error", "Stack dump", "stack trace", "Backtrace", "Segmentation fault", "SIGSEGV", "SIGILL"] {
            #expect(!result.allOutput.contains(marker), "\(c)crash marker '\(marker)': \(result)", sourceLocation: sourceLocation)
        }
        #expect(result.status < 128, "\(c)killed by a signal: \(result)", sourceLocation: sourceLocation)
    }

    /// A successful command.
    static func success(_ result: RunResult, context: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 0, "\(context.isEmpty ? "" : context + ": ")\(result)", sourceLocation: sourceLocation)
        expectNoCrash(result, context: context, sourceLocation: sourceLocation)
    }
}

extension String {
    /// The front-matter block's bytes up to and including the closing `---` line.
    var frontMatterBlock: String? {
        guard
            let range = range(of: "\n---\n", options: [], range: index(after: startIndex)..<endIndex)
                ?? range(of: "\n---\r\n")
        else { return nil }
        return String(self[..<range.upperBound])
    }

    /// What follows the front-matter block.
    var bodyAfterFrontMatter: String? {
        guard let block = frontMatterBlock else { return nil }
        return String(dropFirst(block.count))
    }

    /// The `created:` value of an entry's front matter.
    var createdValue: String? {
        for line in split(separator: "\n") where line.hasPrefix("created: ") {
            return String(line.dropFirst("created: ".count))
        }
        return nil
    }
}
