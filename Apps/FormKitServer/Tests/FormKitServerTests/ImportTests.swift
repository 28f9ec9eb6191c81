import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormKitServer

@Suite("Contact import")
struct ImportTests {
    static let file = """
        name,country,city,phone\r
        Ada Lovelace,UK,London,020 7946 0000\r
        Bad N4me,GB,Leeds,020 7946 0001\r
        "Okafor, Grace",US,Arlington,+1 202-555-0199\r
        Grace Hopper,US,"Arlington, VA",+1 202-555-0100\r
        Nobody,Atlantis,,+1 202-555-0101\r
        Hana Ito,JP,Tokyo,12\r
        too,few\r

        """

    @Test func validRowsAreInsertedAndEachRejectionIsOneLineWithoutThePhone() async throws {
        try await TestStore.with(seed: false) { store in
            let rejections = Lines()
            var importer = ContactImporter(store: store, now: testNow) { rejections.add($0) }
            importer.batchSize = 1
            try await importer.read(Array(Self.file.utf8))
            let summary = try await importer.finish()
            #expect(summary.description == "imported 2, rejected 5")
            #expect(try await store.contacts().map(\.name) == ["Ada Lovelace", "Grace Hopper"])
            #expect(rejections.all.map { $0.prefix(while: { $0 != ":" }) } == ["line 3", "line 4", "line 6", "line 7", "line 8"])
            #expect(rejections.all[1].hasPrefix("line 4: name: "))
            #expect(rejections.all[4] == "line 8: row: 2 fields, expected 4 (name,country,city,phone)")
            #expect(rejections.all[3].hasPrefix("line 7: phone: "))
            #expect(!rejections.all[3].dropFirst("line 7: phone: ".count).contains("12"))  // the number is not repeated
        }
    }

    @Test(arguments: ["", "name,city\nAda,London\n", "\"name,country,city,phone\n"])
    func aFileWithoutTheHeaderImportsNothing(text: String) async throws {
        try await TestStore.with(seed: false) { store in
            await #expect(throws: ImportError.self) {
                var importer = ContactImporter(store: store, now: testNow) { _ in }
                try await importer.read(Array(text.utf8))
                _ = try await importer.finish()
            }
            let contacts = try await store.contacts()
            #expect(contacts.isEmpty)
        }
    }

    @Test func theUploadAnswersWithTheSameReport() async throws {
        try await withTestApp { client, store in
            let (status, body) = try await client.execute(
                uri: "/api/contacts/import", method: .post, headers: [.contentType: "text/csv"],
                body: ByteBuffer(string: Self.file)
            ) { response in
                (response.status, try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any] ?? [:])
            }
            #expect(status == .ok)
            #expect(body["report"] as? String == "imported 2, rejected 5")
            #expect((body["rejections"] as? [String])?.count == 5)
            #expect(try await store.contacts().count == Seed.contacts.count + 2)
        }
    }

    @Test func anUploadWithoutTheHeaderIs422() async throws {
        try await withTestApp { client, _ in
            let status = try await client.execute(
                uri: "/api/contacts/import", method: .post, headers: [.contentType: "text/csv"], body: ByteBuffer(string: "nope\n")
            ) { $0.status }
            #expect(status == .unprocessableContent)
        }
    }
}

/// Lines gathered from a callback.
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
