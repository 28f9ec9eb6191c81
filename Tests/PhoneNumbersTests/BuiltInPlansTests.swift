import PhonePlanBundle
@testable import PhoneNumbers
import Testing

/// The plans compiled into the library: every region, calling code and format reads from the built-in
/// bundle, and lookups of what it lacks find nothing.
@Suite struct BuiltInPlansTests {
    let store = MetadataStore.shared

    @Test func theBuiltInBundleIsThePinnedRelease() {
        #expect(store.bundle.phonenumbersVersion == "9.0.43")
        #expect(store.bundle.regionCount == 245)
    }

    @Test func everyRegionFindsItsOwnPlan() throws {
        #expect(PhoneNumbering.supportedRegions.count == 245)
        for region in PhoneNumbering.supportedRegions {
            let plan = try #require(store.metadata(forRegion: region), "\(region)")
            #expect(plan.id == region)
            #expect(store.isSupported(region: region))
        }
        for missing in ["", "A", "AA", "ZZ", "ACX", "ac", "Z", "001"] {
            #expect(store.metadata(forRegion: missing) == nil, "\(missing)")
            #expect(!store.isSupported(region: missing), "\(missing)")
        }
    }

    @Test func everyCallingCodeFindsItsRegionsAndFormats() throws {
        #expect(store.regions(forCallingCode: 1).first == "US")
        #expect(store.regions(forCallingCode: 998) == ["UZ"])
        #expect(store.regions(forCallingCode: 800) == ["001"])
        for code in [-1, 0, 999, 1000, Int.max] {
            #expect(store.regions(forCallingCode: code).isEmpty)
            #expect(!store.isAssigned(callingCode: code))
        }
        for code in PhoneNumbering.nonGeographicCallingCodes {
            let plan = try #require(store.metadata(forNonGeographicCallingCode: code))
            #expect(plan.id == "001" && plan.countryCode == code)
        }
        #expect(store.metadata(forNonGeographicCallingCode: 801) == nil)
        #expect(AlternateFormats.formats(forCallingCode: 7).first?.format == "\\1 \\2 \\3")
        #expect(!AlternateFormats.formats(forCallingCode: 995).isEmpty)
        for code in [1, 6, 8, 996, 1000, -7] { #expect(AlternateFormats.formats(forCallingCode: code).isEmpty) }
    }

    /// A format names its grouping pattern by number; the rule holds that pattern's text and automaton.
    @Test func everyFormatHoldsItsOwnGroupingPattern() throws {
        let grouping = store.bundle.lines(.groupingPatterns)
        let graph = store.bundle.automata(.automata)
        for region in ["CH", "US", "GB", "DE", "BR"] {
            let record = try #require(store.bundle.record(forRegion: region))
            let rules = try #require(store.metadata(forRegion: region)).nationalFormats
            #expect(rules.count == record.nationalFormats.count && !rules.isEmpty, "\(region)")
            for (rule, format) in zip(rules, record.nationalFormats) {
                #expect(rule.patternText == grouping[format.groupingPattern], "\(region)")
                #expect(rule.automaton.start == graph.start(ofPattern: format.groupingPattern), "\(region)")
                #expect(rule.leadingDigitsAutomata.map(\.start) == format.leadingDigits.map(graph.start(ofPattern:)))
            }
        }
    }
}
