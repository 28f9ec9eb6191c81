import Foundation

/// Turns strings into the scalar sequences a ``TernarySearchTree`` stores, and back.
///
/// A key is NFC-normalized, then each Unicode scalar becomes its value plus
/// one (see ``Node``). Keys whose scalars are all below U+0300, by far the
/// commonest, are already in NFC and skip normalization.
@usableFromInline
enum KeyScalars {
    /// The encoded scalars of `text` after NFC normalization, without the end marker.
    static func encode(_ text: String) -> [UInt32] {
        let normalized = isKnownNFC(text) ? text : text.precomposedStringWithCanonicalMapping
        var scalars: [UInt32] = []
        scalars.reserveCapacity(normalized.utf8.count)
        for scalar in normalized.unicodeScalars {
            scalars.append(scalar.value &+ 1)
        }
        return scalars
    }

    /// The string whose encoded scalars are `encoded`.
    static func decode(_ encoded: some Collection<UInt32>) -> String {
        var view = String.UnicodeScalarView()
        for value in encoded {
            // Every stored value came from a valid scalar, so this never fails.
            if let scalar = Unicode.Scalar(value &- 1) { view.append(scalar) }
        }
        return String(view)
    }

    /// The encoded form of one scalar.
    static func encode(_ scalar: Unicode.Scalar) -> UInt32 { scalar.value &+ 1 }

    /// Whether `text` is certainly in NFC already: every scalar below U+0300
    /// is NFC-stable and none of them combines with its neighbours.
    ///
    /// Bytes below 0xCC are ASCII, continuation bytes, or lead bytes of
    /// scalars below U+0300, so one pass over the UTF-8 bytes decides it.
    static func isKnownNFC(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0xCC }
    }
}
