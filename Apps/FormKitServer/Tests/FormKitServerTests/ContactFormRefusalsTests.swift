import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormKitServer

@Suite("The add-contact form's refusals")
struct ContactFormRefusalsTests {
    @Test func everyRefusedFieldIsGivenAtOnce() async throws {
        try await withTestApp { client, _ in
            let body = json(["name": "R2-D2", "country": "GB", "city": "", "phone": "12"])
            let (status, refused) = try await client.send(.post, "/api/contacts", json: body)
            #expect(status == .unprocessableContent)
            let errors = try #require(refused["errors"] as? [[String: Any]])
            #expect(errors.compactMap { $0["field"] as? String } == ["name", "city", "phone"])
            #expect(refused["field"] as? String == "name")  // the first, as one refusal was given before
            #expect((errors.last?["message"] as? String).map { !$0.contains("12") } == true)  // no number echoed
        }
    }

    @Test(arguments: ["Martin Luther King Jr.", "Dr. Who", "Conor O’Brien", "Siobhán O'Neill"])
    func realNamesAreAccepted(name: String) async throws {
        try await withTestApp { client, _ in
            let body = json(["name": name, "country": "GB", "city": "Leeds", "phone": "020 7946 0333"])
            let (status, created) = try await client.send(.post, "/api/contacts", json: body)
            #expect(status == .created)
            #expect(created["name"] as? String == name)
        }
    }

    @Test(arguments: [".", "..."])
    func aNameNeedsALetter(name: String) throws {
        #expect(throws: FieldError.self) { try ContactValidator().name(name) }
    }
}
