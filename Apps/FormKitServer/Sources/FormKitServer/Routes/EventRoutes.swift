import Foundation
import Hummingbird
import ServiceLifecycle

/// `GET /api/events`: committed changes as Server-Sent Events (`contact`, `contact-deleted`, `slot`, `refresh`).
///
/// A reconnecting page sends `Last-Event-ID`; it gets the events it missed, or one `refresh` when the hub
/// no longer has them. A comment line every 15 seconds finds closed connections.
struct EventRoutes {
    let services: AppServices

    static let heartbeat: Duration = .seconds(15)

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("events") { request, _ in
            let lastEventID = request.headers.first { $0.name.canonicalName == "last-event-id" }.flatMap { Int64($0.value) }
            let subscription = await services.store.events.subscribe(after: lastEventID)
            let services = services
            let body = ResponseBody { writer in
                let (output, sink) = AsyncStream.makeStream(of: String.self)
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for await event in subscription.events { sink.yield(services.serverSentEvent(event)) }
                        sink.finish()
                    }
                    group.addTask {
                        while !Task.isCancelled {
                            try await Task.sleep(for: Self.heartbeat)
                            sink.yield(": still here\n\n")
                        }
                    }
                    defer { group.cancelAll() }
                    // The stream ends when the server shuts down gracefully (or the page goes away).
                    try await withGracefulShutdownHandler {
                        try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
                        if let missed = subscription.missed {
                            for event in missed { try await writer.write(ByteBuffer(string: services.serverSentEvent(event))) }
                        } else {
                            try await writer.write(ByteBuffer(string: "event: refresh\ndata: {}\n\n"))
                        }
                        for await text in output { try await writer.write(ByteBuffer(string: text)) }
                    } onGracefulShutdown: {
                        sink.finish()
                    }
                }
                try await writer.finish(nil)
            }
            var headers = HTTPFields()
            headers[.contentType] = "text/event-stream"
            headers[.cacheControl] = "no-cache"
            return Response(status: .ok, headers: headers, body: body)
        }
    }
}

extension AppServices {
    /// The event as SSE text: `id`, `event` and one `data` line of JSON (the API's contact and slot views).
    func serverSentEvent(_ event: ChangeEvent) -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        let data: Data?
        switch event.change {
        case .contact(let contact): data = try? encoder.encode(ContactView(contact, now: now()))
        case .contactDeleted(let id): data = try? encoder.encode(["id": id])
        case .slot(let slot): data = try? encoder.encode(SlotView(slot))
        case .refresh: data = Data("{}".utf8)
        }
        let json = data.map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "id: \(event.id)\nevent: \(event.name)\ndata: \(json)\n\n"
    }
}
