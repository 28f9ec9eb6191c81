import Foundation

/// Turns strings into the scalar values a ``TernarySearchTree`` stores, and back.
///
/// A key is NFC-normalized, then each Unicode scalar becomes its value. Keys
/// whose scalars are all below U+0300, by far the commonest, are already in
/// NFC and skip normalization.
@usableFromInline
enum KeyScalars {
    /// The scalar values of `text` after NFC normalization.
    static func encode(_ text: String) -> [UInt32] {
        normalized(text).unicodeScalars.map(\.value)
    }

    /// `text` in NFC, returned as it is when it certainly is already.
    static func normalized(_ text: String) -> String {
        isKnownNFC(text) ? text : text.precomposedStringWithCanonicalMapping
    }

    /// The string whose scalar values are `values`.
    static func decode(_ values: some Collection<UInt32>) -> String {
        // The exact length, so that a key of up to 15 bytes becomes a small string, with no allocation.
        let length = values.reduce(0) { $0 + (Unicode.Scalar($1).map(UTF8.width) ?? 0) }
        return String(unsafeUninitializedCapacity: length) { utf8 in
            var n = 0
            for value in values {
                forEachUTF8Byte(of: value) { byte in
                    utf8[n] = byte
                    n += 1
                }
            }
            return n
        }
    }

    /// Calls `body` with each UTF-8 byte of the scalar whose value is `value`.
    ///
    /// Every value a tree stores came from a valid scalar, so none is skipped.
    @inline(__always)
    static func forEachUTF8Byte(of value: UInt32, _ body: (UInt8) -> Void) {
        if value < 0x80 {
            body(UInt8(truncatingIfNeeded: value))
        } else if let scalar = Unicode.Scalar(value), let encoded = UTF8.encode(scalar) {
            encoded.forEach(body)
        }
    }

    /// Whether `text` is certainly in NFC already: every scalar below U+0300
    /// is NFC-stable and none of them combines with its neighbours.
    ///
    /// Bytes below 0xCC are ASCII, continuation bytes, or lead bytes of
    /// scalars below U+0300, so one pass over the UTF-8 bytes decides it.
    static func isKnownNFC(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0xCC } }
            ?? text.utf8.allSatisfy { $0 < 0xCC }
    }
}

extension KeyScalars {
    /// Calls `body` with the scalar values of `text` after NFC normalization, in stack memory.
    static func withScalars<Result>(
        of text: String, _ body: (UnsafeBufferPointer<UInt32>) throws -> Result
    ) rethrows -> Result {
        let normalized = normalized(text)
        // A string has no more scalars than UTF-8 bytes.
        return try withUnsafeTemporaryAllocation(of: UInt32.self, capacity: normalized.utf8.count) { buffer in
            var n = 0
            for scalar in normalized.unicodeScalars {
                buffer[n] = scalar.value
                n += 1
            }
            return try body(UnsafeBufferPointer(rebasing: buffer[..<n]))
        }
    }
}
