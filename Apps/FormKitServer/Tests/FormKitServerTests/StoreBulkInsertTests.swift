import Foundation
import Testing

@testable import FormKitServer

/// A batch larger than one piece of PostgreSQL's streamed `COPY` (a megabyte): every row and word arrives
/// once, whichever piece it was sent in (on SQLite, the same batch through its own writer).
@Suite("Store bulk insert")
struct StoreBulkInsertTests {
    @Test func aBatchOfSeveralMegabytesIsStoredWholeWithItsWords() async throws {
        let count = 30_000  // about 3 MB of contact rows and 2 MB of word rows in the COPY text format
        try await TestStore.with(seed: false) { store in
            try await store.insert(contentsOf: (0..<count).map { index in
                Contact(
                    name: "Ada Rowan Marker\(index)", country: "GB", city: "London", phone: "+44207\(String(3_000_000 + index))",
                    updatedAt: testNow)
            })
            #expect(try await store.contactCount() == count)
            // Later words of the last rows and of the first, each found once; every "rowan …" word (the word
            // stream's last pieces) finds its contact.
            let found = try await store.contacts(ContactQuery(prefix: "marker2999", limit: 100)).map(\.name)
            #expect(Set(found) == Set(["Ada Rowan Marker2999"] + (29_990..<30_000).map { "Ada Rowan Marker\($0)" }))
            #expect(try await store.contacts(ContactQuery(prefix: "marker0", limit: 100)).map(\.name) == ["Ada Rowan Marker0"])
            #expect(try await store.contacts(ContactQuery(prefix: "rowan", limit: 100_000)).count == count)
        }
    }
}
