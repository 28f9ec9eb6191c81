import DigitPatterns
import PhonePlanBundle
import StandardLibrarySubstitutes

extension RegionMetadata {
    /// The plan of a bundle's record, its patterns matched in the store's graph.
    /// - Complexity: linear in the record, plus parsing its two prefix patterns the first time a plan
    ///   names them.
    convenience init(record: PlanRecord, store: MetadataStore) {
        func automaton(_ pattern: Int?) -> DigitAutomaton? { pattern.flatMap(store.graph.automaton(pattern:)) }
        func parsed(_ text: String?) -> DigitPattern? { text.flatMap { text in
            store.prefixPatterns.value(hash: InterningHash.of(text), matching: { $0.text.utf8Equals(text) }) {
                ParsedPrefixPattern(text: text)
            }.pattern
        } }
        self.init(
            id: record.id, countryCode: record.callingCode, internationalPrefix: record.internationalPrefix,
            internationalPrefixPattern: parsed(record.internationalPrefix),
            internationalPrefixFilter: automaton(record.internationalPrefixFilter),
            preferredInternationalPrefix: record.preferredInternationalPrefix, nationalPrefix: record.nationalPrefix,
            preferredExtensionPrefix: record.preferredExtensionPrefix,
            nationalPrefixForParsing: parsed(record.nationalPrefixForParsing),
            nationalPrefixForParsingFilter: automaton(record.nationalPrefixForParsingFilter),
            nationalPrefixTransformRule: record.nationalPrefixTransformRule,
            isMainCountryForCode: record.isMainCountryForCode,
            sameMobileAndFixedLinePattern: record.sameMobileAndFixedLinePattern,
            isMobileNumberPortable: record.isMobileNumberPortable, leadingDigits: automaton(record.leadingDigits),
            descriptions: record.descriptions.map { $0.map { NumberDescription(record: $0, graph: store.graph) } },
            nationalFormats: record.nationalFormats.map { NumberFormatRule(record: $0, store: store) },
            internationalFormats: record.internationalFormats.map { NumberFormatRule(record: $0, store: store) })
    }
}

extension NumberDescription {
    /// A bundle's number description, its pattern matched in `graph`.
    init(record: NumberDescriptionRecord, graph: PlanGraph) {
        self.init(
            automaton: record.pattern.flatMap(graph.automaton(pattern:)),
            possibleLengths: LengthSet(lengthBits: record.possibleLengths),
            localOnlyLengths: LengthSet(lengthBits: record.localOnlyLengths))
    }
}

extension NumberFormatRule {
    /// A bundle's format, its patterns matched in the store's graph.
    convenience init(record: FormatRecord, store: MetadataStore) {
        self.init(
            // The reader checked the grouping pattern is one of the graph's.
            graph: store.graph, groupingPattern: record.groupingPattern, format: record.format,
            leadingDigits: record.leadingDigits.compactMap(store.graph.automaton(pattern:)),
            nationalPrefixFormattingRule: record.nationalPrefixFormattingRule,
            nationalPrefixOptionalWhenFormatting: record.nationalPrefixOptionalWhenFormatting,
            carrierCodeFormattingRule: record.carrierCodeFormattingRule, sharing: { rule, carrier in
                store.prefixRules.value(
                    hash: InterningHash.of(rule, carrier), matching: { $0.holds(rule, carrier) }
                ) { PrefixRules(rule, carrier) }
            })
    }
}
