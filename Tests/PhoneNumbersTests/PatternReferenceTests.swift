@testable import PhoneNumbers
import PhoneNumberMetadata
import Testing

/// How a record names a pattern: an index, or `+k` relative to the record's base.
@Suite struct PatternReferenceTests {
    @Test func aSharedPatternIsItsIndexAndAnOwnOneIsRelativeToTheBase() {
        #expect(PatternReference.index(of: "37", base: 1500) == 37)
        #expect(PatternReference.index(of: "+0", base: 1500) == 1500)
        #expect(PatternReference.index(of: "+12", base: 1500) == 1512)
    }

    @Test(arguments: ["", "+", "+-1", "x", "+x", "1+2"])
    func malformedReferencesNameNothing(reference: String) {
        #expect(PatternReference.index(of: reference[...], base: 10) == nil)
    }

    @Test func theBaseCannotOverflow() {
        #expect(PatternReference.index(of: "+1", base: Int.max) == nil)
    }

    /// Every record's own references stay inside the table: a base that is off would name patterns of
    /// the next record (CompiledTableTests checks the tables, this the references).
    @Test func everyRegionsOwnReferencesAreItsOwn() throws {
        for region in PhoneMetadataRecords.regionCodes.split(separator: " ") {
            let record = try #require(PhoneMetadataRecords.record(forRegion: String(region)))
            let fields = record.split(separator: ";", omittingEmptySubsequences: false)
            #expect(fields.count == 27, "\(region)")
            let own = record.split(whereSeparator: { ";/@!".contains($0) }).filter { $0.first == "+" }
            #expect(own.isEmpty == fields[26].isEmpty, "\(region)")
            for reference in own {
                let index = try #require(PatternReference.index(of: reference, base: Int(fields[26]) ?? 0))
                #expect(index < PhoneMetadataRecords.automatonPatternCount, "\(region) \(reference)")
            }
        }
    }

    /// A format names its grouping pattern by number only; a format whose number names no grouping
    /// pattern (another pattern, one of the record's own, none, or past the table), or with the wrong
    /// number of parts, is left out rather than decoded with a text that is not its own.
    @Test func aFormatWhoseNumberNamesNoGroupingPatternIsLeftOut() throws {
        let grouping = PhoneMetadataRecords.groupingPatternCount
        let good = try #require(RegionMetadata.decodeFormats("\\1 \\2///0//0"[...]).first)
        #expect(good.patternText == PhoneMetadataRecords.groupingPattern(at: 0))
        #expect(!good.patternText.isEmpty)
        for malformed in ["\\1 \\2///0//\(grouping)", "\\1 \\2///0//+0", "\\1 \\2///0//", "\\1 \\2///0//-1",
                          "\\1 \\2///0//99999999999999999999", "\\1 \\2///0", "(\\d{3})(\\d{4})/\\1-\\2///0//0"] {
            #expect(RegionMetadata.decodeFormats(malformed[...], base: 2000).isEmpty, "\(malformed)")
        }
    }
}
