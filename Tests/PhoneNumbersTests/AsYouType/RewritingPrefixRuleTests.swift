import DigitPatterns
import Testing

@testable import PhoneNumbers

/// The strict check reads typed digits through each plan's rewriting prefix rule, and skips the
/// backtracking match when ``RewritingPrefixRule/mayMatch(_:)`` says no alternative can match: that
/// must never be said of digits the match does match.
@Suite struct RewritingPrefixRuleTests {
    /// The plans whose national prefix for parsing a transform rule rewrites (the NANP islands,
    /// Argentina, Brazil…), with their rules.
    static let rules: [(plan: RegionMetadata, rule: RewritingPrefixRule)] = PhoneNumbering.supportedRegions.compactMap {
        guard let plan = MetadataStore.shared.metadata(forRegion: $0), let rule = RewritingPrefixRule(plan: plan) else {
            return nil
        }
        return (plan, rule)
    }

    @Test func antiguaReadsLocalNumbersAndTheTrunkPrefix() throws {
        let antigua = try #require(Self.rules.first { $0.plan.id == "AG" }?.rule)
        guard case .localNumber(let prefix, let shortest, let longest) = antigua.alternatives.first else {
            Issue.record("Antigua's first alternative is not a local number: \(antigua.alternatives)")
            return
        }
        #expect(prefix == [2, 6, 8] && shortest == 7 && longest == 7)
        #expect(antigua.mayMatch([4, 6, 4, 1, 2, 3, 4][...]))
        #expect(antigua.mayMatch([1, 2, 6, 8][...]))
        #expect(!antigua.mayMatch([0, 1, 1][...]))
        #expect(!antigua.mayMatch([8, 0, 0, 2, 1, 2, 3, 4, 5, 6, 6][...]))
    }

    /// Seeded digit strings of 0 to 14 digits, and the same with a trunk prefix `0` or `1` first,
    /// through every rule: wherever the backtracking match finds a match, `mayMatch` says it may.
    @Test func noMatchIsEverSkipped() {
        #expect(Self.rules.count >= 20)
        var generator = SeededDigits(seed: 29)
        var matched = 0
        for _ in 0..<400 {
            let random = generator.digits(count: generator.next(below: 15))
            for digits in [random, [0] + random, [1] + random] {
                for (plan, rule) in Self.rules {
                    guard let pattern = plan.nationalPrefixForParsing,
                        pattern.firstMatch(in: digits, captureCount: plan.nationalPrefixForParsingGroupCount) != nil
                    else { continue }
                    matched += 1
                    #expect(rule.mayMatch(digits[...]), "\(plan.id): \(digits)")
                }
            }
        }
        #expect(matched > 500)  // the property was asked of many matches, not of none
    }
}

/// A small seeded generator (SplitMix64) of digit strings, so each run asks the same.
private struct SeededDigits {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((value ^ (value >> 31)) % UInt64(bound))
    }

    mutating func digits(count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8(next(below: 10)) }
    }
}
