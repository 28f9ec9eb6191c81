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
            #expect(rows.compactMap { $0["heating"] as? String } == Seed.heating.map { String(format: "%.1f", $0) })
            #expect(rows.compactMap { $0["cooling"] as? String } == Seed.cooling.map { String(format: "%.1f", $0) })
        }
    }

    @Test func theSeedKeepsItsOwnRules() throws {
        let rules = ScheduleValidator()
        let slots = Seed.slots(now: testNow).enumerated().map { index, slot in
            var numbered = slot
            numbered.id = Int64(index + 1)
            return numbered
        }
        #expect(slots.count == 12)
        for slot in slots {
            #expect(slot.cooling - slot.heating >= 2)
            try rules.check(slot, changedField: "time", day: slots)
        }
    }

    @Test func theOldSeedIsPutRightUnlessEdited() throws {
        var old = (0..<12).map { index in
            ScheduleSlot(
                id: Int64(index + 1), section: index / 4, period: index % 4,
                minutes: ClockTime.minutes(parsing: Seed.oldTimes[index]) ?? -1,
                heating: Seed.oldHeating[index], cooling: Seed.oldCooling[index], version: 1, updatedAt: testNow)
        }
        old[3].version = 2  // edited by someone: left alone
        let corrected = Seed.correctedSlots(old, now: testNow)
        #expect(corrected.count == 11)
        #expect(!corrected.contains { $0.id == 4 })
        #expect(corrected.allSatisfy { $0.version == 2 && $0.cooling - $0.heating >= 2 })
        #expect(corrected.first?.minutes == ClockTime.minutes(parsing: Seed.times[0]))
    }

    @Test(arguments: [
        (1, ["time": "7:45 am"], "time", "7:45 AM"),
        (1, ["time": "12:00AM"], "time", "12:00 AM"),
        (3, ["time": "19:30"], "time", "7:30 PM"),
        (1, ["heating": "6.85e1"], "heating", "68.5"),
        (1, ["cooling": "85"], "cooling", "85.0"),
        (3, ["heating": "72"], "heating", "72.0"),  // with cooling 76: heat 72, cool 75 is the example
        (3, ["heating": "74"], "heating", "74.0"),  // exactly 2 °F below cooling
    ])
    func savesAnEdit(id: Int, change: [String: String], field: String, shown: String) async throws {
        try await withTestApp { client, _ in
            var body: [String: Any] = change
            body["version"] = 1
            let (status, row) = try await client.send(.patch, "/api/schedule/\(id)", json: json(body))
            #expect(status == .ok)
            #expect(row[field] as? String == shown)
            #expect(row["version"] as? Int == 2)
        }
    }

    @Test func heatingSeventyTwoWithCoolingSeventyFiveIsAccepted() async throws {
        try await withTestApp { client, _ in
            let (first, _) = try await client.send(.patch, "/api/schedule/3", json: json(["cooling": "75", "version": 1]))
            #expect(first == .ok)
            let (second, row) = try await client.send(.patch, "/api/schedule/3", json: json(["heating": "72", "version": 2]))
            #expect(second == .ok)
            #expect(row["heating"] as? String == "72.0")
        }
    }

    @Test(arguments: [
        (["time": "7:30 XM"], "time", ""), (["time": "25:00 PM"], "time", ""), (["time": "seven"], "time", ""),
        (["time": "7:61 AM"], "time", ""), (["time": ""], "time", ""), (["time": "13:00 PM"], "time", ""),
        (["time": "8:00 AM"], "time", "must start before Day (8:00 AM)"),  // the same time as the next period
        (["time": "21:00"], "time", "must start before Day"),
        (["heating": "hot"], "heating", ""), (["heating": "120"], "heating", ""), (["heating": "1.2.3"], "heating", ""),
        (["heating": "70,5"], "heating", ""),
        (["cooling": "-"], "cooling", ""), (["cooling": "nan"], "cooling", ""),
        (["cooling": "69"], "cooling", "Heating (68.0 °F) must be at least 2 °F below cooling (69.0 °F)."),
        (["heating": "78.1"], "heating", "at least 2 °F below cooling (80.0 °F)"),
        (["heating": "85"], "heating", "below cooling"),
    ])
    func refusesABadEditKeepingTheStoredRow(change: [String: String], field: String, message: String) async throws {
        try await withTestApp { client, store in
            var body: [String: Any] = change
            body["version"] = 1
            let (status, refusal) = try await client.send(.patch, "/api/schedule/1", json: json(body))
            #expect(status == .unprocessableContent)
            #expect(refusal["field"] as? String == field)
            let error = try #require(refusal["error"] as? String)
            #expect(!error.isEmpty)
            #expect(message.isEmpty || error.contains(message), "\(error)")
            #expect((refusal["slot"] as? [String: Any])?["time"] as? String == Seed.times[0])
            #expect(try await store.schedule().first?.version == 1)
        }
    }

    @Test func aTimeBeforeThePreviousPeriodIsRefused() async throws {
        try await withTestApp { client, _ in
            let (status, refusal) = try await client.send(.patch, "/api/schedule/2", json: json(["time": "5:00 AM", "version": 1]))
            #expect(status == .unprocessableContent)
            #expect(refusal["error"] as? String == "Day must start after Morning (6:00 AM).")
        }
    }

    @Test func inCelsiusTheGapIsOneDegree() throws {
        let celsius = Reader(acceptLanguage: "de-DE", cookie: nil)
        #expect(celsius.temperatureUnit == .celsius)
        let rules = ScheduleValidator()
        let base = Seed.slots(now: testNow)[0]
        var slot = base
        slot.heating = try rules.temperature("20", field: "heating", reader: celsius)
        slot.cooling = try rules.temperature("21", field: "cooling", reader: celsius)
        try rules.check(slot, changedField: "cooling", reader: celsius)
        slot.cooling = try rules.temperature("20,9", field: "cooling", reader: celsius)
        #expect(throws: FieldError.self) { try rules.check(slot, changedField: "cooling", reader: celsius) }
    }

    @Test func aStaleEditIsRefusedWithTheFreshRow() async throws {
        try await withTestApp { client, _ in
            try await client.send(.patch, "/api/schedule/2", json: json(["time": "7:00 AM", "version": 1]))
            let (status, body) = try await client.send(.patch, "/api/schedule/2", json: json(["time": "7:30 AM", "version": 1]))
            #expect(status == .conflict)
            #expect((body["slot"] as? [String: Any])?["time"] as? String == "7:00 AM")
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
