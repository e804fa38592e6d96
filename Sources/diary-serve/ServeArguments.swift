import Localization
import WebReader

/// The arguments of `diary-serve`, as `diary serve` passes them: `--vault PATH` (the vault it chose),
/// `--port N`, `--listen ADDR`, `--open`.
struct ServeArguments: Equatable, Sendable {
    var vault: String?
    var port = 0
    var listen: ReaderServer.Listen = .loopback
    var open = false

    init() {}

    /// Nil and a message in `text`'s language for an argument that is not one of these, or a value that is
    /// missing or wrong; `--listen` is read by `ListenAddress`, which refuses every address at once however
    /// it is written.
    static func parse(_ arguments: [String], text: any InterfaceText = Language.english.text) -> (ServeArguments?, problem: String?) {
        var parsed = ServeArguments()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--open": parsed.open = true
            case "--vault", "--port", "--listen":
                guard let value = rest.popFirst() else { return (nil, "\(argument) needs a value") }
                switch argument {
                case "--vault": parsed.vault = value
                case "--port":
                    guard let port = Int(value), (0...65535).contains(port) else { return (nil, "--port \(value): not a port (0 to 65535)") }
                    parsed.port = port
                default:
                    switch ListenAddress.parse(value) {
                    case .success(let listen): parsed.listen = listen
                    case .failure(.notAnAddress): return (nil, text.serveListenNotAnAddress(value))
                    case .failure(.everyAddress(let address)): return (nil, text.serveListenEveryAddress(value, address: address))
                    }
                }
            default: return (nil, "\(argument): not an argument of diary serve")
            }
        }
        return (parsed, nil)
    }
}
