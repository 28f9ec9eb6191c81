/// The inserts of one load (``ContactService/importing(_:)``), run one after another. Once closed, none
/// starts, and closing waits for the one running: an import's batch still in flight when the import fails
/// must not write after its transaction has ended, outside it.
actor LoadInserts {
    private let load: any ContactLoad
    private var last: Task<Void, any Error>?
    private var closed = false

    init(_ load: any ContactLoad) {
        self.load = load
    }

    func insert(_ rows: [IndexedContact]) async throws {
        guard !closed else { throw CancellationError() }
        let (previous, load) = (last, load)
        let task = Task {
            try await previous?.value
            _ = try await load.insert(rows)
        }
        last = task
        try await task.value
    }

    /// Stops later inserts and waits for the ones started.
    func close() async {
        closed = true
        _ = await last?.result
    }
}
