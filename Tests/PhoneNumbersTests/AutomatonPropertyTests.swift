import DigitPatterns
import FormKitTestSupport
import Foundation
import PropertyBased
@testable import PhoneNumbers
import Testing

/// The pattern compiler is checked against Foundation's regular expressions (ICU, the same backtracking
/// semantics as Python's `re` and Java's regex for this subset, but for the groups of a repetition's
/// empty last iteration: see `emptyIterationKeepsItsGroups`) on digit strings.
@Suite struct AutomatonPropertyTests {
    /// What Foundation says about a pattern on a digit string.
    /// Foundation's view of a pattern: anchored at both ends, and anchored at the start only.
    struct Reference {
        let full: NSRegularExpression
        let anchored: NSRegularExpression

        init(pattern: String) throws {
            full = try NSRegularExpression(pattern: "^(?:" + pattern + ")$")
            anchored = try NSRegularExpression(pattern: pattern)
        }

        func fullMatch(_ text: String) -> Bool {
            full.firstMatch(in: text, range: NSRange(location: 0, length: text.utf16.count)) != nil
        }

        /// The first match at offset 0 with its groups, as a backtracking engine finds it.
        func firstMatch(_ text: String) -> PriorityMatch? {
            let range = NSRange(location: 0, length: text.utf16.count)
            return anchored.firstMatch(in: text, options: .anchored, range: range).map { result in
                PriorityMatch(
                    end: result.range.location + result.range.length,
                    groups: (1..<result.numberOfRanges).map { index in
                        let group = result.range(at: index)
                        return group.location == NSNotFound ? nil : group.location..<(group.location + group.length)
                    })
            }
        }
    }

    /// Digit strings near the language of the automaton: random walks that mostly stay alive, cut at
    /// random points, plus uniformly random strings.
    static func samples(
        for automaton: DigitAutomaton, count: Int, maximumLength: Int = 18, using rng: inout SplitMix64
    ) -> [[UInt8]] {
        var result: [[UInt8]] = []
        for sample in 0..<count {
            let length = Int.random(in: 0...maximumLength, using: &rng)
            var digits: [UInt8] = []
            var state = automaton.start
            for _ in 0..<length {
                let alive = (0..<10).filter { automaton.next(state, UInt8($0)) != DigitAutomaton.dead }
                let digit: UInt8
                if sample % 4 != 3, let choice = alive.randomElement(using: &rng) {
                    digit = UInt8(choice)
                } else {
                    digit = UInt8.random(in: 0...9, using: &rng)
                }
                digits.append(digit)
                state = automaton.next(state, digit)
                if sample % 2 == 0 && automaton.isAccepting(state) && Bool.random(using: &rng) { break }
            }
            result.append(digits)
        }
        return result
    }

    /// Which of `check`'s comparisons ran, counted by pattern: each must run on enough patterns.
    struct Tallies {
        var whole = ConditionTally("the pattern has no `$`, so whole and prefix matches are compared")
        var groups = ConditionTally("no repetition of the pattern can capture nothing, so groups are compared")
    }

    static func check(
        pattern: String, samples count: Int, maximumLength: Int = 18, using rng: inout SplitMix64, tallies: inout Tallies
    ) throws {
        let tree = try DigitPattern(parsing: pattern)
        let automaton = DigitAutomaton(tree)
        let reference = try Reference(pattern: pattern)
        let comparesWhole = tallies.whole.count(!pattern.contains("$"))
        // Where an iteration can match nothing, Python's `re` (the oracle's engine, which the
        // matcher follows) and ICU keep different groups; see `emptyIterationKeepsItsGroups`.
        let comparesGroups = tallies.groups.count(!tree.mayRepeatEmptyCaptures)
        for digits in samples(for: automaton, count: count, maximumLength: maximumLength, using: &rng) {
            let text = String(decoding: digits.map { $0 + 0x30 }, as: UTF8.self)
            let first = reference.firstMatch(text)
            if comparesWhole {
                #expect(automaton.matches(digits: digits) == reference.fullMatch(text), "\(pattern) full on \(text)")
                #expect(automaton.matchesPrefix(of: digits) == (first != nil), "\(pattern) prefix on \(text)")
            }
            if comparesGroups {
                #expect(tree.firstMatch(in: digits) == first, "\(pattern) groups on \(text)")
            }
        }
    }

    /// Python's `re` lets a repetition's last iteration match nothing and keeps the groups it set;
    /// ICU rejects such an iteration. `phonenumbers` runs on Python, so the matcher does as Python does:
    /// `re.match(r'5((?:1{3})?|([^6-8]1)?4+){0,2}8', '50148')` spans group 1 (4, 4), group 2 (1, 3).
    @Test func emptyIterationKeepsItsGroups() throws {
        let tree = try DigitPattern(parsing: "5((?:1{3})?|([^6-8]1)?4+){0,2}8")
        #expect(tree.firstMatch(in: [5, 0, 1, 4, 8]) == PriorityMatch(end: 5, groups: [4..<4, 1..<3]))
        #expect(tree.mayRepeatEmptyCaptures)
        #expect(try !DigitPattern(parsing: "5(1{3}|([^6-8]1)?4+){0,2}8").mayRepeatEmptyCaptures)
    }

    @Test func everyMetadataPatternAgreesWithFoundation() throws {
        #expect(MetadataPatterns.all.count > 2000)
        var rng = SplitMix64(seed: 3)
        var tallies = Tallies()
        for pattern in MetadataPatterns.all {
            try Self.check(pattern: pattern, samples: 24, using: &rng, tallies: &tallies)
        }
        #expect(tallies.whole.held >= 2_000, "\(tallies.whole)")
        #expect(tallies.groups.held >= 2_000, "\(tallies.groups)")
    }

    @Test func randomMetadataPatternsAgreeOnMoreStrings() async throws {
        var tallies = Tallies()
        await propertyCheck(count: 200, input: Gen.int(in: 0...(MetadataPatterns.all.count - 1)), Gen.uint64()) {
            index, seed in
            var rng = SplitMix64(seed: seed)
            #expect(throws: Never.self) {
                try Self.check(pattern: MetadataPatterns.all[index], samples: 40, using: &rng, tallies: &tallies)
            }
        }
        #expect(tallies.whole.held >= 150, "\(tallies.whole)")
        #expect(tallies.groups.held >= 150, "\(tallies.groups)")
    }

    @Test func randomPatternsAgreeWithFoundation() async {
        var tallies = Tallies()
        await propertyCheck(count: 300, input: Gen.uint64()) { seed in
            var rng = SplitMix64(seed: seed)
            let pattern = RandomPattern.make(depth: 2, using: &rng)
            #expect(throws: Never.self) { try Self.check(pattern: pattern, samples: 20, maximumLength: 12, using: &rng, tallies: &tallies) }
        }
        #expect(tallies.whole.held >= 250, "\(tallies.whole)")
        #expect(tallies.groups.held >= 200, "\(tallies.groups)")
    }
}

/// Random patterns in libphonenumber's subset: digits, classes, groups, alternation and quantifiers.
enum RandomPattern {
    static func make(depth: Int, using rng: inout SplitMix64) -> String {
        let alternatives = Int.random(in: 1...(depth > 0 ? 3 : 1), using: &rng)
        return (0..<alternatives).map { _ in sequence(depth: depth, using: &rng) }.joined(separator: "|")
    }

    static func sequence(depth: Int, using rng: inout SplitMix64) -> String {
        (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            let piece = atom(depth: depth, using: &rng)
            // Like the numbering plans, unbounded repetition applies to single digits and classes only.
            return piece + quantifier(unbounded: !piece.hasPrefix("("), using: &rng)
        }.joined()
    }

    static func atom(depth: Int, using rng: inout SplitMix64) -> String {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...3: return String(Int.random(in: 0...9, using: &rng))
        case 4: return "\\d"
        case 5, 6:
            let low = Int.random(in: 0...9, using: &rng), high = Int.random(in: low...9, using: &rng)
            let extra = Int.random(in: 0...9, using: &rng)
            return Bool.random(using: &rng) ? "[\(low)-\(high)\(extra)]" : "[^\(low)-\(high)]"
        default:
            guard depth > 0 else { return String(Int.random(in: 0...9, using: &rng)) }
            let inner = make(depth: depth - 1, using: &rng)
            return Bool.random(using: &rng) ? "(" + inner + ")" : "(?:" + inner + ")"
        }
    }

    static func quantifier(unbounded: Bool, using rng: inout SplitMix64) -> String {
        switch Int.random(in: 0..<12, using: &rng) {
        case 0: return "?"
        case 1: return unbounded ? "*" : "?"
        case 2: return unbounded ? "+" : "{1,2}"
        case 3: return "{\(Int.random(in: 0...3, using: &rng))}"
        case 4:
            let low = Int.random(in: 0...2, using: &rng)
            return "{\(low),\(Int.random(in: low...(unbounded ? 4 : 2), using: &rng))}"
        case 5: return unbounded ? "{\(Int.random(in: 0...2, using: &rng)),}" : ""
        default: return ""
        }
    }
}

extension DigitPattern {
    /// Whether the pattern can match the empty string.
    fileprivate var matchesEmpty: Bool {
        switch self {
        case .digits: false
        case .endOfInput: true
        case .sequence(let parts): parts.allSatisfy(\.matchesEmpty)
        case .choice(let alternatives): alternatives.contains(where: \.matchesEmpty)
        case .repetition(let body, let minimum, _): minimum == 0 || body.matchesEmpty
        case .capture(let body, _): body.matchesEmpty
        }
    }

    /// Whether a repetition's body holds a group and can match nothing, the one place where the
    /// engines disagree about groups.
    fileprivate var mayRepeatEmptyCaptures: Bool {
        switch self {
        case .digits, .endOfInput: false
        case .sequence(let parts), .choice(let parts): parts.contains(where: \.mayRepeatEmptyCaptures)
        case .repetition(let body, _, _): (body.matchesEmpty && body.captureCount > 0) || body.mayRepeatEmptyCaptures
        case .capture(let body, _): body.mayRepeatEmptyCaptures
        }
    }
}
