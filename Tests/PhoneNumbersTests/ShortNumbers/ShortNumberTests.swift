import DigitPatterns
import FormKitTestSupport
import PropertyBased
@testable import PhoneNumbers
import Testing

/// The `ShortNumberInfo` questions on parsed numbers. Cases follow libphonenumber's ShortNumberInfoTest;
/// every answer was checked against phonenumbers 9.0.43.
@Suite struct ShortNumberTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String, parsedIn: String?, dialledFrom: String
        var possible: Bool, valid: Bool, cost: ShortNumberCost, carrierSpecific: Bool, smsService: Bool
        var testDescription: String { "\(text) from \(dialledFrom)" }
    }

    @Test(arguments: [
        Case(text: "123456", parsedIn: "FR", dialledFrom: "FR", possible: true, valid: false, cost: .unknownCost, carrierSpecific: false, smsService: false),
        Case(text: "+33 123456", parsedIn: nil, dialledFrom: "FR", possible: true, valid: false, cost: .unknownCost, carrierSpecific: false, smsService: false),
        Case(text: "1010", parsedIn: "FR", dialledFrom: "FR", possible: true, valid: true, cost: .premiumRate, carrierSpecific: false, smsService: false),
        Case(text: "112", parsedIn: "FR", dialledFrom: "FR", possible: true, valid: true, cost: .tollFree, carrierSpecific: false, smsService: false),
        Case(text: "611", parsedIn: "FR", dialledFrom: "FR", possible: true, valid: true, cost: .standardRate, carrierSpecific: true, smsService: false),
        Case(text: "118777", parsedIn: "FR", dialledFrom: "FR", possible: true, valid: true, cost: .premiumRate, carrierSpecific: true, smsService: false),
        Case(text: "114", parsedIn: "FR", dialledFrom: "FR", possible: true, valid: true, cost: .tollFree, carrierSpecific: false, smsService: true),
        // The calling code is not ignored: +46 is not dialled from the US, +33 not from Germany.
        Case(text: "+4640404", parsedIn: nil, dialledFrom: "US", possible: false, valid: false, cost: .unknownCost, carrierSpecific: false, smsService: false),
        Case(text: "112", parsedIn: "FR", dialledFrom: "DE", possible: false, valid: false, cost: .unknownCost, carrierSpecific: false, smsService: false),
        Case(text: "911", parsedIn: "US", dialledFrom: "US", possible: true, valid: true, cost: .tollFree, carrierSpecific: false, smsService: false),
        Case(text: "211", parsedIn: "US", dialledFrom: "US", possible: true, valid: true, cost: .unknownCost, carrierSpecific: true, smsService: false),
        Case(text: "211", parsedIn: "CA", dialledFrom: "CA", possible: true, valid: true, cost: .tollFree, carrierSpecific: true, smsService: false),
        Case(text: "33669", parsedIn: "US", dialledFrom: "US", possible: true, valid: true, cost: .unknownCost, carrierSpecific: true, smsService: true),
        Case(text: "24280", parsedIn: "US", dialledFrom: "US", possible: true, valid: true, cost: .premiumRate, carrierSpecific: false, smsService: true),
        Case(text: "23333", parsedIn: "US", dialledFrom: "US", possible: true, valid: true, cost: .standardRate, carrierSpecific: false, smsService: true),
        Case(text: "000", parsedIn: "AU", dialledFrom: "CX", possible: true, valid: true, cost: .tollFree, carrierSpecific: false, smsService: false),
        Case(text: "+7 112", parsedIn: nil, dialledFrom: "KZ", possible: true, valid: true, cost: .tollFree, carrierSpecific: false, smsService: false),
        Case(text: "+800 1234", parsedIn: nil, dialledFrom: "US", possible: false, valid: false, cost: .unknownCost, carrierSpecific: false, smsService: false),
        Case(text: "112", parsedIn: "FR", dialledFrom: "ZZ", possible: false, valid: false, cost: .unknownCost, carrierSpecific: false, smsService: false),
    ])
    func forRegion(_ c: Case) throws {
        let number = try PhoneNumber(parsing: c.text, defaultRegion: c.parsedIn)
        #expect(number.isPossibleShortNumber(dialledFrom: c.dialledFrom) == c.possible)
        #expect(number.isValidShortNumber(dialledFrom: c.dialledFrom) == c.valid)
        #expect(number.shortNumberCost(dialledFrom: c.dialledFrom) == c.cost)
        #expect(number.isCarrierSpecific(dialledFrom: c.dialledFrom) == c.carrierSpecific)
        #expect(number.isSMSService(dialledFrom: c.dialledFrom) == c.smsService)
    }

    @Test(arguments: [
        // (text, region parsed in, possible, valid, cost, carrier specific) in any region of the calling code
        ("123456", "FR", true, false, ShortNumberCost.unknownCost, false),
        ("611", "FR", true, true, .standardRate, true),
        ("+4640404", nil, true, false, .unknownCost, false),
        ("112", "FR", true, true, .tollFree, false),
        // NANPA: the highest cost over 25 regions; unknown in one region ranks above standard rate.
        ("911", "US", true, true, .unknownCost, false),
        ("211", "US", true, true, .unknownCost, true),
        ("23333", "US", true, true, .unknownCost, false),
        ("24280", "US", true, true, .premiumRate, false),
        ("+7 112", nil, true, true, .tollFree, false),
        ("+800 1234", nil, false, false, .unknownCost, false),
    ] as [(String, String?, Bool, Bool, ShortNumberCost, Bool)])
    func inAnyRegion(text: String, parsedIn: String?, possible: Bool, valid: Bool, cost: ShortNumberCost, carrierSpecific: Bool) throws {
        let number = try PhoneNumber(parsing: text, defaultRegion: parsedIn)
        #expect(number.isPossibleShortNumber == possible)
        #expect(number.isValidShortNumber == valid)
        #expect(number.shortNumberCost == cost)
        #expect(number.isCarrierSpecific == carrierSpecific)
    }

    /// The plans' own examples: a short code is valid, a cost category's example has that cost (some
    /// standard-rate examples, such as Chile's 2000, are not valid short codes: the data says so).
    @Test func everyRegionsExamplesHaveTheirKind() throws {
        var shortCodes = 0, costs = 0, carrierSpecific = 0, smsServices = 0
        for region in PhoneMetadataRegions.short {
            if let example = ShortNumberExamples.example(region, .shortCode) {
                #expect(try PhoneNumber(parsing: example, defaultRegion: region).isValidShortNumber(dialledFrom: region), "\(region)")
                shortCodes += 1
            }
            for (kind, cost) in [(ShortNumberDescriptionKind.tollFree, ShortNumberCost.tollFree), (.standardRate, .standardRate), (.premiumRate, .premiumRate)] {
                guard let example = ShortNumberExamples.example(region, kind) else { continue }
                let number = try PhoneNumber(parsing: example, defaultRegion: region)
                #expect(number.shortNumberCost(dialledFrom: region) == cost, "\(region) \(kind)")
                costs += 1
            }
            if let example = ShortNumberExamples.example(region, .carrierSpecific) {
                #expect(try PhoneNumber(parsing: example, defaultRegion: region).isCarrierSpecific(dialledFrom: region), "\(region)")
                carrierSpecific += 1
            }
            if let example = ShortNumberExamples.example(region, .smsServices) {
                #expect(try PhoneNumber(parsing: example, defaultRegion: region).isSMSService(dialledFrom: region), "\(region)")
                smsServices += 1
            }
        }
        #expect(shortCodes > 230)
        #expect(costs > 280)
        #expect(carrierSpecific > 70)
        #expect(smsServices > 80)
    }

    @Test func regionCodesAreReadInAnyCase() throws {
        let number = try PhoneNumber(parsing: "112", defaultRegion: "FR")
        #expect(number.isValidShortNumber(dialledFrom: "fr"))
        #expect(number.shortNumberCost(dialledFrom: "Fr") == .tollFree)
        #expect(!number.isValidShortNumber(dialledFrom: "F"))
        #expect(!number.isValidShortNumber(dialledFrom: "FRA"))
        #expect(!number.isValidShortNumber(dialledFrom: "Ｆr"))
    }

    /// Two to seven random digits, or (half the time) one of the region's example short numbers, kept,
    /// with its last digit changed, or with a digit more: random digits alone are seldom short numbers.
    static func shortDigits(in region: String, using rng: inout SplitMix64) -> String {
        let randomDigit = { (rng: inout SplitMix64) in Character(String(Int.random(in: 0...9, using: &rng))) }
        let kind = ShortNumberDescriptionKind.allCases.randomElement(using: &rng) ?? .general
        guard Bool.random(using: &rng), var example = ShortNumberExamples.example(region, kind) else {
            return String((0..<Int.random(in: 2...7, using: &rng)).map { _ in randomDigit(&rng) })
        }
        switch Int.random(in: 0...2, using: &rng) {
        case 0 where !example.isEmpty: example.removeLast(); example.append(randomDigit(&rng))
        case 1: example.append(randomDigit(&rng))
        default: break
        }
        return example
    }

    /// Valid implies possible, for one region and for any; being an emergency number implies connecting to one.
    @Test func validImpliesPossibleOnRandomShortDigits() async {
        let regions = PhoneMetadataRegions.short
        var emergency = ConditionTally("the digits are an emergency number")
        var parsed = ConditionTally("the digits parse")
        var valid = ConditionTally("the number is a valid short number")
        var possible = ConditionTally("the number is a possible short number")
        await propertyCheck(count: 500, input: Gen.int(in: 0...(regions.count - 1)), Gen.uint64()) { index, seed in
            var rng = SplitMix64(seed: seed)
            let region = regions[index]
            let digits = Self.shortDigits(in: region, using: &rng)
            if emergency.count(PhoneNumbering.isEmergencyNumber(digits, region: region)) {
                #expect(PhoneNumbering.connectsToEmergencyNumber(digits, region: region))
            }
            // Some digits do not parse: "00" in France is an IDD with nothing after it.
            let number = PhoneNumber(digits, defaultRegion: region)
            guard parsed.count(number != nil), let number else { return }
            if valid.count(number.isValidShortNumber(dialledFrom: region)) {
                #expect(number.isPossibleShortNumber(dialledFrom: region))
                #expect(number.isValidShortNumber)
            }
            if possible.count(number.isPossibleShortNumber(dialledFrom: region)) { #expect(number.isPossibleShortNumber) }
        }
        #expect(emergency.held >= 10, "\(emergency)")
        #expect(parsed.held >= 450, "\(parsed)")
        #expect(valid.held >= 25, "\(valid)")
        #expect(possible.held >= 120, "\(possible)")
    }
}

/// The short-number automata of the built-in bundle are what the compiler builds today.
@Suite struct CompiledShortTableTests {
    @Test func everyBuiltInAutomatonMatchesAFreshCompilation() throws {
        let bundle = MetadataStore.shared.bundle
        let patterns = bundle.lines(.shortPatterns)
        #expect(patterns.count > 500)
        for (index, text) in patterns.enumerated() {
            let built = bundle.automata(.shortAutomata).automaton(ofPattern: index)
            let fresh = CompiledAutomaton(try DigitPattern(parsing: String(text)))
            #expect(built.transitions == fresh.transitions && built.accepting == fresh.accepting, "pattern \(index)")
        }
    }

    @Test func everyRegionRecordDecodes() {
        #expect(PhoneMetadataRegions.short.count == 241)
        for region in PhoneMetadataRegions.short {
            let plan = ShortNumberPlans.shared.plan(forRegion: region)
            #expect(plan?.id == region)
            #expect(plan?.description(.general)?.automaton != nil, "\(region)")
        }
        #expect(ShortNumberPlans.shared.plan(forRegion: "TA") == nil)  // a region without short-number data
        #expect(ShortNumberPlans.shared.plan(forRegion: "001") == nil)
    }
}

/// Example short numbers and the regions that have short-number data (checked against phonenumbers 9.0.43).
@Suite struct ExampleShortNumberTests {
    @Test(arguments: [
        ("FR", nil, "15"), ("FR", ShortNumberCost.premiumRate, "1000"), ("US", .standardRate, "23333"),
        ("US", .tollFree, "112"), ("fr", nil, "15"), ("TA", nil, nil), ("AD", .premiumRate, nil),
        ("FR", .unknownCost, nil), ("ZZ", nil, nil),
    ] as [(String, ShortNumberCost?, String?)])
    func examples(region: String, cost: ShortNumberCost?, example: String?) {
        if let cost {
            #expect(PhoneNumbering.exampleShortNumber(for: region, cost: cost) == example)
        } else {
            #expect(PhoneNumbering.exampleShortNumber(for: region) == example)
        }
    }

    @Test func shortNumberRegionsAreTheRegionsWithData() {
        let regions = PhoneNumbering.shortNumberRegions
        #expect(regions.count == 241)
        #expect(regions == regions.sorted())
        #expect(Set(regions).isSubset(of: PhoneNumbering.supportedRegions))
        #expect(Set(PhoneNumbering.supportedRegions).subtracting(regions) == ["GQ", "IO", "TA", "TK"])
    }
}
