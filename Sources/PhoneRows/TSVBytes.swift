/// Appending the cells of tab-separated rows as UTF-8, straight into an output buffer.
///
///     var row: [UInt8] = []
///     row.appendTSVSafe("a\tb".utf8)  // "a b"
///     row.appendTab()
///     row.append(true)                // "a b\ttrue"
extension Array where Element == UInt8 {
    /// Appends text with each tab, carriage return and line feed as a space, so a row stays one row.
    /// Decided per byte: those three are ASCII, and no byte of a longer UTF-8 sequence is ASCII.
    package mutating func appendTSVSafe(_ text: some Collection<UInt8>) {
        if text.withContiguousStorageIfAvailable({ appendTSVSafe(UnsafeRawBufferPointer($0)) }) != nil { return }
        for byte in text {
            append(byte == 0x09 || byte == 0x0A || byte == 0x0D ? 0x20 : byte)
        }
    }

    /// ``appendTSVSafe(_:)-(Collection<UInt8>)`` on contiguous bytes.
    package mutating func appendTSVSafe(_ text: UnsafeRawBufferPointer) {
        for byte in text {
            append(byte == 0x09 || byte == 0x0A || byte == 0x0D ? 0x20 : byte)
        }
    }

    /// Appends a substring's text made TSV-safe.
    package mutating func appendTSVSafe(_ text: Substring) {
        var text = text
        text.withUTF8 { appendTSVSafe(UnsafeRawBufferPointer($0)) }
    }

    /// Appends the bytes of an input line as text, made TSV-safe: as they are when they are valid
    /// UTF-8, otherwise with each bad sequence as U+FFFD (as Swift reads the line into a `String`).
    package mutating func appendTSVSafeText(_ bytes: UnsafeRawBufferPointer) {
        if bytes.isASCII {
            appendTSVSafe(bytes)
        } else {
            appendTSVSafe(String(decoding: bytes, as: UTF8.self).utf8)
        }
    }

    /// Appends a string's UTF-8 as it is.
    @inlinable @inline(__always)
    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends `true` or `false`.
    package mutating func append(_ flag: Bool) {
        append(contentsOf: flag ? Self.trueBytes : Self.falseBytes)
    }

    /// Appends the decimal digits of an integer.
    package mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        repeat {
            append(UInt8(truncatingIfNeeded: magnitude / divisor) &+ 0x30)
            magnitude %= divisor
            divisor /= 10
        } while divisor > 0
    }

    @inlinable @inline(__always)
    package mutating func appendTab() { append(0x09) }

    @inlinable @inline(__always)
    package mutating func appendNewline() { append(0x0A) }

    private static let trueBytes: [UInt8] = Array("true".utf8)
    private static let falseBytes: [UInt8] = Array("false".utf8)
}

extension UnsafeRawBufferPointer {
    /// Whether every byte is ASCII, read eight bytes at a time.
    package var isASCII: Bool {
        guard let base = baseAddress else { return true }
        var offset = 0
        while offset + 8 <= count {
            if base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < count {
            if base.load(fromByteOffset: offset, as: UInt8.self) >= 0x80 { return false }
            offset += 1
        }
        return true
    }
}

/// Text with each tab, carriage return and line feed as a space, so a row stays one row; decided
/// per byte of its UTF-8.
///
///     tsvSafe("a\tb\r\n")  // "a b  "
package func tsvSafe(_ text: some StringProtocol) -> String {
    let utf8 = text.utf8
    guard utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return String(text) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    bytes.appendTSVSafe(utf8)
    return String(decoding: bytes, as: UTF8.self)
}
