/// The numbering plan of one region or non-geographic calling code, decoded and compiled.
package struct RegionMetadata: Sendable {
    /// CLDR region code, or "001" for a non-geographic calling code.
    package var id: String
    package var countryCode: Int
    /// The IDD prefix pattern (e.g. `00` or `0(?:0|1[3-9]\d)`), as text and parsed.
    package var internationalPrefix: String?
    package var internationalPrefixPattern: DigitPattern?
    package var preferredInternationalPrefix: String?
    package var nationalPrefix: String?
    package var preferredExtensionPrefix: String?
    /// The pattern stripped from national input (trunk prefix, carrier codes), with a compiled filter.
    package var nationalPrefixForParsing: DigitPattern?
    package var nationalPrefixForParsingFilter: DigitAutomaton?
    package var nationalPrefixTransformRule: String?
    package var isMainCountryForCode: Bool
    package var sameMobileAndFixedLinePattern: Bool
    package var isMobileNumberPortable: Bool
    /// For regions sharing a calling code: the leading digits of the region's numbers.
    package var leadingDigits: DigitAutomaton?
    package var descriptions: [NumberDescription?]
    package var nationalFormats: [NumberFormatRule]
    package var internationalFormats: [NumberFormatRule]

    package func description(_ kind: NumberDescriptionKind) -> NumberDescription? {
        descriptions[kind.rawValue]
    }

    package var general: NumberDescription? { descriptions[NumberDescriptionKind.general.rawValue] }

    /// Whether the digits fully match the general pattern of the plan.
    package func matchesGeneralPattern(_ digits: [UInt8]) -> Bool {
        general?.matchesPattern(digits) ?? false
    }
}
