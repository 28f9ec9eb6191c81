import ArgumentParser
import Foundation
import Timestamps

/// `formkit time parse`: one UTC instant per timestamp, or the reason it was refused.
struct TimeParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse ISO 8601 / RFC 3339 timestamps and print each instant in UTC.",
        discussion: """
            Prints one line per input: the instant as yyyy-MM-dd'T'HH:mm:ss.SSS'Z', or \
            "error: <reason>" with the offset of the first byte that was wrong. Reads one \
            timestamp per line from standard input when none is given. The exit status is 1 \
            if any input failed.

            Accepted: yyyy-MM-dd, then 'T', 't' or a space, HH:mm[:ss[.fraction]], then \
            nothing, Z, ±hh:mm, ±hhmm, ±hh or " GMT".

            Examples:
              formkit time parse "2007-01-09 10:00:00-08:00"
                2007-01-09T18:00:00.000Z
              formkit time parse --zone US/Pacific 2007-01-09T10:00
                2007-01-09T18:00:00.000Z
              formkit time parse 2026-02-30
                error: day out of range at offset 8
            """
    )

    @Option(name: .long, help: ArgumentHelp("The zone of timestamps without an offset (default UTC).", valueName: "zone"))
    var zone: TimeZoneArgument?

    @Argument(help: ArgumentHelp("Timestamps; standard input lines when none.", valueName: "timestamp"))
    var timestamps: [String] = []

    func run() throws {
        var failed = false
        var output = StandardOutput()
        defer { output.flush() }
        for input in InputLines(arguments: timestamps) {
            let (line, ok) = process(input)
            output.writeLine(line)
            failed = failed || !ok
        }
        if failed { throw ExitCode(1) }
    }

    /// The output line for one input, and whether it parsed.
    func process(_ input: String) -> (line: String, ok: Bool) {
        switch TimeCommand.timestamp(input, defaultTimeZone: zone?.zone) {
        case .success(let stamp): (stamp.utcString, true)
        case .failure(let error): ("error: \(error)", false)
        }
    }
}
