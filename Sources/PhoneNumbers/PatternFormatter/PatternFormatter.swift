import TextInput

/// Formats phone numbers with the seed's pattern language, choosing among several formats automatically.
///
/// Each format is a ``PhonePattern``. The formatter strips the input to its keypad characters, runs
/// every pattern over it, and keeps the most specific pattern that consumes the whole input (see
/// ``PatternMatch/isMoreSpecific(than:)`` for the rule). The order of the list never matters.
///
///     let us = PatternFormatter(region: "us")!
///     us.format("6502530000")    // "(650) 253-0000"
///     us.format("2530000")       // "253-0000"
///     us.format("+16502530000")  // "+1 (650) 253-0000"
///     us.format("65025")         // "650-25", while it is being typed
///
/// When no pattern matches, the stripped input is returned unchanged; ``bestMatch(for:)`` tells the
/// two cases apart.
public struct PatternFormatter: Hashable, Sendable {
    /// The formats this formatter chooses from, in the order given.
    public let patterns: [PhonePattern]
    /// The same formats as TextInput masks: the one mechanism that fills and chooses them.
    let masks: MaskFormatter

    /// Creates a formatter over your own formats.
    ///
    ///     let custom = PatternFormatter(patterns: ["## ## ##", "### ###"])
    ///     custom.format("123456")  // "12 34 56"
    public init(patterns: [PhonePattern]) {
        self.patterns = patterns
        self.masks = MaskFormatter(masks: patterns.map { $0.mask }, rejectsInsertionsThatDoNotFit: false)
    }

    /// Creates a formatter with the built-in formats of a region, or nil for a region without them.
    ///
    /// `region` is a region code in any case (`"us"`, `"GB"`, the seed's `"uk"`) or a locale
    /// identifier such as `"en_GB"`; see ``builtInRegions``.
    public init?(region: String) {
        guard let code = Self.builtInRegionCode(for: region), let patterns = Self.builtInPatterns[code] else {
            return nil
        }
        self.init(patterns: patterns)
    }

    /// The most specific match for `text`, or nil when no format consumes its keypad characters.
    ///
    /// Text without any keypad characters has no match.
    /// - Complexity: O(*p* × *n*) for *p* patterns and an input of *n* characters.
    public func bestMatch(for text: some StringProtocol) -> PatternMatch? {
        let input = PhonePad.strip(text)
        guard !input.isEmpty, let fit = masks.bestFit(Array(input)) else { return nil }
        return PatternMatch(pattern: PhonePattern(fit.mask.description), fit: fit)
    }

    /// Formats `text` with the most specific matching format, or returns its keypad characters
    /// unchanged when no format matches.
    ///
    /// Formatting is idempotent: `format(format(x)) == format(x)`.
    public func format(_ text: some StringProtocol) -> String {
        bestMatch(for: text)?.formatted ?? PhonePad.strip(text)
    }

    /// Formats `text` with a region's built-in formats; for an unknown region, returns the stripped input.
    ///
    ///     PatternFormatter.format("01946755555", region: "gb")  // "(019467) 55555"
    ///     PatternFormatter.format("650-253", region: "xx")      // "650253"
    public static func format(_ text: some StringProtocol, region: String) -> String {
        PatternFormatter(region: region)?.format(text) ?? PhonePad.strip(text)
    }
}
