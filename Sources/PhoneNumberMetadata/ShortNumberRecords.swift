import DigitPatterns

/// The short-number plans of every region (emergency numbers, short codes and what they cost),
/// generated from the `phonenumbers` package by Tools/metadata/generate_short.py, one line of text
/// per region.
///
/// They are kept apart from the main plans, with their own pattern numbering, and live in string
/// literals like them (``LiteralLines``): a program that never asks about short numbers never reads a byte of them.
///
///     PhoneMetadataRecords.shortNumberRecord(forRegion: "FR")?.prefix(3)  // "FR;"
extension PhoneMetadataRecords {
    /// The `phonenumbers` release the short-number records were generated from.
    public static var shortNumberMetadataVersion: String { shortVersion }

    /// The short-number record of a region (upper-case CLDR code), or nil when there is none.
    public static func shortNumberRecord(forRegion region: String) -> String? {
        guard region.utf8.count == 2, let line = shortRegionLines.entry(startingWith: region) else { return nil }
        return String(decoding: line, as: UTF8.self)
    }

    /// Every region with short-number data, sorted, separated by single spaces.
    public static var shortNumberRegionCodes: String { shortRegionList }

    /// The number of distinct short-number patterns; short-number records refer to them by index.
    public static var shortNumberPatternCount: Int { shortPatternCount }

    /// The text of the short-number pattern with this index (libphonenumber's regular-expression syntax).
    public static func shortNumberPattern(at index: Int) -> String? {
        shortPatternLines.entry(at: index).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The compiled automaton of the short-number pattern with this index, from the graph
    /// Tools/metadata/AutomataCompiler writes, like ``compiledAutomaton(at:)``; nil outside the table or when
    /// the tables have not been generated for the current patterns.
    public static func compiledShortNumberAutomaton(at index: Int) -> (transitions: [Int], accepting: [Bool])? {
        index < shortPatternCount ? shortAutomata.automaton(at: index) : nil
    }
}
