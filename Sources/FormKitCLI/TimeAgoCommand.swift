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

            Examples:
              formkit time ago --now 2026-01-09T12:00Z 2026-01-09T11:57Z 2026-01-09T13:10Z
                3 minutes ago
                in about 1 hour
              formkit time ago --now 2026-01-09T12:00Z --zone Asia/Tokyo 2025-12-31T20:00Z
                on 1/1/26
              formkit time ago --now 2026-01-09T12:00Z --locale de_DE 2026-01-09T11:57Z
                vor 3 Minuten
            """
    )

    @Option(name: .long, help: ArgumentHelp("The instant to measure from.", valueName: "timestamp"))
    var now: String

    @Option(name: .long, help: ArgumentHelp("The locale of the words and the short date (default en_US).", valueName: "locale"))
    var locale: String?

    @Option(name: .long, help: ArgumentHelp("The time zone of the short date (default UTC).", valueName: "zone"))
    var zone: TimeZoneArgument?

    @Option(name: .long, help: ArgumentHelp("From this many minutes on, print \"on <short date>\".", valueName: "minutes"))
    var cutoffMinutes: Int = RelativeTimeFormatter.defaultCutoffMinutes

    @Option(name: .long, help: ArgumentHelp("Future instants up to this many seconds ahead are \"just now\".", valueName: "seconds"))
    var skewSeconds: Double = 30

    @Flag(name: .long, help: "Split the first minute: \"less than 5 seconds\", \"half a minute\", …")
    var includeSeconds = false

    @Argument(help: ArgumentHelp("Timestamps; standard input lines when none.", valueName: "timestamp"))
    var timestamps: [String] = []

    func validate() throws {
        guard cutoffMinutes >= 0 else { throw ValidationError("--cutoff-minutes must be 0 or more") }
        guard skewSeconds >= 0, skewSeconds.isFinite else { throw ValidationError("--skew-seconds must be 0 or more") }
        if case .failure(let error) = TimeCommand.timestamp(now, defaultTimeZone: nil) {
            throw ValidationError("--now: \(error)")
        }
    }

    func run() throws {
        let formatter = makeFormatter()
        let reference = try TimeCommand.timestamp(now, defaultTimeZone: nil).get().date
        var failed = false
        var output = StandardOutput()
        defer { output.flush() }
        for input in InputLines(arguments: timestamps) {
            let (line, ok) = process(input, formatter: formatter, now: reference)
            output.writeLine(line)
            failed = failed || !ok
        }
        if failed { throw ExitCode(1) }
    }

    func makeFormatter() -> RelativeTimeFormatter {
        RelativeTimeFormatter(
            locale: locale.map(Locale.init(identifier:)), timeZone: zone?.zone ?? .gmt,
            cutoffMinutes: cutoffMinutes, skewTolerance: skewSeconds, includeSeconds: includeSeconds
        )
    }

    /// The output line for one input, and whether it parsed.
    func process(_ input: String, formatter: RelativeTimeFormatter, now: Date) -> (line: String, ok: Bool) {
        switch TimeCommand.timestamp(input, defaultTimeZone: nil) {
        case .success(let stamp): (formatter.string(for: stamp.date, relativeTo: now), true)
        case .failure(let error): ("error: \(error)", false)
        }
    }
}
