import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormKitServer

@Suite("Field API")
struct FieldRoutesTests {
    func asYouType(_ text: String, _ start: Int, _ end: Int, _ replacement: String, backward: Bool = false, region: String = "US") -> String {
        json([
            "region": region,
            "state": ["text": text, "selectionStart": start, "selectionEnd": end],
            "change": ["start": start, "end": end, "replacement": replacement, "backward": backward],
        ])
    }

    @Test func formatsAKeystrokeAndPlacesTheCaret() async throws {
        try await withTestApp { client, _ in
            let (status, body) = try await client.send(.post, "/api/phone/as-you-type", json: asYouType("650253000", 9, 9, "0"))
            #expect(status == .ok)
            let state = try #require(body["state"] as? [String: Any])
            #expect(state["text"] as? String == "(650) 253-0000")
            #expect(state["selectionStart"] as? Int == 14)
            #expect(state["selectionEnd"] as? Int == 14)
        }
    }

    @Test(arguments: [
        (#"{"region":"US"}"#, HTTPResponse.Status.badRequest),
        (#"{"region":"US","state":{"text":"12","selectionStart":0,"selectionEnd":0},"change":{"start":5,"end":9,"replacement":""}}"#, .unprocessableContent),
        (#"{"region":"US","state":{"text":"12","selectionStart":0,"selectionEnd":0},"change":{"start":2,"end":1,"replacement":""}}"#, .unprocessableContent),
        // Found by schemathesis: selections backwards or past the text crashed the server.
        (#"{"region":"","state":{"text":"","selectionStart":1,"selectionEnd":0},"change":{"start":0,"end":0,"replacement":""}}"#, .unprocessableContent),
        (#"{"region":"US","state":{"text":"12","selectionStart":0,"selectionEnd":3},"change":{"start":0,"end":0,"replacement":"5"}}"#, .unprocessableContent),
        (#"{"region":"US","state":{"text":"12","selectionStart":-1,"selectionEnd":0},"change":{"start":0,"end":0,"replacement":"5"}}"#, .unprocessableContent),
    ])
    func refusesABadAsYouTypeRequest(body: String, status: HTTPResponse.Status) async throws {
        try await withTestApp { client, _ in
            let (answer, error) = try await client.send(.post, "/api/phone/as-you-type", json: body)
            #expect(answer == status)
            #expect((error["error"] as? String)?.isEmpty == false)
        }
    }

    @Test func refusesAnOverlongField() async throws {
        try await withTestApp { client, _ in
            let long = String(repeating: "1", count: 300)
            let (status, _) = try await client.send(.post, "/api/phone/as-you-type", json: asYouType(long, 0, 0, "1"))
            #expect(status == .unprocessableContent)
        }
    }

    @Test(arguments: [
        ("name", "Siobhán O'Neill", nil, "Siobhán O'Neill"),
        ("city", "  Saint-Étienne ", nil, "Saint-Étienne"),
        ("country", "japan", nil, "JP"),
        ("country", "UK", nil, "GB"),
        ("phone", "020 7946 0958", "GB", "+442079460958"),
        ("time", "7:30 am", nil, "7:30 AM"),
        ("heating", "68.25", nil, "68.3"),
    ] as [(String, String, String?, String)])
    func validatesAField(field: String, value: String, region: String?, stored: String) async throws {
        try await withTestApp { client, _ in
            var body = ["field": field, "value": value]
            body["region"] = region
            let (status, answer) = try await client.send(.post, "/api/validate", json: json(body))
            #expect(status == .ok)
            #expect(answer["value"] as? String == stored)
        }
    }

    @Test(arguments: [
        ("name", "Ann3", nil, 3), ("city", "", nil, 0), ("country", "Narnia", nil, nil),
        ("phone", "123", "GB", 0), ("phone", "020 7946 0958", nil, nil), ("time", "7:30 XM", nil, 5),
        ("cooling", "x", nil, 0), ("weather", "sunny", nil, nil),
    ] as [(String, String, String?, Int?)])
    func refusesAFieldSayingWhere(field: String, value: String, region: String?, offset: Int?) async throws {
        try await withTestApp { client, _ in
            var body = ["field": field, "value": value]
            body["region"] = region
            let (status, answer) = try await client.send(.post, "/api/validate", json: json(body))
            #expect(status == (field == "weather" ? .badRequest : .unprocessableContent))
            #expect(answer["offset"] as? Int == offset)
            #expect((answer["error"] as? String)?.isEmpty == false)
        }
    }

    @Test func refusesAnOverlongValue() async throws {
        try await withTestApp { client, _ in
            let body = json(["field": "city", "value": String(repeating: "x", count: 300)])
            let (status, answer) = try await client.send(.post, "/api/validate", json: body)
            #expect(status == .unprocessableContent)
            #expect(answer["field"] as? String == "city")
        }
    }

    @Test func suggestsCountries() async throws {
        try await withTestApp { client, _ in
            let (_, completions) = try await client.send(.get, "/api/suggestions/countries?text=ger")
            #expect((completions["completions"] as? [[String: Any]])?.first?["name"] as? String == "Germany")
            #expect(completions["exact"] == nil || completions["exact"] is NSNull)
            let (_, exact) = try await client.send(.get, "/api/suggestions/countries?text=FRANCE")
            #expect((exact["exact"] as? [String: Any])?["code"] as? String == "FR")
            let (_, typo) = try await client.send(.get, "/api/suggestions/countries?text=Swizerland")
            #expect((typo["didYouMean"] as? [[String: Any]])?.first?["name"] as? String == "Switzerland")
            let (status, _) = try await client.send(.get, "/api/suggestions/countries?text=\(String(repeating: "a", count: 81))")
            #expect(status == .unprocessableContent)
        }
    }

    @Test func samplesContactsReproduciblyBySeed() async throws {
        try await withTestApp { client, _ in
            let (status, first) = try await client.send(.get, "/api/sample?count=3&seed=42")
            #expect(status == .ok)
            let (_, second) = try await client.send(.get, "/api/sample?count=3&seed=42")
            let ids = (first["contacts"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
            #expect(ids.count == 3)
            #expect(Set(ids).count == 3)
            #expect(ids == (second["contacts"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int })
            try await expectStatus(try await client.send(.get, "/api/sample?count=0"), .unprocessableContent)
            try await expectStatus(try await client.send(.get, "/api/sample?seed=x"), .badRequest)
        }
    }

    @Test func reportsWhichCapabilitiesAreReal() async throws {
        try await withTestApp { client, _ in
            let (status, body) = try await client.send(.get, "/api/capabilities")
            #expect(status == .ok)
            let modules = (body["capabilities"] as? [[String: Any]] ?? []).compactMap { $0["module"] as? String }
            #expect(modules.contains("PhoneNumbers"))
            #expect(modules.count == Capabilities.all.count)
            let backings = (body["capabilities"] as? [[String: Any]] ?? []).compactMap { $0["backing"] as? String }
            #expect(backings == Array(repeating: "formkit", count: Capabilities.all.count))
        }
    }

    @Test func theBlackHoleSwitchAnswersNothingForTwoMinutes() async throws {
        let waits = WaitLog()
        // The test's clock: the two minutes pass at once, and are recorded.
        try await withTestApp(blackHole: { await waits.record($0) }) { client, _ in
            let (status, body) = try await client.send(.post, "/api/phone/as-you-type", json: asYouType("1", 1, 1, "2"))
            #expect(status == .serviceUnavailable)
            #expect(body["state"] == nil)
        }
        #expect(await waits.durations == [.seconds(120)])
    }
}

/// The waits asked of a test's clock.
actor WaitLog {
    private(set) var durations: [Duration] = []

    func record(_ duration: Duration) { durations.append(duration) }
}
