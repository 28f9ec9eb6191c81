import PhoneNumberMetadata
import Testing

/// The generated tables are single literals, one entry per line, looked up by line, by region and by
/// calling code: every key finds its own entry and nothing else.
@Suite struct MetadataRecordTableTests {
    @Test func everyRegionFindsItsOwnRecord() throws {
        let regions = PhoneMetadataRecords.regionCodes.split(separator: " ").map(String.init)
        #expect(regions.count > 240)
        for region in regions {
            let record = try #require(PhoneMetadataRecords.record(forRegion: region), "\(region)")
            #expect(record.hasPrefix(region + ";"))
            #expect(PhoneMetadataRecords.hasRecord(forRegion: region))
        }
        for missing in ["", "A", "AA", "ZZ", "ACX", "ac", "Z", "001"] {
            #expect(PhoneMetadataRecords.record(forRegion: missing) == nil, "\(missing)")
            #expect(!PhoneMetadataRecords.hasRecord(forRegion: missing))
        }
    }

    @Test func everyCallingCodeFindsItsRegionsAndFormats() throws {
        #expect(PhoneMetadataRecords.regions(forCallingCode: 1)?.hasPrefix("US,") == true)
        #expect(PhoneMetadataRecords.regions(forCallingCode: 998) == "UZ")
        #expect(PhoneMetadataRecords.regions(forCallingCode: 800) == "001")
        for code in [-1, 0, 999, 1000, Int.max] { #expect(PhoneMetadataRecords.regions(forCallingCode: code) == nil) }
        for code in PhoneMetadataRecords.nonGeographicCallingCodes.split(separator: " ").compactMap({ Int($0) }) {
            let record = try #require(PhoneMetadataRecords.record(forNonGeographicCallingCode: code))
            #expect(record.hasPrefix("001;\(code);"))
        }
        #expect(PhoneMetadataRecords.record(forNonGeographicCallingCode: 801) == nil)
        #expect(PhoneMetadataRecords.alternateFormats(forCallingCode: 7)?.hasPrefix("\\1 \\2 \\3/") == true)
        #expect(PhoneMetadataRecords.alternateFormats(forCallingCode: 995) != nil)
        for code in [1, 6, 8, 996, 1000, -7] { #expect(PhoneMetadataRecords.alternateFormats(forCallingCode: code) == nil) }
    }

    @Test func patternsAndTablesEndAtTheirCount() {
        let count = PhoneMetadataRecords.automatonPatternCount
        #expect(PhoneMetadataRecords.automatonPattern(at: 0) != nil)
        #expect(PhoneMetadataRecords.automatonPattern(at: count - 1) != nil)
        for index in [-1, count, count + 1] {
            #expect(PhoneMetadataRecords.automatonPattern(at: index) == nil)
            #expect(PhoneMetadataRecords.compiledAutomaton(at: index) == nil)
        }
        for index in [-1, PhoneMetadataRecords.groupingPatternCount] {
            #expect(PhoneMetadataRecords.groupingPattern(at: index) == nil)
        }
        #expect(PhoneMetadataRecords.shortNumberRecord(forRegion: "FR")?.hasPrefix("FR;33;") == true)
        #expect(PhoneMetadataRecords.shortNumberPattern(at: PhoneMetadataRecords.shortNumberPatternCount) == nil)
    }

    /// The grouping patterns are numbered first, so a format's one number names both its automaton and
    /// its text, and the two tables of texts read as one.
    @Test func groupingPatternsAreTheFirstAutomatonPatterns() throws {
        let count = PhoneMetadataRecords.groupingPatternCount
        #expect(count > 200 && count < PhoneMetadataRecords.automatonPatternCount)
        for index in 0..<count {
            let text = try #require(PhoneMetadataRecords.groupingPattern(at: index), "\(index)")
            #expect(text.hasPrefix("("), "\(index) \(text)")
            #expect(PhoneMetadataRecords.automatonPattern(at: index) == text)
        }
        #expect(PhoneMetadataRecords.automatonPattern(at: count) != PhoneMetadataRecords.automatonPattern(at: count - 1))
    }
}
