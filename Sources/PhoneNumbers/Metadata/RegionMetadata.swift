import DigitPatterns

/// The numbering plan of one region or non-geographic calling code, decoded and compiled.
///
/// The stored properties are ordered and sized so that a plan takes 204 bytes where it took 256: the
/// small numbers and flags fill the bytes after each optional automaton.
package final class RegionMetadata: Sendable {
    /// CLDR region code, or "001" for a non-geographic calling code.
    package let id: String
    /// The IDD prefix pattern (e.g. `00` or `0(?:0|1[3-9]\d)`), as text and parsed.
    package let internationalPrefix: String?
    package let preferredInternationalPrefix: String?
    package let nationalPrefix: String?
    package let preferredExtensionPrefix: String?
    package let nationalPrefixTransformRule: String?
    package let internationalPrefixPattern: DigitPattern?
    /// The pattern stripped from national input (trunk prefix, carrier codes), with a compiled filter.
    package let nationalPrefixForParsing: DigitPattern?
    /// The descriptions the plan has, in ``NumberDescriptionKind`` order, with no slot for the others
    /// (a plan of 9.0.43 has 5.6 of the 12 on average).
    private let presentDescriptions: [NumberDescription]
    package let nationalFormats: [NumberFormatRule]
    package let internationalFormats: [NumberFormatRule]
    /// The IDD pattern compiled: a quick test before the exact (capturing) match.
    package let internationalPrefixFilter: DigitAutomaton?
    /// Bit `kind.rawValue` set when the plan has that description.
    private let presentDescriptionBits: UInt16
    private let storedCountryCode: UInt16
    package let nationalPrefixForParsingFilter: DigitAutomaton?
    private let storedNationalPrefixForParsingGroupCount: UInt8
    private let storedInternationalPrefixGroupCount: UInt8
    /// ``nationalPrefixForParsingFixedLength``, -1 for nil.
    private let storedNationalPrefixForParsingFixedLength: Int8
    package let isMainCountryForCode: Bool
    package let sameMobileAndFixedLinePattern: Bool
    package let isMobileNumberPortable: Bool
    /// For regions sharing a calling code: the leading digits of the region's numbers.
    package let leadingDigits: DigitAutomaton?

    package var countryCode: Int { Int(storedCountryCode) }
    /// The number of capturing groups of the prefix-for-parsing and IDD patterns (matching needs them).
    package var nationalPrefixForParsingGroupCount: Int { Int(storedNationalPrefixForParsingGroupCount) }
    /// The length of every match of the prefix-for-parsing pattern when it has one length and no groups
    /// (a plain prefix such as `0`, most plans): then its filter alone finds the match.
    package var nationalPrefixForParsingFixedLength: Int? {
        storedNationalPrefixForParsingFixedLength < 0 ? nil : Int(storedNationalPrefixForParsingFixedLength)
    }
    package var internationalPrefixGroupCount: Int { Int(storedInternationalPrefixGroupCount) }
    /// The number descriptions (``NumberDescriptionKind`` order); nil where the plan has none.
    package var descriptions: [NumberDescription?] {
        NumberDescriptionKind.allCases.map(description)
    }

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
        self.internationalPrefix = internationalPrefix
        self.preferredInternationalPrefix = preferredInternationalPrefix
        self.nationalPrefix = nationalPrefix
        self.preferredExtensionPrefix = preferredExtensionPrefix
        self.nationalPrefixTransformRule = nationalPrefixTransformRule
        self.internationalPrefixPattern = internationalPrefixPattern
        self.nationalPrefixForParsing = nationalPrefixForParsing
        let kinds = min(descriptions.count, 16)
        var bits: UInt16 = 0
        for index in 0..<kinds where descriptions[index] != nil { bits |= 1 << UInt16(index) }
        var present: [NumberDescription] = []
        present.reserveCapacity(bits.nonzeroBitCount)  // no room to spare: there are hundreds of plans
        for index in 0..<kinds { if let description = descriptions[index] { present.append(description) } }
        self.presentDescriptions = present
        self.nationalFormats = nationalFormats
        self.internationalFormats = internationalFormats
        self.internationalPrefixFilter = internationalPrefixFilter
        self.presentDescriptionBits = bits
        self.storedCountryCode = UInt16(clamping: countryCode)  // calling codes have at most three digits
        self.nationalPrefixForParsingFilter = nationalPrefixForParsingFilter
        let prefixGroups = nationalPrefixForParsing?.captureCount ?? 0
        self.storedNationalPrefixForParsingGroupCount = UInt8(clamping: prefixGroups)
        self.storedInternationalPrefixGroupCount = UInt8(clamping: internationalPrefixPattern?.captureCount ?? 0)
        let fixedLength = prefixGroups == 0 ? nationalPrefixForParsing?.fixedLength : nil
        self.storedNationalPrefixForParsingFixedLength = fixedLength.flatMap { Int8(exactly: $0) } ?? -1
        self.isMainCountryForCode = isMainCountryForCode
        self.sameMobileAndFixedLinePattern = sameMobileAndFixedLinePattern
        self.isMobileNumberPortable = isMobileNumberPortable
        self.leadingDigits = leadingDigits
    }

    @inline(__always)
    package func description(_ kind: NumberDescriptionKind) -> NumberDescription? {
        let bit: UInt16 = 1 << UInt16(kind.rawValue)
        guard presentDescriptionBits & bit != 0 else { return nil }
        return presentDescriptions[(presentDescriptionBits & (bit &- 1)).nonzeroBitCount]
    }

    package var general: NumberDescription? { description(.general) }

    /// Whether the digits fully match the general pattern of the plan.
    package func matchesGeneralPattern(_ digits: [UInt8]) -> Bool {
        general?.matchesPattern(digits) ?? false
    }
}
