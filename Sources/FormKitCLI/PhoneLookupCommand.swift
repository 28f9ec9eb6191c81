import ArgumentParser
import Foundation
import PhoneNumberLookup
import PhoneNumbers

/// `formkit phone lookup`: where each number is, its carrier and its time zones, for people or as TSV.
struct PhoneLookupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "Show where phone numbers are, their carriers and their time zones, offline.",
        discussion: """
            Answers as libphonenumber's geocoder, carrier mapper and time-zone mapper do, on data from \
            phonenumbers \(PhoneNumbering.metadataVersion). Only mobile numbers have a carrier. \
            --user-region names the reader's country: a number from there gets its area only, a number \
            from elsewhere its country only. Reads one number per line from standard input when no \
            number is given.

            With --tsv, standard input lines are NUMBER<TAB>REGION[<TAB>LOCALE] (an empty REGION \
            means --region; LOCALE is a language with an optional script, such as en, de, zh or \
            zh_Hant, and defaults to --locale). The first line printed is the header \
            \(headerInHelp(PhoneLookupReport.header)), then one row per \
            line, as it is read; time zones are joined by |. A number that cannot be parsed, or a line \
            with an unknown locale, has the three answer columns empty and a message naming the line \
            (never the number) on standard error.

            Exit status: 0, or 1 when an input could not be parsed (without --tsv) or the data is damaged.

            Examples:
              formkit phone lookup "+41 44 668 18 00"
              formkit phone lookup --region GB --locale de "020 7031 3000" "07400 123456"
              formkit phone lookup --user-region CH --locale fr "+41 44 668 18 00"
              formkit phone lookup --locale zh_Hant "+886 2 2311 1234"
              formkit phone lookup --tsv < numbers.tsv
            """
    )

    @Option(help: ArgumentHelp(
        "Default region for numbers written without +CC, such as US or GB; ZZ for none.", valueName: "region"))
    var region: String = PhoneRegionOptions.noRegion

    @Option(help: ArgumentHelp(
        "Language of the answers, with an optional script: en, de, zh, zh_Hant.", valueName: "locale"))
    var locale: String = "en"

    @Option(help: ArgumentHelp(
        "The reader's region: omits it from descriptions of its own numbers, names only the country of others.",
        valueName: "region"))
    var userRegion: String?

    @Flag(help: "Read NUMBER<TAB>REGION[<TAB>LOCALE] lines from standard input and print tab-separated rows.")
    var tsv = false

    @Argument(help: "Phone numbers. Standard input lines when none are given.")
    var numbers: [String] = []

    func validate() throws {
        try PhoneRegionOptions.validateRegion(region.uppercased(), option: "--region", allowingNone: true)
        if let userRegion {
            try PhoneRegionOptions.validateRegion(userRegion.uppercased(), option: "--user-region", allowingNone: false)
        }
        guard LookupLocale(identifier: locale) != nil else {
            throw ValidationError("--locale: '\(locale)' is not a language with an optional script, such as en or zh_Hant.")
        }
        if tsv && !numbers.isEmpty {
            throw ValidationError("--tsv reads standard input; give no numbers with it.")
        }
    }

    @OptionGroup var jobs: JobsOption

    @OptionGroup var metadata: MetadataOption

    func run() throws {
        try metadata.load()
        var output = StandardOutput()
        let report = PhoneLookupReport(
            defaultRegion: region.uppercased(), locale: LookupLocale(identifier: locale) ?? .english,
            localeText: locale, userRegion: userRegion?.uppercased())
        if tsv { output.writeLine(PhoneLookupReport.header) }
        let failures: Int
        do {
            failures = try jobs.runner.run(PhoneLookupWork(report: report, tsv: tsv), arguments: numbers, to: &output)
        } catch let stopped as BulkRunStopped {
            output.flush()
            throw exitReporting(stopped.reason, code: 1)
        }
        output.flush()
        if failures > 0 && !tsv {
            throw exitReporting("\(failures) input\(failures == 1 ? "" : "s") could not be parsed.", code: 1)
        }
    }
}

/// The work of `phone lookup` on one input line: a TSV row, or a block for people.
struct PhoneLookupWork: LineWork {
    var report: PhoneLookupReport
    var tsv: Bool

    func process(_ line: UnsafeRawBufferPointer, into output: inout ChunkOutput) {
        let text = String(decoding: line, as: UTF8.self)
        do throws(LookupDataError) {
            if tsv {
                try report.appendRow(text, to: &output)
            } else {
                try report.appendBlock(text, to: &output)
            }
        } catch {
            output.stop(error.description)
        }
    }
}
