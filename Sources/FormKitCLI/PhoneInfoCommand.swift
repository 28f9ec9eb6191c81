import ArgumentParser
import Foundation
import PhoneNumbers

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
            \(PhoneInfoReport.header.replacingOccurrences(of: "\t", with: " ")), \
            then one row per input; booleans are true or false. A number that cannot be parsed has \
            its error kind in the last column and the other result columns empty.

            --columns (with --tsv) prints only the named columns, in that order, with that \
            header. Beside the eleven above: possible_reason, original (in the format it was \
            typed), mobile_dialing (from the line's region; empty for ZZ), carrier_national \
            (national format with carrier code 15), area_code_length, ndc_length, \
            can_dial_internationally, is_alpha (of the input text) and truncated (E.164 of the \
            number cut to a valid one, when that changed it). On a parse error only input, \
            region, is_alpha and error are filled.

            Exit status: 0, or 1 when an input could not be parsed (without --tsv).

            Examples:
              formkit phone info --region US "(650) 253-0000"
              formkit phone info "+44 20 7031 3000" "tel:+1-800-555-0199;ext=12"
              formkit phone info --tsv < numbers.tsv
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

    func validate() throws {
        guard let columns else { return }
        guard tsv else { throw ValidationError("--columns needs --tsv.") }
        if case .failure(let unknown) = PhoneInfoColumn.parseList(columns) {
            throw ValidationError(
                "--columns: unknown column '\(unknown.name)'; valid names: \(PhoneInfoColumn.validNames).")
        }
    }

    func run() throws {
        var output = StandardOutput()
        let interactive = isatty(STDOUT_FILENO) != 0  // a person is watching: show each answer at once
        if let columns, case .success(let selected) = PhoneInfoColumn.parseList(columns) {
            PhoneInfoReport.write(options.inputs, columns: selected, to: &output) { output in
                if interactive { output.flush() }
            }
            output.flush()
            return
        }
        let failures = PhoneInfoReport.write(options.inputs, tsv: tsv, to: &output) { output in
            if interactive { output.flush() }
        }
        output.flush()
        if failures > 0 && !tsv {
            throw exitReporting("\(failures) input\(failures == 1 ? "" : "s") could not be parsed.", code: 1)
        }
    }
}

/// The rows and blocks `phone info` prints for each input.
enum PhoneInfoReport {
    /// The TSV header: the column names of `phone info --tsv`.
    static let header = [
        "input", "region", "possible", "valid", "number_region", "type",
        "e164", "international", "national", "rfc3966", "error",
    ].joined(separator: "\t")

    /// The formats of the TSV columns, in column order.
    static let columnFormats: [PhoneNumberFormat] = [.e164, .international, .national, .rfc3966]

    /// Writes the report for every input, calling `afterEach` after each one, and returns how many
    /// could not be parsed.
    static func write<Output: TextOutputStream>(
        _ inputs: some Sequence<PhoneInput>, tsv: Bool, to output: inout Output,
        afterEach: (inout Output) -> Void = { _ in }
    ) -> Int {
        var failures = 0
        if tsv { output.write(header + "\n") }
        for (index, input) in inputs.enumerated() {
            let result = input.parsed
            if case .failure = result { failures += 1 }
            if tsv {
                output.write(tsvRow(input, result) + "\n")
            } else {
                output.write((index == 0 ? "" : "\n") + block(input, result))
            }
            afterEach(&output)
        }
        return failures
    }

    /// Writes the header of the chosen columns, then their values for every input.
    static func write<Output: TextOutputStream>(
        _ inputs: some Sequence<PhoneInput>, columns: [PhoneInfoColumn], to output: inout Output,
        afterEach: (inout Output) -> Void = { _ in }
    ) {
        output.write(columns.map(\.rawValue).joined(separator: "\t") + "\n")
        for input in inputs {
            let cells = PhoneInfoCells(input)
            output.write(columns.map(cells.value).joined(separator: "\t") + "\n")
            afterEach(&output)
        }
    }

    /// One TSV row: the input, its region, then the oracle's columns or the error kind.
    static func tsvRow(_ input: PhoneInput, _ result: Result<PhoneNumber, PhoneNumberParseError>) -> String {
        var columns: [String] = [tsvSafe(input.text), input.region]
        switch result {
        case .success(let number):
            columns += [String(number.isPossible), String(number.isValid), number.region ?? "", number.type.rawValue]
            columns += columnFormats.map { number.formatted($0) }
            columns.append("")
        case .failure(let error):
            columns += Array(repeating: "", count: 8)
            columns.append(error.kind.rawValue)
        }
        return columns.joined(separator: "\t")
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
            lines += columnFormats.map { (label(for: $0), number.formatted($0)) }
        case .failure(let error):
            lines.append(("error", error.report))
        }
        let width = lines.map(\.0.count).max() ?? 0
        return lines.map { name, value in
            name + String(repeating: " ", count: width - name.count + 2) + value + "\n"
        }.joined()
    }

    private static func label(for style: PhoneNumberFormat) -> String {
        switch style {
        case .e164: "E.164"
        case .international: "international"
        case .national: "national"
        case .rfc3966: "RFC 3966"
        }
    }

    private static func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }

    /// The input with tabs, carriage returns and line feeds turned into spaces, so a row stays one row.
    static func tsvSafe(_ text: Substring) -> String {
        let separators: Set<Unicode.Scalar> = ["\t", "\n", "\r"]
        guard text.unicodeScalars.contains(where: separators.contains) else { return String(text) }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.map { separators.contains($0) ? " " : $0 })
        return String(scalars)
    }
}
