import DigitPatterns

/// The alternatives of a plan's national prefix for parsing when a transform rule rewrites what it
/// matches (the NANP islands' `([2-9]\d{6})$|1` with `268\1`, Argentina's, Brazil's), sorted out once
/// per plan (``CallingCodePlans`` keeps them): the strict check (``PhoneNumberPrefixes``) reads the
/// typed digits through each of them on every keystroke.
///
///     RewritingPrefixRule(plan: antigua)?.alternatives
///     // [.localNumber(prefix: [2, 6, 8], shortest: 7, longest: 7), .classes([the set of 1])]
final class RewritingPrefixRule: Sendable {
    /// One alternative of the pattern, in the pattern's order.
    enum Alternative: Sendable {
        /// A fixed string of digit classes without groups (`0`, `1`, `180020`, `[0-2]\d{3}`).
        case classes([DigitSet])
        /// `(…)$`, a whole local number, rewritten by a rule `<digits>\1`: the national number is the
        /// rule's digits (`prefix`, as values) and then the local number, of `shortest` to `longest`
        /// digits (nil: unbounded).
        case localNumber(prefix: [UInt8], shortest: Int, longest: Int?)
        /// Any other alternative: the strict check cannot read the digits through it.
        case unread
    }

    let alternatives: [Alternative]

    /// Whether the pattern may match a beginning of the digits: false when no alternative can (a
    /// string of classes they do not start with, or a whole local number shorter or longer than it can be), so
    /// that the backtracking match is not needed to say so.
    func mayMatch(_ digits: ArraySlice<UInt8>) -> Bool {
        alternatives.contains { alternative in
            switch alternative {
            case .classes(let classes):
                return digits.count >= classes.count && zip(digits, classes).allSatisfy { $1.contains(Int($0)) }
            case .localNumber(_, let shortest, let longest):
                return digits.count >= shortest && longest.map { digits.count <= $0 } ?? true
            case .unread:
                return true
            }
        }
    }

    /// The rule of a plan; nil when the plan's prefix is not rewritten. ``CallingCodePlans`` keeps
    /// each plan's.
    init?(plan: RegionMetadata) {
        guard let pattern = plan.nationalPrefixForParsing, let transform = plan.nationalPrefixTransformRule,
            !transform.isEmpty
        else { return nil }
        let choices: [DigitPattern]
        if case .choice(let all) = pattern { choices = all } else { choices = [pattern] }
        alternatives = choices.map { choice in
            if !Self.containsCapture(choice) { return Self.digitClasses(of: choice).map(Alternative.classes) ?? .unread }
            guard case .sequence(let parts) = choice, parts.count == 2, case .capture(let body, index: 1) = parts[0],
                case .endOfInput = parts[1], let prefix = Self.literalBeforeGroupOne(transform)
            else { return .unread }
            return .localNumber(prefix: prefix, shortest: Self.shortestMatch(of: body), longest: Self.longestMatch(of: body))
        }
    }

    /// The fewest digits a match of the pattern can take.
    private static func shortestMatch(of pattern: DigitPattern) -> Int {
        switch pattern {
        case .digits: return 1
        case .endOfInput: return 0
        case .capture(let body, _): return shortestMatch(of: body)
        case .sequence(let parts): return parts.reduce(0) { $0 + shortestMatch(of: $1) }
        case .choice(let parts): return parts.map(shortestMatch(of:)).min() ?? 0
        case .repetition(let body, let minimum, _): return minimum * shortestMatch(of: body)
        }
    }

    /// The most digits a match of the pattern can take; nil when unbounded.
    private static func longestMatch(of pattern: DigitPattern) -> Int? {
        switch pattern {
        case .digits: return 1
        case .endOfInput: return 0
        case .capture(let body, _): return longestMatch(of: body)
        case .sequence(let parts):
            var total = 0
            for part in parts {
                guard let length = longestMatch(of: part) else { return nil }
                total += length
            }
            return total
        case .choice(let parts):
            var longest = 0
            for part in parts {
                guard let length = longestMatch(of: part) else { return nil }
                longest = max(longest, length)
            }
            return longest
        case .repetition(let body, _, let maximum):
            guard let maximum, let length = longestMatch(of: body) else { return nil }
            return maximum * length
        }
    }

    /// Whether a pattern has a capturing group (``DigitPattern/captureCount`` counts them all).
    private static func containsCapture(_ pattern: DigitPattern) -> Bool {
        switch pattern {
        case .digits, .endOfInput: return false
        case .capture: return true
        case .repetition(let body, _, _): return containsCapture(body)
        case .sequence(let parts), .choice(let parts): return parts.contains(where: containsCapture)
        }
    }

    /// The digit class of each place of a pattern that is a fixed string of classes (`180020`,
    /// `[0-2]\d{3}`); nil for any other.
    private static func digitClasses(of pattern: DigitPattern) -> [DigitSet]? {
        switch pattern {
        case .digits(let set): return [set]
        case .sequence(let parts):
            var classes: [DigitSet] = []
            for part in parts {
                guard let more = digitClasses(of: part) else { return nil }
                classes += more
            }
            return classes
        case .repetition(let body, let minimum, let maximum) where maximum == minimum:
            guard let one = digitClasses(of: body) else { return nil }
            return Array([[DigitSet]](repeating: one, count: minimum).joined())
        default: return nil
        }
    }

    /// The digits of a transform rule `<digits>\1` (as values), nil for a rule of another form.
    private static func literalBeforeGroupOne(_ rule: String) -> [UInt8]? {
        let bytes = Array(rule.utf8)
        guard bytes.count >= 2, bytes[bytes.count - 2] == UInt8(ascii: "\\"), bytes[bytes.count - 1] == UInt8(ascii: "1")
        else { return nil }
        var literal: [UInt8] = []
        for byte in bytes.dropLast(2) {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            literal.append(byte - 0x30)
        }
        return literal
    }
}
