import Foundation
import Testing
@testable import FormKitCLI

@Suite("formkit time")
struct TimeCommandTests {
    @Test func parsePrintsUTCOrTheReason() throws {
        let command = try TimeParseCommand.parse(["--zone", "US/Pacific"])
        let lines = ["2007-01-09T10:00", "2007-01-09T10:00:00Z", "2007-01-09T10:00:00Z\r", "2026-13-01", "2026-01-09\u{FF14}"]
        let chunk = BulkRunner.collect(TimeParseWork(zone: command.zone?.zone), lines: lines)
        #expect(String(decoding: chunk.bytes, as: UTF8.self) == """
            2007-01-09T18:00:00.000Z
            2007-01-09T10:00:00.000Z
            2007-01-09T10:00:00.000Z
            error: month out of range at offset 5
            error: expected 'T' or a space at offset 10

            """)
        #expect(chunk.failures == 2)
    }

    @Test func agoUsesNowLocaleZoneAndCutoff() throws {
        let command = try TimeAgoCommand.parse(["--now", "2026-01-09T12:00:00Z", "--zone", "+09:00", "--cutoff-minutes", "60"])
        var rows = command.makeRows()
        #expect(rows.line("2026-01-09T11:57:00Z") == ("3 minutes ago", true))
        #expect(rows.line("2026-01-09T11:00:00Z") == ("on 1/9/26", true))
        #expect(rows.line("2025-12-31T20:00:00Z") == ("on 1/1/26", true))
        #expect(rows.line("soon") == ("error: expected a digit of the year at offset 0", false))
    }

    @Test func agoStylesAndNamedWords() throws {
        var rows = try TimeAgoCommand.parse(["--now", "2026-01-09T12:00:00Z", "--style", "narrow"]).makeRows()
        #expect(rows.line("2026-01-09T11:57:00Z") == ("3m ago", true))
        rows = try TimeAgoCommand.parse(["--now", "2026-01-09T12:00:00Z", "--locale", "de_DE", "--named"]).makeRows()
        #expect(rows.line("2026-01-08T10:00:00Z") == ("gestern", true))
        #expect(throws: (any Error).self) { try TimeAgoCommand.parse(["--now", "2026-01-09", "--style", "tiny"]) }
    }

    @Test func agoRowsTakeMissingColumnsFromTheOptions() throws {
        var rows = try TimeAgoCommand.parse(["--tsv", "--locale", "fr_FR"]).makeRows()
        #expect(rows.row("2026-01-09T11:57:00Z\t2026-01-09T12:00:00Z").line
            == "2026-01-09T11:57:00Z\t2026-01-09T12:00:00Z\tfr_FR\tlong\tfalse\til y a 3 minutes\t2026-01-09T12:00:30.000Z")
        #expect(rows.row("2026-01-08T10:00:00Z\t2026-01-09T12:00:00Z\tde\tshort\ttrue\r").line
            == "2026-01-08T10:00:00Z\t2026-01-09T12:00:00Z\tde\tshort\ttrue\tgestern\t2026-01-10T03:59:30.000Z")
        let bad = rows.row("2026-02-30\t2026-01-09T12:00:00Z\ten\tlong")
        #expect(bad == ("2026-02-30\t2026-01-09T12:00:00Z\ten\tlong\tfalse\terror: day out of range at offset 8\t", false))
        #expect(rows.row("2026-01-09T11:57:00Z\t2026-01-09T12:00:00Z\ten\ttiny").line.hasSuffix("\terror: style must be long, short or narrow\t"))
        #expect(rows.row("2026-01-09T11:57:00Z\t2026-01-09T12:00:00Z\ten\tlong\tyes").ok == false)
        #expect(rows.row("2026-01-09T11:57:00Z").line.hasSuffix("\terror: now: expected a digit of the year at offset 0\t"))
    }

    @Test func anUnknownLocaleIsReportedOnceAndReadsEnglish() throws {
        var reported: [String] = []
        var rows = try TimeAgoCommand.parse(["--tsv"]).makeRows()
        rows.unknownLocale = { reported.append($0) }
        for _ in 0..<3 {
            #expect(rows.row("2026-01-09T11:57:00Z\t2026-01-09T12:00:00Z\txx").line.hasSuffix("\t3 minutes ago\t2026-01-09T12:00:30.000Z"))
        }
        #expect(rows.row("2026-01-09T11:57:00Z\t2026-01-09T12:00:00Z\tde").line.hasSuffix("\tvor 3 Minuten\t2026-01-09T12:00:30.000Z"))
        #expect(reported == ["xx"])
    }

    @Test func agoRejectsABadNowAndBadOptions() {
        #expect(throws: (any Error).self) { try TimeAgoCommand.parse(["--now", "tomorrow"]) }
        #expect(throws: (any Error).self) { try TimeAgoCommand.parse(["--now", "2026-01-09", "--cutoff-minutes", "-1"]) }
        #expect(throws: (any Error).self) { try TimeAgoCommand.parse(["2026-01-09"]) }
    }

    @Test func componentsPrintsTheSeedsKeys() throws {
        let command = try TimeComponentsCommand.parse(["--zone", "Asia/Tokyo", "--input-zone", "US/Pacific"])
        let (lines, ok) = command.process("2007-01-09 10:00")
        #expect(ok)
        #expect(lines == ["year=2007", "month=1", "day=10", "hour=3", "minute=0", "weekday=4", "weekdayOrdinal=2"])
        #expect(throws: (any Error).self) { try TimeComponentsCommand.parse(["2007-01-09"]) }  // --zone is required
    }

    @Test(arguments: [("Z", 0), ("UTC", 0), ("+09:00", 32_400), ("-0330", -12_600), ("+05", 18_000), ("Asia/Kathmandu", 20_700)])
    func zoneArguments(text: String, secondsFromGMT: Int) throws {
        let zone = try #require(TimeZoneArgument(argument: text)).zone
        #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_767_960_000)) == secondsFromGMT)
    }

    @Test(arguments: ["Mars/Olympus", "+25:00", "+9", ""])
    func badZoneArguments(text: String) {
        #expect(TimeZoneArgument(argument: text) == nil)
    }
}
