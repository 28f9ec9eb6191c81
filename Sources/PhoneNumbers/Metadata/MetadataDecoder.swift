import DigitPatterns
import PhoneNumberMetadata

extension RegionMetadata {
    /// Decodes one record written by Tools/metadata/generate.py and compiles its patterns.
    ///
    /// Fields are separated by `;`, sub-fields by `/`, lists by `@` and formats by `!`. The last field
    /// is the base of the record's own pattern references (``PatternReference``).
    /// - Complexity: linear in the record, plus compiling its patterns.
    convenience init?(record: String) {
        let fields = record.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 27, let code = Int(fields[1]) else { return nil }
        let base = Int(fields[26]) ?? 0
        func automaton(_ reference: Substring) -> DigitAutomaton? { AutomatonTables.automaton(at: reference, base: base) }
        func text(_ index: Int) -> String? { fields[index].isEmpty ? nil : String(fields[index]) }
        func pattern(_ index: Int) -> DigitPattern? { text(index).flatMap { try? DigitPattern(parsing: $0) } }
        let prefixForParsing = pattern(6)
        let flags = fields[8]
        self.init(
            id: String(fields[0]), countryCode: code, internationalPrefix: text(2),
            internationalPrefixPattern: pattern(2), internationalPrefixFilter: automaton(fields[25]), preferredInternationalPrefix: text(3), nationalPrefix: text(4),
            preferredExtensionPrefix: text(5), nationalPrefixForParsing: prefixForParsing,
            nationalPrefixForParsingFilter: automaton(fields[24]),
            nationalPrefixTransformRule: text(7), isMainCountryForCode: flags.contains("m"),
            sameMobileAndFixedLinePattern: flags.contains("s"), isMobileNumberPortable: flags.contains("p"),
            leadingDigits: automaton(fields[9]),
            descriptions: (10..<22).map { Self.decodeDescription(fields[$0], base: base) },
            nationalFormats: Self.decodeFormats(fields[22], base: base),
            internationalFormats: Self.decodeFormats(fields[23], base: base))
    }

    private static func decodeDescription(_ field: Substring, base: Int) -> NumberDescription? {
        guard !field.isEmpty else { return nil }
        let parts = field.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        func lengths(_ part: Substring) -> LengthSet { LengthSet(part.split(separator: ",").compactMap { Int($0) }) }
        let automaton = AutomatonTables.automaton(at: parts[0], base: base)
        return NumberDescription(
            automaton: automaton, possibleLengths: lengths(parts[1]), localOnlyLengths: lengths(parts[2]),
            exampleNumber: parts[3].isEmpty ? nil : String(parts[3]))
    }

    /// The formats of a record's format field, its own pattern references relative to `base` (alternate
    /// formats have none).
    ///
    /// A format is `format/leading digits/national prefix rule/optional/carrier code rule/grouping`: the
    /// last is the grouping pattern's number, which names its automaton and its text
    /// (``PhoneMetadataRecords/groupingPattern(at:)``). A format whose number names no grouping pattern is
    /// left out.
    static func decodeFormats(_ field: Substring, base: Int = 0) -> [NumberFormatRule] {
        field.split(separator: "!").compactMap { item -> NumberFormatRule? in
            let parts = item.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 6, let grouping = PatternReference.index(of: parts[5], base: base),
                  (0..<PhoneMetadataRecords.groupingPatternCount).contains(grouping),
                  let automaton = AutomatonTables.automaton(at: parts[5], base: base)
            else { return nil }
            let leading = parts[1].split(separator: "@")
            return NumberFormatRule(
                groupingPattern: grouping, automaton: automaton, format: String(parts[0]),
                leadingDigitsReferences: parts[1], referenceBase: base,
                leadingDigits: leading.last.flatMap { AutomatonTables.automaton(at: $0, base: base) },
                nationalPrefixFormattingRule: parts[2].isEmpty ? nil : String(parts[2]),
                nationalPrefixOptionalWhenFormatting: parts[3] == "1",
                carrierCodeFormattingRule: parts[4].isEmpty ? nil : String(parts[4]))
        }
    }
}
