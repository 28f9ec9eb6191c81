import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormKitServer

/// A phone number's extension is kept end to end (issue 32, "nothing typed is lost"): the rules read it
/// from the number's text or apart, both stores keep it (SQLite in stage 50, PostgreSQL in stage 52), and
/// the API, the edits, the import and the export carry it. The same E.164 with another extension is another line.
@Suite("Phone extensions")
struct PhoneExtensionTests {
    static let switchboard = "+16502530000"

    @Test(arguments: [
        "+16502530000;ext=12", "(650) 253-0000 ext. 12", "650 253 0000 x12", "6502530000#12", "tel:+1-650-253-0000;ext=12",
    ])
    func theRulesReadAnExtensionAsLibphonenumberDoes(text: String) throws {
        let contact = try ContactValidator().newContact(name: "Ada", country: "US", city: "Palo Alto", phone: text, now: testNow)
        #expect(contact.phone == Self.switchboard)
        #expect(contact.phoneExtension == "12")
        #expect(contact.phoneWithExtension == "+16502530000;ext=12")
    }

    @Test func anExtensionTypedApartIsDigitsOfASaneLengthAndAgreesWithTheNumber() throws {
        let rules = ContactValidator()
        let apart = try rules.newContact(name: "Ada", country: "US", city: "Palo Alto", phone: "650 253 0000", phoneExtension: " 12 ", now: testNow)
        #expect(apart.phoneExtension == "12")
        let none = try rules.newContact(name: "Ada", country: "US", city: "Palo Alto", phone: "650 253 0000", phoneExtension: "", now: testNow)
        #expect(none.phoneExtension == nil)
        for (typed, phone) in [("12a", "650 253 0000"), (String(repeating: "1", count: 21), "650 253 0000"), ("13", "650 253 0000 ext. 12")] {
            do {
                _ = try rules.newContact(name: "Ada", country: "US", city: "Palo Alto", phone: phone, phoneExtension: typed, now: testNow)
                Issue.record("\(typed) was accepted")
            } catch {
                #expect(error.field == "phoneExtension")
                #expect(!error.message.contains("253"), "a message never echoes the number")
            }
        }
        let refusals = rules.refusals(name: "Ada", country: "US", city: "Palo Alto", phone: "650 253 0000", phoneExtension: "x")
        #expect(refusals.map(\.field) == ["phoneExtension"])
    }

    @Test func bothStoresKeepAnExtensionThroughInsertEditDeleteAndRestore() async throws {
        try await TestStore.with(seed: false) { store in
            let inserted = try await store.insert(Contact(
                name: "Ada Office", country: "US", city: "Palo Alto", phone: Self.switchboard, phoneExtension: "12", updatedAt: testNow))
            _ = try await store.insert(Contact(name: "Bo Desk", country: "US", city: "Palo Alto", phone: Self.switchboard, updatedAt: testNow))
            let id = try #require(inserted.id)
            #expect(try await store.contact(id: id)?.phoneExtension == "12")
            #expect(try await store.contacts().map(\.phoneExtension) == ["12", nil])
            let moved = try await store.updateContact(id: id, expectedVersion: 1, changes: ContactChanges(phoneExtension: "345"), now: testNow)
            #expect(moved.phoneExtension == "345")
            #expect(try await store.contact(id: id)?.phoneExtension == "345")
            let cityOnly = try await store.updateContact(id: id, expectedVersion: 2, changes: ContactChanges(city: "Menlo Park"), now: testNow)
            #expect(cityOnly.phoneExtension == "345", "an edit of another field keeps the extension")
            let deleted = try await store.deleteContacts(ids: [id])
            #expect(deleted.map(\.phoneExtension) == ["345"])
            _ = try await store.restoreContacts(deleted)
            #expect(try await store.contact(id: id)?.phoneExtension == "345")
            let cleared = try await store.updateContact(id: id, expectedVersion: 3, changes: ContactChanges(phoneExtension: ""), now: testNow)
            #expect(cleared.phoneExtension == nil)
            #expect(try await store.contact(id: id)?.phoneExtension == nil)
        }
    }

    @Test func aSQLiteFileFromBeforeExtensionsMigratesAndTakesThem() async throws {
        let queue = try DatabaseQueue()
        try SQLiteStore.migrator.migrate(queue, upTo: "v6: an index for each sortable column (``ContactOrder``)")
        try await queue.write { db in
            try db.execute(sql: """
                INSERT INTO contact (name, country, city, phone, version, updated_at, sort_key)
                VALUES ('Old Row', 'US', 'Palo Alto', '+16502530000', 1, '2026-01-14 12:00:00.000', 'old row')
                """)
        }
        let store = ContactService(try SQLiteStore(queue, seed: false))
        let old = try #require(try await store.contacts().first)
        #expect(old.phone == Self.switchboard && old.phoneExtension == nil)
        let id = try #require(old.id)
        let saved = try await store.updateContact(id: id, expectedVersion: 1, changes: ContactChanges(phoneExtension: "12"), now: testNow)
        #expect(saved.phoneExtension == "12")
        #expect(try await store.contact(id: id)?.phoneExtension == "12")
    }

    @Test func theAPIKeepsPhoneInE164AndAddsTheExtension() async throws {
        try await withTestApp { client, store in
            let body = json(["name": "Ada Office", "country": "US", "city": "Palo Alto", "phone": "+16502530000;ext=12"])
            let (status, created) = try await client.send(.post, "/api/contacts", json: body)
            #expect(status == .created)
            #expect(created["phone"] as? String == Self.switchboard)
            #expect(created["phoneExtension"] as? String == "12")
            #expect(created["phoneDisplay"] as? String == "(650) 253-0000 ext. 12")
            let id = try #require(created["id"] as? Int)
            #expect(try await store.contact(id: Int64(id))?.phoneExtension == "12")

            let (_, listed) = try await client.send(.get, "/api/contacts?q=ada+office")
            let row = try #require((listed["contacts"] as? [[String: Any]])?.first)
            #expect(row["phone"] as? String == Self.switchboard)
            #expect(row["phoneExtension"] as? String == "12")
            let (_, seeded) = try await client.send(.get, "/api/contacts?q=hana")
            #expect((seeded["contacts"] as? [[String: Any]])?.first?.keys.contains("phoneExtension") == false, "left out when none")

            // The grid's phone cell sends the element's value: phone and extension change together.
            let (_, moved) = try await client.send(.patch, "/api/contacts/\(id)", json: json(["version": 1, "phone": "650 253 0000 x7"]))
            #expect(moved["phoneExtension"] as? String == "7")
            let (_, plain) = try await client.send(.patch, "/api/contacts/\(id)", json: json(["version": 2, "phone": Self.switchboard]))
            #expect(plain["phoneExtension"] == nil, "a new number without an extension has none")
            let (_, apart) = try await client.send(.patch, "/api/contacts/\(id)", json: json(["version": 3, "phoneExtension": "99"]))
            #expect(apart["phoneExtension"] as? String == "99")
            #expect(apart["phone"] as? String == Self.switchboard)
            let (refused, reason) = try await client.send(.patch, "/api/contacts/\(id)", json: json(["version": 4, "phoneExtension": "9 9#"]))
            #expect(refused == .unprocessableContent)
            let message = try #require(reason["error"] as? String)
            #expect(reason["field"] as? String == "phoneExtension")
            #expect(!message.contains("6502530000") && !message.contains("9 9#"), "the reason never echoes what was typed")
        }
    }

    @Test func anImportKeepsExtensionsAndTheExportGivesThemBack() async throws {
        let file = """
            name,country,city,phone,extension\r
            Ada Office,US,Palo Alto,(650) 253-0000 ext. 12,\r
            Bo Desk,US,Palo Alto,+1 650 253 0000,34\r
            Cy Switchboard,US,Palo Alto,650 253 0000,\r

            """
        try await withTestApp { client, store in
            let (status, report) = try await upload(client, Array(file.utf8), query: "check=1")
            #expect(status == .ok)
            #expect(report["duplicates"] as? Int == 0, "one switchboard's extensions are different lines: \(report)")
            let (_, imported) = try await upload(client, Array(file.utf8))
            #expect(imported["imported"] as? Int == 3, "\(imported)")
            let byName = Dictionary(try await store.contacts().map { ($0.name, $0.phoneExtension) }, uniquingKeysWith: { first, _ in first })
            #expect(byName["Ada Office"] == "12")
            #expect(byName["Bo Desk"] == "34")
            #expect(byName["Cy Switchboard"] == .some(nil))

            let (_, whole, _) = try await client.text("/api/contacts/export")
            let lines = whole.split(separator: "\r\n").map(String.init)
            #expect(lines.first == "name,country,city,phone,extension")
            #expect(lines.contains("Ada Office,United States,Palo Alto,+16502530000,12"))
            #expect(lines.contains("Cy Switchboard,United States,Palo Alto,+16502530000,"))

            // The export imported again: every row repeats a stored contact, extension and all.
            let (_, again) = try await upload(client, Array(whole.utf8), query: "check=1")
            #expect(again["duplicates"] as? Int == lines.count - 1, "\(again)")
            #expect(again["rows"] as? Int == lines.count - 1, "\(again)")
            // ... and into an emptied store it gives every contact back as it was, extensions included.
            let before = try await store.contacts().map { [$0.name, $0.phoneWithExtension] }
            _ = try await store.deleteContacts(ids: try await store.contactIDs())
            let (_, restored) = try await upload(client, Array(whole.utf8))
            #expect(restored["imported"] as? Int == lines.count - 1, "\(restored)")
            #expect(try await store.contacts().map { [$0.name, $0.phoneWithExtension] } == before)
            let google = "First Name,Last Name,Phone 1 - Value,Phone 1 - Extension,Address 1 - City,Address 1 - Country\r\nDee,Line,+1 650 253 0000,56,Palo Alto,US\r\n"
            let (_, fromGoogle) = try await upload(client, Array(google.utf8))
            #expect(fromGoogle["imported"] as? Int == 1, "\(fromGoogle)")
            #expect(try await store.contacts().first { $0.name == "Dee Line" }?.phoneExtension == "56")
        }
    }
}
