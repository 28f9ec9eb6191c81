/// The symbols of ``AutomatonGraph``'s texts, shared with Tools/metadata/AutomataCompiler, which writes
/// them: printable bytes that need no escaping in a raw string literal, and numbers of one or more.
extension AutomatonGraph {
    /// The number of symbols: `#` (0x23) to `~` (0x7E) without `\`.
    package static let symbolCount = 91
    /// Number symbols below this value end a number; the others continue it.
    package static let finalSymbolCount = 60

    /// The symbol for a value below ``symbolCount``.
    package static func symbol(_ value: Int) -> UInt8 {
        let byte = 0x23 + UInt8(value)
        return byte >= 0x5C ? byte + 1 : byte
    }

    /// The value of a symbol; nil for a byte that is not one.
    package static func value(of symbol: UInt8) -> Int? {
        guard symbol >= 0x23, symbol <= 0x7E, symbol != 0x5C else { return nil }
        return Int(symbol - 0x23) - (symbol > 0x5C ? 1 : 0)
    }

    /// The symbols of a number: the quotient by ``finalSymbolCount`` in base 31 (symbols 60…90), then
    /// the remainder (0…59). Numbers below 60 take one symbol, below 1,860 two.
    package static func symbols(ofNumber number: Int) -> [UInt8] {
        var prefix: [UInt8] = []
        var quotient = number / finalSymbolCount
        while quotient > 0 {
            prefix.insert(symbol(finalSymbolCount + quotient % (symbolCount - finalSymbolCount)), at: 0)
            quotient /= symbolCount - finalSymbolCount
        }
        return prefix + [symbol(number % finalSymbolCount)]
    }

    /// Reads a number at `position` (line breaks skipped) and moves past it; nil when malformed.
    static func readNumber(_ text: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Int? {
        var number = 0
        while let value = readValue(text, at: &position) {
            if value < finalSymbolCount { return number &* finalSymbolCount &+ value }
            number = number &* (symbolCount - finalSymbolCount) &+ (value - finalSymbolCount)
            guard number < Int(Int32.max) / symbolCount else { return nil }
        }
        return nil
    }

    /// Reads one symbol's value at `position`, skipping line breaks; nil at the end or on a bad byte.
    static func readValue(_ text: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Int? {
        skipLineBreaks(text, at: &position)
        guard position < text.count else { return nil }
        defer { position += 1 }
        return value(of: text[position])
    }

    /// Moves `position` past any line breaks (the compiler cuts the texts into lines).
    static func skipLineBreaks(_ text: UnsafeBufferPointer<UInt8>, at position: inout Int) {
        while position < text.count, text[position] == UInt8(ascii: "\n") { position += 1 }
    }
}
