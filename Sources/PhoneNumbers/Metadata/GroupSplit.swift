import DigitPatterns

/// How a number that fully matches a grouping pattern splits into the pattern's groups, worked out once
/// from the pattern so formatting needs no matcher: each group has a fixed length, except at most one
/// that also holds a greedy run of one digit class (`\d{3,4}`, `[2-9]\d+`) and takes whatever the
/// others leave.
///
///     // (\d{3})(\d{3,4}) on 7 digits: groups of 3 and 4; on 6 digits: 3 and 3.
///
/// With a single run the leftmost-first match of the pattern is the whole number (the run is greedy and
/// every other part has one length), so the split is the one `re.sub` finds.
package struct GroupSplit: Hashable, Sendable {
    /// The length of each group, eight bits per group from the lowest; for the stretching group, the
    /// length of its fixed parts. Packed so a plan's hundreds of rules hold no arrays.
    private let packedLengths: UInt64
    /// The number of groups (at most 8).
    package let groupCount: Int8
    /// The group holding the run; -1 when there is none.
    private let stretchingGroup: Int8
    /// The total length of the fixed parts of every group.
    private let fixedTotal: UInt8

    /// The split of a pattern made of capturing groups `(…)(…)…` numbered 1, 2, … in order; nil when
    /// groups hold other groups, or more than one part varies in length, or a varying part is not a run
    /// of one digit class, or there are more than 8 groups or 255 digits.
    package init?(_ pattern: DigitPattern) {
        let parts: [DigitPattern]
        switch pattern {
        case .sequence(let items): parts = items
        default: parts = [pattern]
        }
        var lengths: [Int] = []
        var stretching: Int?
        for (index, part) in parts.enumerated() {
            guard case .capture(let body, let number) = part, number == index + 1, body.captureCount == 0,
                let (length, runs) = Self.measure(body), runs <= 1, runs == 0 || stretching == nil
            else { return nil }
            if runs == 1 { stretching = index }
            lengths.append(length)
        }
        let total = lengths.reduce(0, +)
        guard lengths.count <= 8, total <= 255 else { return nil }
        var packed: UInt64 = 0
        for (index, length) in lengths.enumerated() { packed |= UInt64(length) << UInt64(8 * index) }
        self.packedLengths = packed
        self.groupCount = Int8(lengths.count)
        self.stretchingGroup = Int8(stretching ?? -1)
        self.fixedTotal = UInt8(total)
    }

    /// The fixed length of a pattern and how many greedy single-class runs it holds; nil when it varies
    /// in another way.
    private static func measure(_ pattern: DigitPattern) -> (length: Int, runs: Int)? {
        if let fixed = pattern.fixedLength { return (fixed, 0) }
        switch pattern {
        case .repetition(.digits, let minimum, let maximum) where maximum != minimum:
            return (minimum, 1)
        case .sequence(let parts):
            var total = (length: 0, runs: 0)
            for part in parts {
                guard let measured = measure(part) else { return nil }
                total = (total.length + measured.length, total.runs + measured.runs)
            }
            return total
        default:
            return nil
        }
    }

    /// Where group `index` lies in a matching number of `count` digits.
    @inline(__always)
    package func range(ofGroup index: Int, digitCount count: Int) -> Range<Int> {
        var start = 0
        for group in 0..<index { start += length(ofGroup: group, digitCount: count) }
        return start..<(start + length(ofGroup: index, digitCount: count))
    }

    /// How many digits group `index` holds in a matching number of `count` digits.
    @inline(__always)
    package func length(ofGroup group: Int, digitCount count: Int) -> Int {
        let fixed = Int(truncatingIfNeeded: packedLengths >> UInt64(8 * group)) & 0xFF
        return group == Int(stretchingGroup) ? fixed + max(count - Int(fixedTotal), 0) : fixed
    }
}
