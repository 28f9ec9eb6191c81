import FormKitServer
import Hummingbird

/// The as-you-type endpoint switched off, like seed 001's black-hole server: `POST /api/phone/as-you-type`
/// is held for two minutes (far past any client's time limit, short enough for a graceful shutdown to end),
/// then refused with 503. Every other request passes through.
public struct FormatBlackHole: RouterMiddleware {
    public typealias Context = AppRequestContext
    /// Waits out the two minutes: `Task.sleep`, or a test's clock.
    let sleep: @Sendable (Duration) async throws -> Void

    public init(sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
        self.sleep = sleep
    }

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.method == .post, request.uri.path == "/api/phone/as-you-type" else { return try await next(request, context) }
        try await sleep(.seconds(120))
        throw HTTPError(.serviceUnavailable, message: "The format service is switched off for this test.")
    }
}
