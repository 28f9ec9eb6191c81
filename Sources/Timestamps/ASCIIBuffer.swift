/// A fixed-capacity byte buffer on the stack for building short ASCII strings without
/// intermediate `String` values; the only allocation is the final `String`, and none at all
/// for results of 15 bytes or fewer.
struct ASCIIBuffer {
    private var storage: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    private(set) var count = 0
    static let capacity = 64

    mutating func append(_ byte: UInt8) {
        guard count < Self.capacity else { return }
        withUnsafeMutableBytes(of: &storage) { $0[count] = byte }
        count += 1
    }

    mutating func append(_ text: StaticString) {
        let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        for byte in bytes { append(byte) }
    }

    /// Appends the decimal digits of a non-negative `value`, left-padded with zeros to `width`.
    mutating func append(_ value: Int, width: Int = 1) {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var length = 0
        var rest = value.magnitude
        withUnsafeMutableBytes(of: &digits) { digitBytes in
            repeat {
                digitBytes[length] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                length += 1
            } while rest > 0 && length < 24
        }
        if value < 0 { append(UInt8(ascii: "-")) }
        for _ in length..<max(length, width) { append(UInt8(ascii: "0")) }
        withUnsafeBytes(of: &digits) { digitBytes in
            for index in stride(from: length - 1, through: 0, by: -1) { append(digitBytes[index]) }
        }
    }

    mutating func append(_ text: String) {
        for byte in text.utf8 { append(byte) }
    }

    /// Appends the bytes to `output`.
    func append(to output: inout [UInt8]) {
        withUnsafeBytes(of: storage) { output.append(contentsOf: $0.prefix(count)) }
    }

    var string: String {
        withUnsafeBytes(of: storage) { String(decoding: $0.prefix(count), as: UTF8.self) }
    }
}
