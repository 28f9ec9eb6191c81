import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormKitServer

@Suite("Contacts API: export and count")
struct ContactExportRoutesTests {
    @Test func theWholeListExportsAsCSVWithTheImportsHeaderAndTheExtension() async throws {
        try await withTestApp { client, store in
            _ = try await store.insert(Contact(
                name: "Comma Person", country: "GB", city: "York, \"North\"", phone: "+442079460111", updatedAt: testNow))
            let (status, csv, type) = try await client.text("/api/contacts/export")
            #expect(status == .ok)
            #expect(type == "text/csv; charset=utf-8")
            let lines = csv.split(separator: "\r\n", omittingEmptySubsequences: true)
            #expect(lines.first == "name,country,city,phone,extension")
            #expect(lines.count == Seed.contacts.count + 2)
            #expect(lines.contains("Comma Person,United Kingdom,\"York, \"\"North\"\"\",+442079460111,"))
            #expect(lines.contains("Ada Whitfield,United Kingdom,London,+442079460958,"))
        }
    }

    @Test func aSearchExportsItsRowsOnly() async throws {
        try await withTestApp { client, _ in
            let (_, csv, _) = try await client.text("/api/contacts/export?q=sato+hana")
            #expect(csv == "name,country,city,phone,extension\r\nHana Sato,Japan,Tokyo,+81312345678,\r\n")
        }
    }

    @Test(arguments: [("", Seed.contacts.count), ("q=sato", 1), ("q=hana%20sato", 1), ("q=zz", 0)])
    func countsTheListOrASearch(query: String, expected: Int) async throws {
        try await withTestApp { client, _ in
            let (status, body) = try await client.send(.get, "/api/contacts/count?\(query)")
            #expect(status == .ok)
            #expect(body["count"] as? Int == expected)
            #expect(body["atLeast"] as? Bool == false)
        }
    }

    @Test func theCountLineSaysWhatTheSearchFound() {
        #expect(ContactCountText.text(count: 1, atLeast: false, search: "") == "1 contact")
        #expect(ContactCountText.text(count: 1_234_567, atLeast: false, search: "") == "1,234,567 contacts")
        #expect(ContactCountText.text(count: 0, atLeast: false, search: "zq") == "No contacts match “zq”.")
        #expect(ContactCountText.text(count: 3, atLeast: false, search: "jo") == "3 contacts match “jo”")
        #expect(ContactCountText.text(count: 1_000, atLeast: true, search: "a") == "More than 1,000 contacts match “a”")
    }
}
