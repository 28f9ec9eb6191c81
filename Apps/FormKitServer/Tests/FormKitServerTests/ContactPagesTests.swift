import Foundation
import GRDB
import PostgresNIO
import Testing

@testable import FormKitServer

/// The contact pages and prefix search of whichever store this run tests (``TestStore``).
@Suite("Contact pages and search")
struct ContactPagesTests {
    /// `count` valid contacts whose names repeat, so that sort keys tie and ids break the ties.
    static func contacts(_ count: Int) -> [Contact] {
        let names = ["Zoë Adams", "ada Brown", "Ada Brown", "Émile Zola", "Bo Li", "bo li", "Carla Sato-Reyes"]
        return (0..<count).map { index in
            Contact(name: names[index % names.count], country: "GB", city: "Leeds", phone: "+442079460958", updatedAt: testNow)
        }
    }

    @Test func pagesListEveryContactOnceByFoldedNameThenId() async throws {
        try await TestStore.with(seed: false) { store in
            try await store.insert(contentsOf: Self.contacts(25))
            var seen: [Contact] = []
            var query = ContactQuery(limit: 7)
            while true {
                let page = try await store.contacts(query)
                seen += page
                guard page.count == query.limit, let last = page.last else { break }
                query.after = ContactCursor(after: last)
            }
            #expect(seen.count == 25)
            #expect(Set(seen.compactMap(\.id)).count == 25)
            let keys = seen.map { (ContactSearchKeys.sortKey(of: $0.name), $0.id ?? 0) }
            #expect(keys.map(\.0) == keys.map(\.0).sorted())
            #expect(zip(keys, keys.dropFirst()).allSatisfy { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) })
            #expect(seen.first?.name.lowercased() == "ada brown")
        }
    }

    @Test(arguments: [
        ("sato", ["Carla Sato-Reyes", "Hana Sato"]), ("SIOBH", ["Siobhán O'Neill"]), ("o'n", ["Siobhán O'Neill"]),
        ("emi", []), ("jean-luc m", ["Jean-Luc Moreau"]), ("", ["Ada Whitfield"]), ("zz", []),
    ])
    func aPrefixFindsNamesByAnyWordFoldingCaseAndAccents(prefix: String, expected: [String]) async throws {
        try await TestStore.with { store in
            _ = try await store.insert(Contact(name: "Carla Sato-Reyes", country: "GB", city: "", phone: "+442079460958", updatedAt: testNow))
            let found = try await store.contacts(ContactQuery(prefix: prefix, limit: expected.isEmpty ? 10 : expected.count))
            #expect(found.map(\.name) == expected)
        }
    }

    @Test func aPrefixPageContinuesAfterItsCursor() async throws {
        try await TestStore.with(seed: false) { store in
            try await store.insert(contentsOf: Self.contacts(21))  // three of each name
            let first = try await store.contacts(ContactQuery(prefix: "bo", limit: 4))
            let rest = try await store.contacts(ContactQuery(prefix: "bo", after: first.last.flatMap(ContactCursor.init(after:)), limit: 10))
            #expect(first.count == 4)
            #expect(rest.count == 2)
            #expect(Set((first + rest).compactMap(\.id)).count == 6)
        }
    }

    @Test func renamingAndDeletingKeepTheWordsInStep() async throws {
        try await TestStore.with { store in
            _ = try await store.updateContact(id: 3, expectedVersion: 1, changes: ContactChanges(name: "Hana Ito"), now: testNow)
            #expect(try await store.contacts(ContactQuery(prefix: "sato")).isEmpty)
            #expect(try await store.contacts(ContactQuery(prefix: "ito")).map(\.id) == [3])
            #expect(try await Self.wordRows(store) == 6)  // one later word per seeded name
            try await store.deleteContact(id: 3, expectedVersion: 2)
            #expect(try await store.contacts(ContactQuery(prefix: "ito")).isEmpty)
            #expect(try await Self.wordRows(store) == 5)
            #expect(try await store.contactIDs() == [1, 2, 4, 5, 6])
        }
    }

    /// How many rows the store's words table holds.
    static func wordRows(_ service: ContactService) async throws -> Int64 {
        switch service.store {
        case let sqlite as SQLiteStore:
            return try await sqlite.writer.read { db in try Int64.fetchOne(db, sql: "SELECT count(*) FROM contact_word") ?? -1 }
        case let postgres as PostgresStore:
            return try await postgres.fetch(Int64.self, "SELECT count(*) FROM contact_word", []).first ?? -1
        default:
            return -1
        }
    }

    @Test func ofConcurrentEditsFromOneVersionExactlyOneWins() async throws {
        try await TestStore.with { store in
            let outcomes = try await withThrowingTaskGroup(of: Bool.self) { group in
                for city in ["Bath", "York", "Ely", "Hull", "Kew", "Rye"] {
                    group.addTask {
                        do {
                            _ = try await store.updateContact(id: 1, expectedVersion: 1, changes: ContactChanges(city: city), now: testNow)
                            return true
                        } catch StoreError.staleContact(let current) {
                            #expect(current.version == 2)
                            return false
                        }
                    }
                }
                return try await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(outcomes.filter { $0 }.count == 1)
            #expect(try await store.contact(id: 1)?.version == 2)
        }
    }

    @Test func thePrefixSearchReadsEachRangeInPageOrderThroughItsIndex() async throws {
        try await TestStore.with(seed: false) { store in
            try await store.insert(contentsOf: Self.contacts(50))
            switch store.store {
            case let sqlite as SQLiteStore:
                func plan(_ sql: String, _ arguments: StatementArguments) async throws -> String {
                    try await sqlite.writer.read { db in
                        try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments)
                            .map { $0["detail"] as String? ?? "" }.joined(separator: "\n")
                    }
                }
                func plan(_ statement: (sql: String, parameters: [SQLValue])) async throws -> String {
                    try await plan(statement.sql, SQLiteStore.arguments(statement.parameters))
                }
                func plan(_ order: ContactOrder, _ bounds: PageBounds) async throws -> String {
                    try await plan(order.pageStatement(bounds, limit: 10, dialect: SQLiteStore.dialect))
                }
                let name = try await plan(.name, PageBounds(from: "a", below: "b"))
                let word = try await plan(SQLiteStore.wordPages(["brown", "li"], after: .start, limit: 10))
                #expect(name.contains("contact_on_sort_key"), "\(name)")
                // The scan starts at the prefix and ends at its end.
                #expect(name.contains("(sort_key>? AND sort_key<?)"), "\(name)")
                // The words table is its key's B-tree (version 9): each word's page is one range of it.
                #expect(word.contains("SEARCH contact_word USING PRIMARY KEY (word=? AND (sort_key,contact_id)>(?,?))"), "\(word)")
                // Read in page order: no sort of the matches before the page is cut.
                for plan in [name, word] { #expect(!plan.contains("TEMP B-TREE"), "\(plan)") }
                // Every order, either way, reads a cursor's ties by one seek to (value, id), then the values
                // past it by one seek to the value, each a range of its own index, read in order.
                for order in Self.orders {
                    let column = order.schemaColumn
                    let ties = try await plan(order, PageBounds(tie: ContactCursor(sortKey: "m", id: 5)))
                    let past = try await plan(order, PageBounds(past: "m"))
                    #expect(ties.contains("USING INDEX contact_on_\(column) (\(column)=? AND id\(order.descending ? "<" : ">")?)"), "\(order): \(ties)")
                    #expect(past.contains("USING INDEX contact_on_\(column) (\(column)\(order.descending ? "<" : ">")?)"), "\(order): \(past)")
                    for plan in [ties, past] { #expect(!plan.contains("TEMP B-TREE"), "\(order): \(plan)") }
                }
            case let postgres as PostgresStore:
                // A table this small is cheaper to scan; forbid that, and the plan must still find the indexes.
                func plan(_ query: PostgresQuery) async throws -> String {
                    try await postgres.client.withConnection { connection in
                        try await connection.query("SET enable_seqscan = off", logger: postgres.logger)
                        let explain = PostgresQuery(unsafeSQL: "EXPLAIN " + query.sql, binds: query.binds)
                        return try await connection.query(explain, logger: postgres.logger).decode(String.self)
                            .reduce(into: []) { $0.append($1) }.joined(separator: "\n")
                    }
                }
                func plan(_ statement: (sql: String, parameters: [SQLValue])) async throws -> String {
                    try await plan(PostgresStore.query(statement.sql, statement.parameters))
                }
                func plan(_ order: ContactOrder, _ bounds: PageBounds) async throws -> String {
                    try await plan(order.pageStatement(bounds, limit: 10, dialect: PostgresStore.dialect))
                }
                let name = try await plan(.name, PageBounds(from: "a", below: "b"))
                let word = try await plan(PostgresStore.wordPages(["brown", "li"], after: .start, limit: 10))
                #expect(name.contains("contact_on_sort_key"), "\(name)")
                #expect(name.contains("Index Cond: ((sort_key >= 'a'::text) AND (sort_key < 'b'::text))"), "\(name)")
                #expect(word.contains("contact_word_on_word"), "\(word)")
                for order in Self.orders {
                    let column = order.schemaColumn
                    let ties = try await plan(order, PageBounds(tie: ContactCursor(sortKey: "m", id: 5)))
                    let past = try await plan(order, PageBounds(past: "m"))
                    let scan = "Index Scan\(order.descending ? " Backward" : "") using contact_on_\(column)"
                    if order.column == .updated {  // its bound is a time made from the cursor's microseconds
                        #expect(ties.contains(scan) && ties.contains("Index Cond: ((\(column) = ("), "\(order): \(ties)")
                        #expect(past.contains(scan) && past.contains("Index Cond: (\(column) \(order.descending ? "<" : ">") ("), "\(order): \(past)")
                        for plan in [ties, past] { #expect(!plan.contains("Sort"), "\(order): \(plan)") }
                        continue
                    }
                    #expect(ties.contains(scan) && ties.contains("Index Cond: ((\(column) = 'm'::text) AND (id \(order.descending ? "<" : ">") '5'::bigint))"), "\(order): \(ties)")
                    #expect(past.contains(scan) && past.contains("Index Cond: (\(column) \(order.descending ? "<" : ">") 'm'::text)"), "\(order): \(past)")
                    for plan in [ties, past] { #expect(!plan.contains("Sort"), "\(order): \(plan)") }
                }
            default:
                Issue.record("an unknown store")
            }
        }
    }

    /// Each sortable column, either way.
    static let orders = ContactOrder.Column.allCases.flatMap { [ContactOrder($0), ContactOrder($0, descending: true)] }

    /// Names whose later words are many distinct "S…" surnames, so that "s" and "sa" read their initials'
    /// ranges, "sal" the first rows of "sa"'s range, and "sbax" its one word's range.
    static func manySurnames(_ count: Int) -> [Contact] {
        let first = ["Sam", "Ada", "Sal", "Bo"]
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return (0..<count).map { index in
            let surname = "S" + String(letters[index % 26]) + String(letters[index / 26 % 26]) + "x"
            return Contact(name: "\(first[index % first.count]) \(surname)", country: "GB", city: "Leeds", phone: "+442079460958", updatedAt: testNow)
        }
    }

    @Test(arguments: ["s", "sa", "sal", "sam sc", "ada", "sbax", "z"])
    func everyPrefixPageMatchesAFullScan(prefix: String) async throws {
        try await TestStore.with(seed: false) { store in
            let contacts = Self.manySurnames(120)
            try await store.insert(contentsOf: contacts)
            let all = try await store.contacts()
            let folded = ContactSearchKeys.sortKey(of: prefix)
            let expected = all.filter { ContactSearchKeys.sortKey(ContactSearchKeys.sortKey(of: $0.name), matchesFoldedPrefix: folded) }
                .sorted { ContactCursor(after: $0)! < ContactCursor(after: $1)! }.compactMap(\.id)
            var seen: [Int64] = []
            var query = ContactQuery(prefix: prefix, limit: 7)
            while true {
                let page = try await store.contacts(query)
                seen += page.compactMap(\.id)
                guard page.count == query.limit, let last = page.last else { break }
                query.after = ContactCursor(after: last)
            }
            #expect(seen == expected)
            #expect(!expected.isEmpty || prefix == "z")
        }
    }

    @Test func theStoreListsItsNamesWords() async throws {
        try await TestStore.with(seed: false) { store in
            try await store.insert(contentsOf: Self.contacts(14))
            let words = try await store.nameWords()
            #expect(Set(words) == ["zoe", "adams", "ada", "brown", "emile", "zola", "bo", "li", "carla", "sato-reyes"])
            #expect(words.count == Set(words).count)
        }
    }
}
