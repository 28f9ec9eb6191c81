/// A set of decimal digits, one bit per digit.
package struct DigitSet: Hashable, Sendable {
    /// Bit `d` is set when digit `d` is in the set.
    package var mask: UInt16

    package static let none = DigitSet(mask: 0)
    package static let all = DigitSet(mask: 0x3FF)

    package init(mask: UInt16) { self.mask = mask & 0x3FF }

    /// The set holding one digit.
    package init(digit: Int) { self.mask = 1 << UInt16(digit) }

    package func contains(_ digit: Int) -> Bool { mask & (1 << UInt16(digit)) != 0 }
}

/// The syntax tree of one of libphonenumber's patterns, reduced to what can match decimal digits.
///
/// The subset is what the numbering plans use: digits, `\d`, classes, groups (capturing or `(?:`),
/// alternation, `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}` and `$`. Any other literal character can never
/// match a digit, so it becomes the empty set.
package indirect enum DigitPattern: Hashable, Sendable {
    /// One digit from the set.
    case digits(DigitSet)
    /// Each part in order.
    case sequence([DigitPattern])
    /// The first alternative that leads to a match (for automata: any of them).
    case choice([DigitPattern])
    /// `min` to `max` (nil: unbounded) greedy repetitions.
    case repetition(DigitPattern, min: Int, max: Int?)
    /// A capturing group, numbered from 1 by its opening parenthesis.
    case capture(DigitPattern, index: Int)
    /// `$`: matches only at the end of the input.
    case endOfInput

    /// The number of capturing groups in the pattern.
    package var captureCount: Int {
        switch self {
        case .digits, .endOfInput: 0
        case .sequence(let parts), .choice(let parts): parts.reduce(0) { $0 + $1.captureCount }
        case .repetition(let body, _, _): body.captureCount
        case .capture(let body, _): 1 + body.captureCount
        }
    }

    /// The number of digits every match has, or nil when matches differ in length.
    package var fixedLength: Int? {
        switch self {
        case .digits: return 1
        case .endOfInput: return 0
        case .capture(let body, _): return body.fixedLength
        case .sequence(let parts):
            var total = 0
            for part in parts {
                guard let length = part.fixedLength else { return nil }
                total += length
            }
            return total
        case .choice(let alternatives):
            guard let first = alternatives.first?.fixedLength else { return nil }
            return alternatives.dropFirst().allSatisfy { $0.fixedLength == first } ? first : nil
        case .repetition(let body, let minimum, let maximum):
            guard maximum == minimum, let length = body.fixedLength else { return nil }
            return length * minimum
        }
    }
}
