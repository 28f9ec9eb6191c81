import ArgumentParser
import Foundation
import Timestamps

/// `formkit time`: parse server timestamps, say how long ago they were, show calendar fields.
struct TimeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "time",
        abstract: "Parse timestamps, say how long ago they were, and show their fields in a time zone.",
        discussion: """
            Example:
              formkit time ago --now 2026-01-09T12:00:00Z 2026-01-09T11:57:00Z
                3 minutes ago
            """,
        subcommands: [TimeParseCommand.self, TimeAgoCommand.self, TimeComponentsCommand.self]
    )
}

/// A time zone given on the command line: an IANA name (`Asia/Tokyo`), `UTC`, `GMT`, `Z`,
/// or a fixed offset (`+09:00`, `-0330`, `+05`).
struct TimeZoneArgument: ExpressibleByArgument {
    let zone: TimeZone

    init?(argument: String) {
        if argument == "Z" || argument == "z" {
            zone = .gmt
        } else if let first = argument.first, first == "+" || first == "-" {
            // Reuse the timestamp parser's offset grammar on a fixed date.
            guard let stamp = Timestamp("2000-01-01T00:00" + argument), let offset = stamp.utcOffset,
                  let fixed = TimeZone(secondsFromGMT: Int(offset)) else { return nil }
            zone = fixed
        } else if let named = TimeZone(identifier: argument) {
            zone = named
        } else {
            return nil
        }
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

extension TimeCommand {
    /// Parses a timestamp argument or input line, trimming a trailing carriage return.
    static func timestamp(_ text: String, defaultTimeZone: TimeZone?) -> Result<Timestamp, TimestampParseError> {
        let trimmed = text.hasSuffix("\r") ? Substring(text.dropLast()) : Substring(text)
        return Result { () throws(TimestampParseError) in try Timestamp(parsing: trimmed, defaultTimeZone: defaultTimeZone) }
    }
}
