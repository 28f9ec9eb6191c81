import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormKitServer

@Suite("Contacts API: bulk delete and restore")
struct ContactBulkRoutesTests {
    @Test func deletedContactsComeBackWithTheirIDsOnRestore() async throws {
        try await withTestApp { client, store in
            let (status, body) = try await client.send(.post, "/api/contacts/delete", json: json(["ids": [1, 3, 999]]))
            #expect(status == .ok)
            let deleted = try #require(body["deleted"] as? [[String: Any]])
            #expect(deleted.compactMap { $0["id"] as? Int } == [1, 3])  // 999 never was
            #expect(deleted.first?["phone"] as? String == "+442079460958")
            #expect(try await store.contact(id: 1) == nil)
            #expect(try await store.contactCount() == Seed.contacts.count - 2)

            let (restoredStatus, restored) = try await client.send(.post, "/api/contacts/restore", json: json(["contacts": deleted]))
            #expect(restoredStatus == .ok)
            let versions = try #require(restored["restored"] as? [[String: Any]])
            #expect(versions.compactMap { $0["id"] as? Int } == [1, 3])
            #expect(versions.compactMap { $0["version"] as? Int } == [2, 2])
            let ada = try #require(try await store.contact(id: 1))
            #expect(ada.name == "Ada Whitfield" && ada.phone == "+442079460958" && ada.version == 2)
            // Found again by a later word: the words table has it back.
            let (_, found) = try await client.send(.get, "/api/contacts?q=whitfield")
            #expect((found["contacts"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [1])
        }
    }

    @Test func aRestoreSkipsIDsTakenMeanwhile() async throws {
        try await withTestApp { client, _ in
            let (_, body) = try await client.send(.post, "/api/contacts/delete", json: json(["ids": [2]]))
            let deleted = try #require(body["deleted"] as? [[String: Any]])
            _ = try await client.send(.post, "/api/contacts/restore", json: json(["contacts": deleted]))
            let (status, again) = try await client.send(.post, "/api/contacts/restore", json: json(["contacts": deleted]))
            #expect(status == .ok)
            #expect((again["restored"] as? [Any])?.isEmpty == true)
        }
    }

    @Test func aRestoreIsCheckedByTheContactRules() async throws {
        try await withTestApp { client, store in
            let forged: [String: Any] = ["id": 77, "name": "R2-D2", "country": "GB", "city": "Leeds", "phone": "+442079460958", "version": 1]
            let (status, body) = try await client.send(.post, "/api/contacts/restore", json: json(["contacts": [forged]]))
            #expect(status == .unprocessableContent)
            #expect((body["error"] as? String)?.hasPrefix("Contact 77 cannot be restored:") == true)
            #expect(try await store.contact(id: 77) == nil)
        }
    }

    @Test func fiveThousandIDsFitInOneDeleteAndMoreDoNot() async throws {
        try await withTestApp { client, _ in
            let ids = Array(Int64(1_000_000_000_000)..<Int64(1_000_000_005_000)) + [1]  // a body of some 70 KiB
            let (status, body) = try await client.send(.post, "/api/contacts/delete", json: json(["ids": Array(ids.suffix(5_000))]))
            #expect(status == .ok)
            #expect((body["deleted"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [1])
            let (tooMany, _) = try await client.send(.post, "/api/contacts/delete", json: json(["ids": ids]))
            #expect(tooMany == .badRequest)
        }
    }

    @Test(arguments: [#"{"ids": []}"#, #"{"ids": "1"}"#])
    func aDeleteNeedsIDs(body: String) async throws {
        try await withTestApp { client, _ in
            let (status, _) = try await client.send(.post, "/api/contacts/delete", json: body)
            #expect(status == .badRequest)
        }
    }

    @Test func aThousandContactsAreDeletedAndRestoredInOneRequestEach() async throws {
        try await withTestApp { client, store in
            let now = testNow
            try await store.insert(contentsOf: (0..<1_000).map { index in
                Contact(name: "Bulk Person", country: "GB", city: "Leeds", phone: String(format: "+44207946%04d", index), updatedAt: now)
            })
            let ids = try await store.contactIDs().filter { $0 > Int64(Seed.contacts.count) }
            #expect(ids.count == 1_000)
            let clock = ContinuousClock()
            var deletes: [Duration] = [], restores: [Duration] = []
            // The best of three rounds, as stage 63 takes it: in a parallel run on a shared machine one
            // round can wait for the CPU behind the other tests (a restore at 3-4 s on PostgreSQL, 0.3 s alone).
            for _ in 0..<3 {
                var deleted: [[String: Any]] = []
                deletes.append(try await clock.measure {
                    let (status, body) = try await client.send(.post, "/api/contacts/delete", json: json(["ids": ids]))
                    #expect(status == .ok)
                    deleted = body["deleted"] as? [[String: Any]] ?? []
                })
                #expect(deleted.count == 1_000)
                #expect(try await store.contactCount() == Seed.contacts.count)
                restores.append(try await clock.measure {
                    let (status, body) = try await client.send(.post, "/api/contacts/restore", json: json(["contacts": deleted]))
                    #expect(status == .ok)
                    #expect((body["restored"] as? [Any])?.count == 1_000)
                })
                #expect(try await store.contactCount() == Seed.contacts.count + 1_000)
            }
            // The target is 1 s each; a debug build on a shared machine gets some slack, a hang does not.
            let (deleting, restoring) = (deletes.min() ?? .zero, restores.min() ?? .zero)
            #expect(deleting < .seconds(3) && restoring < .seconds(3), "delete \(deletes), restore \(restores)")
        }
    }
}
