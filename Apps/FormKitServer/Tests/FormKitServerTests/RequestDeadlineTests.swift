import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing

@testable import FormKitServer

/// The slow-client deadlines, on an embedded channel whose clock the test moves.
@Suite("Request deadlines")
struct RequestDeadlineTests {
    static func channel() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(handler: RequestDeadlineHandler(headerTimeout: .seconds(10), bodyTimeout: .seconds(60)))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 80)).wait()
        return channel
    }

    static let head = HTTPRequestPart.head(HTTPRequest(method: .post, scheme: "http", authority: "localhost", path: "/api/validate"))

    @Test func aConnectionThatSendsNoHeadIsClosedAtTheHeaderDeadline() throws {
        let channel = try Self.channel()
        channel.embeddedEventLoop.advanceTime(by: .seconds(9))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .seconds(2))
        #expect(!channel.isActive)
    }

    @Test func aBodyThatDoesNotEndIsClosedAtTheBodyDeadline() throws {
        let channel = try Self.channel()
        channel.embeddedEventLoop.advanceTime(by: .seconds(5))
        try channel.writeInbound(Self.head)
        channel.embeddedEventLoop.advanceTime(by: .seconds(30))
        try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "{")))
        #expect(channel.isActive)  // the header deadline no longer runs
        channel.embeddedEventLoop.advanceTime(by: .seconds(31))
        #expect(!channel.isActive)
    }

    @Test func noDeadlineRunsWhileTheServerAnswers() throws {
        let channel = try Self.channel()
        try channel.writeInbound(Self.head)
        try channel.writeInbound(HTTPRequestPart.end(nil))
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
        channel.embeddedEventLoop.advanceTime(by: .seconds(600))  // an event stream
        #expect(channel.isActive)
        try channel.writeOutbound(HTTPResponsePart.end(nil))
        channel.embeddedEventLoop.advanceTime(by: .seconds(9))
        #expect(channel.isActive)  // kept alive, waiting for the next request
        channel.embeddedEventLoop.advanceTime(by: .seconds(2))
        #expect(!channel.isActive)
    }
}
