import ArgumentParser
import Foundation
import PhoneRows
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

    @OptionGroup var jobs: JobsOption

    func run() throws {
        var output = StandardOutput()
        defer { output.flush() }
        let failures = try jobs.runner.run(TimeParseWork(zone: zone?.zone), arguments: timestamps, to: &output)
        if failures > 0 { throw ExitCode(1) }
    }
}

/// The work of `time parse` on one input: the instant in UTC, or the reason it was refused.
struct TimeParseWork: LineWork {
    /// The zone of timestamps without an offset; nil for UTC.
    var zone: TimeZone?

    func process(_ line: UnsafeRawBufferPointer, into output: inout ChunkOutput) {
        let result: Result<Timestamp, TimestampParseError>
        if line.isASCII {
            // ASCII is read in place; a carriage return at the end is not part of the timestamp.
            let end = line.last == 0x0D ? line.count - 1 : line.count
            let bytes = UnsafeBufferPointer(rebasing: line.assumingMemoryBound(to: UInt8.self)[..<end])
            result = Result { () throws(TimestampParseError) in try Timestamp(parsingUTF8: bytes, defaultTimeZone: zone) }
        } else {
            result = TimeCommand.timestamp(String(decoding: line, as: UTF8.self), defaultTimeZone: zone)
        }
        switch result {
        case .success(let stamp):
            stamp.appendUTCString(to: &output.bytes)
        case .failure(let error):
            output.fail()
            output.bytes.append("error: \(error)")
        }
        output.bytes.appendNewline()
    }
}
