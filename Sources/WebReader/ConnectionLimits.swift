/// How long and how many connections the server keeps for someone who has not shown the run's key, so that a
/// flood of connections held open (sending nothing, half a header, or requests without the key) neither runs
/// the server out of file descriptors nor keeps the person with the key out.
public struct ConnectionLimits: Sendable, Equatable {
    /// How long a connection may stay open before one of its requests carries the run's key (the cookie, or
    /// `?token=` in the printed address). Then it is closed, whatever it sent meanwhile: nothing, half a
    /// header, a body a byte at a time, or any number of requests without the key.
    public var keyTimeout: Duration = .seconds(10)
    /// How long a connection may sit between requests (and wait for a request's header) before it is closed:
    /// Hummingbird's idle timeout, for the connections that showed the key.
    public var idleTimeout: Duration = .seconds(30)
    /// The most connections open at once: one more closes the oldest that has not shown the key (or itself,
    /// when every other one has), so a new connection is always taken and the person with the key is not
    /// kept waiting behind the flood.
    public var connections = 64

    public init() {}
}
