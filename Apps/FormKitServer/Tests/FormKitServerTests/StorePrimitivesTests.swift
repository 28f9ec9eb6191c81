import Foundation
import Testing

@testable import FormKitServer

/// ``AppStore``'s primitives, one suite for both stores: SQLite in stage 50, PostgreSQL in stage 52 (``TestStore``).
@Suite("Store primitives")
struct StorePrimitivesTests {
    static func row(_ name: String, id: Int64? = nil, city: String = "Leeds", country: String = "GB") -> IndexedContact {
        ContactService.searchKeys(Contact(id: id, name: name, country: country, city: city, phone: "+442079460958", updatedAt: testNow))
    }

    @Test func insertedRowsAreListedInPageOrderAndFetchedById() async throws {
        try await TestStore.withStore(seed: false) { store in
            let inserted = try await store.insert([Self.row("Bo Li"), Self.row("ada Brown"), Self.row("Ada Brown")]) { _ in [.refresh] }
            #expect(inserted.map(\.name) == ["Bo Li", "ada Brown", "Ada Brown"])
            let ids = inserted.compactMap(\.id)
            #expect(Set(ids).count == 3)
            let page = try await store.page(.name, after: nil, below: nil, limit: 10)
            #expect(page.map(\.name) == ["ada Brown", "Ada Brown", "Bo Li"])  // by sort key, then id
            #expect(try await store.page(.name, after: nil, below: "b", limit: 10).count == 2)
            #expect(try await store.page(.name, after: nil, below: nil, limit: 1).count == 1)
            #expect(Set(try await store.contacts(ids: [ids[2], 999_999]).compactMap(\.id)) == [ids[2]])
            #expect(try await store.contactIDs() == ids.sorted())
        }
    }

    /// Every sortable column pages by keyset, either way, across a page boundary; the order is the same on both stores.
    @Test func eachOrderPagesByKeysetBothWays() async throws {
        try await TestStore.withStore(seed: false) { store in
            let cities = ["York", "Bath", "Leeds", "Bath", "Ely"]
            _ = try await store.insert(cities.enumerated().map { Self.row("Ann \($0.offset)", city: $0.element) }) { _ in [.refresh] }
            for descending in [false, true] {
                let order = ContactOrder(.city, descending: descending)
                var read: [Contact] = []
                var after: ContactCursor?
                while true {
                    let page = try await store.page(order, after: after, below: nil, limit: 2)
                    read += page
                    guard page.count == 2, let last = page.last else { break }
                    after = order.cursor(after: last)
                }
                let expected = cities.enumerated().map { ($0.element, $0.offset) }.sorted { $0 < $1 }.map(\.0)
                #expect(read.map(\.city) == (descending ? expected.reversed() : expected))
                #expect(Set(read.compactMap(\.id)).count == cities.count)
            }
        }
    }

    @Test func countAndDuplicatesAreReadFromTheIndexes() async throws {
        try await TestStore.withStore(seed: false) { store in
            var other = Self.row("Bo Li")
            other.contact.phone = "+33612345678"
            _ = try await store.insert([Self.row("Ann Sato"), other, Self.row("Cy Ito")]) { _ in [.refresh] }
            #expect(try await store.count() == 3)
            let byPhone = try await store.contacts(phones: ["+33612345678"], sortKeys: [])
            #expect(byPhone.map(\.name) == ["Bo Li"])
            let byName = try await store.contacts(phones: ["+10000000000"], sortKeys: ["cy ito"])
            #expect(byName.map(\.name) == ["Cy Ito"])
            _ = try await store.insert([Self.row("Di Roy", country: "FR"), Self.row("Ed Roy", country: "DE")]) { _ in [.refresh] }
            #expect(try await store.distinct(.country, from: "", below: "\u{10FFFF}", limit: 10) == ["DE", "FR", "GB"])
            #expect(try await store.distinct(.country, from: "E", below: "\u{10FFFF}", limit: 1) == ["FR"])
        }
    }

    @Test func laterWordsAreFoundByWordAndByRange() async throws {
        try await TestStore.withStore(seed: false) { store in
            let inserted = try await store.insert([Self.row("Ann Sato"), Self.row("Bo Sato"), Self.row("Cy Saul")]) { _ in [.refresh] }
            #expect(try await store.words(from: "sa", below: "sa\u{10FFFF}", limit: 10) == ["sato", "saul"])
            #expect(try await store.words(from: "sa", below: "sa\u{10FFFF}", limit: 1) == ["sato"])
            let bySato = try await store.contacts(withWords: ["sato", "saul"], after: .start, limit: 2)
            #expect(bySato.map(\.name) == ["Ann Sato", "Bo Sato"] && bySato.map(\.id) == inserted.prefix(2).map(\.id))
            let first = ContactCursor(sortKey: "ann sato", id: inserted[0].id ?? 0)
            let byInitials = try await store.contacts(withWordsStarting: "sa", after: first, limit: 10)
            #expect(byInitials.map(\.name) == ["Bo Sato", "Cy Saul"])
            let byRange = try await store.contacts(withWordsStarting: "sat", after: .start, limit: 10)
            #expect(byRange.map(\.name) == ["Ann Sato", "Bo Sato"])
        }
    }

    @Test func anUpdateReplacesTheWordsAndADeleteRemovesThem() async throws {
        try await TestStore.withStore(seed: false) { store in
            let stored = Self.row("Ann Sato")
            let id = try #require(try await store.insert([stored]) { _ in [.refresh] }.first?.id)
            let renamed = { var row = Self.row("Ann Ito", id: id); row.contact.version = 2; return row }()
            let written = try await store.write(contacts: [id]) { found in
                #expect(found.map(\.name) == ["Ann Sato"])
                var old = stored
                old.contact.id = id
                return ContactWrite(rows: [.update(renamed, replacing: old)]) { [.contact($0[0])] }
            }
            #expect(written.map(\.version) == [2])
            #expect(try await store.words(from: "", below: "\u{10FFFF}", limit: 10) == ["ito"])
            #expect(try await store.contacts(ids: [id]).first?.name == "Ann Ito")
            _ = try await store.write(contacts: [id]) { _ in ContactWrite(rows: [.delete(renamed)]) { _ in [.contactDeleted(id: id)] } }
            #expect(try await store.contacts(ids: [id]).isEmpty)
            #expect(try await store.words(from: "", below: "\u{10FFFF}", limit: 10).isEmpty)
            // A deleted row restored keeps its id.
            #expect(try await store.insert([renamed]) { _ in [.refresh] }.first?.id == id)
            #expect(try await store.contacts(withWords: ["ito"], after: .start, limit: 10).map(\.id) == [id])
        }
    }

    /// One write of every kind: the rows come back in the plan's order, and only a renamed row's words change.
    @Test func aWriteOfEveryKindTakesItsStepsInOrder() async throws {
        try await TestStore.withStore(seed: false) { store in
            let stored = try await store.insert([Self.row("Ann Sato"), Self.row("Bo Ito"), Self.row("Cy Kato")]) { _ in [.refresh] }
            let ids = stored.compactMap(\.id)
            let old = zip(["Ann Sato", "Bo Ito", "Cy Kato"], ids).map { Self.row($0, id: $1) }
            let renamed = Self.row("Bo Ueda", id: ids[1]), moved = Self.row("Cy Kato", id: ids[2], city: "York")
            let written = try await store.write(contacts: ids) { _ in
                ContactWrite(rows: [.update(moved, replacing: old[2]), .insert(Self.row("Di Mori")), .delete(old[0]),
                                    .update(renamed, replacing: old[1])]) { _ in [.refresh] }
            }
            #expect(written.map(\.name) == ["Cy Kato", "Di Mori", "Ann Sato", "Bo Ueda"])
            #expect(written[1].id != nil && !ids.contains(written[1].id ?? 0))
            #expect(try await store.words(from: "", below: "\u{10FFFF}", limit: 10) == ["kato", "mori", "ueda"])
            #expect(try await store.contacts(ids: ids).sorted { ($0.id ?? 0) < ($1.id ?? 0) }.map(\.city) == ["Leeds", "York"])
            #expect(try await store.contacts(withWords: ["kato"], after: .start, limit: 10).map(\.id) == [ids[2]])
        }
    }

    /// The second row takes the first one's id: the store refuses it, and the first row is not kept either.
    @Test func aWriteIsAllOrNothing() async throws {
        try await TestStore.withStore(seed: false) { store in
            let first = try await store.insert([Self.row("Ann Sato")]) { _ in [.refresh] }
            let taken = try #require(first.first?.id)
            let failed: Bool
            do {
                _ = try await store.insert([Self.row("Bo Li"), Self.row("Cy Ito", id: taken)]) { _ in [.refresh] }
                failed = false
            } catch {
                failed = true
            }
            #expect(failed)
            #expect(try await store.contactIDs() == [taken])
            #expect(try await store.words(from: "", below: "\u{10FFFF}", limit: 10) == ["sato"])
        }
    }

    @Test func aScheduleRowIsWrittenAsThePlanMakesIt() async throws {
        try await TestStore.withStore { store in
            let slot = try #require(try await store.schedule().first)
            let written = try await store.write(slot: try #require(slot.id)) { stored in
                var changed = try #require(stored)
                changed.minutes = 450
                changed.version = 7
                return changed
            }
            #expect(try await store.schedule().first == written)
            #expect(try await store.schedule().first?.version == 7)
        }
    }

    /// The search-words rule lives in ``ContactService``: a service that also indexes the city finds
    /// contacts by their city on whichever store this run tests.
    @Test func aRuleChangedInTheServiceTakesEffectOnTheStore() async throws {
        try await TestStore.withStore(seed: false) { store in
            let byCity = ContactService(store) { contact in
                var indexed = ContactService.searchKeys(contact)
                indexed.laterWords.append(ContactSearchKeys.sortKey(of: contact.city))
                return indexed
            }
            let plain = ContactService(store)
            _ = try await byCity.insert(Contact(name: "Ann Sato", country: "GB", city: "Leeds", phone: "+442079460958", updatedAt: testNow))
            #expect(try await byCity.contacts(ContactQuery(prefix: "lee")).map(\.name) == ["Ann Sato"])
            _ = try await plain.insert(Contact(name: "Bo Li", country: "GB", city: "Leeds", phone: "+442079460958", updatedAt: testNow))
            #expect(try await plain.contacts(ContactQuery(prefix: "lee")).map(\.name) == ["Ann Sato"])
        }
    }
}
