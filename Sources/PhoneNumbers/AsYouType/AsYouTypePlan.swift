import DigitPatterns
import StandardLibrarySubstitutes


/// What the as-you-type formatter needs from one numbering plan, prepared once: each format's
/// eligibility, leading-digit automata and digit template.
final class AsYouTypePlan: Sendable {
    /// One format rule prepared for typing (a class: formats are shared, never copied field by field).
    final class Format: Sendable {
        /// The rule: its pattern, automaton and output template.
        let rule: NumberFormatRule
        /// Equal patterns share an id: a template is kept while the pattern stays the same.
        let patternID: Int
        /// Whether the output template is only group references and punctuation.
        let isEligible: Bool
        /// Whether the national prefix rule is absent or writes the first group only (`\1`, `(\1)`).
        let prefixRuleHasFirstGroupOnly: Bool
        /// Whether the national prefix rule puts a space or hyphen after the prefix; nil without a rule.
        let prefixRuleHasSeparator: Bool?
        /// The leading-digit automata, from the least specific to the most.
        let leadingDigits: [DigitAutomaton]
        /// The layout of the longest number the pattern takes in UTF-8, digits as `placeholder`; nil when none.
        let template: [UInt8]?
        /// How many digits the template holds.
        let templateDigits: Int

        init(
            rule: NumberFormatRule, patternID: Int, isEligible: Bool, prefixRuleHasFirstGroupOnly: Bool,
            prefixRuleHasSeparator: Bool?, leadingDigits: [DigitAutomaton], template: [UInt8]?,
            templateDigits: Int
        ) {
            self.rule = rule
            self.patternID = patternID
            self.isEligible = isEligible
            self.prefixRuleHasFirstGroupOnly = prefixRuleHasFirstGroupOnly
            self.prefixRuleHasSeparator = prefixRuleHasSeparator
            self.leadingDigits = leadingDigits
            self.template = template
            self.templateDigits = templateDigits
        }
    }

    /// The calling code, nil for the empty plan of an unknown region.
    let countryCode: Int?
    /// The region the plan belongs to ("001" for non-geographic codes, "ZZ" for none).
    let region: String
    /// The IDD prefix; nil when the plan has none (then an empty prefix matches, as in phonenumbers).
    let internationalPrefix: DigitPattern?
    let nationalPrefixForParsing: DigitPattern?
    /// The capturing groups of the two patterns, counted once (a match needs the count, and counting
    /// walks the pattern).
    let internationalPrefixGroupCount: Int
    let nationalPrefixForParsingGroupCount: Int
    let nationalFormats: [Format]
    let internationalFormats: [Format]

    /// The byte that stands for a digit still to come in templates (phonenumbers uses U+2008;
    /// templates are UTF-8 here, and no format holds a NUL).
    static let placeholder: UInt8 = 0

    init(_ metadata: RegionMetadata) {
        countryCode = metadata.countryCode
        region = metadata.id
        internationalPrefix = metadata.internationalPrefix == nil ? nil : (metadata.internationalPrefixPattern ?? .digits(.none))
        nationalPrefixForParsing = metadata.nationalPrefixForParsing
        internationalPrefixGroupCount = metadata.internationalPrefixGroupCount
        nationalPrefixForParsingGroupCount = metadata.nationalPrefixForParsingGroupCount
        // Equal grouping patterns share an id, numbered in order of first use (a region has tens of formats).
        var patterns: [DigitPattern] = []
        func prepare(_ rules: [NumberFormatRule]) -> [Format] {
            rules.map { rule in
                let pattern = rule.pattern
                let id = patterns.firstIndex(of: pattern) ?? patterns.count
                if id == patterns.count { patterns.append(pattern) }
                return Self.prepare(rule, patternID: id)
            }
        }
        nationalFormats = prepare(metadata.nationalFormats)
        internationalFormats = prepare(metadata.internationalFormats)
    }

    /// The plan of an unknown region: no formats, and an IDD prefix that never matches.
    init() {
        countryCode = nil
        region = "ZZ"
        internationalPrefix = .digits(.none)
        nationalPrefixForParsing = nil
        internationalPrefixGroupCount = 0
        nationalPrefixForParsingGroupCount = 0
        nationalFormats = []
        internationalFormats = []
    }

    private static func prepare(_ rule: NumberFormatRule, patternID: Int) -> Format {
        let prefixRule = rule.nationalPrefixFormattingRule
        let nines = [UInt8](repeating: 9, count: 15)
        var template: [UInt8]?
        var templateDigits = 0
        // The pattern is parsed once here (``NumberFormatRule/pattern`` parses it on each request).
        let pattern = rule.pattern
        // The longest number of nines the pattern takes, searching from each start like `re.search`.
        for start in 0...nines.count {
            guard let match = pattern.firstMatch(in: nines, from: start) else { continue }
            let number = Array(nines[start..<match.end])
            templateDigits = number.count
            let laidOut = NumberGrouping.substitute(pattern, template: rule.format, in: number)
            template = laidOut.utf8.map { $0 == UInt8(ascii: "9") ? placeholder : $0 }
            break
        }
        return Format(
            rule: rule,
            patternID: patternID,
            isEligible: isEligible(rule.format),
            prefixRuleHasFirstGroupOnly: prefixRule.map { ["\\1", "(\\1)", "(\\1", "\\1)"].containsUTF8($0) } ?? true,
            prefixRuleHasSeparator: prefixRule.map { $0.utf8.contains(UInt8(ascii: " ")) || $0.utf8.contains(UInt8(ascii: "-")) },
            leadingDigits: rule.leadingDigitsAutomata,
            template: template,
            templateDigits: templateDigits
        )
    }

    /// Whether a format template is punctuation around `\1`, then more `\N` references and punctuation.
    static func isEligible(_ format: String) -> Bool {
        var scalars = format.unicodeScalars[...]
        func skipPunctuation() {
            while let scalar = scalars.first, CharacterClasses.isValidPunctuationForSeparator(scalar) {
                scalars.removeFirst()
            }
        }
        skipPunctuation()
        guard scalars.starts(with: "\\1".unicodeScalars) else { return false }
        scalars.removeFirst(2)
        skipPunctuation()
        while scalars.first == "\\" {
            scalars.removeFirst()
            guard let digit = scalars.first, CharacterClasses.isDecimalDigit(digit) else { return false }
            scalars.removeFirst()
            skipPunctuation()
        }
        return scalars.isEmpty
    }
}

/// Plans by region, prepared on first use; thread-safe. A plan asked for by an upper-case region
/// code or by calling code is found without a lock (``FirstUseTable``). Any other text asked for as a
/// region is looked up again each time: caching by arbitrary text would let callers grow the cache
/// without bound.
final class AsYouTypePlans: Sendable {
    /// The plans of the plans in use now (``PlanSource``).
    static var shared: AsYouTypePlans { MetadataStore.shared.asYouTypePlans }
    /// Plans of main regions, by the region's slot (26 × 26, see ``regionSlot(_:)``).
    private let byRegion = FirstUseTable<AsYouTypePlan>(count: 26 * 26)
    /// Plans by calling code.
    private let byCallingCode = FirstUseTable<AsYouTypePlan>(count: 1000)
    /// Plans by the region code as asked for, when it is two upper-case ASCII letters (formatters are
    /// made for the same few codes again and again).
    private let byAskedRegion = FirstUseTable<AsYouTypePlan>(count: 26 * 26)
    /// The plan for unknown regions.
    let empty = AsYouTypePlan()

    /// The slot of a region code of two upper-case ASCII letters; nil for any other text.
    private static func regionSlot(_ region: String) -> Int? {
        var bytes = region.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next(), bytes.next() == nil,
            (0x41...0x5A).contains(first), (0x41...0x5A).contains(second)
        else { return nil }
        return Int(first &- 0x41) * 26 + Int(second &- 0x41)
    }

    /// The plan of the main region of `region`'s calling code (`_get_metadata_for_region`).
    func plan(forRegion region: String) -> AsYouTypePlan {
        if let slot = Self.regionSlot(region) {
            return byAskedRegion.value(at: slot) { findPlan(forRegion: region) } ?? empty
        }
        return findPlan(forRegion: region)
    }

    private func findPlan(forRegion region: String) -> AsYouTypePlan {
        let store = MetadataStore.shared
        guard let code = store.isSupported(region: region) ? store.metadata(forRegion: region)?.countryCode : nil,
            let main = store.mainRegion(forCallingCode: code), !main.utf8Equals("001"), let slot = Self.regionSlot(main)
        else { return empty }
        return byRegion.value(at: slot) { store.metadata(forRegion: main).map(AsYouTypePlan.init) ?? empty } ?? empty
    }

    /// The plan of the main region of a calling code, or of a non-geographic calling code such as 800.
    func plan(forCallingCode code: Int) -> AsYouTypePlan {
        guard code >= 0, code < byCallingCode.count else { return empty }
        return byCallingCode.value(at: code) {
            let store = MetadataStore.shared
            guard let main = store.mainRegion(forCallingCode: code) else { return empty }
            let metadata = main.utf8Equals("001") ? store.metadata(forNonGeographicCallingCode: code) : store.metadata(forRegion: main)
            return metadata.map(AsYouTypePlan.init) ?? empty
        } ?? empty
    }
}
