/// A numbering plan's record: a region's, or a non-geographic calling code's (its ``id`` is `001`).
/// Patterns are named by their number in ``PlanSection/groupingPatterns`` then
/// ``PlanSection/otherPatterns`` (the automata of ``PlanSection/automata``).
public struct PlanRecord: Equatable, Sendable {
    /// The region's CLDR code (`CH`), or `001` for a non-geographic calling code.
    public var id: String
    public var callingCode: Int
    public var internationalPrefix: String?
    public var preferredInternationalPrefix: String?
    public var nationalPrefix: String?
    public var preferredExtensionPrefix: String?
    public var nationalPrefixForParsing: String?
    public var nationalPrefixTransformRule: String?
    /// Whether the region is the main one of its calling code.
    public var isMainCountryForCode: Bool
    public var sameMobileAndFixedLinePattern: Bool
    public var isMobileNumberPortable: Bool
    /// The pattern of the leading digits that pick this region among those of its calling code.
    public var leadingDigits: Int?
    /// The pattern that a number must match before its national prefix for parsing is tried.
    public var nationalPrefixForParsingFilter: Int?
    /// The pattern that a number must match before its international prefix is tried.
    public var internationalPrefixFilter: Int?
    /// The twelve number descriptions (general, fixed line, mobile, …, in the order of
    /// `Tools/metadata/generate.py`); nil where the plan has none.
    public var descriptions: [NumberDescriptionRecord?]
    public var nationalFormats: [FormatRecord]
    /// Empty when the international formats are the national ones.
    public var internationalFormats: [FormatRecord]

    /// The number of number descriptions a record has.
    public static let descriptionCount = 12

    public init(
        id: String, callingCode: Int, internationalPrefix: String? = nil, preferredInternationalPrefix: String? = nil,
        nationalPrefix: String? = nil, preferredExtensionPrefix: String? = nil, nationalPrefixForParsing: String? = nil,
        nationalPrefixTransformRule: String? = nil, isMainCountryForCode: Bool = false,
        sameMobileAndFixedLinePattern: Bool = false, isMobileNumberPortable: Bool = false, leadingDigits: Int? = nil,
        nationalPrefixForParsingFilter: Int? = nil, internationalPrefixFilter: Int? = nil,
        descriptions: [NumberDescriptionRecord?] = Array(repeating: nil, count: PlanRecord.descriptionCount),
        nationalFormats: [FormatRecord] = [], internationalFormats: [FormatRecord] = []
    ) {
        self.id = id
        self.callingCode = callingCode
        self.internationalPrefix = internationalPrefix
        self.preferredInternationalPrefix = preferredInternationalPrefix
        self.nationalPrefix = nationalPrefix
        self.preferredExtensionPrefix = preferredExtensionPrefix
        self.nationalPrefixForParsing = nationalPrefixForParsing
        self.nationalPrefixTransformRule = nationalPrefixTransformRule
        self.isMainCountryForCode = isMainCountryForCode
        self.sameMobileAndFixedLinePattern = sameMobileAndFixedLinePattern
        self.isMobileNumberPortable = isMobileNumberPortable
        self.leadingDigits = leadingDigits
        self.nationalPrefixForParsingFilter = nationalPrefixForParsingFilter
        self.internationalPrefixFilter = internationalPrefixFilter
        self.descriptions = descriptions
        self.nationalFormats = nationalFormats
        self.internationalFormats = internationalFormats
    }
}

/// One kind of number in a plan: its pattern, its lengths and an example.
public struct NumberDescriptionRecord: Equatable, Sendable {
    public var pattern: Int?
    /// The possible lengths, one bit per length (bit 7 set: seven digits).
    public var possibleLengths: UInt32
    /// The lengths dialled only locally, as ``possibleLengths``.
    public var localOnlyLengths: UInt32
    public var exampleNumber: String?

    public init(pattern: Int?, possibleLengths: UInt32, localOnlyLengths: UInt32, exampleNumber: String?) {
        self.pattern = pattern
        self.possibleLengths = possibleLengths
        self.localOnlyLengths = localOnlyLengths
        self.exampleNumber = exampleNumber
    }
}

/// A number format: which numbers it applies to and how it groups them.
public struct FormatRecord: Equatable, Sendable {
    /// The format, `\1 \2`.
    public var format: String
    /// The leading-digits patterns, least specific first.
    public var leadingDigits: [Int]
    public var nationalPrefixFormattingRule: String?
    public var nationalPrefixOptionalWhenFormatting: Bool
    public var carrierCodeFormattingRule: String?
    /// The grouping pattern (a number in ``PlanSection/groupingPatterns``).
    public var groupingPattern: Int

    public init(
        format: String, leadingDigits: [Int], nationalPrefixFormattingRule: String?,
        nationalPrefixOptionalWhenFormatting: Bool, carrierCodeFormattingRule: String?, groupingPattern: Int
    ) {
        self.format = format
        self.leadingDigits = leadingDigits
        self.nationalPrefixFormattingRule = nationalPrefixFormattingRule
        self.nationalPrefixOptionalWhenFormatting = nationalPrefixOptionalWhenFormatting
        self.carrierCodeFormattingRule = carrierCodeFormattingRule
        self.groupingPattern = groupingPattern
    }
}
