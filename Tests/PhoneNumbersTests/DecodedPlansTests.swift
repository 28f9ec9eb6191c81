import DigitPatterns
import PhonePlanBundle
@testable import PhoneNumbers
import StandardLibrarySubstitutes
import Testing

/// The decoded plans, kept compact (shared prefix patterns and rules, packed leading digits, descriptions
/// without slots for the absent ones), say what their records say.
@Suite struct DecodedPlansTests {
    let store = MetadataStore.shared

    @Test func everyPlanAgreesWithItsRecord() throws {
        let graph = store.bundle.automata(.automata)
        var plans: [(RegionMetadata, PlanRecord)] = []
        for region in PhoneNumbering.supportedRegions {
            plans.append((try #require(store.metadata(forRegion: region)), try #require(store.bundle.record(forRegion: region))))
        }
        for code in PhoneNumbering.nonGeographicCallingCodes {
            plans.append((
                try #require(store.metadata(forNonGeographicCallingCode: code)),
                try #require(store.bundle.record(forNonGeographicCallingCode: code))))
        }
        #expect(plans.count == 245 + PhoneNumbering.nonGeographicCallingCodes.count)
        var packedFive = 0
        for (plan, record) in plans {
            let name = "\(record.id) +\(record.callingCode)"
            #expect(plan.countryCode == record.callingCode, "\(name)")
            #expect(plan.internationalPrefixPattern == record.internationalPrefix.flatMap { try? DigitPattern(parsing: $0) })
            let prefixForParsing = record.nationalPrefixForParsing.flatMap { try? DigitPattern(parsing: $0) }
            #expect(plan.nationalPrefixForParsing == prefixForParsing, "\(name)")
            #expect(plan.nationalPrefixForParsingGroupCount == prefixForParsing?.captureCount ?? 0, "\(name)")
            let fixedLength = plan.nationalPrefixForParsingGroupCount == 0 ? prefixForParsing?.fixedLength : nil
            #expect(plan.nationalPrefixForParsingFixedLength == fixedLength, "\(name)")
            #expect(plan.isMainCountryForCode == record.isMainCountryForCode, "\(name)")
            #expect(plan.isMobileNumberPortable == record.isMobileNumberPortable, "\(name)")
            for kind in NumberDescriptionKind.allCases {
                let expected = record.descriptions[kind.rawValue]
                let description = plan.description(kind)
                #expect((description == nil) == (expected == nil), "\(name) \(kind)")
                #expect(description?.automaton?.start == expected?.pattern.map(graph.start(ofPattern:)), "\(name) \(kind)")
                #expect(description?.possibleLengths == expected.map { LengthSet(lengthBits: $0.possibleLengths) })
                #expect(description?.localOnlyLengths == expected.map { LengthSet(lengthBits: $0.localOnlyLengths) })
                #expect(store.exampleNumber(kind, of: plan) == expected?.exampleNumber, "\(name) \(kind)")
            }
            for (rules, formats) in [(plan.nationalFormats, record.nationalFormats), (plan.internationalFormats, record.internationalFormats)] {
                #expect(rules.count == formats.count, "\(name)")
                for (rule, format) in zip(rules, formats) {
                    #expect(rule.format == format.format, "\(name)")
                    #expect(rule.nationalPrefixFormattingRule == format.nationalPrefixFormattingRule, "\(name)")
                    #expect(rule.carrierCodeFormattingRule == format.carrierCodeFormattingRule, "\(name)")
                    #expect(rule.nationalPrefixOptionalWhenFormatting == format.nationalPrefixOptionalWhenFormatting)
                    let starts = format.leadingDigits.map(graph.start(ofPattern:))
                    #expect(rule.leadingDigitsAutomata.map(\.start) == starts, "\(name)")
                    #expect(rule.leadingDigits?.start == starts.last, "\(name)")
                    if starts.count == 5 { packedFive += 1 }
                }
            }
        }
        #expect(packedFive == 3)  // the rules whose leading digits do not fit in the rule are read too
    }

    @Test func aRuleWithFiveLeadingDigitPatternsChoosesByTheLast() throws {
        let graph = store.graph
        let automata = (0..<5).compactMap { graph.automaton(pattern: $0) }
        let rule = NumberFormatRule(
            graph: graph, groupingPattern: 0, format: "\\1", leadingDigits: automata, nationalPrefixFormattingRule: nil,
            nationalPrefixOptionalWhenFormatting: false, carrierCodeFormattingRule: nil)
        #expect(rule.leadingDigitsAutomata == automata)
        #expect(rule.leadingDigits == automata.last)
        let packed = NumberFormatRule(
            graph: graph, groupingPattern: 0, format: "\\1", leadingDigits: Array(automata.prefix(4)),
            nationalPrefixFormattingRule: "0\\1", nationalPrefixOptionalWhenFormatting: true, carrierCodeFormattingRule: nil)
        #expect(packed.leadingDigitsAutomata == Array(automata.prefix(4)))
        #expect(packed.leadingDigits == automata[3])
        #expect(packed.nationalPrefixFormattingRule == "0\\1" && packed.carrierCodeFormattingRule == nil)
    }

    @Test func aSharingTableMakesEachValueOnceAndNeverMixesKeys() {
        let table = InterningTable<ParsedPrefixPattern>(slotCount: 1)
        var made = 0
        func pattern(_ text: String) -> DigitPattern? {
            table.value(hash: InterningHash.of(text), matching: { $0.text.utf8Equals(text) }) {
                made += 1
                return ParsedPrefixPattern(text: text)
            }.pattern
        }
        #expect(pattern("00") == (try? DigitPattern(parsing: "00")))
        #expect(pattern("00") == (try? DigitPattern(parsing: "00")))
        #expect(made == 1)
        // The one slot holds "00": another text gets a value of its own, every time.
        #expect(pattern("011") == (try? DigitPattern(parsing: "011")))
        #expect(pattern("011") == (try? DigitPattern(parsing: "011")))
        #expect(made == 3)
        #expect(pattern("(") == nil)
        #expect(InterningHash.of("0", nil) != InterningHash.of(nil, "0"))
    }

    @Test func aNumberDescriptionIsThreeWords() {
        #expect(MemoryLayout<NumberDescription>.stride == 24)
    }
}
