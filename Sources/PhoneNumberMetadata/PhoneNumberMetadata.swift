/// The numbering plans of every region, generated from the `phonenumbers` package
/// (see Tools/metadata/generate.py) as one compact line of text per region.
///
/// Lines are string literals in the binary: nothing is decoded until a region is first used.
///
///     PhoneMetadataRecords.record(forRegion: "CH")?.prefix(6)  // "CH;41;"
public enum PhoneMetadataRecords {
    /// The `phonenumbers` release the records were generated from.
    public static var metadataVersion: String { version }

    /// The record of a region (upper-case CLDR code), or nil when there is none.
    public static func record(forRegion region: String) -> String? {
        guard region.utf8.count == 2 else { return nil }
        return self.region(region)
    }

    /// The record of a non-geographic calling code such as 800, or nil when there is none.
    public static func record(forNonGeographicCallingCode code: Int) -> String? {
        nonGeographic(code)
    }

    /// Every region code, sorted, separated by single spaces.
    public static var regionCodes: String { regionList }

    /// Every non-geographic calling code, ascending, separated by single spaces.
    public static var nonGeographicCallingCodes: String { nonGeographicList }

    /// `code:REGION,REGION…` entries separated by spaces, main country first, codes ascending.
    public static var callingCodeRegions: String { callingCodeList }

    /// The number of distinct patterns that run as automata; records refer to them by index.
    public static var automatonPatternCount: Int { patternCount }

    /// The text of the pattern with this index (libphonenumber's regular-expression syntax).
    public static func automatonPattern(at index: Int) -> String? { patternText(index) }

    /// The compiled automaton of the pattern with this index, encoded by Tools/metadata/AutomataCompiler
    /// (a literal, so it can be read in place); nil when the table has not been generated for it.
    public static func compiledAutomaton(at index: Int) -> StaticString? { automatonTable(index) }

    /// The regions of a calling code, comma-separated, main country first ("001" for non-geographic
    /// codes); nil for an unassigned code.
    public static func regions(forCallingCode code: Int) -> String? { callingCodeRegionList(code) }

    /// The alternate formats of a calling code (libphonenumber's `alternate_formats`, which the matcher's
    /// grouping checks also accept), in the record's format layout joined by `!`; nil when it has none.
    public static func alternateFormats(forCallingCode code: Int) -> String? { alternateFormatList(code) }
}
