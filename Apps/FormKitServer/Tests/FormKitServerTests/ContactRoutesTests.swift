import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormKitServer

@Suite("Contacts API")
struct ContactRoutesTests {
    @Test func listsTheSeededContactsByName() async throws {
        try await withTestApp { client, _ in
            let (status, body) = try await client.send(.get, "/api/contacts")
            #expect(status == .ok)
            let contacts = try #require(body["contacts"] as? [[String: Any]])
            #expect(contacts.count == Seed.contacts.count)
            let names = contacts.compactMap { $0["name"] as? String }
            #expect(names == names.sorted { $0.lowercased() < $1.lowercased() })
            let ada = try #require(contacts.first { $0["name"] as? String == "Ada Whitfield" })
            #expect(ada["phone"] as? String == "+442079460958")
            #expect(ada["countryName"] as? String == "United Kingdom")
            #expect(ada["updatedAgo"] as? String == "3 minutes ago")
            #expect(ada["version"] as? Int == 1)
        }
    }

    @Test(arguments: [("gr", ["Grace Okafor"]), ("SATO", ["Hana Sato"]), ("zz", [])])
    func searchesByNamePrefix(prefix: String, expected: [String]) async throws {
        try await withTestApp { client, _ in
            let (status, body) = try await client.send(.get, "/api/contacts?prefix=\(prefix)")
            #expect(status == .ok)
            let names = (body["contacts"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            #expect(names == expected)
        }
    }

    @Test func createsAContactInE164() async throws {
        try await withTestApp { client, store in
            let body = json(["name": "Mary-Jane O'Brien", "country": "United Kingdom", "city": "Leeds", "phone": "020 7946 0000"])
            let (status, created) = try await client.send(.post, "/api/contacts", json: body)
            #expect(status == .created)
            #expect(created["phone"] as? String == "+442079460000")
            #expect(created["country"] as? String == "GB")
            let id = try #require(created["id"] as? Int)
            let stored = try #require(try await store.contact(id: Int64(id)))
            #expect(stored.name == "Mary-Jane O'Brien")
            #expect(stored.version == 1)
        }
    }

    @Test(arguments: [
        (["name": "R2-D2", "country": "GB", "city": "Leeds", "phone": "02079460000"], "name"),
        (["name": String(repeating: "a", count: 61), "country": "GB", "city": "Leeds", "phone": "02079460000"], "name"),
        (["name": "   ", "country": "GB", "city": "Leeds", "phone": "02079460000"], "name"),
        (["name": "Ann", "country": "Atlantis", "city": "Leeds", "phone": "02079460000"], "country"),
        (["name": "Ann", "country": "GB", "city": String(repeating: "c", count: 61), "phone": "02079460000"], "city"),
        (["name": "Ann", "country": "GB", "city": "", "phone": "02079460000"], "city"),
        (["name": "Ann", "country": "GB", "city": "Leeds", "phone": "12"], "phone"),
        (["name": "Ann", "country": "GB", "city": "Leeds", "phone": "0207 CALL ME"], "phone"),
        (["name": "Ann", "country": "GB", "city": "Leeds", "phone": "+999 123456"], "phone"),
        (["name": "Ann", "country": "GB", "city": "Leeds"], "phone"),
    ])
    func refusesABadNewContactNamingTheField(fields: [String: String], field: String) async throws {
        try await withTestApp { client, store in
            let before = try await store.contacts().count
            let (status, body) = try await client.send(.post, "/api/contacts", json: json(fields))
            #expect(status == .unprocessableContent)
            #expect(body["field"] as? String == field)
            #expect((body["error"] as? String)?.isEmpty == false)
            #expect(try await store.contacts().count == before)
        }
    }

    @Test func aMisspeltCountryComesWithSuggestions() async throws {
        try await withTestApp { client, _ in
            let body = json(["name": "Ann", "country": "Germny", "city": "Bonn", "phone": "0228 123456"])
            let (status, refusal) = try await client.send(.post, "/api/contacts", json: body)
            #expect(status == .unprocessableContent)
            let names = (refusal["suggestions"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            #expect(names.first == "Germany")
            #expect((refusal["error"] as? String)?.hasPrefix("No country is called that. Did you mean Germany") == true)
        }
    }

    @Test func readsOneContactAnd404sAnUnknownOne() async throws {
        try await withTestApp { client, _ in
            let (status, contact) = try await client.send(.get, "/api/contacts/1")
            #expect(status == .ok)
            #expect(contact["id"] as? Int == 1)
            let (missing, error) = try await client.send(.get, "/api/contacts/999")
            #expect(missing == .notFound)
            #expect(error["error"] as? String == "There is no contact 999.")
            let (badID, _) = try await client.send(.get, "/api/contacts/abc")
            #expect(badID == .badRequest)
        }
    }

    @Test func aSavedEditBumpsTheVersion() async throws {
        try await withTestApp { client, store in
            let (status, saved) = try await client.send(.patch, "/api/contacts/1", json: json(["city": "Bath", "version": 1]))
            #expect(status == .ok)
            #expect(saved["city"] as? String == "Bath")
            #expect(saved["version"] as? Int == 2)
            #expect(saved["updatedAgo"] as? String == "less than a minute ago")
            #expect(try await store.contact(id: 1)?.city == "Bath")
        }
    }

    @Test func aStaleEditIsRefusedWithTheFreshValue() async throws {
        try await withTestApp { client, store in
            try await client.send(.patch, "/api/contacts/1", json: json(["city": "Bath", "version": 1]))
            let (status, body) = try await client.send(.patch, "/api/contacts/1", json: json(["city": "York", "version": 1]))
            #expect(status == .conflict)
            let fresh = try #require(body["contact"] as? [String: Any])
            #expect(fresh["city"] as? String == "Bath")
            #expect(fresh["version"] as? Int == 2)
            #expect(try await store.contact(id: 1)?.city == "Bath")
        }
    }

    @Test func aRefusedEditKeepsTheStoredValueAndSaysWhy() async throws {
        try await withTestApp { client, store in
            let (status, body) = try await client.send(.patch, "/api/contacts/1", json: json(["name": "<script>", "version": 1]))
            #expect(status == .unprocessableContent)
            #expect(body["field"] as? String == "name")
            #expect(body["offset"] as? Int == 0)
            #expect((body["contact"] as? [String: Any])?["name"] as? String == "Ada Whitfield")
            #expect(try await store.contact(id: 1)?.version == 1)
        }
    }

    @Test func aPhoneEditIsReadInTheContactsCountry() async throws {
        try await withTestApp { client, _ in
            let (status, body) = try await client.send(.patch, "/api/contacts/2", json: json(["phone": "(650) 253-0000", "version": 1]))
            #expect(status == .ok)
            #expect(body["phone"] as? String == "+16502530000")
        }
    }

    @Test(arguments: [
        (#"{"city":"Bath"}"#, HTTPResponse.Status.badRequest),
        (#"{"version":1}"#, .badRequest),
        (#"{"version":"one","city":"Bath"}"#, .badRequest),
        ("not json", .badRequest),
    ])
    func refusesAMalformedEdit(body: String, status: HTTPResponse.Status) async throws {
        try await withTestApp { client, _ in
            let (answer, error) = try await client.send(.patch, "/api/contacts/1", json: body)
            #expect(answer == status)
            #expect((error["error"] as? String)?.isEmpty == false)
        }
    }

    @Test func editingAMissingContactIs404() async throws {
        try await withTestApp { client, _ in
            let (status, _) = try await client.send(.patch, "/api/contacts/999", json: json(["city": "Bath", "version": 1]))
            #expect(status == .notFound)
        }
    }

    @Test func deletesWithTheRightVersionOnly() async throws {
        try await withTestApp { client, store in
            let (stale, body) = try await client.send(.delete, "/api/contacts/1?version=7")
            #expect(stale == .conflict)
            #expect((body["contact"] as? [String: Any])?["version"] as? Int == 1)
            let (deleted, _) = try await client.send(.delete, "/api/contacts/1?version=1")
            #expect(deleted == .noContent)
            #expect(try await store.contact(id: 1) == nil)
            let (again, _) = try await client.send(.delete, "/api/contacts/1")
            #expect(again == .notFound)
        }
    }

    @Test func aBodyOverTheLimitIsRefused() async throws {
        try await withTestApp { client, store in
            let huge = json(["name": String(repeating: "a", count: AppRequestContext.bodyLimit + 10), "country": "GB", "city": "x", "phone": "1"])
            let (status, body) = try await client.send(.post, "/api/contacts", json: huge)
            #expect(status == .contentTooLarge)
            #expect((body["error"] as? String)?.contains("larger than") == true)
            #expect(try await store.contacts().count == Seed.contacts.count)
        }
    }

    @Test func refusesMalformedJSONAndBadIDs() async throws {
        try await withTestApp { client, _ in
            let (status, body) = try await client.send(.post, "/api/contacts", json: "{\"name\": ")
            #expect(status == .badRequest)
            #expect((body["error"] as? String)?.isEmpty == false)
            try await expectStatus(try await client.send(.delete, "/api/contacts/x"), .badRequest)
            try await expectStatus(try await client.send(.patch, "/api/contacts/x", json: json(["version": 1])), .badRequest)
        }
    }

    @Test func anUnsupportedMethodAnswersJSON4xx() async throws {
        try await withTestApp { client, _ in
            let (status, body) = try await client.send(.put, "/api/contacts/1", json: json(["name": "Ann"]))
            #expect((400..<500).contains(status.code))
            #expect((body["error"] as? String)?.isEmpty == false)
        }
    }

    @Test func unknownEndpointsAnswerJSON404() async throws {
        try await withTestApp { client, _ in
            let (status, body) = try await client.send(.get, "/api/nothing-here")
            #expect(status == .notFound)
            #expect(body["error"] as? String == "There is no such API endpoint.")
        }
    }

    /// Found by schemathesis on PostgreSQL: a NUL in the prefix (or in a forged cursor) was a 500.
    @Test(arguments: ["/api/contacts?prefix=ab%00", "/api/contacts?prefix=%07", "/api/contacts?after=MTphAGI"])
    func controlCharactersInASearchAre400(uri: String) async throws {
        try await withTestApp { client, _ in
            let (status, body) = try await client.send(.get, uri)
            #expect(status == .badRequest)
            #expect(body["error"] != nil)
        }
    }
}
