import PhonePlanBundle
@testable import PhoneNumbers
import Testing

/// The built-in bundle read lazily (its records found through `ROFF`, unchecked until read) answers
/// exactly as the same bytes checked whole, record by record.
@Suite struct BuiltInBundleLazyReadingTests {
    @Test func everyRecordReadLazilyIsTheRecordACheckedReadingFinds() throws {
        let lazy = try PlanBundle(staticBytes: BuiltInPlans.bytes)
        let checked = try PlanBundle(bytes: Array(BuiltInPlans.bytes))
        #expect(lazy.regions == checked.regions)
        #expect(lazy.regions.count == 245)
        for region in checked.regions {
            #expect(lazy.record(forRegion: region) == checked.record(forRegion: region), "\(region)")
        }
        #expect(lazy.nonGeographicCallingCodes == checked.nonGeographicCallingCodes)
        for code in checked.nonGeographicCallingCodes {
            #expect(lazy.record(forNonGeographicCallingCode: code) == checked.record(forNonGeographicCallingCode: code))
        }
        #expect(lazy.shortNumberRegions == checked.shortNumberRegions)
        for region in checked.shortNumberRegions {
            #expect(lazy.shortRecord(forRegion: region) == checked.shortRecord(forRegion: region), "\(region)")
        }
        #expect(lazy.callingCodes == checked.callingCodes)
        for code in checked.callingCodes {
            #expect(lazy.regions(forCallingCode: code) == checked.regions(forCallingCode: code))
            #expect(lazy.alternateFormats(forCallingCode: code) == checked.alternateFormats(forCallingCode: code))
        }
        #expect(lazy.automata(.shortAutomata).stateCount == checked.automata(.shortAutomata).stateCount)
    }
}
