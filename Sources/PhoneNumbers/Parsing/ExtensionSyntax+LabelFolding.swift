extension ExtensionSyntax {
    /// The scalar lower-cased as Python's case-insensitive `re` compares it with a letter of a label:
    /// the upper-case ASCII, Latin-1, Cyrillic and full-width letters (each 0x20 below its lower case),
    /// and dotted and dotless i, long s and the Kelvin sign, as ``MatchingCharacters/folded(_:)``
    /// folds them. For every scalar a label has it agrees with that folding on every scalar
    /// (ExtensionLabelFoldingTests), without the standard library's case-mapping tables, which the
    /// WebAssembly build would otherwise carry for this alone.
    static func labelFolded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x41...0x5A, 0xC0...0xD6, 0xD8...0xDE, 0x410...0x42F, 0xFF21...0xFF3A:
            Unicode.Scalar(scalar.value + 0x20) ?? scalar
        case 0x130, 0x131: "i"
        case 0x17F: "s"
        case 0x212A: "k"
        default: scalar
        }
    }
}
