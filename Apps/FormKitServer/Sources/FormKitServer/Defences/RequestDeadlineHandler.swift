import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request head, or whose request body, takes longer than its deadline to arrive.
///
/// A client that trickles its headers a byte at a time (slowloris) or its body likewise would otherwise hold
/// its connection for as long as it likes. Here the head must be complete within `headerTimeout` of the
/// connection opening or of the last answer ending (the keep-alive wait is bounded the same way), and the
/// body within `bodyTimeout` of the head. While the server answers (a page, or an open event stream), no
/// deadline runs. The connection is closed without an answer: the client was not sending a request.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    let headerTimeout: TimeAmount
    let bodyTimeout: TimeAmount
    private var deadline: Scheduled<Void>?
    /// A request head came and its end has not.
    private var requestOpen = false
    /// A request came and its answer has not ended.
    private var responseOpen = false

    init(headerTimeout: TimeAmount, bodyTimeout: TimeAmount) {
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(headerTimeout, context: context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        disarm()
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(headerTimeout, context: context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        disarm()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            requestOpen = true
            responseOpen = true
            arm(bodyTimeout, context: context)
        case .body:
            break
        case .end:
            requestOpen = false
            if responseOpen { disarm() } else { arm(headerTimeout, context: context) }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            responseOpen = false
            if !requestOpen { arm(headerTimeout, context: context) }  // else the body's deadline runs on
        }
        context.write(data, promise: promise)
    }

    private func arm(_ timeout: TimeAmount, context: ChannelHandlerContext) {
        disarm()
        let channel = context.channel
        deadline = context.eventLoop.scheduleTask(in: timeout) { channel.close(promise: nil) }
    }

    private func disarm() {
        deadline?.cancel()
        deadline = nil
    }
}

/// The slow-client deadlines of ``RequestDeadlineHandler``.
public struct RequestDeadlines: Sendable {
    /// How long a request head may take to arrive (and a kept-alive connection may wait for the next).
    public var header: Duration = .seconds(10)
    /// How long a request body may take to arrive after its head; the CSV upload streams up to 256 MiB.
    public var body: Duration = .seconds(60)

    public init() {}

    func handler() -> RequestDeadlineHandler {
        RequestDeadlineHandler(headerTimeout: Self.amount(header), bodyTimeout: Self.amount(body))
    }

    static func amount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
