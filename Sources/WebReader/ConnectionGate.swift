import Hummingbird
import NIOCore
import Synchronization

/// The server's connections held to `ConnectionLimits`: every connection is entered when it opens (by a
/// `GatedConnection` in its pipeline), is closed `keyTimeout` later unless `AccessGuard` saw the run's key
/// in one of its requests by then, and the oldest one without the key is closed when one more than
/// `connections` opens. One gate serves every address the server listens on.
final class ConnectionGate: Sendable {
    let limits: ConnectionLimits
    private let state: Mutex<(book: ConnectionBook<ObjectIdentifier>, channels: [ObjectIdentifier: any Channel])>

    init(limits: ConnectionLimits) {
        self.limits = limits
        state = Mutex((ConnectionBook(limit: limits.connections), [:]))
    }

    /// `channel` is open: entered, and the oldest connection without the key closed if there are too many
    /// now.
    func opened(_ channel: any Channel) {
        let id = ObjectIdentifier(channel)
        let tooMany = state.withLock { state -> (any Channel)? in
            state.channels[id] = channel
            guard let oldest = state.book.opened(id) else { return nil }
            return state.channels.removeValue(forKey: oldest)
        }
        tooMany?.close(promise: nil)
    }

    /// A request of `channel` carried the run's key.
    func keyShown(_ channel: any Channel) {
        state.withLock { $0.book.keyShown(ObjectIdentifier(channel)) }
    }

    /// `channel` closed.
    func closed(_ channel: any Channel) {
        let id = ObjectIdentifier(channel)
        state.withLock { state in
            guard state.channels[id] === channel else { return }
            state.book.closed(id)
            state.channels[id] = nil
        }
    }

    /// `keyTimeout` after `channel` opened: true (and `channel` out of the book) when it is still open and
    /// none of its requests carried the key.
    func keyTimeoutPassed(_ channel: any Channel) -> Bool {
        let id = ObjectIdentifier(channel)
        return state.withLock { state in
            guard state.channels[id] === channel, !state.book.hasShownKey(id) else { return false }
            state.book.closed(id)
            state.channels[id] = nil
            return true
        }
    }
}

/// Enters its connection in the gate when it opens, closes it `keyTimeout` later unless it showed the key,
/// and takes it out of the gate when it closes (the timer cancelled with it, so that a flood of short
/// connections leaves no closed channels waiting on timers); passes everything on.
final class GatedConnection: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    private let gate: ConnectionGate
    private var entered = false
    private var keyTimeout: Scheduled<Void>?

    init(gate: ConnectionGate) { self.gate = gate }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { enter(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        enter(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        leave(context)
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        leave(context)
    }

    private func enter(_ context: ChannelHandlerContext) {
        guard !entered else { return }
        entered = true
        gate.opened(context.channel)
        let channel = context.channel
        keyTimeout = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(gate.limits.keyTimeout)) { [gate] in
            if gate.keyTimeoutPassed(channel) { channel.close(promise: nil) }
        }
    }

    private func leave(_ context: ChannelHandlerContext) {
        keyTimeout?.cancel()
        keyTimeout = nil
        if entered { gate.closed(context.channel) }
    }
}

@available(*, unavailable)
extension GatedConnection: Sendable {}
