import Foundation

/// What a database does for the app: rows in and out, in transactions, and nothing else.
/// The rules (versions, search words, events) are ``ContactService``'s.
///
/// ``SQLiteStore`` and ``PostgresStore`` implement it over one schema, the same names in both:
/// - `contact (id, name, country, city, phone, phone_extension, version, updated_at, sort_key)`, the
///   extension NULL when the number has none (E.164 has no room for one), indexed by
///   `contact_on_sort_key (sort_key, id)`: pages in name order, and the names that start with a prefix;
///   `contact_on_country (country, id)`, `contact_on_city (city, id)`, `contact_on_phone (phone, id)` and
///   `contact_on_updated_at (updated_at, id)`:
///   pages in each other sortable column's order (``ContactOrder``), either way, each page one range of
///   its index however deep the cursor; the phone's also finds an import's duplicates.
/// - `contact_word (word, sort_key, contact_id)`, indexed by `contact_word_on_word (word, sort_key, contact_id)`:
///   each later word of a name (``IndexedContact/laterWords``), a range already in page order. In SQLite
///   the table is that key (primary key `contact_word_on_word`, `WITHOUT ROWID`): one B-tree, one write a word.
///   PostgreSQL has no such table, only a heap beside the index; neither store writes a row twice.
///   Indexed too by `contact_word_on_initial_1 (substr(word, 1, 1), sort_key, contact_id)` and
///   `contact_word_on_initial_2 (substr(word, 1, 2), …)` (``SchemaIndex/contactWordInitials``): a one- or
///   two-letter prefix's words, however many, are one range in page order.
///   No foreign key and no index by contact in either: they cost an import a third of its time, and
///   the store deletes a contact's words by its old words (``RowChange``) in the same transaction.
/// - `schedule_slot (id, section, period, minutes, heating, cooling, version, updated_at)`, unique by (section, period).
/// Sort keys, words, countries, cities and phones compare as bytes in both (PostgreSQL: `COLLATE "C"`),
/// so both list in one order.
public protocol AppStore: Sendable {
    /// Where every committed change is announced, this instance's and (PostgreSQL) every other's.
    var events: EventHub { get }

    /// The first `limit` contacts within `bounds` in `order`: one range of the order's index
    /// (``ContactOrder/pageStatement(_:limit:placeholder:)``).
    func page(_ order: ContactOrder, _ bounds: PageBounds, limit: Int) async throws -> [Contact]
    /// The contacts with these ids that exist, in no particular order.
    func contacts(ids: [Int64]) async throws -> [Contact]
    /// The contacts with one of these phones or one of these sort keys, in no particular order.
    func contacts(phones: [String], sortKeys: [String]) async throws -> [Contact]
    /// How many contacts there are.
    func count() async throws -> Int
    /// Every contact's id, in order.
    func contactIDs() async throws -> [Int64]
    /// The distinct values of an indexed column (the later words; the countries) in [lower, upper), in
    /// byte order, at most `limit`: a skip scan, one index probe a value.
    func distinct(_ column: DistinctColumn, from lower: String, below upper: String, limit: Int) async throws -> [String]
    /// The first `limit` contacts after `after`, in page order, each once, with one of `words` as a later
    /// word: the first `limit` of each word's range, merged, and the contacts read with them, in one statement.
    func contacts(withWords words: [String], after: ContactCursor, limit: Int) async throws -> [Contact]
    /// The first `limit` contacts after `after`, in page order, each once, with a later word that starts with
    /// the folded `prefix`: one range of the initials' index for one or two letters, else the range read whole
    /// and sorted; the contacts read with them, in one statement.
    func contacts(withWordsStarting prefix: String, after: ContactCursor, limit: Int) async throws -> [Contact]
    /// The first `limit` contacts after `after`, in page order, each once, with a later word that starts with
    /// the folded `prefix` (three letters or more) among the first `rows` rows after `after` of its two
    /// letters' initials' range: fewer than `limit` when the prefix's words are fewer than that within them.
    func contacts(withWordsStarting prefix: String, amongFirst rows: Int, after: ContactCursor, limit: Int) async throws -> [Contact]

    /// Inserts the rows (a row keeps its id when it has one: a deleted row restored) and announces
    /// `events(inserted)`, in one transaction. Returns the rows with their ids.
    func insert(_ rows: [IndexedContact], events: @escaping @Sendable ([Contact]) -> [ChangeEvent.Change]) async throws -> [Contact]
    /// Reads the contacts `ids` (held until the end of the transaction), asks `plan` what to write,
    /// writes it and announces its events, in one transaction. Returns the rows as written, in the plan's
    /// order: inserted ones with their ids, a deleted one as it was.
    func write(contacts ids: [Int64], _ plan: @escaping @Sendable ([Contact]) throws -> ContactWrite) async throws -> [Contact]

    /// Runs `body` in one transaction on one connection held across its awaits (a bulk load,
    /// ``ContactService/importing(_:)``), commits, and announces the changes `body` returns. When `body`
    /// throws, or the process dies first, nothing of it stays. Nil, running nothing, on a store without one.
    func load<Value: Sendable>(_ body: (any ContactLoad) async throws -> (Value, [ChangeEvent.Change])) async throws -> Value?
    /// The indexes a load may drop and create again after its rows: each order's (``SchemaIndex/contactOrders``),
    /// the words' initials' (``SchemaIndex/contactWordInitials``), and the words' where it is an index beside its table (PostgreSQL).
    var loadIndexes: [SchemaIndex] { get }

    /// The whole schedule, ordered by section then period.
    func schedule() async throws -> [ScheduleSlot]
    /// Reads the schedule row `id` (held until the end of the transaction), writes what `plan` makes of it,
    /// and announces it, in one transaction.
    func write(slot id: Int64, _ plan: @escaping @Sendable (ScheduleSlot?) throws -> ScheduleSlot) async throws -> ScheduleSlot
}

/// The columns ``AppStore/distinct(_:from:below:limit:)`` reads, each by its index's first column.
public enum DistinctColumn: String, Sendable {
    /// `contact_word.word`, by `contact_word_on_word`.
    case word
    /// `contact.country`, by `contact_on_country`.
    case country

    var table: String { self == .word ? "contact_word" : "contact" }
}

extension AppStore {
    /// A keyset page: the first `limit` contacts after `after` (from the first when nil) in `order`, with
    /// the order's column at or above `lower` and below `upper` when given. Read as the rest of the
    /// cursor's value (its ties, by id), then the values past it: two seeks into the order's index. (One
    /// row-value bound would be one statement, but SQLite seeks a row value by its first column only: a
    /// page deep in a city of 50,000 contacts would walk the ones before the cursor, about 10 ms.)
    public func page(
        _ order: ContactOrder, after: ContactCursor?, from lower: String? = nil, below upper: String?, limit: Int
    ) async throws -> [Contact] {
        guard let after else { return try await page(order, PageBounds(from: lower, below: upper), limit: limit) }
        var rows = try await page(order, PageBounds(tie: after, from: lower, below: upper), limit: limit)
        if rows.count < limit {
            rows += try await page(order, PageBounds(past: after.sortKey, from: lower, below: upper), limit: limit - rows.count)
        }
        return rows
    }

    /// The distinct later words in [lower, upper), in byte order, at most `limit`.
    public func words(from lower: String, below upper: String, limit: Int) async throws -> [String] {
        try await distinct(.word, from: lower, below: upper, limit: limit)
    }

    /// No load: a store that does not say otherwise (a test double, ``DeadlineStore``) inserts batch by batch.
    public func load<Value: Sendable>(_ body: (any ContactLoad) async throws -> (Value, [ChangeEvent.Change])) async throws -> Value? {
        nil
    }

    public var loadIndexes: [SchemaIndex] { [] }

    /// Inserting is writing inserts, unless a store (``DeadlineStore``) says otherwise.
    public func insert(_ rows: [IndexedContact], events: @escaping @Sendable ([Contact]) -> [ChangeEvent.Change]) async throws -> [Contact] {
        try await write(contacts: []) { _ in ContactWrite(rows: rows.map(RowChange.insert), events: events) }
    }
}

/// The steps of a load (``AppStore/load(_:)``), each in its transaction.
public protocol ContactLoad: Sendable {
    /// Runs schema statements: ``SchemaIndex``'s drops and creations.
    func run(_ statements: [String]) async throws
    /// How many contacts the table holds, as the transaction sees it.
    func count() async throws -> Int
    /// Inserts new rows (their ids from the table's sequence) and their words; returns the rows with their ids.
    @discardableResult
    func insert(_ rows: [IndexedContact]) async throws -> [Contact]
}

/// A contact with the keys it is listed and found by (``ContactSearchKeys``).
public struct IndexedContact: Hashable, Sendable {
    public var contact: Contact
    public var sortKey: String
    public var laterWords: [String]
}

/// One row written: an insert (keeping `id` when set, to restore a deleted row), an update, a delete.
/// An update and a delete carry the row as stored, whose word rows they remove.
public enum RowChange: Hashable, Sendable {
    case insert(IndexedContact)
    case update(IndexedContact, replacing: IndexedContact)
    case delete(IndexedContact)
}

/// What one transaction writes, and the changes it announces once the inserted rows have their ids.
public struct ContactWrite: Sendable {
    public var rows: [RowChange]
    public var events: @Sendable (_ written: [Contact]) -> [ChangeEvent.Change]
}

/// Why the store refused a change.
public enum StoreError: Error, Hashable, Sendable {
    case contactNotFound(id: Int64)
    /// Someone saved the contact since this copy was read; `current` is the stored row.
    case staleContact(current: Contact)
    case slotNotFound(id: Int64)
    case staleSlot(current: ScheduleSlot)
}
