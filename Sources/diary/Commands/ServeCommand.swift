import ArgumentParser
import Foundation
import Localization
import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

/// `diary serve`: the vault as local web pages to read and write. The server is its own program,
/// `diary-serve` (installed as PREFIX/lib/diary/diary-serve, built beside `diary`), which this command becomes (exec) once the vault is chosen and
/// an interrupted migration is finished: its web libraries then cost nothing to any other command's start.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Read and write the diary in your browser, served on this machine only.",
        discussion: """
            Listens on 127.0.0.1 and [::1] and prints an address with a key for this run; open it (or give \
            --open). Pages: the entries a month at a time beside the one you read, the year's calendar, on \
            this day, search as you type, filters by tag, place and star. Writing is a form (the body, then \
            the date, place, weather, tags and star; your own keys kept as written, the whole file one link \
            away); Save or Ctrl-S saves through the same path as 'diary open' (one commit), a draft is kept \
            while you type, Discard leaves nothing, and delete asks first and can be restored. Ctrl-C stops \
            the server.
              diary serve
              diary serve --port 8123 --open
            """
    )

    @Option(help: ArgumentHelp("The port to listen on (default: a free one).", valueName: "port"))
    var port: Int?

    @Option(
        help: ArgumentHelp(
            "Listen on this one address instead of the loopback ones (the key is still needed; never every address at once, "
                + "0.0.0.0 or ::, however written).",
            valueName: "address"))
    var listen: String?

    @Flag(help: "Open the address in the desktop's browser (xdg-open).")
    var open = false

    @OptionGroup var options: VaultOptions

    func validate() throws {
        if let port, !(0...65535).contains(port) { throw ValidationError(Strings.current.servePortOutOfRange(port)) }
    }

    func run() throws {
        let vault = try options.open()
        var arguments = ["diary-serve", "--vault", vault.root.path, "--port", String(port ?? 0)]
        if let listen { arguments += ["--listen", listen] }
        if open { arguments.append("--open") }
        let program = Self.serverProgram()
        let argv = arguments.map { strdup($0) } + [nil]
        execv(program, argv)
        let reason = String(cString: strerror(errno))
        Terminal.printError(Strings.current.serveProgramMissing(path: program, reason: reason))
        throw ExitCode(1)
    }

    /// `diary-serve` as installed, `lib/diary/diary-serve` beside the `bin` folder of the running `diary`
    /// (git keeps its helpers in `lib/git-core` the same way), else in the folder of `diary` itself (as built).
    static func serverProgram() -> String {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let folder = URL(fileURLWithPath: me).deletingLastPathComponent()
        let installed = folder.deletingLastPathComponent().appendingPathComponent("lib/diary/diary-serve").path
        if FileManager.default.isExecutableFile(atPath: installed) { return installed }
        return folder.appendingPathComponent("diary-serve").path
    }
}
