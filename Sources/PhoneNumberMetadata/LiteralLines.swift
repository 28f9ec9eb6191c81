/// A generated table held as one string literal with one entry per line, read in place.
///
/// A table written as a `switch` over thousands of literals compiles to code that builds each answer;
/// one literal is plain data in the binary. The ends of the lines are found on first use, in one pass
/// over the bytes, and from then on an entry is two array reads and no copy.
///
///     let lines = LiteralLines("AC;247\nAD;376")
///     lines.count                          // 2
///     lines.entry(startingWith: "AD")      // the bytes of "AD;376"
struct LiteralLines: @unchecked Sendable {  // the pointer is into a literal: immutable, never freed
    private let base: UnsafePointer<UInt8>
    /// Where each line starts; one more element than there are lines, the last being the end of the text.
    private let starts: [Int32]

    init(_ literal: StaticString) {
        precondition(literal.hasPointerRepresentation, "a generated table is a string literal")
        base = literal.utf8Start
        let count = literal.utf8CodeUnitCount
        var starts: [Int32] = [0]
        var offset = 0
        while offset < count {
            if base[offset] == UInt8(ascii: "\n") { starts.append(Int32(offset + 1)) }
            offset += 1
        }
        starts.append(Int32(count + 1))  // as if the text ended with a line break
        self.starts = starts
    }

    /// The number of entries.
    var count: Int { starts.count - 1 }

    /// The entry on line `index` (from 0), without its line break; nil outside the table.
    func entry(at index: Int) -> UnsafeBufferPointer<UInt8>? {
        guard index >= 0, index < count else { return nil }
        let start = Int(starts[index])
        return UnsafeBufferPointer(start: base + start, count: Int(starts[index + 1]) - 1 - start)
    }

    /// The entry whose line starts with `key` followed by `;` (a region's record), by binary search:
    /// the lines are sorted by key. Nil when there is none.
    func entry(startingWith key: String) -> UnsafeBufferPointer<UInt8>? {
        search { Self.compare(key: key, toFieldOf: $0) }
    }

    /// The text after `key:` on the line numbered `key` (lines `number:entry`, numbers ascending), by
    /// binary search; nil when there is none.
    func entry(numbered key: Int) -> UnsafeBufferPointer<UInt8>? {
        guard let line = search({ Self.compare(number: key, toNumberOf: $0) }) else { return nil }
        let length = Self.numberLength(of: line)
        guard length < line.count, let start = line.baseAddress else { return nil }
        return UnsafeBufferPointer(start: start + length + 1, count: line.count - length - 1)
    }

    /// The line for which `order` (the key sought compared with a line: negative, zero or positive) is
    /// zero, by binary search over lines sorted by that order; nil when there is none.
    private func search(_ order: (UnsafeBufferPointer<UInt8>) -> Int) -> UnsafeBufferPointer<UInt8>? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            guard let line = entry(at: middle) else { return nil }
            let comparison = order(line)
            if comparison == 0 { return line }
            if comparison < 0 { high = middle } else { low = middle + 1 }
        }
        return nil
    }

    /// How many bytes of the line come before its `:`.
    private static func numberLength(of line: UnsafeBufferPointer<UInt8>) -> Int {
        line.firstIndex(of: UInt8(ascii: ":")) ?? line.count
    }

    /// Compares `key` with the number before the line's `:`: negative, zero or positive.
    private static func compare(number key: Int, toNumberOf line: UnsafeBufferPointer<UInt8>) -> Int {
        var number = 0
        for byte in line[..<numberLength(of: line)] {
            number = number &* 10 &+ Int(byte &- UInt8(ascii: "0"))
        }
        return key < number ? -1 : key == number ? 0 : 1
    }

    /// Compares `key` with the line's first `;`-separated field, byte by byte: negative, zero or positive.
    private static func compare(key: String, toFieldOf line: UnsafeBufferPointer<UInt8>) -> Int {
        var position = 0
        for byte in key.utf8 {
            let other = position < line.count ? line[position] : UInt8(ascii: ";")
            if other == UInt8(ascii: ";") { return 1 }
            if byte != other { return byte < other ? -1 : 1 }
            position += 1
        }
        return position < line.count && line[position] != UInt8(ascii: ";") ? -1 : 0
    }
}
