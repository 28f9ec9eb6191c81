extension StringProtocol {
    /// Whether two texts have the same UTF-8 bytes: `==` without canonical equivalence, for the ASCII
    /// texts the library compares (region codes, section tags, pattern texts, separators). The
    /// standard library's `==` on `String`, `Substring` and `Character` links its Unicode
    /// normalisation code and tables, which the WebAssembly page does not carry (Wasm/README.md).
    ///
    ///     "US".utf8Equals("US")  // true
    ///     "e\u{301}".utf8Equals("\u{E9}")  // false, though `==` says true
    @inlinable
    package func utf8Equals(_ other: some StringProtocol) -> Bool {
        let bytes = utf8, otherBytes = other.utf8
        guard bytes.count == otherBytes.count else { return false }
        // Native texts are contiguous: their bytes compared as buffers, not through the views' iterators.
        let same = bytes.withContiguousStorageIfAvailable { mine in
            otherBytes.withContiguousStorageIfAvailable { theirs in mine.elementsEqual(theirs) }
        }
        return (same ?? nil) ?? bytes.elementsEqual(otherBytes)
    }

    /// Whether this text sorts before another by its UTF-8 bytes: `<` for ASCII texts, without the
    /// standard library's canonical ordering.
    ///
    ///     "DE".utf8Precedes("US")  // true
    @inlinable
    package func utf8Precedes(_ other: some StringProtocol) -> Bool {
        utf8.lexicographicallyPrecedes(other.utf8)
    }
}

extension Sequence where Element: StringProtocol {
    /// Whether one of the texts has the same UTF-8 bytes as `text` (``StringProtocol/utf8Equals(_:)``):
    /// `contains(_:)` without canonical equivalence.
    ///
    ///     ["US", "CA"].containsUTF8("CA")  // true
    @inlinable
    package func containsUTF8(_ text: some StringProtocol) -> Bool {
        contains { $0.utf8Equals(text) }
    }
}

extension Character {
    /// Whether two characters have the same UTF-8 bytes: `==` without canonical equivalence, for
    /// comparing typed characters with ASCII letters and signs (``StringProtocol/utf8Equals(_:)``).
    ///
    ///     Character("e").utf8Equals("e")  // true
    @inlinable
    package func utf8Equals(_ other: Character) -> Bool {
        utf8.elementsEqual(other.utf8)
    }
}
