import Foundation

/// Imports contacts from a CSV with the header `name,country,city,phone`: each row checked by the API's
/// rules, valid rows inserted in batches, each batch one transaction.
///
/// One batch is inserted while the next is read and checked (the store works on its own thread or
/// server meanwhile); batches still commit one after another, in the file's order.
///
/// ```swift
/// var importer = ContactImporter(store: store, now: Date()) { line in print(line) }  // "line 3: phone: …"
/// try await importer.read(Array("name,country,city,phone\nAda,GB,London,020 7946 0958\n".utf8))
/// let summary = try await importer.finish()   // imported 1, rejected 0
/// ```
/// Rejections name the line, the field and the reason, never the phone number.
public struct ContactImporter {
    public static let header = ["name", "country", "city", "phone"]

    let store: ContactService
    let rules: ContactValidator
    let now: Date
    let onRejection: (String) -> Void
    /// Rows per transaction.
    public var batchSize = 20_000

    private var reader = CSVRecordReader()
    private var outputs: [CSVRecordReader.Output] = []
    private var pending: [Contact] = []
    /// The batch being inserted, and its size.
    private var inserting: (task: Task<Void, any Error>, count: Int)?
    private var sawHeader = false
    public private(set) var summary = ImportSummary()

    public init(
        store: ContactService, rules: ContactValidator = ContactValidator(), now: Date,
        onRejection: @escaping (String) -> Void
    ) {
        self.store = store
        self.rules = rules
        self.now = now
        self.onRejection = onRejection
    }

    /// Reads the next bytes of the file, inserting each batch that fills.
    public mutating func read(_ bytes: some Sequence<UInt8>) async throws {
        outputs.removeAll(keepingCapacity: true)
        reader.read(bytes) { outputs.append($0) }
        try await handleOutputs()
    }

    /// Ends the file: the last rows are inserted and the totals returned.
    public mutating func finish() async throws -> ImportSummary {
        outputs.removeAll(keepingCapacity: true)
        reader.finish { outputs.append($0) }
        try await handleOutputs()
        guard sawHeader else { throw ImportError(message: "the file is empty; the first line must be name,country,city,phone") }
        try await flush()
        try await awaitInsertion()
        return summary
    }

    private mutating func handleOutputs() async throws {
        for output in outputs {
            switch output {
            case .refused(let line, let reason):
                guard sawHeader else { throw ImportError(message: "line \(line): the header cannot be read: \(reason)") }
                reject("line \(line): row: \(reason)")
            case .record(let line, let fields):
                guard sawHeader else {
                    let names = fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                    guard names == Self.header else {
                        throw ImportError(message: "line \(line): the header must be name,country,city,phone")
                    }
                    sawHeader = true
                    continue
                }
                guard fields.count == Self.header.count else {
                    reject("line \(line): row: \(fields.count) fields, expected 4 (name,country,city,phone)")
                    continue
                }
                do throws(FieldError) {
                    pending.append(try rules.newContact(
                        name: fields[0], country: fields[1], city: fields[2], phone: fields[3], now: now))
                } catch {
                    reject("line \(line): \(error.field): \(error.message)")
                }
                if pending.count >= batchSize { try await flush() }
            }
        }
    }

    private mutating func reject(_ line: String) {
        summary.rejected += 1
        onRejection(line)
    }

    /// Starts inserting the pending rows, once the batch before them is in.
    private mutating func flush() async throws {
        guard !pending.isEmpty else { return }
        try await awaitInsertion()
        let batch = pending
        let store = store
        inserting = (Task { try await store.insert(contentsOf: batch) }, batch.count)
        pending.removeAll(keepingCapacity: true)
    }

    /// Waits for the batch being inserted and counts it.
    private mutating func awaitInsertion() async throws {
        guard let (task, count) = inserting else { return }
        inserting = nil
        try await task.value
        summary.imported += count
    }
}

/// What an import did: `imported N, rejected M`.
public struct ImportSummary: Codable, Hashable, Sendable, CustomStringConvertible {
    public var imported = 0
    public var rejected = 0

    public var description: String { "imported \(imported), rejected \(rejected)" }
}

/// Why a file could not be imported at all (no header, a wrong header).
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
