import DigitPatterns

/// The numbering plans of every region, generated from the `phonenumbers` package
/// (see Tools/metadata/generate.py) as one compact line of text per region.
///
/// Each table is one string literal in the binary, one entry per line (``LiteralLines``), or, for the
/// compiled automata, one graph in three texts (``AutomatonGraph``): nothing is decoded until a region
/// is first used.
///
///     PhoneMetadataRecords.record(forRegion: "CH")?.prefix(6)  // "CH;41;"
public enum PhoneMetadataRecords {
    /// The `phonenumbers` release the records were generated from.
    public static var metadataVersion: String { version }

    /// The record of a region (upper-case CLDR code), or nil when there is none.
    public static func record(forRegion region: String) -> String? {
        guard region.utf8.count == 2, let line = regionLines.entry(startingWith: region) else { return nil }
        return String(decoding: line, as: UTF8.self)
    }

    /// Whether the region (upper-case CLDR code) has a record; copies nothing.
    public static func hasRecord(forRegion region: String) -> Bool {
        region.utf8.count == 2 && regionLines.entry(startingWith: region) != nil
    }

    /// The record of a non-geographic calling code such as 800, or nil when there is none.
    public static func record(forNonGeographicCallingCode code: Int) -> String? {
        nonGeographicLines.entry(numbered: code).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every region code, sorted, separated by single spaces.
    public static var regionCodes: String { regionList }

    /// Every non-geographic calling code, ascending, separated by single spaces.
    public static var nonGeographicCallingCodes: String { nonGeographicList }

    /// `code:REGION,REGION…` entries separated by spaces, main country first, codes ascending.
    public static var callingCodeRegions: String { callingCodeList }

    /// The number of distinct patterns that run as automata; records refer to them by index, or relative
    /// to the record's base for its own patterns (PhoneNumbers' `PatternReference`).
    public static var automatonPatternCount: Int { patternCount }

    /// The number of grouping patterns, numbered 0 up to it before every other automaton pattern
    /// (``groupingPattern(at:)``).
    public static var groupingPatternCount: Int { groupingCount }

    /// The text of the pattern with this index (libphonenumber's regular-expression syntax).
    public static func automatonPattern(at index: Int) -> String? {
        guard index >= groupingPatternCount else { return groupingPattern(at: index) }
        return otherPatternLines.entry(at: index - groupingPatternCount).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The text of a format's grouping pattern, such as `(\d{3})(\d{4})`, by the number the format names
    /// it with (its automaton's index too: Tools/metadata/generate.py numbers the grouping patterns
    /// first); nil for any other number.
    ///
    /// A format writes only that number, not the text: the texts live once in their own small table,
    /// and formatting needs no other pattern text.
    public static func groupingPattern(at index: Int) -> String? {
        guard index < groupingPatternCount else { return nil }
        return groupingPatternLines.entry(at: index).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The compiled automaton of the pattern with this index, from the graph Tools/metadata/AutomataCompiler
    /// writes (``AutomatonGraph``): the transitions (`transitions[state * 10 + digit]`, state 0 dead, 1 the
    /// start) and which states accept. Nil outside the table, or when the tables have not been generated
    /// for the current patterns.
    public static func compiledAutomaton(at index: Int) -> (transitions: [Int], accepting: [Bool])? {
        index < patternCount ? automata.automaton(at: index) : nil
    }

    /// The heap bytes of the decoded automaton graph (decoded on first use of an automaton).
    public static var automatonGraphByteCount: Int { automata.byteCount }

    /// The regions of a calling code, comma-separated, main country first ("001" for non-geographic
    /// codes); nil for an unassigned code.
    public static func regions(forCallingCode code: Int) -> String? {
        guard code >= 0, code < callingCodeRegionLists.count else { return nil }
        return callingCodeRegionLists[code]
    }

    /// Whether a calling code is assigned (has regions); copies nothing, for the parser's every lookup.
    public static func isAssigned(callingCode code: Int) -> Bool {
        code >= 0 && code < assignedCallingCodes.count && assignedCallingCodes[code]
    }

    /// Which codes ``callingCodeRegionLists`` has a list for.
    private static let assignedCallingCodes: [Bool] = callingCodeRegionLists.map { $0 != nil }

    /// ``regions(forCallingCode:)`` by code (0…999), split from ``callingCodeRegions`` on first use.
    private static let callingCodeRegionLists: [String?] = {
        var lists = [String?](repeating: nil, count: 1000)
        for entry in callingCodeList.split(separator: " ") {
            guard let colon = entry.firstIndex(of: ":"), let code = Int(entry[..<colon]), code >= 0, code < 1000
            else { continue }
            lists[code] = String(entry[entry.index(after: colon)...])
        }
        return lists
    }()

    /// The alternate formats of a calling code (libphonenumber's `alternate_formats`, which the matcher's
    /// grouping checks also accept), in the record's format layout joined by `!`; nil when it has none.
    public static func alternateFormats(forCallingCode code: Int) -> String? {
        alternateFormatLines.entry(numbered: code).map { String(decoding: $0, as: UTF8.self) }
    }
}
