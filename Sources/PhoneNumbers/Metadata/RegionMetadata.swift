import DigitPatterns

/// The numbering plan of one region or non-geographic calling code, decoded and compiled.
package final class RegionMetadata: Sendable {
    /// CLDR region code, or "001" for a non-geographic calling code.
    package let id: String
    package let countryCode: Int
    /// The IDD prefix pattern (e.g. `00` or `0(?:0|1[3-9]\d)`), as text and parsed.
    package let internationalPrefix: String?
    package let internationalPrefixPattern: DigitPattern?
    /// The IDD pattern compiled: a quick test before the exact (capturing) match.
    package let internationalPrefixFilter: DigitAutomaton?
    package let preferredInternationalPrefix: String?
    package let nationalPrefix: String?
    package let preferredExtensionPrefix: String?
    /// The pattern stripped from national input (trunk prefix, carrier codes), with a compiled filter.
    package let nationalPrefixForParsing: DigitPattern?
    package let nationalPrefixForParsingFilter: DigitAutomaton?
    package let nationalPrefixTransformRule: String?
    /// The number of capturing groups of the prefix-for-parsing and IDD patterns (matching needs them).
    package let nationalPrefixForParsingGroupCount: Int
    /// The length of every match of the prefix-for-parsing pattern when it has one length and no groups
    /// (a plain prefix such as `0`, most plans): then its filter alone finds the match.
    package let nationalPrefixForParsingFixedLength: Int?
    package let internationalPrefixGroupCount: Int
    package let isMainCountryForCode: Bool
    package let sameMobileAndFixedLinePattern: Bool
    package let isMobileNumberPortable: Bool
    /// For regions sharing a calling code: the leading digits of the region's numbers.
    package let leadingDigits: DigitAutomaton?
    package let descriptions: [NumberDescription?]
    package let nationalFormats: [NumberFormatRule]
    package let internationalFormats: [NumberFormatRule]

    package init(
        id: String,
        countryCode: Int,
        internationalPrefix: String?,
        internationalPrefixPattern: DigitPattern?,
        internationalPrefixFilter: DigitAutomaton?,
        preferredInternationalPrefix: String?,
        nationalPrefix: String?,
        preferredExtensionPrefix: String?,
        nationalPrefixForParsing: DigitPattern?,
        nationalPrefixForParsingFilter: DigitAutomaton?,
        nationalPrefixTransformRule: String?,
        isMainCountryForCode: Bool,
        sameMobileAndFixedLinePattern: Bool,
        isMobileNumberPortable: Bool,
        leadingDigits: DigitAutomaton?,
        descriptions: [NumberDescription?],
        nationalFormats: [NumberFormatRule],
        internationalFormats: [NumberFormatRule]
    ) {
        self.id = id
        self.countryCode = countryCode
        self.internationalPrefix = internationalPrefix
        self.internationalPrefixPattern = internationalPrefixPattern
        self.internationalPrefixFilter = internationalPrefixFilter
        self.preferredInternationalPrefix = preferredInternationalPrefix
        self.nationalPrefix = nationalPrefix
        self.preferredExtensionPrefix = preferredExtensionPrefix
        self.nationalPrefixForParsing = nationalPrefixForParsing
        self.nationalPrefixForParsingFilter = nationalPrefixForParsingFilter
        self.nationalPrefixTransformRule = nationalPrefixTransformRule
        self.nationalPrefixForParsingGroupCount = nationalPrefixForParsing?.captureCount ?? 0
        self.nationalPrefixForParsingFixedLength = nationalPrefixForParsingGroupCount == 0
            ? nationalPrefixForParsing?.fixedLength : nil
        self.internationalPrefixGroupCount = internationalPrefixPattern?.captureCount ?? 0
        self.isMainCountryForCode = isMainCountryForCode
        self.sameMobileAndFixedLinePattern = sameMobileAndFixedLinePattern
        self.isMobileNumberPortable = isMobileNumberPortable
        self.leadingDigits = leadingDigits
        self.descriptions = descriptions
        self.nationalFormats = nationalFormats
        self.internationalFormats = internationalFormats
    }

    package func description(_ kind: NumberDescriptionKind) -> NumberDescription? {
        descriptions[kind.rawValue]
    }

    package var general: NumberDescription? { descriptions[NumberDescriptionKind.general.rawValue] }

    /// Whether the digits fully match the general pattern of the plan.
    package func matchesGeneralPattern(_ digits: [UInt8]) -> Bool {
        general?.matchesPattern(digits) ?? false
    }
}
