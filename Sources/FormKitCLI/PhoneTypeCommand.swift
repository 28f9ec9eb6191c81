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

            With --strict, a keystroke after which no valid number of the allowed types can be \
            typed is refused: the text is printed unchanged. The types are --types, or with \
            --tsv a third column: KEYSTROKES<TAB>REGION<TAB>TYPES, TYPES comma-separated from \
            \(PhoneNumberTypeSet.names.joined(separator: ",")); empty means any type, and a \
            FIXED_LINE_OR_MOBILE number counts as both.

            Without --region (or a region column), no region is assumed: numbers start with '+'.

            Examples:
              formkit phone type --region US 6502530000
              formkit phone type --tsv < numbers.tsv
              formkit phone type --tsv --entry < keystrokes.tsv
              formkit phone type --strict --types mobile --region GB 07400123456
              formkit phone type --tsv --strict < keystrokes.tsv
            """
    )

    @Option(help: "The region the number is typed in (US, gb). Default: none.")
    var region: String?

    @Flag(help: "Read KEYSTROKES[<TAB>REGION] lines; print each line's outputs joined by '|'.")
    var tsv = false

    @Flag(help: "With --tsv: print what the field knows after each keystroke instead of its text.")
    var entry = false

    @Flag(help: "Refuse a keystroke after which no valid number of the allowed types can be typed.")
    var strict = false

    @Option(help: "With --strict: the allowed types, comma-separated (fixed_line,mobile,…). Default: any.")
    var types: String?

    @Argument(help: "Keystrokes. Standard input lines when none are given.")
    var keys: [String] = []

    func validate() throws {
        if entry && !tsv { throw ValidationError("--entry needs --tsv.") }
        if entry && strict { throw ValidationError("--entry and --strict cannot be used together.") }
        if types != nil && !strict { throw ValidationError("--types needs --strict.") }
        if let types, PhoneNumberTypeSet(names: types) == nil {
            throw ValidationError(
                "--types: unknown type; use any of \(PhoneNumberTypeSet.names.joined(separator: ",")).")
        }
    }

    /// The allowed types (validated).
    private var allowedTypes: PhoneNumberTypeSet {
        types.flatMap { PhoneNumberTypeSet(names: $0) } ?? .all
    }

    @OptionGroup var jobs: JobsOption

    @OptionGroup var metadata: MetadataOption

    func run() throws {
        try metadata.load()
        var output = StandardOutput()
        defer { output.flush() }
        if !tsv && !keys.isEmpty && strict {
            var typing = StrictTyping(region: region ?? "ZZ", types: allowedTypes)
            for scalar in keys.joined().unicodeScalars { output.writeLine(typing.input(scalar)) }
            return
        }
        if !tsv && !keys.isEmpty {
            var formatter = AsYouTypeFormatter(region: region ?? "ZZ")
            for key in keys.joined() { output.writeLine(formatter.input(key)) }
            return
        }
        if entry { output.writeLine(PhoneEntryReport.header) }
        let work = PhoneTypeWork(
            layout: entry ? .entry : tsv ? .tsv : .lines, defaultRegion: region ?? "ZZ",
            strictTypes: strict ? allowedTypes : nil)
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
    /// With `--strict`: the types of lines without their own.
    var strictTypes: PhoneNumberTypeSet? = nil

    func process(_ line: UnsafeRawBufferPointer, into output: inout ChunkOutput) {
        switch layout {
        case .tsv where strictTypes != nil:
            PhoneRows.appendStrictTypeRow(
                line: line, defaultRegion: defaultRegion, defaultTypes: strictTypes ?? .all, to: &output.bytes)
        case .lines where strictTypes != nil:
            var typing = StrictTyping(region: defaultRegion, types: strictTypes ?? .all)
            for scalar in String(decoding: line, as: UTF8.self).unicodeScalars {
                output.bytes.append(typing.input(scalar))
                output.bytes.appendNewline()
            }
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
