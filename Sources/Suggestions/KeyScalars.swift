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
        let length = values.reduce(0) { $0 + ($1 < 0x80 ? 1 : $1 < 0x800 ? 2 : $1 < 0x1_0000 ? 3 : 4) }
        return String(unsafeUninitializedCapacity: length) { utf8 in
            var n = 0
            for value in values {
                if value < 0x80 {
                    utf8[n] = UInt8(truncatingIfNeeded: value)
                    n += 1
                } else if let scalar = Unicode.Scalar(value), let encoded = UTF8.encode(scalar) {
                    // Every stored value came from a valid scalar, so this branch always runs.
                    for byte in encoded {
                        utf8[n] = byte
                        n += 1
                    }
                }
            }
            return n
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
