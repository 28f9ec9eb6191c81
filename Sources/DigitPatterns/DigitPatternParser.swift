/// Why a pattern could not be read as a ``DigitPattern``.
package struct DigitPatternSyntaxError: Error, Hashable, Sendable {
    /// The UTF-8 offset of the unsupported or malformed construct.
    package var offset: Int
}

extension DigitPattern {
    /// Reads a libphonenumber pattern.
    ///
    ///     try DigitPattern(parsing: "1\\d{2}|[2-9]")  // choice of "1" + 2 digits, or one of 2…9
    ///
    /// - Complexity: O(n) in the length of the pattern.
    package init(parsing pattern: String) throws(DigitPatternSyntaxError) {
        var reader = PatternReader(bytes: Array(pattern.utf8))
        let tree = try reader.readChoice()
        guard reader.position == reader.bytes.count else { throw DigitPatternSyntaxError(offset: reader.position) }
        self = tree
    }
}

private struct PatternReader {
    let bytes: [UInt8]
    var position = 0
    var nextCaptureIndex = 1

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func readChoice() throws(DigitPatternSyntaxError) -> DigitPattern {
        var alternatives = [try readSequence()]
        while current == UInt8(ascii: "|") {
            position += 1
            alternatives.append(try readSequence())
        }
        return alternatives.count == 1 ? alternatives[0] : .choice(alternatives)
    }

    mutating func readSequence() throws(DigitPatternSyntaxError) -> DigitPattern {
        var parts: [DigitPattern] = []
        while let byte = current, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
            parts.append(try readQuantified(try readAtom()))
        }
        return parts.count == 1 ? parts[0] : .sequence(parts)
    }

    mutating func readAtom() throws(DigitPatternSyntaxError) -> DigitPattern {
        let start = position
        guard let byte = current else { throw DigitPatternSyntaxError(offset: start) }
        position += 1
        switch byte {
        case UInt8(ascii: "("):
            var captureIndex: Int? = nil
            if current == UInt8(ascii: "?") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ":") else {
                    throw DigitPatternSyntaxError(offset: start)
                }
                position += 2
            } else {
                captureIndex = nextCaptureIndex
                nextCaptureIndex += 1
            }
            let body = try readChoice()
            guard current == UInt8(ascii: ")") else { throw DigitPatternSyntaxError(offset: position) }
            position += 1
            return captureIndex.map { .capture(body, index: $0) } ?? body
        case UInt8(ascii: "["):
            return .digits(try readClass(start: start))
        case UInt8(ascii: "\\"):
            return .digits(try readEscape(start: start))
        case UInt8(ascii: "$"):
            return .endOfInput
        case UInt8(ascii: "."):
            return .digits(.all)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .digits(DigitSet(digit: Int(byte - UInt8(ascii: "0"))))
        case UInt8(ascii: "^"), UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "{"):
            throw DigitPatternSyntaxError(offset: start)
        default:
            return .digits(.none)
        }
    }

    mutating func readEscape(start: Int) throws(DigitPatternSyntaxError) -> DigitSet {
        guard let escaped = current else { throw DigitPatternSyntaxError(offset: start) }
        position += 1
        switch escaped {
        case UInt8(ascii: "d"): return .all
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"):
            throw DigitPatternSyntaxError(offset: start)
        default: return .none
        }
    }

    mutating func readClass(start: Int) throws(DigitPatternSyntaxError) -> DigitSet {
        var negated = false
        if current == UInt8(ascii: "^") {
            negated = true
            position += 1
        }
        var mask: UInt16 = 0
        var first = true
        while let byte = current, byte != UInt8(ascii: "]") || first {
            first = false
            var low: UInt8
            if byte == UInt8(ascii: "\\") {
                position += 1
                let escape = try readEscape(start: position - 1)
                if escape == .all { mask |= DigitSet.all.mask; continue }
                low = bytes[position - 1]
            } else {
                low = byte
                position += 1
            }
            var high = low
            if current == UInt8(ascii: "-"), position + 1 < bytes.count, bytes[position + 1] != UInt8(ascii: "]") {
                high = bytes[position + 1]
                position += 2
                guard high >= low else { throw DigitPatternSyntaxError(offset: position - 3) }
            }
            let from = max(low, UInt8(ascii: "0")), to = min(high, UInt8(ascii: "9"))
            if from <= to {
                for digit in from...to { mask |= 1 << UInt16(digit - UInt8(ascii: "0")) }
            }
        }
        guard current == UInt8(ascii: "]") else { throw DigitPatternSyntaxError(offset: start) }
        position += 1
        return DigitSet(mask: negated ? ~mask : mask)
    }

    mutating func readQuantified(_ atom: DigitPattern) throws(DigitPatternSyntaxError) -> DigitPattern {
        var result = atom
        while let byte = current {
            let start = position
            switch byte {
            case UInt8(ascii: "?"): position += 1; result = .repetition(result, min: 0, max: 1)
            case UInt8(ascii: "*"): position += 1; result = .repetition(result, min: 0, max: nil)
            case UInt8(ascii: "+"): position += 1; result = .repetition(result, min: 1, max: nil)
            case UInt8(ascii: "{"):
                position += 1
                let low = try readNumber()
                var high: Int? = low
                if current == UInt8(ascii: ",") {
                    position += 1
                    high = current == UInt8(ascii: "}") ? nil : try readNumber()
                }
                guard current == UInt8(ascii: "}"), high.map({ $0 >= low }) ?? true else {
                    throw DigitPatternSyntaxError(offset: start)
                }
                position += 1
                result = .repetition(result, min: low, max: high)
            default:
                return result
            }
            if current == UInt8(ascii: "?") || current == UInt8(ascii: "+") {
                throw DigitPatternSyntaxError(offset: position)  // lazy and possessive quantifiers are not used
            }
        }
        return result
    }

    mutating func readNumber() throws(DigitPatternSyntaxError) -> Int {
        var value = 0, digits = 0
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 4 {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            position += 1
        }
        guard digits > 0 else { throw DigitPatternSyntaxError(offset: position) }
        return value
    }
}
