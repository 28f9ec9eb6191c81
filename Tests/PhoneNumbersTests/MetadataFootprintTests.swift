import DigitPatterns
import PhoneNumberMetadata
@testable import PhoneNumbers
import Testing

/// The compiled plans stay small: every region and non-geographic code decoded holds under 1 MB.
@Suite struct MetadataFootprintTests {
    @Test func everyPlanDecodedStaysUnderOneMegabyte() {
        let store = MetadataStore.shared
        for region in PhoneNumbering.supportedRegions { #expect(store.metadata(forRegion: region) != nil, "\(region)") }
        for code in PhoneNumbering.nonGeographicCallingCodes {
            #expect(store.metadata(forNonGeographicCallingCode: code) != nil, "\(code)")
        }
        let bytes = store.decodedByteCount
        print("decoded metadata: \(bytes) bytes for \(store.loadedMetadata().count) plans")
        #expect(bytes < 1_000_000)
        #expect(bytes > 100_000)
    }

    @Test func automataAreMinimal() throws {
        // \d{3}|[0-9]{3} and (?:1|2)\d\d|[3-9]\d{2} denote the same language: four states and the dead one.
        for pattern in ["\\d{3}|[0-9]{3}", "(?:1|2)\\d\\d|[3-9]\\d{2}", "\\d\\d\\d"] {
            #expect(DigitAutomaton(try DigitPattern(parsing: pattern)).stateCount == 5)
        }
    }
}

/// The automaton tables committed in the metadata are what the compiler builds from the patterns today.
@Suite struct CompiledTableTests {
    @Test func everyCommittedTableMatchesAFreshCompilation() throws {
        #expect(PhoneMetadataRecords.automatonPatternCount > 2000)
        for index in 0..<PhoneMetadataRecords.automatonPatternCount {
            let text = try #require(PhoneMetadataRecords.automatonPattern(at: index))
            let table = try #require(PhoneMetadataRecords.compiledAutomaton(at: index), "table \(index) missing")
            let committed = DigitAutomaton(transitions: table.transitions, accepting: table.accepting)
            #expect(committed == DigitAutomaton(try DigitPattern(parsing: text)), "pattern \(index)")
        }
    }

    @Test func encodingRoundTrips() throws {
        for pattern in ["\\d{3}", "1(?:2|34)\\d{0,120}", "[2-9]\\d{400}"] {
            let automaton = DigitAutomaton(try DigitPattern(parsing: pattern))
            #expect(DigitAutomaton(encoded: automaton.encoded) == automaton)
        }
        #expect(DigitAutomaton(encoded: "3/001/####") == nil)
        #expect(DigitAutomaton(encoded: "x") == nil)
    }
}
