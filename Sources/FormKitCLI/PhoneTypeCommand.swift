import ArgumentParser
import PhoneNumbers

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

            Without --region (or a region column), no region is assumed: numbers start with '+'.

            Examples:
              formkit phone type --region US 6502530000
              formkit phone type --tsv < numbers.tsv
            """
    )

    @Option(help: "The region the number is typed in (US, gb). Default: none.")
    var region: String?

    @Flag(help: "Read KEYSTROKES[<TAB>REGION] lines; print each line's outputs joined by '|'.")
    var tsv = false

    @Argument(help: "Keystrokes. Standard input lines when none are given.")
    var keys: [String] = []

    func run() throws {
        var output = StandardOutput()
        defer { output.flush() }
        if tsv {
            for line in InputLines(arguments: keys) {
                let columns = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
                let keystrokes = columns.first ?? ""
                var formatter = AsYouTypeFormatter(region: columns.count > 1 ? String(columns[1]) : region ?? "ZZ")
                output.writeLine(keystrokes.map { formatter.input($0) }.joined(separator: "|"))
            }
        } else if !keys.isEmpty {
            var formatter = AsYouTypeFormatter(region: region ?? "ZZ")
            for key in keys.joined() { output.writeLine(formatter.input(key)) }
        } else {
            for line in InputLines(arguments: []) {
                var formatter = AsYouTypeFormatter(region: region ?? "ZZ")
                for key in line { output.writeLine(formatter.input(key)) }
                output.writeLine("")
            }
        }
    }
}
