import Foundation
import Hummingbird
import NIOCore

/// The request context of every route: Hummingbird's basics with a small body limit.
public struct AppRequestContext: RequestContext {
    /// The largest request body the app reads (16 KiB): every form and edit fits many times over.
    public static let bodyLimit = 16 * 1_024

    public var coreContext: CoreRequestContextStorage
    /// The client's address, for the sign-in limits; nil in router tests.
    public let remoteAddress: SocketAddress?

    public init(source: Source) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    public var maxUploadSize: Int { Self.bodyLimit }

    /// JSON with ISO 8601 dates and sorted keys, so answers are stable.
    public var responseEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
