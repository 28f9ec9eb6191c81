import ArgumentParser
import Foundation
import Timestamps

/// `formkit time components`: the calendar fields of an instant in a time zone.
struct TimeComponentsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "components",
        abstract: "Print year, month, day, hour, minute, weekday and weekdayOrdinal in a time zone.",
        discussion: """
            Prints key=value lines (weekday 1 is Sunday; weekdayOrdinal 2 is "the second … of \
            the month"). With several timestamps, or lines from standard input when none is \
            given, the groups are separated by an empty line. A timestamp that cannot be \
            parsed gives "error: <reason>" and exit status 1.

            Example (the iPhone keynote, seen from Japan):
              formkit time components --zone Asia/Tokyo 2007-01-09T10:00:00-08:00
                year=2007
                month=1
                day=10
                hour=3
                minute=0
                weekday=4
                weekdayOrdinal=2
            """
    )

    @Option(name: .long, help: ArgumentHelp("The IANA time zone to read the fields in, e.g. Asia/Tokyo.", valueName: "zone"))
    var zone: TimeZoneArgument

    @Option(name: .long, help: ArgumentHelp("The zone of timestamps without an offset (default UTC).", valueName: "zone"))
    var inputZone: TimeZoneArgument?

    @Argument(help: ArgumentHelp("Timestamps; standard input lines when none.", valueName: "timestamp"))
    var timestamps: [String] = []

    func run() throws {
        var failed = false
        var first = true
        var output = StandardOutput()
        defer { output.flush() }
        for input in InputLines(arguments: timestamps) {
            if !first { output.writeLine("") }
            first = false
            let (lines, ok) = process(input)
            for line in lines { output.writeLine(line) }
            failed = failed || !ok
        }
        if failed { throw ExitCode(1) }
    }

    /// The output lines for one input, and whether it parsed.
    func process(_ input: String) -> (lines: [String], ok: Bool) {
        switch TimeCommand.timestamp(input, defaultTimeZone: inputZone?.zone) {
        case .success(let stamp):
            let fields = ZonedDateComponents(stamp.date, in: zone.zone)
            return (fields.keyValuePairs.map { "\($0.key)=\($0.value)" }, true)
        case .failure(let error):
            return (["error: \(error)"], false)
        }
    }
}
