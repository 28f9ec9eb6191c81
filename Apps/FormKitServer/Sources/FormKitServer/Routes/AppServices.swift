import Foundation

/// What the routes share: the contacts and schedule (``ContactService``), the clock, the rules.
public struct AppServices: Sendable {
    public var store: ContactService
    /// The clock; tests fix it.
    public var now: @Sendable () -> Date
    public var contactRules = ContactValidator()
    public var scheduleRules = ScheduleValidator()
    /// FormKit's WebAssembly build, when the server has it: pages then format in the browser.
    public var wasm: WasmAssets?
    /// The names' words for completions, kept in step with the store's events (``buildRouter(_:)`` connects them).
    public let nameWords: ContactNameWords

    public init(store: ContactService, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.now = now
        nameWords = ContactNameWords(store: store)
    }

    /// The services over `store`, with the rules of ``ContactService``.
    public init(store: any AppStore, now: @escaping @Sendable () -> Date = { Date() }) {
        self.init(store: ContactService(store), now: now)
    }

    /// The contact, or 404.
    func contact(_ id: Int64) async throws -> Contact {
        guard let contact = try await store.contact(id: id) else {
            throw APIError(.notFound, "There is no contact \(id).")
        }
        return contact
    }

    /// Store refusals as API errors: 404 for a missing row, 409 with the fresh row for a stale one.
    func translate(_ error: StoreError) -> APIError {
        switch error {
        case .contactNotFound(let id): return APIError(.notFound, "There is no contact \(id).")
        case .slotNotFound(let id): return APIError(.notFound, "There is no schedule row \(id).")
        case .staleContact(let current):
            var apiError = APIError(.conflict, "Someone else changed this contact; here is the saved version.")
            apiError.body.contact = ContactView(current, now: now())
            return apiError
        case .staleSlot(let current):
            var apiError = APIError(.conflict, "Someone else changed this row; here is the saved version.")
            apiError.body.slot = SlotView(current)
            return apiError
        }
    }
}
