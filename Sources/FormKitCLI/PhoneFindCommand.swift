import ArgumentParser
import Foundation
import PhoneNumbers

/// `formkit phone find`: the phone numbers written in free text.
struct PhoneFindCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "find",
        abstract: "Find the phone numbers written in text, as libphonenumber's PhoneNumberMatcher does.",
        discussion: """
            Prints one line per number found: the text as written, a tab, and the number in E.164. \
            Reads one text per line from standard input when no text is given.

            With --tsv, each input line is TEXT, a tab, a region (ZZ for none) and optionally a tab and \
            a leniency. The first output line is the header \
            \(PhoneFindReport.header.replacingOccurrences(of: "\t", with: " ")), then one row per input \
            line, in order, as it is read. The matches column holds START-END=E164 for each number, \
            joined by |, where START and END count Unicode scalars from the start of the text.

            Leniencies: possible (a possible length), valid (valid, not glued to letters; the default), \
            strict-grouping (grouped as the region writes numbers), exact-grouping (grouped exactly as \
            the region formats them, or one block).

            Exit status: 0; 1 when a --tsv line names an unknown leniency (its row is still written, empty).

            Examples:
              formkit phone find --region US "Call 650-253-0000 or +44 20 7031 3000 today."
              formkit phone find --region GB --leniency exact-grouping "Tel. 020 7031 3000"
              formkit phone find --tsv < messages.tsv
            """
    )

    @Option(help: ArgumentHelp(
        "Default region for numbers written without +CC, such as US or GB; ZZ for none.", valueName: "region"))
    var region: String = PhoneRegionOptions.noRegion

    @Option(help: ArgumentHelp(
        "How sure a match must be: possible, valid, strict-grouping or exact-grouping.", valueName: "leniency"))
    var leniency: PhoneFindReport.LeniencyName = .valid

    @Flag(help: "Read TEXT<TAB>REGION[<TAB>LENIENCY] lines from standard input and print a TSV row for each.")
    var tsv = false

    @Argument(help: "Texts to search. Standard input lines when none are given.")
    var texts: [String] = []

    func validate() throws {
        try PhoneRegionOptions.validateRegion(region.uppercased(), option: "--region", allowingNone: true)
        if tsv && !texts.isEmpty { throw ValidationError("--tsv reads standard input; give no texts.") }
    }

    func run() throws {
        var output = StandardOutput()
        let interactive = isatty(STDOUT_FILENO) != 0
        let defaultRegion = region.uppercased()
        var failures = 0
        if tsv {
            output.writeLine(PhoneFindReport.header)
            var lineNumber = 0
            for line in InputLines(arguments: []) {
                lineNumber += 1
                switch PhoneFindReport.tsvRow(line, defaultLeniency: leniency) {
                case .success(let row):
                    output.writeLine(row)
                case .failure(let error):
                    failures += 1
                    output.flush()
                    FileHandle.standardError.write(Data("formkit: error: line \(lineNumber): \(error)\n".utf8))
                    output.writeLine(error.row)
                }
                output.flush()
            }
        } else {
            for text in InputLines(arguments: texts) {
                let matches = PhoneNumber.matches(
                    in: text, defaultRegion: defaultRegion == PhoneRegionOptions.noRegion ? nil : defaultRegion,
                    leniency: leniency.leniency)
                for match in matches {
                    output.writeLine(PhoneFindReport.tsvSafe(match.rawString[...]) + "\t" + match.number.formatted(.e164))
                }
                if interactive { output.flush() }
            }
        }
        output.flush()
        if failures > 0 {
            throw ExitCode(1)
        }
    }
}
