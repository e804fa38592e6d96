import Localization
import Testing
import WebReader

@testable import diary_serve

/// What diary-serve reads of its process before it hands WebReader a vault and a listener: its arguments
/// (as `diary serve` passes them) and the key timeout from the environment.
struct ServeArgumentsTests {
    @Test func argumentsOfTheServer() {
        let (parsed, problem) = ServeArguments.parse(["--vault", "/v", "--port", "8123", "--open", "--listen", "192.168.1.5"])
        #expect(problem == nil)
        #expect(parsed?.vault == "/v" && parsed?.port == 8123 && parsed?.open == true && parsed?.listen == .address("192.168.1.5"))
        #expect(ServeArguments.parse(["--listen", "::1"]).0?.listen == .loopback)
        #expect(ServeArguments.parse(["--port", "70000"]).problem == "--port 70000: not a port (0 to 65535)")
        #expect(ServeArguments.parse(["--port"]).problem == "--port needs a value")
        #expect(ServeArguments.parse(["--verbose"]).problem == "--verbose: not an argument of diary serve")
    }

    @Test func theServersArgumentsSayWhatIsWrongInTheReadersLanguage() {
        #expect(ServeArguments.parse(["--listen", "127.1"]).0?.listen == .loopback)
        #expect(ServeArguments.parse(["--listen", "0x7f000002"]).0?.listen == .address("127.0.0.2"))
        #expect(
            ServeArguments.parse(["--listen", "0x0"]).problem
                == "--listen 0x0 is 0.0.0.0: every address of this machine at once, where no Host header could be checked; "
                + "give the one address this machine is reached at ('ip address' lists them)")
        #expect(ServeArguments.parse(["--listen", "::"]).problem?.hasPrefix("--listen ::: every address of this machine at once") == true)
        #expect(ServeArguments.parse(["--listen", "example.com"]).problem?.hasPrefix("--listen example.com: not an IP address;") == true)
        #expect(ServeArguments.parse(["--listen", "0"], text: Language.korean.text).problem?.hasPrefix("--listen 0은 0.0.0.0입니다:") == true)
    }

    @Test func theKeyTimeoutFromTheEnvironment() {
        #expect(ConnectionLimits.from(environment: [:]) == ConnectionLimits())
        #expect(ConnectionLimits().keyTimeout == .seconds(10) && ConnectionLimits().connections == 64)
        #expect(ConnectionLimits.from(environment: ["DIARY_SERVE_KEY_TIMEOUT": "1"])?.keyTimeout == .seconds(1))
        #expect(ConnectionLimits.from(environment: ["DIARY_SERVE_KEY_TIMEOUT": "0.25"])?.keyTimeout == .milliseconds(250))
        #expect(ConnectionLimits.from(environment: ["DIARY_SERVE_KEY_TIMEOUT": "3600"])?.keyTimeout == .seconds(3600))
        for value in ["", "soon", "0", "0.05", "-1", "3601", "nan", "inf"] {
            #expect(ConnectionLimits.from(environment: ["DIARY_SERVE_KEY_TIMEOUT": value]) == nil, "\(value)")
        }
    }
}
