import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import FormKitServer

@Suite("Schedule API")
struct ScheduleRoutesTests {
    @Test func servesTheSeedArticlesSchedule() async throws {
        try await withTestApp { client, _ in
            let (status, body) = try await client.send(.get, "/api/schedule")
            #expect(status == .ok)
            let sections = try #require(body["sections"] as? [[String: Any]])
            #expect(sections.compactMap { $0["name"] as? String } == ["Weekdays", "Saturday", "Sunday"])
            let rows = sections.flatMap { $0["rows"] as? [[String: Any]] ?? [] }
            #expect(rows.compactMap { $0["periodName"] as? String }.prefix(4) == ["Morning", "Day", "Evening", "Night"])
            #expect(rows.compactMap { $0["time"] as? String } == Seed.times)
            #expect(rows.compactMap { $0["heating"] as? String } == (65...76).reversed().map { "\($0).0" })
            #expect(rows.compactMap { $0["cooling"] as? String } == (45...56).map { "\($0).0" })
        }
    }

    @Test(arguments: [
        (["time": "7:45 pm"], "time", "7:45 PM"),
        (["time": "12:00AM"], "time", "12:00 AM"),
        (["heating": "6.85e1"], "heating", "68.5"),
        (["cooling": "44"], "cooling", "44.0"),
    ])
    func savesAnEdit(change: [String: String], field: String, shown: String) async throws {
        try await withTestApp { client, _ in
            var body: [String: Any] = change
            body["version"] = 1
            let (status, row) = try await client.send(.patch, "/api/schedule/1", json: json(body))
            #expect(status == .ok)
            #expect(row[field] as? String == shown)
            #expect(row["version"] as? Int == 2)
        }
    }

    @Test(arguments: [
        (["time": "7:30 XM"], "time"), (["time": "25:00 PM"], "time"), (["time": "seven"], "time"),
        (["time": "7:61 AM"], "time"), (["time": ""], "time"), (["time": "13:00 PM"], "time"),
        (["heating": "hot"], "heating"), (["heating": "120"], "heating"), (["heating": "1.2.3"], "heating"), (["heating": "70,5"], "heating"),
        (["cooling": "-"], "cooling"), (["cooling": "nan"], "cooling"),
        (["cooling": "80"], "cooling"), // above this row's heating (76.0)
        (["heating": "44"], "heating"), // below this row's cooling (45.0)
    ])
    func refusesABadEditKeepingTheStoredRow(change: [String: String], field: String) async throws {
        try await withTestApp { client, store in
            var body: [String: Any] = change
            body["version"] = 1
            let (status, refusal) = try await client.send(.patch, "/api/schedule/1", json: json(body))
            #expect(status == .unprocessableContent)
            #expect(refusal["field"] as? String == field)
            #expect((refusal["error"] as? String)?.isEmpty == false)
            #expect((refusal["slot"] as? [String: Any])?["time"] as? String == "1:00 AM")
            #expect(try await store.schedule().first?.version == 1)
        }
    }

    @Test func aStaleEditIsRefusedWithTheFreshRow() async throws {
        try await withTestApp { client, _ in
            try await client.send(.patch, "/api/schedule/2", json: json(["time": "2:30 AM", "version": 1]))
            let (status, body) = try await client.send(.patch, "/api/schedule/2", json: json(["time": "3:30 AM", "version": 1]))
            #expect(status == .conflict)
            #expect((body["slot"] as? [String: Any])?["time"] as? String == "2:30 AM")
        }
    }

    @Test func refusesMissingRowsVersionsAndFields() async throws {
        try await withTestApp { client, _ in
            try await expectStatus(try await client.send(.patch, "/api/schedule/99", json: json(["time": "1:00 AM", "version": 1])), .notFound)
            try await expectStatus(try await client.send(.patch, "/api/schedule/99", json: json(["time": "nope", "version": 1])), .notFound)
            try await expectStatus(try await client.send(.patch, "/api/schedule/1", json: json(["time": "1:00 AM"])), .badRequest)
            try await expectStatus(try await client.send(.patch, "/api/schedule/1", json: json(["version": 1])), .badRequest)
            try await expectStatus(try await client.send(.patch, "/api/schedule/x", json: json(["version": 1])), .badRequest)
        }
    }
}
