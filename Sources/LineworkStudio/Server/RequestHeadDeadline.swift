// Only with the package trait "Studio" (on by default): its Hummingbird dependency is conditional
// on it, so a library-only consumer that leaves the trait off neither resolves nor builds it.
#if Studio
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// Each connection's first request head must arrive whole, within `seconds` and `maximumBytes`,
/// or the connection is closed.
///
/// Hummingbird's idle timeout and header caps start only once a head has been parsed (its
/// WebSocket upgrade negotiation comes first), so a client that connects and stays silent, or
/// trickles or floods header bytes, would hold a connection forever. This handler sits first
/// in the pipeline, sees raw bytes, and removes itself once the blank line that ends the head
/// has arrived; keep-alive requests after that are covered by the idle timeout.
final class RequestHeadDeadline: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let seconds: Int64
    private let maximumBytes: Int
    private var seen = 0
    /// The last three bytes of what came before, so "\r\n\r\n" split across reads is found.
    private var tail: [UInt8] = []
    private var deadline: Scheduled<Void>?

    init(seconds: Int64, maximumBytes: Int) {
        self.seconds = seconds
        self.maximumBytes = maximumBytes
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        let bytes = tail + buffer.readableBytesView
        seen += buffer.readableBytes
        let ended = bytes.withUnsafeBufferPointer { raw in
            raw.count >= 4 && (0...(raw.count - 4)).contains { raw[$0] == 13 && raw[$0 + 1] == 10 && raw[$0 + 2] == 13 && raw[$0 + 3] == 10 }
        }
        if !ended && seen > maximumBytes {
            context.close(promise: nil)
            return
        }
        tail = Array(bytes.suffix(3))
        context.fireChannelRead(data)
        if ended {
            deadline?.cancel()
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }

    private func arm(_ context: ChannelHandlerContext) {
        guard deadline == nil else { return }
        let channel = context.channel
        deadline = context.eventLoop.scheduleTask(in: .seconds(seconds)) { channel.close(promise: nil) }
    }
}

/// `HTTP1WebSocketUpgradeChannel` with `RequestHeadDeadline` in every connection's pipeline, and
/// each connection handled in a task that is cancelled once its client has gone (`ClientGone`).
struct DeadlinedChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    let inner: HTTP1WebSocketUpgradeChannel
    let seconds: Int64
    let maximumBytes: Int

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        do {
            try channel.pipeline.syncOperations.addHandler(RequestHeadDeadline(seconds: seconds, maximumBytes: maximumBytes))
            _ = try ClientGone.watch(channel)
        } catch {
            _ = ClientGone.take(channel)
            return channel.eventLoop.makeFailedFuture(error)
        }
        return inner.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        guard let gone = ClientGone.take(value.channel) else { return await inner.handle(value: value, logger: logger) }
        let handling = Task { await inner.handle(value: value, logger: logger) }
        gone.onGone { handling.cancel() }
        await withTaskCancellationHandler { await handling.value } onCancel: { handling.cancel() }
    }
}
#endif
