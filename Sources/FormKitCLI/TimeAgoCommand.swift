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
        var rows = TimeAgoRows(command: self)
        if tsv { output.writeLine(TimeAgoRows.header) }
        var failed = false
        for input in InputLines(arguments: timestamps) {
            let (line, ok) = tsv ? rows.row(input) : rows.line(input)
            output.writeLine(line)
            failed = failed || !ok
        }
        if failed { throw ExitCode(1) }
    }

    /// The formatter the options describe, in `locale` (the option's when nil).
    func makeFormatter(locale identifier: String?, style: RelativeTimeStyle, named: Bool) -> RelativeTimeFormatter {
        RelativeTimeFormatter(
            locale: identifier.map(Locale.init(identifier:)), timeZone: zone?.zone ?? .gmt, style: style,
            presentation: named ? .named : .numeric,
            cutoffMinutes: cutoffMinutes, skewTolerance: skewSeconds, includeSeconds: includeSeconds
        )
    }
}

extension RelativeTimeStyle: ExpressibleByArgument {}

/// The lines and TSV rows of `time ago`: one formatter per locale, style and presentation met, and
/// one warning per locale that CLDR has no words for.
struct TimeAgoRows {
    static let header = "timestamp\tnow\tlocale\tstyle\tnamed\ttext\tnext_change"

    let command: TimeAgoCommand
    private var formatters: [String: RelativeTimeFormatter] = [:]
    private var warned: Set<String> = []

    init(command: TimeAgoCommand) {
        self.command = command
    }

    /// The line for one timestamp seen at `--now`, and whether it parsed.
    mutating func line(_ input: String) -> (line: String, ok: Bool) {
        let formatter = formatter(locale: command.locale, style: command.style, named: command.named)
        guard let now = command.now, case .success(let reference) = TimeCommand.timestamp(now, defaultTimeZone: nil) else {
            return ("error: --now is missing", false)
        }
        switch TimeCommand.timestamp(input, defaultTimeZone: nil) {
        case .success(let stamp): return (formatter.string(for: stamp.date, relativeTo: reference.date), true)
        case .failure(let error): return ("error: \(error)", false)
        }
    }

    /// The TSV row for one `TIMESTAMP<TAB>NOW[<TAB>LOCALE[<TAB>STYLE[<TAB>NAMED]]]` line, and whether it
    /// was worded. Columns are echoed; a column that is wrong is named in the text, never echoed there.
    mutating func row(_ input: String) -> (line: String, ok: Bool) {
        let line = input.hasSuffix("\r") ? input.dropLast() : Substring(input)
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        func field(_ index: Int) -> Substring? {
            index < fields.count && !fields[index].isEmpty ? fields[index] : nil
        }
        let timestamp = field(0) ?? "", nowText = field(1) ?? Substring(command.now ?? "")
        let localeText = field(2).map(String.init) ?? command.locale ?? "en_US"
        let styleText = field(3).map(String.init) ?? command.style.rawValue
        let namedText = field(4).map(String.init) ?? String(command.named)
        let echoed = [String(timestamp), String(nowText), localeText, styleText, namedText].joined(separator: "\t")
        func failure(_ reason: String) -> (line: String, ok: Bool) {
            ("\(echoed)\terror: \(reason)\t", false)
        }
        guard fields.count <= 5 else { return failure("expected at most 5 columns") }
        guard let style = RelativeTimeStyle(rawValue: styleText) else { return failure("style must be long, short or narrow") }
        guard namedText == "true" || namedText == "false" else { return failure("named must be true or false") }
        let now: Timestamp
        switch TimeCommand.timestamp(String(nowText), defaultTimeZone: nil) {
        case .success(let stamp): now = stamp
        case .failure(let error): return failure("now: \(error)")
        }
        let date: Timestamp
        switch TimeCommand.timestamp(String(timestamp), defaultTimeZone: nil) {
        case .success(let stamp): date = stamp
        case .failure(let error): return failure("\(error)")
        }
        let formatter = formatter(locale: localeText, style: style, named: namedText == "true")
        let text = formatter.string(for: date.date, relativeTo: now.date)
        let change = formatter.nextChange(for: date.date, relativeTo: now.date).map { Timestamp($0).utcString } ?? ""
        return ("\(echoed)\t\(text)\t\(change)", true)
    }

    private mutating func formatter(locale: String?, style: RelativeTimeStyle, named: Bool) -> RelativeTimeFormatter {
        let key = "\(locale ?? "")\t\(style.rawValue)\t\(named)"
        if let formatter = formatters[key] { return formatter }
        let formatter = command.makeFormatter(locale: locale, style: style, named: named)
        if !formatter.isLocaleSupported, let locale, warned.insert(locale).inserted {
            FileHandle.standardError.write(Data("formkit: warning: no CLDR words for locale '\(locale)'; using English\n".utf8))
        }
        if formatters.count >= 256 { formatters.removeAll() }
        formatters[key] = formatter
        return formatter
    }
}
