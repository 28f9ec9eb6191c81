extension TextEditingState {
    /// The edit that a browser's change stands for: the UTF-16 range `range` of this state's text
    /// replaced with `replacement`, as a `beforeinput` event describes typing, deleting and pasting.
    ///
    /// A one-character deletion next to the caret is Backspace (`backward` true or nil) or Delete
    /// (`backward` false), so that a formatter can delete the meaningful character beside a
    /// formatting one; a change of exactly the selection is typing over it or cutting it; anything
    /// else replaces its range. An empty range with no replacement asks for the whole text to be laid
    /// out again (after the field's settings changed).
    ///
    ///     let field = TextEditingState(text: "650-2", caret: 4)
    ///     field.edit(forBrowserChange: 3..<4, replacement: "", backward: true)  // .deleteBackward
    ///     field.edit(forBrowserChange: 4..<4, replacement: "3", backward: nil)  // .paste("3")
    public func edit(forBrowserChange range: Range<Int>, replacement: String, backward: Bool?) -> TextEdit {
        if range.isEmpty, replacement.isEmpty { return .replace(0..<text.utf16.count, with: text) }
        if replacement.isEmpty, selection.isEmpty, !range.isEmpty {
            let caret = selection.lowerBound
            if backward ?? true, range.upperBound == caret,
                applying(.deleteBackward).selection.lowerBound == range.lowerBound {
                return .deleteBackward
            }
            if backward == false, range.lowerBound == caret,
                applying(.deleteForward).text.utf16.count == text.utf16.count - range.count {
                return .deleteForward
            }
        }
        if range == selection { return replacement.isEmpty ? .cut : .paste(replacement) }
        return .replace(range, with: replacement)
    }
}
