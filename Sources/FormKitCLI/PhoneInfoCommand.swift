import ArgumentParser
import Foundation
import PhoneNumbers
import PhoneRows

/// `formkit phone info`: everything FormKit knows about each number, for people or as TSV.
struct PhoneInfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Parse phone numbers and show validity, type, region and every format.",
        discussion: """
            Reads one number per line from standard input when no number is given. A line \
            may end with a tab and its own default region (ZZ for none); --region applies \
            to the other lines. Output streams: memory stays flat on any input length.

            With --tsv, the first line is the tab-separated header \
            \(headerInHelp(PhoneInfoReport.header)), \
            then one row per input; booleans are true or false. A number that cannot be parsed has \
            its error kind in the last column and the other result columns empty.

            --columns (with --tsv) prints only the named columns, in that order, with that \
            header. Beside the eleven above: possible_reason, original (in the format it was \
            typed), mobile_dialing (from the line's region; empty for ZZ), carrier_national \
            (national format with carrier code 15), area_code_length, ndc_length, \
            can_dial_internationally, is_alpha (of the input text) and truncated (E.164 of the \
            number cut to a valid one, when that changed it). On a parse error only input, \
            region, is_alpha and error are filled.

            --jobs N works on standard input in chunks on N threads (default: the number of \
            cores); the output is the same for every N.

            Exit status: 0, or 1 when an input could not be parsed (without --tsv).

            Examples:
              formkit phone info --region US "(650) 253-0000"
              formkit phone info "+44 20 7031 3000" "tel:+1-800-555-0199;ext=12"
              formkit phone info --tsv < numbers.tsv
              formkit phone info --tsv --jobs 1 < numbers.tsv
              formkit phone info --tsv --columns input,original,possible_reason
              formkit phone info --tsv --columns e164,truncated "+41 44 668 18 00 99"
            """
    )

    @OptionGroup var options: PhoneRegionOptions

    @Flag(help: "Print tab-separated values with a header line, one row per input.")
    var tsv = false

    @Option(help: ArgumentHelp(
        "With --tsv, print only these columns, in this order (comma-separated).", valueName: "names"))
    var columns: String?

    @OptionGroup var jobs: JobsOption

    func validate() throws {
        guard let columns else { return }
        guard tsv else { throw ValidationError("--columns needs --tsv.") }
        if case .failure(let unknown) = PhoneInfoColumn.parseList(columns) {
            throw ValidationError(
                "--columns: unknown column '\(unknown.name)'; valid names: \(PhoneInfoColumn.validNames).")
        }
    }

    @OptionGroup var metadata: MetadataOption

    func run() throws {
        try metadata.load()
        var layout = PhoneInfoWork.Layout.blocks
        if let columns, case .success(let selected) = PhoneInfoColumn.parseList(columns) {
            layout = .columns(selected)
        } else if tsv {
            layout = .tsv
        }
        var output = StandardOutput()
        switch layout {
        case .tsv: output.writeLine(PhoneInfoReport.header)
        case .columns(let selected): output.writeLine(selected.map(\.rawValue).joined(separator: "\t"))
        case .blocks: break
        }
        let work = PhoneInfoWork(layout: layout, defaultRegion: options.defaultRegion)
        let failures = try jobs.runner.run(work, arguments: options.numbers, to: &output)
        output.flush()
        if failures > 0 && !tsv {
            throw exitReporting("\(failures) input\(failures == 1 ? "" : "s") could not be parsed.", code: 1)
        }
    }
}

/// The work of `phone info` on one input line: a TSV row, the chosen columns, or a block for people.
struct PhoneInfoWork: LineWork {
    /// What each line becomes.
    enum Layout: Sendable {
        /// The eleven columns of ``PhoneInfoReport/header``.
        case tsv
        /// The chosen columns, in order.
        case columns([PhoneInfoColumn])
        /// A labelled block, with an empty line between blocks.
        case blocks
    }

    var layout: Layout
    /// The region of lines without their own (`ZZ` for none).
    var defaultRegion: String

    func process(_ line: UnsafeRawBufferPointer, into output: inout ChunkOutput) {
        switch layout {
        case .tsv:  // the whole row in PhoneRows, one call a line
            if !PhoneRows.appendInfoRow(line: line, defaultRegion: defaultRegion, to: &output.bytes) { output.fail() }
        case .columns(let columns):
            let cells = PhoneInfoCells(PhoneInput(bytes: line, defaultRegion: defaultRegion))
            for (index, column) in columns.enumerated() {
                if index > 0 { output.bytes.appendTab() }
                output.bytes.append(cells.value(column))
            }
        case .blocks:
            let input = PhoneInput(bytes: line, defaultRegion: defaultRegion)
            let result = input.parsed
            if case .failure = result { output.fail() }
            if !output.isFirstLineOfInput { output.bytes.appendNewline() }
            output.bytes.append(PhoneInfoReport.block(input, result))
            return  // a block ends in its own line feed
        }
        output.bytes.appendNewline()
    }
}

/// The rows and blocks `phone info` prints for each input.
enum PhoneInfoReport {
    /// The TSV header: the column names of `phone info --tsv`.
    static var header: String { PhoneRows.infoHeader }

    /// One TSV row as a `String`, without its line feed.
    static func tsvRow(_ input: PhoneInput, _ result: Result<PhoneNumber, PhoneNumberParseError>) -> String {
        var row: [UInt8] = []
        PhoneRows.appendInfoRow(input, result, to: &row)
        return String(decoding: row, as: UTF8.self)
    }

    /// A labelled, aligned block for people, ending in a newline.
    static func block(_ input: PhoneInput, _ result: Result<PhoneNumber, PhoneNumberParseError>) -> String {
        var lines = [("input", String(input.text)), ("default region", input.region)]
        switch result {
        case .success(let number):
            lines += [
                ("possible", yesNo(number.isPossible)),
                ("valid", yesNo(number.isValid)),
                ("region", number.region ?? "none"),
                ("type", number.type.rawValue),
                ("calling code", "+\(number.countryCode)"),
            ]
            if let ext = number.extension { lines.append(("extension", ext)) }
            lines += PhoneRows.infoFormats.map { (label(for: $0), number.formatted($0)) }
        case .failure(let error):
            lines.append(("error", error.report))
        }
        return alignedBlock(lines)
    }

    private static func label(for style: PhoneNumberFormat) -> String {
        switch style {
        case .e164: "E.164"
        case .international: "international"
        case .national: "national"
        case .rfc3966: "RFC 3966"
        }
    }
}

/// Yes or no, for people.
func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }

/// Labelled lines with their values in one column, each ending in a line feed.
///
///     alignedBlock([("input", "112"), ("emergency", "yes")])  // "input      112\nemergency  yes\n"
func alignedBlock(_ lines: [(String, String)]) -> String {
    let width = lines.map(\.0.count).max() ?? 0
    return lines.map { name, value in
        name + String(repeating: " ", count: width - name.count + 2) + value + "\n"
    }.joined()
}
