extension String {
    /// The text without leading and trailing whitespace: what `trimmingCharacters(in: .whitespaces)`
    /// gives, without bridging to `NSString` (a large import trims three fields of every row).
    ///
    /// ```swift
    /// "\t Ada Whitfield \u{3000}".trimmingWhitespace   // "Ada Whitfield"
    /// ```
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isFoundationWhitespace }),
            let last = scalars.lastIndex(where: { !$0.isFoundationWhitespace })
        else { return "" }
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return self }
        return String(scalars[first...last])
    }
}

extension Unicode.Scalar {
    /// Whether Foundation's `CharacterSet.whitespaces` holds it: the space separators (Zs), tab, and
    /// (as CoreFoundation has it) U+200B ZERO WIDTH SPACE.
    var isFoundationWhitespace: Bool {
        switch value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
