import ArgumentParser
import Foundation
import PhoneNumbers

/// `formkit phone pattern`: the seed's pattern formatter.
struct PhonePatternCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pattern",
        abstract: "Format phone numbers with a locale's patterns, choosing the most specific one.",
        discussion: """
            Patterns: # takes a digit, $ takes the rest, 0-9 + * must be typed as written, \
            anything else is inserted. Reads one number per line from standard input when \
            no number is given.

            Examples:
              formkit phone pattern --locale us 6502530000       # (650) 253-0000
              formkit phone pattern --locale en_GB --explain 01946755555
              formkit phone pattern --locale us < numbers.txt
            """
    )

    @Option(help: "A region code (us, GB, uk) or locale identifier (en_GB) with built-in patterns.")
    var locale: String?

    @Option(help: "A file of patterns, one per line, used instead of the built-in ones.")
    var formats: String?

    @Flag(help: "Print the matching pattern after a tab, or 'no match'.")
    var explain = false

    @Argument(help: "Phone numbers to format. Standard input lines when none are given.")
    var numbers: [String] = []

    func validate() throws {
        if locale == nil && formats == nil {
            throw ValidationError("Give --locale or --formats.")
        }
    }

    @OptionGroup var metadata: MetadataOption

    func run() throws {
        try metadata.load()
        let formatter = try makeFormatter()
        var output = StandardOutput()
        defer { output.flush() }
        for number in InputLines(arguments: numbers) {
            let match = formatter.bestMatch(for: number)
            var line = match?.formatted ?? PhonePad.strip(number)
            if explain {
                line += "\t" + (match.map(\.pattern.description) ?? "no match")
            }
            output.writeLine(line)
        }
    }

    private func makeFormatter() throws -> PatternFormatter {
        if let formats {
            let contents: String
            do {
                contents = try String(contentsOfFile: formats, encoding: .utf8)
            } catch {
                throw exitReporting("cannot read formats file '\(formats)'.", code: 2)
            }
            let patterns = contents.split(whereSeparator: \.isNewline).map { PhonePattern(String($0)) }
            return PatternFormatter(patterns: patterns)
        }
        let locale = locale ?? ""
        guard let formatter = PatternFormatter(region: locale) else {
            let known = PatternFormatter.builtInRegions.joined(separator: ", ")
            throw exitReporting("unknown locale '\(locale)'; built-in patterns exist for \(known).", code: 2)
        }
        return formatter
    }
}
