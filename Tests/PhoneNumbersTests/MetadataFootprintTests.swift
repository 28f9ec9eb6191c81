import DigitPatterns
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

/// The automata of the built-in bundle are what the compiler builds from the patterns today.
@Suite struct CompiledTableTests {
    @Test func everyBuiltInAutomatonMatchesAFreshCompilation() throws {
        let bundle = MetadataStore.shared.bundle
        let patterns = bundle.lines(.groupingPatterns) + bundle.lines(.otherPatterns)
        #expect(patterns.count > 2000)
        for (index, text) in patterns.enumerated() {
            let built = bundle.automata(.automata).automaton(ofPattern: index)
            let fresh = CompiledAutomaton(try DigitPattern(parsing: String(text)))
            #expect(built.transitions == fresh.transitions && built.accepting == fresh.accepting, "pattern \(index)")
        }
    }

    @Test func anAutomatonCompiledAtRunTimeMatchesAsItsPattern() throws {
        let automaton = DigitAutomaton(try DigitPattern(parsing: "1(?:2|34)\\d{0,3}"))
        #expect(automaton.matches(digits: [1, 2]))
        #expect(automaton.matches(digits: [1, 3, 4, 5, 6, 7]))
        #expect(!automaton.matches(digits: [1, 3]))
        #expect(!automaton.matches(digits: [1, 2, 0, 0, 0, 0]))
        #expect(automaton.matchesPrefix(of: [1, 2, 0, 0, 0, 0, 9]))
        #expect(automaton.canExtend([1, 3]) && !automaton.canExtend([2]))
    }
}
