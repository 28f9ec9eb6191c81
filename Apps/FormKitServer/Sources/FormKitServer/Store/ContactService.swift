import Foundation

/// The rules of the app's data, written once above either store (``AppStore``'s primitives):
/// every change is conditional on the row's `version`, bumps it and `updatedAt`, keeps the search keys
/// in step with the name, and is announced; a prefix search and the completions' words are read here.
///
/// ```swift
/// let contacts = ContactService(try SQLiteStore.inMemory())
/// let saved = try await contacts.updateContact(id: 1, expectedVersion: 1, changes: ContactChanges(city: "Bath"), now: Date())
/// ```
public struct ContactService: Sendable {
    public let store: any AppStore
    /// The keys a contact is listed and found by (``ContactSearchKeys``); tests may change the rule.
    let index: @Sendable (Contact) -> IndexedContact
    /// Where ``insert(contentsOf:after:)`` writes in the service ``importing(_:)`` hands its body: the load's transaction.
    private var loading: LoadInserts?

    public init(_ store: any AppStore, index: @escaping @Sendable (Contact) -> IndexedContact = ContactService.searchKeys) {
        self.store = store
        self.index = index
    }

    /// The name folded as the sort key, and its later words.
    public static let searchKeys: @Sendable (Contact) -> IndexedContact = { contact in
        let key = ContactSearchKeys.sortKey(of: contact.name)
        return IndexedContact(contact: contact, sortKey: key, laterWords: ContactSearchKeys.laterWords(ofSortKey: key))
    }

    public var events: EventHub { store.events }

    /// Every contact, ordered by name.
    public func contacts() async throws -> [Contact] {
        try await store.page(.name, after: nil, below: nil, limit: .max)
    }

    /// One page of contacts by keyset, in the query's order: all of them, or (in name order) those whose
    /// name or later word starts with the prefix (``PrefixSearch``: each range read in page order, merged).
    /// A search in another order is ``AppServices``' (it filters a page of that order).
    public func contacts(_ query: ContactQuery) async throws -> [Contact] {
        if query.order.column == .country { return try await countryPage(query) }
        guard query.order == .name, let range = ContactSearchKeys.range(ofPrefix: query.prefix) else {
            return try await store.page(query.order, after: query.after, below: nil, limit: query.limit)
        }
        let after = query.after ?? .start
        // The name range is read while the later words are looked up: two reads at once, not one after the other.
        async let nameRange = store.page(
            .name, after: PrefixSearch.nameRangeCursor(lower: range.lower, after: after), from: range.lower, below: range.upper, limit: query.limit)
        let hits = try await laterWordHits(from: range.lower, below: range.upper, after: after, limit: query.limit)
        let found = try await nameRange + hits
        let contacts = Dictionary(found.map { ($0.id ?? 0, $0) }, uniquingKeysWith: { first, _ in first })
        let keys = PrefixSearch.page(of: found.map { ContactCursor(sortKey: index($0).sortKey, id: $0.id ?? 0) }, limit: query.limit)
        return keys.compactMap { contacts[$0.id] }
    }

    /// A page of the contacts after `after` with a later word in [lower, upper), by ``PrefixSearch``'s reads:
    /// one or two letters, one range of their initials' index; three, the first rows of their two letters'
    /// range when they hold a page; else each word's range (the words looked up first), or past
    /// ``PrefixSearch/maximumWords`` words, their whole range sorted.
    private func laterWordHits(from lower: String, below upper: String, after: ContactCursor, limit: Int) async throws -> [Contact] {
        if PrefixSearch.initialLength(of: lower) != nil {
            return try await store.contacts(withWordsStarting: lower, after: after, limit: limit)
        }
        if PrefixSearch.scansInitials(lower) {
            let rows = PrefixSearch.scannedRows(limit: limit)
            let scanned = try await store.contacts(withWordsStarting: lower, amongFirst: rows, after: after, limit: limit)
            if scanned.count == limit { return scanned }
        }
        let words = try await store.words(from: lower, below: upper, limit: PrefixSearch.maximumWords + 1)
        return words.count <= PrefixSearch.maximumWords
            ? try await store.contacts(withWords: words, after: after, limit: limit)
            : try await store.contacts(withWordsStarting: lower, after: after, limit: limit)
    }

    /// A page in country order: the countries present (a skip scan of `contact_on_country`) in the order of
    /// their names (``countryName(_:)``), each one's contacts one range of that index, by id. The codes'
    /// own order would list "Germany" (DE) before "Spain" (ES) but "United Kingdom" (GB) before "Ireland" (IE).
    private func countryPage(_ query: ContactQuery) async throws -> [Contact] {
        let order = query.order
        let key = { (code: String) in (ContactSearchKeys.sortKey(of: Self.countryName(code)), code) }
        let comesFirst = { (one: String, other: String) in order.descending ? key(other) < key(one) : key(one) < key(other) }
        let codes = try await store.distinct(.country, from: "", below: "\u{10FFFF}", limit: .max).sorted(by: comesFirst)
        var page: [Contact] = []
        for code in codes where page.count < query.limit {
            var after: ContactCursor?
            if let cursor = query.after {
                if comesFirst(code, cursor.sortKey) { continue }
                if code == cursor.sortKey { after = cursor }
            }
            page += try await store.page(order, after: after, from: code, below: code + "\u{1}", limit: query.limit - page.count)
        }
        return page
    }

    /// The name a country is listed by: the catalogue's (English), as the API's `countryName` for English readers.
    public static func countryName(_ code: String) -> String { CountryCatalog.shared.country(code: code)?.name ?? code }

    /// The distinct words of the contacts' names, folded: the first words (one probe of the sort keys per
    /// word, skipping past "word " as a space sorts before "!"), then the later words.
    public func nameWords() async throws -> [String] {
        var words: [String] = []
        var next = try await store.page(.name, after: nil, below: nil, limit: 1).first
        while let contact = next {
            let word = String(index(contact).sortKey.prefix { $0 != " " })
            if !word.isEmpty { words.append(word) }
            next = try await store.page(.name, PageBounds(from: word + "!"), limit: 1).first
        }
        return words + (try await store.words(from: "", below: "\u{10FFFF}", limit: .max))
    }

    /// Every contact's id, for sampling without loading the rows.
    public func contactIDs() async throws -> [Int64] { try await store.contactIDs() }

    public func contact(id: Int64) async throws -> Contact? { try await store.contacts(ids: [id]).first }

    /// How many contacts there are.
    public func contactCount() async throws -> Int { try await store.count() }

    /// The stored contacts an import of `contacts` would repeat: those with one of their phones or one of
    /// their folded names (the import compares cities itself).
    /// None in a load (``importing(_:)``): its table was empty, and the import remembers its own rows; a read
    /// would wait for the load's lock on PostgreSQL.
    public func storedDuplicates(of contacts: [Contact]) async throws -> [Contact] {
        guard !contacts.isEmpty, loading == nil else { return [] }
        return try await store.contacts(phones: Array(Set(contacts.map(\.phone))), sortKeys: Array(Set(contacts.map { index($0).sortKey })))
    }

    /// Inserts a new contact (version 1) and returns it with its id.
    public func insert(_ contact: Contact) async throws -> Contact {
        try await store.insert([index(Self.new(contact))]) { [.contact($0[0])] }[0]
    }

    /// Inserts new contacts (version 1) in one transaction: all of them or none; announced as one refresh.
    /// They go in sort-key order, so their new ids follow it too: the sort key's index and every index that
    /// ends in the id are then filled in order, beside the row before, not at random places in the tree.
    /// Given `previous` (an import's batch before), they are put in order while it runs, and written after it.
    public func insert(contentsOf contacts: [Contact], after previous: Task<Void, any Error>? = nil) async throws {
        guard !contacts.isEmpty else { return }
        let indexed = contacts.map { index(Self.new($0)) }
        // The positions are sorted, not the rows: a stable sort moves each row many times.
        let rows = indexed.indices.sorted { indexed[$0].sortKey < indexed[$1].sortKey }.map { indexed[$0] }
        try await previous?.value
        if let loading { return try await loading.insert(rows) }
        _ = try await store.insert(rows) { _ in [.refresh] }
    }

    /// Runs `body` (an import) with a service whose ``insert(contentsOf:after:)`` loads the table when it is
    /// empty: PostgreSQL's advice for populating a database. Every batch then goes into one transaction in
    /// which the indexes ``AppStore/loadIndexes`` are dropped first and created after the last batch (an index
    /// made from its rows by one sort, not an insert a row into each tree), committed with one `refresh`.
    /// A failure, or the process's end, before the commit leaves the table as it was: empty, with every index.
    /// Into a table with contacts, each batch is its own transaction, committed and announced as it goes.
    public func importing<Value: Sendable>(_ body: (ContactService) async throws -> Value) async throws -> Value {
        let loaded = try await store.load { load -> (Value?, [ChangeEvent.Change]) in
            guard try await load.count() == 0 else { return (nil, []) }
            let (indexes, inserts) = (store.loadIndexes, LoadInserts(load))
            try await load.run(indexes.map(\.drop))
            var loading = self
            loading.loading = inserts
            let value: Value
            do {
                value = try await body(loading)
                await inserts.close()
            } catch {
                await inserts.close()
                throw error
            }
            try await load.run(indexes.map(\.create))
            return (value, [.refresh])
        }
        if case .some(.some(let value)) = loaded { return value }
        return try await body(self)
    }

    /// Applies `changes` when the stored version is `expectedVersion`; throws ``StoreError`` otherwise.
    public func updateContact(id: Int64, expectedVersion: Int, changes: ContactChanges, now: Date) async throws -> Contact {
        try await store.write(contacts: [id]) { found in
            let stored = try Self.stored(id, in: found, expectedVersion: expectedVersion)
            var changed = changes.applied(to: stored)
            changed.version = stored.version + 1
            changed.updatedAt = now
            return ContactWrite(rows: [.update(index(changed), replacing: index(stored))]) { [.contact($0[0])] }
        }[0]
    }

    /// Deletes the contact when the stored version is `expectedVersion` (any version when nil).
    public func deleteContact(id: Int64, expectedVersion: Int?) async throws {
        _ = try await store.write(contacts: [id]) { found in
            let stored = try Self.stored(id, in: found, expectedVersion: expectedVersion)
            return ContactWrite(rows: [.delete(index(stored))]) { _ in [.contactDeleted(id: id)] }
        }
    }

    /// Deletes the contacts `ids` that exist, whatever their version, in one transaction; returns them as
    /// they were, and announces each deletion (the page's bulk delete).
    public func deleteContacts(ids: [Int64]) async throws -> [Contact] {
        try await store.write(contacts: Array(Set(ids)).sorted()) { found in
            ContactWrite(rows: found.sorted { ($0.id ?? 0) < ($1.id ?? 0) }.map { .delete(index($0)) }) { deleted in
                deleted.map { .contactDeleted(id: $0.id ?? 0) }
            }
        }
    }

    /// Puts deleted contacts back with their ids (the first of repeated ids), in one transaction, skipping
    /// ids taken meanwhile; returns those restored, announced as one `refresh` (pages offer them as new
    /// ones: a thousand events would cost every open page more than the restore).
    public func restoreContacts(_ contacts: [Contact]) async throws -> [Contact] {
        var seen = Set<Int64>()
        let contacts = contacts.filter { $0.id.map { seen.insert($0).inserted } ?? false }
        return try await store.write(contacts: contacts.compactMap(\.id)) { taken in
            let takenIDs = Set(taken.compactMap(\.id))
            let rows = contacts.filter { !takenIDs.contains($0.id ?? 0) }.map { RowChange.insert(index($0)) }
            return ContactWrite(rows: rows) { $0.isEmpty ? [] : [.refresh] }
        }
    }

    /// The whole schedule, ordered by section then period.
    public func schedule() async throws -> [ScheduleSlot] { try await store.schedule() }

    /// Applies `changes` when the stored version is `expectedVersion`.
    /// `check` sees the changed row before it is written and may throw to refuse it.
    public func updateSlot(
        id: Int64, expectedVersion: Int, changes: ScheduleChanges, now: Date,
        check: @escaping @Sendable (ScheduleSlot) throws -> Void
    ) async throws -> ScheduleSlot {
        try await store.write(slot: id) { stored in
            guard let stored else { throw StoreError.slotNotFound(id: id) }
            guard stored.version == expectedVersion else { throw StoreError.staleSlot(current: stored) }
            var changed = changes.applied(to: stored)
            try check(changed)
            changed.version = stored.version + 1
            changed.updatedAt = now
            return changed
        }
    }

    /// The contact as stored, when it is there at the expected version (any when nil).
    private static func stored(_ id: Int64, in found: [Contact], expectedVersion: Int?) throws -> Contact {
        guard let stored = found.first else { throw StoreError.contactNotFound(id: id) }
        if let expectedVersion, stored.version != expectedVersion { throw StoreError.staleContact(current: stored) }
        return stored
    }

    /// A new row: version 1, no id.
    private static func new(_ contact: Contact) -> Contact {
        var new = contact
        new.id = nil
        new.version = 1
        return new
    }
}

extension ContactCursor {
    /// Before every contact.
    public static let start = ContactCursor(sortKey: "", id: .min)
}
