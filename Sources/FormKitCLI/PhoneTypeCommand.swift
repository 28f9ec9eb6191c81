import ArgumentParser
import PhoneNumbers
import PhoneRows

/// `formkit phone type`: the as-you-type formatter, keystroke by keystroke.
struct PhoneTypeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "type",
        abstract: "Show a phone field's text after each keystroke, as libphonenumber's AsYouTypeFormatter.",
        discussion: """
            Each character is one keystroke. The arguments are typed one after another into one \
            field, and the text is printed after each keystroke. Without arguments, each line of \
            standard input is typed into a new field, with an empty line after each.

            With --tsv, each input line is KEYSTROKES or KEYSTROKES<TAB>REGION, and the output is \
            one line per input: the texts after each keystroke joined by '|', trailing spaces kept.

            With --tsv --entry, the output starts with the header \
            \(headerInHelp(PhoneEntryReport.header)) and has one row \
            per input: the keystrokes, the region, then what the field knows after each keystroke, \
            joined by '|': the calling code (typed or implied by the region), whether the number is \
            typed in international form (true/false), the region the digits belong to once they \
            parse, the text with each typed digit as x, and the E.164 of the digits once they parse \
            (empty otherwise).

            Without --region (or a region column), no region is assumed: numbers start with '+'.

            Examples:
              formkit phone type --region US 6502530000
              formkit phone type --tsv < numbers.tsv
              formkit phone type --tsv --entry < keystrokes.tsv
            """
    )

    @Option(help: "The region the number is typed in (US, gb). Default: none.")
    var region: String?

    @Flag(help: "Read KEYSTROKES[<TAB>REGION] lines; print each line's outputs joined by '|'.")
    var tsv = false

    @Flag(help: "With --tsv: print what the field knows after each keystroke instead of its text.")
    var entry = false

    @Argument(help: "Keystrokes. Standard input lines when none are given.")
    var keys: [String] = []

    func validate() throws {
        if entry && !tsv { throw ValidationError("--entry needs --tsv.") }
    }

    @OptionGroup var jobs: JobsOption

    @OptionGroup var metadata: MetadataOption

    func run() throws {
        try metadata.load()
        var output = StandardOutput()
        defer { output.flush() }
        if !tsv && !keys.isEmpty {
            var formatter = AsYouTypeFormatter(region: region ?? "ZZ")
            for key in keys.joined() { output.writeLine(formatter.input(key)) }
            return
        }
        if entry { output.writeLine(PhoneEntryReport.header) }
        let work = PhoneTypeWork(layout: entry ? .entry : tsv ? .tsv : .lines, defaultRegion: region ?? "ZZ")
        _ = try jobs.runner.run(work, arguments: tsv ? keys : [], to: &output)
    }
}

/// The work of `phone type` on one input line, typed into a new field.
struct PhoneTypeWork: LineWork {
    /// What each line becomes.
    enum Layout: Sendable {
        /// `KEYSTROKES[<TAB>REGION]` in, the texts after each keystroke joined by '|' out.
        case tsv
        /// `KEYSTROKES[<TAB>REGION]` in, a ``PhoneEntryReport`` row out.
        case entry
        /// Keystrokes in, the text after each keystroke on its own line, then an empty line.
        case lines
    }

    var layout: Layout
    /// The region of lines without their own.
    var defaultRegion: String

    func process(_ line: UnsafeRawBufferPointer, into output: inout ChunkOutput) {
        switch layout {
        case .tsv:
            PhoneRows.appendTypeRow(line: line, defaultRegion: defaultRegion, to: &output.bytes)
        case .entry:
            output.bytes.append(PhoneEntryReport.row(String(decoding: line, as: UTF8.self), defaultRegion: defaultRegion))
        case .lines:
            var formatter = AsYouTypeFormatter(region: defaultRegion)
            for key in String(decoding: line, as: UTF8.self) {
                output.bytes.append(formatter.input(key))
                output.bytes.appendNewline()
            }
        }
        output.bytes.appendNewline()
    }
}

/// The rows of `phone type --tsv --entry`: what the field knows after each keystroke.
enum PhoneEntryReport {
    static let header = ["keystrokes", "region", "calling_code", "international", "number_region", "template", "e164"]
        .joined(separator: "\t")

    /// One row for a `KEYSTROKES[<TAB>REGION]` line: the per-keystroke columns joined by '|'.
    static func row(_ line: String, defaultRegion: String) -> String {
        let columns = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        let keystrokes = columns.first ?? ""
        let region = columns.count > 1 ? String(columns[1]) : defaultRegion
        var formatter = AsYouTypeFormatter(region: region)
        var codes: [String] = [], international: [String] = [], regions: [String] = []
        var templates: [String] = [], numbers: [String] = []
        for key in keystrokes {
            formatter.input(key)
            let entry = formatter.entry
            codes.append(entry.callingCode.map(String.init) ?? "")
            international.append(String(entry.isInternational))
            regions.append(entry.region ?? "")
            templates.append(entry.template)
            numbers.append(entry.number?.formatted(.e164) ?? "")
        }
        return ([tsvSafe(keystrokes), region] + [codes, international, regions, templates, numbers].map {
            tsvSafe($0.joined(separator: "|")[...])
        }).joined(separator: "\t")
    }
}
