/// The server's open connections in the order they were opened, and which of them have shown the run's
/// key: what decides which connection to close when there are too many (see `ConnectionLimits`). Knows
/// nothing of sockets; `ConnectionGate` keeps one, with the channels.
struct ConnectionBook<ID: Hashable> {
    /// The most connections open at once.
    let limit: Int
    private var open: [ID: (order: Int, keyShown: Bool)] = [:]
    private var opened = 0

    init(limit: Int) { self.limit = limit }

    var count: Int { open.count }

    func isOpen(_ id: ID) -> Bool { open[id] != nil }

    func hasShownKey(_ id: ID) -> Bool { open[id]?.keyShown ?? false }

    /// `id` is open. With more than `limit` open, returns the one to close, already out of the book: the
    /// oldest that has not shown the key (`id` itself when every other has).
    mutating func opened(_ id: ID) -> ID? {
        open[id] = (opened, false)
        opened += 1
        guard open.count > limit else { return nil }
        guard let oldest = open.filter({ !$0.value.keyShown }).min(by: { $0.value.order < $1.value.order })?.key else { return nil }
        open[oldest] = nil
        return oldest
    }

    /// A request of `id` carried the key: it is kept from now on, until it closes or idles.
    mutating func keyShown(_ id: ID) {
        open[id]?.keyShown = true
    }

    /// `id` is closed (or closing), or has not shown the key in time: out of the book.
    mutating func closed(_ id: ID) {
        open[id] = nil
    }
}
