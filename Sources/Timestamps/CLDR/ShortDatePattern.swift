/// A CLDR short date pattern (`M/d/yy`, `dd.MM.yy`, `y/MM/dd`, `d‏/M‏/y`) read once into its
/// fields and literal text, written with a locale's digits.
struct ShortDatePattern: Sendable {
    enum Part: Sendable {
        case literal([UInt8])
        /// `y` (the year as is), `yy` (its last two digits) or `yyy…` (padded to the letters' count).
        case year(letters: Int)
        /// `M` or `MM`.
        case month(width: Int)
        /// `d` or `dd`.
        case day(width: Int)
    }

    let parts: [Part]

    /// Reads a pattern of y, M and d fields and literal text, quoted ('…', '' for a quote) or not.
    init(_ pattern: String) {
        var parts: [Part] = []
        var literal: [UInt8] = []
        let bytes = Array(pattern.utf8)
        var index = 0
        var quoted = false
        func flush() {
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = []
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "'") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "'") {
                    literal.append(byte)
                    index += 2
                    continue
                }
                quoted.toggle()
                index += 1
                continue
            }
            let isField = !quoted && (byte == UInt8(ascii: "y") || byte == UInt8(ascii: "M") || byte == UInt8(ascii: "d"))
            guard isField else {
                literal.append(byte)
                index += 1
                continue
            }
            var count = 1
            while index + count < bytes.count, bytes[index + count] == byte { count += 1 }
            flush()
            switch byte {
            case UInt8(ascii: "y"): parts.append(.year(letters: count))
            case UInt8(ascii: "M"): parts.append(.month(width: min(count, 2)))
            default: parts.append(.day(width: min(count, 2)))
            }
            index += count
        }
        flush()
        self.parts = parts
    }

    /// Appends the date in the pattern, with digits from `zero` on (nil for 0–9).
    func append(_ date: CivilDate, zero: Unicode.Scalar?, to output: inout [UInt8]) {
        for part in parts {
            switch part {
            case .literal(let bytes): output.append(contentsOf: bytes)
            case .year(let letters):
                if letters == 2 {
                    appendNumber(abs(date.year) % 100, width: 2, zero: zero, to: &output)
                } else {
                    appendNumber(date.year, width: letters, zero: zero, to: &output)
                }
            case .month(let width): appendNumber(date.month, width: width, zero: zero, to: &output)
            case .day(let width): appendNumber(date.day, width: width, zero: zero, to: &output)
            }
        }
    }
}

/// Appends the decimal digits of `value`, left-padded with zeros to `width`, from `zero` on (nil: 0–9).
func appendNumber(_ value: Int, width: Int = 1, zero: Unicode.Scalar?, to output: inout [UInt8]) {
    let magnitude = value.magnitude
    var divisor: UInt = 1
    var length = 1
    while divisor <= magnitude / 10 {
        divisor *= 10
        length += 1
    }
    if value < 0 { output.append(UInt8(ascii: "-")) }
    for _ in length..<max(length, width) { appendDigit(0, zero: zero, to: &output) }
    while divisor > 0 {
        appendDigit(UInt8(magnitude / divisor % 10), zero: zero, to: &output)
        divisor /= 10
    }
}

@inline(__always)
private func appendDigit(_ digit: UInt8, zero: Unicode.Scalar?, to output: inout [UInt8]) {
    guard let zero else {
        output.append(UInt8(ascii: "0") + digit)
        return
    }
    let scalar = zero.value + UInt32(digit)
    // UTF-8 of a scalar above U+007F (every zero digit but ASCII's is).
    if scalar < 0x800 {
        output.append(UInt8(0xC0 | (scalar >> 6)))
        output.append(UInt8(0x80 | (scalar & 0x3F)))
    } else if scalar < 0x10000 {
        output.append(UInt8(0xE0 | (scalar >> 12)))
        output.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
        output.append(UInt8(0x80 | (scalar & 0x3F)))
    } else {
        output.append(UInt8(0xF0 | (scalar >> 18)))
        output.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
        output.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
        output.append(UInt8(0x80 | (scalar & 0x3F)))
    }
}
