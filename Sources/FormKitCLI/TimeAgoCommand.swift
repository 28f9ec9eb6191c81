import ArgumentParser
import Foundation
import Timestamps

/// `formkit time ago`: "3 minutes ago", "in about 1 hour", "on 12/28/25".
struct TimeAgoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ago",
        abstract: "Say how long before or after --now each timestamp is, in words.",
        discussion: """
            Prints one line per input: Rails' distance_of_time_in_words with "ago" or "in" \
            (a half minute rounds up on both sides of --now, as in Rails: 2 min 30 s ahead \
            is "in 3 minutes"), "just now" for up to --skew-seconds in the future, and \
            "on <short date>" (in --locale and --zone) from --cutoff-minutes on. Timestamps \
            without an offset are UTC. A timestamp that cannot be parsed gives \
            "error: <reason>" and exit status 1.

            Other locales and styles use CLDR 46's words for the same unit and count ("vor 3 \
            Minuten", "3 min. ago", "3m ago"), "now" under a minute, and the locale's short date. \
            A locale CLDR has no words for reads English, with a warning on stderr.

            With --tsv, each input line is TIMESTAMP<TAB>NOW[<TAB>LOCALE[<TAB>STYLE[<TAB>NAMED]]] \
            (NAMED is true or false; missing columns take the options' values) and the output is \
            a header, \(headerInHelp(TimeAgoRows.header)), then one row per line; next_change is \
            the instant the text changes, in UTC (empty when it never does).

            Examples:
              formkit time ago --now 2026-01-09T12:00Z 2026-01-09T11:57Z 2026-01-09T13:10Z
                3 minutes ago
                in about 1 hour
              formkit time ago --now 2026-01-09T12:00Z --zone Asia/Tokyo 2025-12-31T20:00Z
                on 1/1/26
              formkit time ago --now 2026-01-09T12:00Z --locale de_DE 2026-01-09T11:57Z
                vor 3 Minuten
              formkit time ago --now 2026-01-09T12:00Z --style narrow 2026-01-09T11:57Z
                3m ago
              formkit time ago --now 2026-01-09T12:00Z --named 2026-01-08T10:00Z
                yesterday
            """
    )

    @Option(name: .long, help: ArgumentHelp("The instant to measure from (with --tsv, each row's NOW).", valueName: "timestamp"))
    var now: String?

    @Option(name: .long, help: ArgumentHelp("The locale of the words and the short date (default en_US).", valueName: "locale"))
    var locale: String?

    @Option(name: .long, help: ArgumentHelp("How long the words are: long (default), short or narrow.", valueName: "style"))
    var style: RelativeTimeStyle = .long

    @Flag(name: .long, help: "Say a count of one day, month or year by name: \"yesterday\", \"next month\", \"last year\".")
    var named = false

    @Option(name: .long, help: ArgumentHelp("The time zone of the short date (default UTC).", valueName: "zone"))
    var zone: TimeZoneArgument?

    @Option(name: .long, help: ArgumentHelp("From this many minutes on, print \"on <short date>\".", valueName: "minutes"))
    var cutoffMinutes: Int = RelativeTimeFormatter.defaultCutoffMinutes

    @Option(name: .long, help: ArgumentHelp("Future instants up to this many seconds ahead are \"just now\".", valueName: "seconds"))
    var skewSeconds: Double = 30

    @Flag(name: .long, help: "Split the first minute: \"less than 5 seconds\", \"half a minute\", …")
    var includeSeconds = false

    @Flag(name: .long, help: "Read TIMESTAMP<TAB>NOW[<TAB>LOCALE[<TAB>STYLE[<TAB>NAMED]]] lines; print TSV rows.")
    var tsv = false

    @Argument(help: ArgumentHelp("Timestamps (with --tsv, rows); standard input lines when none.", valueName: "timestamp"))
    var timestamps: [String] = []

    func validate() throws {
        guard cutoffMinutes >= 0 else { throw ValidationError("--cutoff-minutes must be 0 or more") }
        guard skewSeconds >= 0, skewSeconds.isFinite else { throw ValidationError("--skew-seconds must be 0 or more") }
        guard let now else {
            if tsv { return }
            throw ValidationError("Missing expected argument '--now <timestamp>'")
        }
        if case .failure(let error) = TimeCommand.timestamp(now, defaultTimeZone: nil) {
            throw ValidationError("--now: \(error)")
        }
    }

    func run() throws {
        var output = StandardOutput()
        defer { output.flush() }
        var rows = makeRows()
        if tsv { output.writeLine(TimeAgoRows.header) }
        var failed = false
        for input in InputLines(arguments: timestamps) {
            let (line, ok) = tsv ? rows.row(Substring(input)) : rows.line(Substring(input))
            output.writeLine(line)
            failed = failed || !ok
        }
        if failed { throw ExitCode(1) }
    }

    /// The rows the options describe; a locale CLDR has no words for is one warning on stderr.
    func makeRows() -> TimeAgoRows {
        let zone = zone?.zone ?? .gmt
        return TimeAgoRows(
            now: now, locale: locale, style: style, named: named, cutoffMinutes: cutoffMinutes,
            skewTolerance: skewSeconds, includeSeconds: includeSeconds,
            zoneOffset: { Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double($0)))) },
            unknownLocale: { identifier in
                FileHandle.standardError.write(Data("formkit: warning: no CLDR words for locale '\(identifier)'; using English\n".utf8))
            })
    }
}

extension RelativeTimeStyle: ExpressibleByArgument {}
