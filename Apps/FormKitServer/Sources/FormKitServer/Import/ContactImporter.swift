import Foundation

/// Imports contacts from a CSV file as people export them: `,`, `;` or tab between fields; UTF-8 (with
/// or without a byte-order mark), UTF-16 or Windows-1252; columns found by their header names in English,
/// other languages, or Google Contacts' and Outlook's exports (``ImportColumns``), or as the person mapped
/// them. Each row is checked by the API's rules, countries resolved as people write them, and valid rows
/// inserted in batches, each batch one transaction.
///
/// One batch is written while the next is put in order and the one after it read and checked (the store
/// works on its own thread or server meanwhile); batches still commit one after another, in the file's order.
///
/// ```swift
/// var importer = ContactImporter(store: store, now: Date()) { line in print(line) }  // "line 3: phone: …"
/// try await importer.read(Array("Name;Land;Ort;Telefon\nAda;UK;London;020 7946 0958\n".utf8))
/// let summary = try await importer.finish()   // imported 1, rejected 0
/// ```
/// Rejections name the line, the field and the reason, and quote the value unless it is the phone.
public struct ContactImporter {
    /// The app's own header, and the export's.
    public static let header = ["name", "country", "city", "phone"]

    /// What an import does beyond reading and inserting.
    public struct Options: Sendable {
        /// The columns as the person mapped them; nil to tell them from the header.
        public var columns: ImportColumns?
        /// Flags rows that repeat an earlier row of the file or a stored contact (the same E.164 phone and
        /// extension, or the same name and city): one switchboard's extensions are different lines.
        public var findDuplicates = false
        /// Leaves the flagged rows out (with `findDuplicates`).
        public var skipDuplicates = false
        /// Reads and checks the whole file, inserting nothing.
        public var dryRun = false

        public init(columns: ImportColumns? = nil, findDuplicates: Bool = false, skipDuplicates: Bool = false, dryRun: Bool = false) {
            self.columns = columns
            self.findDuplicates = findDuplicates
            self.skipDuplicates = skipDuplicates
            self.dryRun = dryRun
        }
    }

    /// A row that repeats another: its line, its name, and what it repeats (never its phone number).
    public struct Duplicate: Codable, Hashable, Sendable {
        public var line: Int
        public var name: String
        /// "the phone of line 12", "the phone of a stored contact", "the name and city of line 7", ...
        public var repeats: String
    }

    /// Duplicates listed by line; all of them are counted.
    public static let duplicatesListed = 200

    let store: ContactService
    let rules: ContactValidator
    let now: Date
    let options: Options
    let onRejection: (String) -> Void
    /// Rows in the first transaction: the store starts writing once they are read.
    public var batchSize = 20_000
    /// Rows in a transaction at most. Each batch holds twice the one before, up to this: a commit writes
    /// every index page its rows changed, and a batch's rows land all over the phone, name and word indexes,
    /// so fewer, larger commits write those pages fewer times (BENCHMARKS.md, the import at 10^6 contacts).
    public var largestBatchSize = 100_000
    /// How many times `batchSize` the next batch holds.
    private var batchGrowth = 1

    private var decoder = ImportTextDecoder()
    private var reader = CSVRecordReader()
    /// The text before the header's end, held until the separator is known.
    private var headBytes: [UInt8]? = []
    private var outputs: [CSVRecordReader.Output] = []
    private var pending: [(line: Int, contact: Contact)] = []
    /// The batches being inserted, oldest first, and their sizes: one written, the next put in order meanwhile.
    private var inserting: [(task: Task<Void, any Error>, count: Int)] = []
    public private(set) var header: [String]?
    public private(set) var columns = ImportColumns()
    public private(set) var summary = ImportSummary()
    public private(set) var refusals = ImportRefusals()
    public private(set) var duplicates: [Duplicate] = []
    private var phonesSeen: [String: Int] = [:]
    private var namesAndCitiesSeen: [String: Int] = [:]
    /// The region code each country text of the file has named so far, so that a file of a million rows
    /// ranks the catalogue's names once per distinct text, not once per row.
    private var countryCodes: [String: String] = [:]
    private static let countryTextsRemembered = 4_096

    /// The encoding the file was read in.
    public var encoding: ImportTextDecoder.Encoding { decoder.encoding }
    /// The separator the file uses.
    public var separator: UInt8 { reader.separator }

    public init(
        store: ContactService, rules: ContactValidator = ContactValidator(), now: Date, options: Options = Options(),
        onRejection: @escaping (String) -> Void
    ) {
        self.store = store
        self.rules = rules
        self.now = now
        self.options = options
        self.onRejection = onRejection
    }

    /// Reads the next bytes of the file, inserting each batch that fills.
    public mutating func read(_ bytes: some Sequence<UInt8>) async throws {
        let text = decoder.decode(bytes)
        try await readText(text, final: false)
    }

    /// Ends the file: the last rows are inserted and the totals returned.
    public mutating func finish() async throws -> ImportSummary {
        try await readText(decoder.finish(), final: true)
        outputs.removeAll(keepingCapacity: true)
        reader.finish { outputs.append($0) }
        try await handleOutputs()
        guard header != nil else { throw ImportError(message: "the file is empty; the first line must name the columns, such as name,country,city,phone") }
        try await flush()
        while !inserting.isEmpty { try await awaitInsertion() }
        return summary
    }

    /// Feeds UTF-8 text to the reader, once the header line (or the end) shows the separator.
    private mutating func readText(_ text: [UInt8], final: Bool) async throws {
        var text = text
        if var head = headBytes {
            head.append(contentsOf: text)
            guard final || head.contains(UInt8(ascii: "\n")) else { headBytes = head; return }
            reader.separator = CSVRecordReader.detectSeparator(inFirstLineOf: head)
            headBytes = nil
            text = head
        }
        outputs.removeAll(keepingCapacity: true)
        reader.read(text) { outputs.append($0) }
        try await handleOutputs()
    }

    private mutating func handleOutputs() async throws {
        for output in outputs {
            switch output {
            case .refused(let line, let reason):
                guard header != nil else { throw ImportError(message: "line \(line): the header cannot be read: \(reason)") }
                refuse(line: line, field: "row", message: reason, value: nil, fields: [])
            case .record(let line, let fields):
                guard let header else {
                    try readHeader(fields, line: line)
                    continue
                }
                let needed = ([columns.country, columns.city, columns.phone].compactMap { $0 } + columns.name).max() ?? 0
                guard fields.count > needed else {
                    refuse(line: line, field: "row",
                           message: "\(fields.count) fields, expected \(header.count) (\(header.joined(separator: ",")))",
                           value: nil, fields: fields)
                    continue
                }
                try await readRow(fields, line: line)
                if pending.count >= min(batchSize * batchGrowth, max(batchSize, largestBatchSize)) { try await flush() }
            }
        }
    }

    private mutating func readHeader(_ fields: [String], line: Int) throws {
        let names = fields.map { $0.trimmingCharacters(in: .whitespaces) }
        let found = options.columns ?? ImportColumns(header: names)
        let inRange = (found.name + [found.country, found.city, found.phone].compactMap { $0 }).allSatisfy { $0 < names.count }
        guard found.missing.isEmpty, inRange else {
            throw ImportError(
                message: "line \(line): the columns for \(found.missing.joined(separator: ", ")) cannot be told from the header; map them",
                header: names, columns: found)
        }
        header = names
        columns = found
    }

    private mutating func readRow(_ fields: [String], line: Int) async throws {
        let name = columns.nameText(fields)
        let countryText = ImportColumns.text(columns.country, columns.countryAlternatives, in: fields)
        let city = ImportColumns.text(columns.city, columns.cityAlternatives, in: fields)
        let phone = ImportColumns.text(columns.phone, columns.phoneAlternatives, in: fields)
        let phoneExtension = ImportColumns.text(columns.phoneExtension, [], in: fields)
        let contact: Contact
        do throws(FieldError) {
            do throws(FieldError) {
                contact = try rules.newContact(
                    name: name, country: countryCodes[countryText] ?? countryText, city: city, phone: phone,
                    phoneExtension: phoneExtension, now: now)
            } catch where error.field == "country" {
                // A name the catalogue does not know: in another language, or an everyday name.
                guard let code = ImportCountryNames.shared.code(for: countryText) else { throw error }
                contact = try rules.newContact(
                    name: name, country: code, city: city, phone: phone, phoneExtension: phoneExtension, now: now)
            }
        } catch {
            let value: String? = switch error.field {
            case "name": name.trimmingWhitespace
            case "country": countryText.trimmingWhitespace
            case "city": city.trimmingWhitespace
            default: nil
            }
            refuse(line: line, field: error.field, message: error.message, value: value, fields: fields)
            return
        }
        if countryCodes.count < Self.countryTextsRemembered { countryCodes[countryText] = contact.country }
        summary.rows += 1
        if options.findDuplicates, let earlier = repeatsEarlierRow(contact, line: line) {
            flagDuplicate(line: line, contact: contact, repeats: earlier)
            if options.skipDuplicates { return }
        }
        pending.append((line, contact))
    }

    /// Which earlier row of the file `contact` repeats, remembering it for the rows after.
    private mutating func repeatsEarlierRow(_ contact: Contact, line: Int) -> String? {
        let nameAndCity = Self.nameAndCityKey(contact)
        if let earlier = phonesSeen[contact.phoneWithExtension] { return "the phone of line \(earlier)" }
        if let earlier = namesAndCitiesSeen[nameAndCity] { return "the name and city of line \(earlier)" }
        phonesSeen[contact.phoneWithExtension] = line
        namesAndCitiesSeen[nameAndCity] = line
        return nil
    }

    static func nameAndCityKey(_ contact: Contact) -> String {
        ContactSearchKeys.sortKey(of: contact.name) + "\u{0}" + ContactSearchKeys.sortKey(of: contact.city)
    }

    private mutating func flagDuplicate(line: Int, contact: Contact, repeats: String) {
        summary.duplicates += 1
        if options.skipDuplicates { summary.skipped += 1 }
        if duplicates.count < Self.duplicatesListed {
            duplicates.append(Duplicate(line: line, name: contact.name, repeats: repeats))
        }
    }

    private mutating func refuse(line: Int, field: String, message: String, value: String?, fields: [String]) {
        summary.rejected += 1
        refusals.add(line: line, field: field, message: message, value: value, fields: fields)
        if let value, field != "phone" {
            onRejection("line \(line): \(field): \"\(value)\": \(message)")
        } else {
            onRejection("line \(line): \(field): \(message)")
        }
    }

    /// Flags the pending rows that repeat a stored contact (skipping them when asked).
    private mutating func checkStoredDuplicates() async throws {
        guard options.findDuplicates, !pending.isEmpty else { return }
        let stored = try await store.storedDuplicates(of: pending.map(\.contact))
        guard !stored.isEmpty else { return }
        let storedPhones = Set(stored.map(\.phoneWithExtension))
        let storedNamesAndCities = Set(stored.map(Self.nameAndCityKey))
        var kept: [(line: Int, contact: Contact)] = []
        for row in pending {
            let repeats: String? = storedPhones.contains(row.contact.phoneWithExtension) ? "the phone of a stored contact"
                : storedNamesAndCities.contains(Self.nameAndCityKey(row.contact)) ? "the name and city of a stored contact" : nil
            if let repeats {
                flagDuplicate(line: row.line, contact: row.contact, repeats: repeats)
                if options.skipDuplicates { continue }
            }
            kept.append(row)
        }
        pending = kept
    }

    /// Starts inserting the pending rows: they are put in order while the batch before them is written.
    private mutating func flush() async throws {
        try await checkStoredDuplicates()
        guard !pending.isEmpty else { return }
        if options.dryRun {
            summary.imported += pending.count
            pending.removeAll(keepingCapacity: true)
            return
        }
        if inserting.count > 1 { try await awaitInsertion() }
        let (batch, previous) = (pending.map(\.contact), inserting.last?.task)
        let store = store
        inserting.append((Task { try await store.insert(contentsOf: batch, after: previous) }, batch.count))
        pending.removeAll(keepingCapacity: true)
        if batchSize * batchGrowth < largestBatchSize { batchGrowth *= 2 }
    }

    /// Waits for the oldest batch being inserted and counts it.
    private mutating func awaitInsertion() async throws {
        let (task, count) = inserting.removeFirst()
        try await task.value
        summary.imported += count
    }
}

/// What an import did: `imported N, rejected M`, and, when asked to look, the duplicates it found.
public struct ImportSummary: Codable, Hashable, Sendable, CustomStringConvertible {
    /// Rows inserted (or, checking only, that would be).
    public var imported = 0
    public var rejected = 0
    /// Valid rows read (imported, or skipped as duplicates).
    public var rows = 0
    /// Rows that repeat an earlier row or a stored contact.
    public var duplicates = 0
    /// Duplicates left out.
    public var skipped = 0

    public var description: String {
        skipped > 0 ? "imported \(imported), rejected \(rejected), skipped \(skipped) duplicates" : "imported \(imported), rejected \(rejected)"
    }
}

/// Why a file could not be imported at all (no header, columns that cannot be told apart).
public struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// The header's names, when the columns must be mapped by the person.
    public var header: [String]?
    /// The columns that could be told.
    public var columns: ImportColumns?

    public init(message: String, header: [String]? = nil, columns: ImportColumns? = nil) {
        self.message = message
        self.header = header
        self.columns = columns
    }

    public var description: String { message }
}
