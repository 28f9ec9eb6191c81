/// Python's `\w` for `str` patterns (letters, numbers and the underscore), from a generated table of
/// ranges (WordCharacterRanges.swift) instead of the standard library's general-category tables.
public enum WordCharacters {
    /// Whether `\w` matches the scalar.
    ///
    /// - Complexity: O(log n) in the ranges of ``ranges`` for a non-ASCII scalar.
    @inlinable
    package static func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return ((value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A) || (value >= 0x30 && value <= 0x39) || value == 0x5F
        }
        return containsBeyondASCII(value)
    }

    /// ``contains(_:)`` for a scalar from U+0080 up, by binary search in ``ranges``.
    @usableFromInline
    static func containsBeyondASCII(_ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count / 2
        while low < high {  // the first range starting after the scalar
            let middle = (low + high) / 2
            if ranges[middle * 2] <= value { low = middle + 1 } else { high = middle }
        }
        return low > 0 && value <= ranges[low * 2 - 1]
    }

    /// The non-ASCII scalars `\w` matches, as inclusive ranges (first, last, first, last…, ascending),
    /// decoded once from ``encodedRanges``.
    private static let ranges: [UInt32] = {
        var bounds: [UInt32] = []
        bounds.reserveCapacity(rangeBoundCount)
        var bound: UInt32 = 0
        var difference: UInt32 = 0
        var shift: UInt32 = 0
        encodedRanges.withUTF8Buffer { text in
            for byte in text where byte >= 0x30 {  // the literal's line breaks carry nothing
                let group = UInt32(byte - 0x30)
                difference |= (group & 31) << shift
                if group >= 32 {
                    shift += 5
                    continue
                }
                bound += difference
                bounds.append(bound)
                difference = 0
                shift = 0
            }
        }
        return bounds
    }()
}
