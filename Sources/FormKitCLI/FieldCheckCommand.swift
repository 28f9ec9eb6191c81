import ArgumentParser
import Foundation
import TextInput

/// `formkit field check`: judges texts as the prospective content of a field with input rules.
struct FieldCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Judge each text as a field's content: print 'ok' or 'rejected: <reason>'.",
        discussion: """
            Rules are checked in the order of the options below; the first that rejects a text \
            gives the reason, with a UTF-16 offset into the text. A decimal number may be \
            unfinished ('-', '1.', '2e-'), as while it is being typed. Reads one text per line \
            from standard input when none is given. Exits 0 when every text is ok, 1 otherwise.

            Examples:
              formkit field check --allowed aeiouAEIOU --max-length 6 aeiou aeb
              formkit field check --decimal --locale de_DE -- -1,5e3 1.5
              formkit field check --positive-integer --max-length 5 < quantities.txt
            """
    )

    @Option(help: "Only these characters are allowed.")
    var allowed: String?

    @Option(help: "None of these characters is allowed.")
    var disallowed: String?

    @Option(help: "At most this many characters (an emoji counts as one).")
    var maxLength: Int?

    @Flag(help: "A decimal number: sign at the start, one separator, optional exponent.")
    var decimal = false

    @Option(help: "The locale of --decimal numbers (default: en_US_POSIX, '.' as decimal point).")
    var locale: String?

    @Flag(help: "A positive whole number, digits only.")
    var positiveInteger = false

    @Argument(help: "Texts to judge. Standard input lines when none are given.")
    var texts: [String] = []

    func validate() throws {
        if let maxLength, maxLength < 0 { throw ValidationError("--max-length must be 0 or more.") }
        if locale != nil && !decimal { throw ValidationError("--locale applies to --decimal only.") }
    }

    func run() throws {
        let rule = try makeRule()
        var output = StandardOutput()
        var allPassed = true
        for text in InputLines(arguments: texts) {
            if let rejection = rule.rejection(of: text) {
                allPassed = false
                output.writeLine("rejected: \(rejection)")
            } else {
                output.writeLine("ok")
            }
        }
        output.flush()
        if !allPassed { throw ExitCode(1) }
    }

    private func makeRule() throws -> InputRule {
        var rules: [InputRule] = []
        if let allowed { rules.append(.allowedCharacters(allowed)) }
        if let disallowed { rules.append(.disallowedCharacters(disallowed)) }
        if let maxLength { rules.append(.maxLength(maxLength)) }
        if decimal { rules.append(.decimalNumber(locale: try resolvedLocale())) }
        if positiveInteger { rules.append(.positiveInteger) }
        return .all(rules)
    }

    /// The `--locale` as a known locale; `de-DE` and `de_de` are read as `de_DE`.
    private func resolvedLocale() throws -> Locale {
        guard let locale else { return Locale(identifier: "en_US_POSIX") }
        let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" })
        let candidates = [
            locale,
            parts.joined(separator: "_"),
            ([parts.first.map { $0.lowercased() } ?? ""] + parts.dropFirst().map { $0.uppercased() }).joined(separator: "_"),
        ]
        let known = Set(Locale.availableIdentifiers)
        guard let identifier = candidates.first(where: known.contains) else {
            throw exitReporting("unknown locale '\(locale)'.", code: 2)
        }
        return Locale(identifier: identifier)
    }
}
