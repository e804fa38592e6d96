import Foundation
import TestSupport
import Testing

/// `diary serve` on a free loopback port of the sandbox's vault, its address (with the run's token) read
/// from what it prints; stopped with SIGINT as Ctrl-C stops it.
final class ServedVault: Sendable {
    let process: LaunchedProcess
    /// `http://127.0.0.1:PORT/?token=…`
    let address: String
    let port: Int

    /// The address without the token: `http://127.0.0.1:PORT`.
    var origin: String { "http://127.0.0.1:\(port)" }
    var token: String { String(address.split(separator: "=").last ?? "") }

    private init(process: LaunchedProcess, address: String, port: Int) {
        self.process = process
        self.address = address
        self.port = port
    }

    /// A test that ended before `stop()` (a failed `#require`) leaves no server behind.
    deinit {
        if isAlive(process.pid) { process.send(SIGKILL) }
    }

    /// The server picks its own free port (no `--port`) and the test reads it from the address: a port a test
    /// had found free a moment earlier could be taken by then (another server, or a client's outgoing connection).
    static func start(_ sb: Sandbox, env: [String: String?] = [:], arguments: [String] = []) async throws -> ServedVault {
        let process = try sb.launch(["serve"] + arguments, env: env)
        // Looked at once more after the deadline: a test kept waiting for a thread while the machine is
        // busy still finds an address printed in time.
        let deadline = ContinuousClock.now + .seconds(60)
        while true {
            let output = process.outputSoFar()
            if let line = output.split(separator: "\n").first(where: { $0.contains("?token=") }) {
                let address = line.trimmingCharacters(in: .whitespaces)
                guard let port = URLComponents(string: address)?.port else {
                    process.send(SIGKILL)
                    throw PortError("diary serve printed an address without a port: \(address)")
                }
                return ServedVault(process: process, address: address, port: port)
            }
            guard isAlive(process.pid), ContinuousClock.now < deadline else { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        process.send(SIGKILL)
        let result = try await process.wait()
        throw PortError("diary serve did not print its address: \(result)")
    }

    /// Ctrl-C: the server stops cleanly and says so.
    @discardableResult
    func stop() async throws -> RunResult {
        process.send(SIGINT)
        return try await process.wait()
    }

    /// `curl` of `path` with the run's cookie (unless `withToken` is false) and `headers`: the status and the body.
    func fetch(
        _ path: String, method: String = "GET", form: [String: String]? = nil, headers: [String] = [], withToken: Bool = true
    ) throws -> (status: Int, body: String) {
        var arguments = ["curl", "-s", "-g", "--path-as-is", "-o", "-", "-w", "\n%{http_code}", "-X", method]
        if withToken { arguments += ["-H", "Cookie: diary-serve-\(port)=\(token)"] }
        for header in headers { arguments += ["-H", header] }
        for (name, value) in form ?? [:] { arguments += ["--data-urlencode", "\(name)=\(value)"] }
        arguments.append(path.hasPrefix("http") ? path : origin + path)
        let result = try runProgram(arguments)
        var lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let status = Int(lines.popLast() ?? "") ?? -1
        return (status, lines.joined(separator: "\n"))
    }

    /// The write key every form of this run carries (read from a page).
    func writeKey() throws -> String {
        let page = try fetch("/").body
        guard let range = page.range(of: "data-write-key=\""),
            let end = page[range.upperBound...].firstIndex(of: "\"")
        else { throw PortError("no write key in the page") }
        return String(page[range.upperBound..<end])
    }
}

/// One case of `Tests/Browser/reader_cases.py` in headless Chromium (Selenium and chromedriver), its JSON answer.
enum BrowserCase {
    static let script = packageRoot.appendingPathComponent("Tests/Browser/reader_cases.py").path
    /// Where the screenshots go, for a person to look at: `.build/screenshots/`.
    static let shots = packageRoot.appendingPathComponent(".build/screenshots").path

    static func run(_ name: String, _ served: ServedVault, _ arguments: [String] = []) async throws -> [String: Any] {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = FileManager.default.temporaryDirectory.path
        let result = try await runProgram(["python3", script, name, "--url", served.address] + arguments, environment: environment)
        try #require(result.status == 0, "browser case \(name): \(result)")
        let line = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let json = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require(json as? [String: Any], "browser case \(name) printed \(result.stdout)")
    }
}
