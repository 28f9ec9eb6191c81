import ArgumentParser
import PhoneNumbers
import PhoneRows

/// `formkit phone paste`: what a phone field shows after a text is pasted into it.
struct PhonePasteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paste",
        abstract: "Show a phone field after a text is pasted into it (a paste, an autofill).",
        discussion: """
            The text is read as libphonenumber's parse reads a whole text (labels, tel: URIs, \
            "(0)", the region's international prefix, a calling code without '+', extensions, \
            digits of any script, letters for digits). A valid number is shown as format_number \
            shows it, NATIONAL when written nationally and INTERNATIONAL otherwise, and the \
            field's country becomes the number's region; any other text is kept, its digits made ASCII.

            For each TEXT the form for people prints the field's text, then its country, E.164 and \
            extension when the number is valid, tab-separated.

            With --tsv, each input line is TEXT or TEXT<TAB>REGION (ZZ or none: no region), and \
            the output starts with the header \(headerInHelp(PhoneRows.pasteHeader)).

            Examples:
              formkit phone paste --region US "(650) 253-0000 ext. 12"
              formkit phone paste --region US "+44 (0)20 7946 0958"
              formkit phone paste --tsv < pastes.tsv
            """
    )

    @Option(help: "The field's region (US, gb). Default: none.")
    var region: String?

    @Flag(help: "Read TEXT[<TAB>REGION] lines; print the header and one row per line.")
    var tsv = false

    @Argument(help: "Texts to paste, each into an empty field. With --tsv: standard input lines when none are given.")
    var texts: [String] = []

    @OptionGroup var jobs: JobsOption
    @OptionGroup var metadata: MetadataOption

    func validate() throws {
        if !tsv && texts.isEmpty { throw ValidationError("give a TEXT to paste, or --tsv to read lines.") }
    }

    func run() throws {
        try metadata.load()
        var output = StandardOutput()
        defer { output.flush() }
        let defaultRegion = region.flatMap { $0.isEmpty ? nil : $0.uppercased() } ?? PhoneInput.noRegion
        if !tsv {
            for text in texts {
                let paste = PhonePaste(reading: text, region: defaultRegion == PhoneInput.noRegion ? nil : defaultRegion)
                var columns = [tsvSafe(paste.text)]
                if let number = paste.number {
                    columns += [paste.region ?? "", number.formatted(.e164), tsvSafe(number.extension ?? "")]
                }
                output.writeLine(columns.joined(separator: "\t"))
            }
            return
        }
        output.writeLine(PhoneRows.pasteHeader)
        _ = try jobs.runner.run(PhonePasteWork(defaultRegion: defaultRegion), arguments: texts, to: &output)
    }
}

/// The work of `phone paste --tsv` on one input line.
struct PhonePasteWork: LineWork {
    /// The region of lines without their own.
    var defaultRegion: String

    func process(_ line: UnsafeRawBufferPointer, into output: inout ChunkOutput) {
        PhoneRows.appendPasteRow(line: line, defaultRegion: defaultRegion, to: &output.bytes)
        output.bytes.appendNewline()
    }
}
