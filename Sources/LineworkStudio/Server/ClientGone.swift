// Only with the package trait "Studio" (on by default): its Hummingbird dependency is conditional
// on it, so a library-only consumer that leaves the trait off neither resolves nor builds it.
#if Studio
import NIOCore
import Synchronization

/// Fires once a connection's client has gone (its side closed, or the connection dropped), so
/// that the work done for it stops (issue 48, item 5).
///
/// Hummingbird keeps a connection whose client closed its side open (remote half-closure is
/// allowed) and never cancels a handler still computing its answer, so an export whose client
/// disconnected drew on to its end for nobody. `DeadlinedChannel` runs each connection's
/// handling in a task that this signal cancels; the drawing's `RenderGate` then cancels its
/// `Cancellation` token. HTTP/1.1 clients do not close their side before the answer, so the
/// only ones cancelled are those that have gone.
final class ClientGone: Sendable {
    private struct State {
        var gone = false
        var actions: [@Sendable () -> Void] = []
    }
    private let state = Mutex(State())

    init() {}

    /// Runs `action` once the client has gone (now, if it has already).
    func onGone(_ action: @escaping @Sendable () -> Void) {
        let now = state.withLock { state -> Bool in
            if state.gone { return true }
            state.actions.append(action)
            return false
        }
        if now { action() }
    }

    /// Marks the client gone and runs the waiting actions, once.
    func fire() {
        let actions = state.withLock { state -> [@Sendable () -> Void] in
            guard !state.gone else { return [] }
            state.gone = true
            defer { state.actions = [] }
            return state.actions
        }
        actions.forEach { $0() }
    }

    /// Each open connection's signal, from the pipeline's setup to its handling.
    private static let open = Mutex<[ObjectIdentifier: ClientGone]>([:])

    /// A new signal for `channel`, fired by a handler first in its pipeline.
    static func watch(_ channel: any Channel) throws -> ClientGone {
        let gone = ClientGone()
        try channel.pipeline.syncOperations.addHandler(Watcher(gone), position: .first)
        open.withLock { $0[ObjectIdentifier(channel)] = gone }
        return gone
    }

    /// `channel`'s signal, forgotten here (its handling holds it from now on).
    static func take(_ channel: any Channel) -> ClientGone? {
        open.withLock { $0.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// Passes everything on; fires the signal when the input closes or the channel goes inactive.
    private final class Watcher: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        typealias InboundOut = ByteBuffer
        private let gone: ClientGone

        init(_ gone: ClientGone) { self.gone = gone }

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            if let event = event as? ChannelEvent, event == .inputClosed { gone.fire() }
            context.fireUserInboundEventTriggered(event)
        }

        func channelInactive(context: ChannelHandlerContext) {
            // A closed channel's entry goes too, so that another channel at its address later
            // cannot take this fired signal.
            let (id, gone) = (ObjectIdentifier(context.channel), gone)
            ClientGone.open.withLock { if $0[id] === gone { $0[id] = nil } }
            gone.fire()
            context.fireChannelInactive()
        }
    }
}
#endif
