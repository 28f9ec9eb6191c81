import Foundation
import Testing

@testable import FormKitServer

/// ``ContactWrite``'s steps, which both stores take: which rows lose and gain word rows, and the rows as written.
@Suite("Contact write steps")
struct ContactWriteStepsTests {
    static func row(_ name: String, id: Int64?) -> IndexedContact {
        ContactService.searchKeys(Contact(id: id, name: name, country: "GB", city: "Leeds", phone: "+442079460958", updatedAt: testNow))
    }

    @Test func onlyADeleteAndARenameTouchTheWords() {
        let kept = Self.row("Ann Sato", id: 1), renamed = Self.row("Bo Ueda", id: 2), deleted = Self.row("Cy Kato", id: 3)
        var moved = kept
        moved.contact.city = "York"
        let write = ContactWrite(rows: [
            .update(moved, replacing: kept), .update(renamed, replacing: Self.row("Bo Ito", id: 2)), .delete(deleted),
            .insert(Self.row("Di Mori", id: nil)),
        ]) { _ in [] }
        #expect(write.rowsLosingWords.map(\.contact.name) == ["Bo Ito", "Cy Kato"])
        #expect(write.rowsGainingWords.map(\.contact.name) == ["Bo Ueda"])
        #expect(write.updated.map(\.contact.name) == ["Ann Sato", "Bo Ueda"])
        #expect(write.deleted.map(\.contact.name) == ["Cy Kato"])
        #expect(write.inserted.map(\.contact.name) == ["Di Mori"])
        var stored = write.inserted[0].contact
        stored.id = 9
        #expect(write.written(inserting: [stored]).map(\.id) == [1, 2, 3, 9])
    }
}
