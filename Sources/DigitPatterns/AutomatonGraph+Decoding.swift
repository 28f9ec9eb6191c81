/// Reading ``AutomatonGraph``'s texts (the encoding is described there): every check that keeps a
/// malformed table from crashing is here, and any failure yields nil (a graph without automata).
extension AutomatonGraph {
    /// The run heads: `end + 10 × kind + 30 × accepting`, so 60 values.
    private static let headCount = 60

    /// The states from the runs and targets texts, and the roots (the states a walk started from, in
    /// order): a state that no state before it has named is the next root.
    static func decodeStates(
        runs text: UnsafeBufferPointer<UInt8>, targets: UnsafeBufferPointer<UInt8>
    ) -> (transitions: [UInt16], accepting: [Bool], roots: [Int])? {
        var transitions: [UInt16] = []
        var accepting: [Bool] = []
        var roots: [Int] = []
        var numbered = 0  // the states named so far: those written, and the new targets not yet written
        var position = 0
        var targetPosition = 0
        var digit = 0
        while true {
            if digit == 0 {
                skipLineBreaks(text, at: &position)
                if position == text.count { break }
                if accepting.count == numbered {  // no state before this one named it
                    roots.append(numbered)
                    numbered += 1
                }
            }
            guard let head = readValue(text, at: &position), head < headCount else { return nil }
            let end = head % 10
            guard end >= digit else { return nil }
            if digit == 0 { accepting.append(head >= 30) } else if head >= 30 { return nil }
            var target = 0
            switch head / 10 % 3 {
            case 1:  // a new state: the next number
                target = numbered
                numbered += 1
            case 2:  // a state named before
                guard let state = readNumber(targets, at: &targetPosition), state < numbered else { return nil }
                target = state
            default:  // the dead state
                break
            }
            guard target <= Int(UInt16.max) else { return nil }
            for _ in digit...end { transitions.append(UInt16(target)) }
            digit = end == 9 ? 0 : end + 1
        }
        skipLineBreaks(targets, at: &targetPosition)
        guard digit == 0, targetPosition == targets.count, numbered == accepting.count, !accepting.isEmpty,
            accepting.count <= 1 << 16 else { return nil }
        return (transitions, accepting, roots)
    }

    /// The start state of each pattern from the starts text: per pattern 0 for the next root (the
    /// first, the dead state's, is no pattern's), or a state's number + 1.
    static func decodeStarts(_ text: UnsafeBufferPointer<UInt8>, roots: [Int], below stateCount: Int) -> [Int32]? {
        var position = 0
        var nextRoot = 1
        var starts: [Int32] = []
        while true {
            skipLineBreaks(text, at: &position)
            if position == text.count { return starts }
            guard let entry = readNumber(text, at: &position) else { return nil }
            let start: Int
            if entry == 0 {
                guard nextRoot < roots.count else { return nil }
                start = roots[nextRoot]
                nextRoot += 1
            } else {
                start = entry - 1
            }
            guard start < stateCount else { return nil }
            starts.append(Int32(start))
        }
    }
}
