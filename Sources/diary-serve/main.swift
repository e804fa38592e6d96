import DiarySetup
import FileWriting
import Foundation
import Localization
import TerminalText
import VaultKit
import WebReader

#if canImport(Glibc)
    import Glibc
#endif

// `diary serve` runs this program (as git runs git-foo), so that the web server's libraries cost nothing to
// the start of every other command. It is set up as diary is (`DiaryProcess`: the language, the time zone,
// the settings files, the vault by the same rule), then hands WebReader the configured vault and a listener.

let process = DiaryProcess(
    environment: ProcessInfo.processInfo.environment,
    currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
let environment = process.environment
let text = process.text

func fail(_ message: String) -> Never {
    let wrapped = TextWrap.message(message, prefix: "error: ", width: TerminalWidth.columns(of: STDERR_FILENO, environment: environment))
    _ = writeAll(Data((wrapped + "\n").utf8), to: STDERR_FILENO)
    exit(1)
}

/// Writes `line` to standard output, or ends the server: quietly when the reader went away, else with one
/// `error:` line (a full disk, `/dev/full`).
func say(_ line: String) {
    do {
        try StandardOutput.write(TextWrap.message(line, width: TerminalWidth.columns(of: STDOUT_FILENO, environment: environment)) + "\n")
    } catch {
        error.endQuietlyIfReaderWentAway()
        fail(text.standardOutputUnwritable(reason: error.reason))
    }
}

StandardOutput.claimStandardDescriptors()

let (arguments, problem) = ServeArguments.parse(Array(CommandLine.arguments.dropFirst()), text: text)
guard let arguments else { fail(problem ?? "") }
guard let limits = ConnectionLimits.from(environment: environment) else {
    let range = ConnectionLimits.keyTimeoutRange
    fail(
        text.serveBadKeyTimeout(
            variable: ConnectionLimits.keyTimeoutVariable, value: environment[ConnectionLimits.keyTimeoutVariable] ?? "",
            lowest: "\(range.lowerBound)", highest: "\(Int(range.upperBound))"))
}
let vault: Vault
do {
    (vault, _) = try process.open(try process.vaultURL(given: arguments.vault))
} catch {
    fail(Failure(error, text: text).message)
}
let root = vault.root
let settings = ReaderSettings(
    vault: vault, fallbackLanguage: process.language, fallbackLocale: process.dateLocale,
    userSettingsFile: process.userSettingsFile, offline: process.offlineVariable)
let shouldOpen = arguments.open
/// The file `--open` gave the browser (it holds the key): removed when the server stops.
nonisolated(unsafe) var openedFile: URL?

do {
    try await ReaderServer.run(settings: settings, listen: arguments.listen, port: arguments.port, limits: limits) { url in
        say(text.serveStarted(vault: root.path, url: url))
        guard shouldOpen else { return }
        let port = Int(url.split(separator: ":").last?.prefix { $0.isNumber } ?? "") ?? 0
        let (file, problem) = BrowserStart.open(url, port: port, environment: environment)
        openedFile = file
        if let problem {
            let warning = TextWrap.message(
                text.serveCannotOpenBrowser(reason: problem), prefix: "warning: ",
                width: TerminalWidth.columns(of: STDERR_FILENO, environment: environment))
            _ = writeAll(Data((warning + "\n").utf8), to: STDERR_FILENO)
        }
    }
    if let openedFile { try? FileManager.default.removeItem(at: openedFile) }
    say(text.serveStopped)
} catch ReaderServer.ServerError.everyAddress(let address) {
    fail(text.serveListenEveryAddress(address, address: address))
} catch {
    let address: String =
        switch arguments.listen {
        case .loopback: "127.0.0.1:\(arguments.port)"
        case .address(let address): "\(address):\(arguments.port)"
        }
    let reason: String =
        switch error {
        case ReaderServer.ServerError.cannotListen(let reason), ReaderServer.ServerError.noFreePort(let reason): reason
        default: "\(error)"
        }
    fail(text.serveCannotListen(address: address, reason: reason))
}
