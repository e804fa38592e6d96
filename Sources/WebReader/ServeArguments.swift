/// The arguments of `diary-serve`, as `diary serve` passes them: `--vault PATH` (the vault it chose),
/// `--port N`, `--listen ADDR`, `--open`.
public struct ServeArguments: Equatable, Sendable {
    public var vault: String?
    public var port = 0
    public var listen: ReaderServer.Listen = .loopback
    public var open = false

    public init() {}

    /// Nil and a message for an argument that is not one of these, or a value that is missing or wrong.
    public static func parse(_ arguments: [String]) -> (ServeArguments?, problem: String?) {
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
                    parsed.listen = value == "127.0.0.1" || value == "::1" || value == "localhost" ? .loopback : .address(value)
                }
            default: return (nil, "\(argument): not an argument of diary serve")
            }
        }
        return (parsed, nil)
    }
}
