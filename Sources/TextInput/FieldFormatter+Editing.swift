/// How a formatted field answers edits.
extension FieldFormatter {
    /// The field's state after `edit`.
    ///
    /// The edit is first mapped to the meaningful characters, then the result is laid out again:
    /// - the caret lands after the same number of meaningful characters as the edit left before it;
    /// - a deletion that removes only formatting (a `)` or a space) removes the meaningful
    ///   character before it instead (after it, for forward delete);
    /// - inserted and pasted text keeps only its meaningful characters; of an insertion that does
    ///   not fit, the longest fitting start is kept.
    ///
    ///     let us = try MaskFormatter("(###) ###-####")
    ///     let field = TextEditingState(text: "(650) 253", caret: 6)   // after ") "
    ///     try us.applying(.deleteBackward, to: field)                 // "(652) 53", caret 3
    ///
    /// - Throws: `InputRejection` when the edit inserts nothing meaningful and removes nothing
    ///   (`characterNotAllowed`), or nothing of it fits (`doesNotFit`). The state is then unchanged.
    /// - Complexity: O(*n*) layouts of the field for an insertion of *n* characters that does not fit,
    ///   one layout otherwise.
    public func applying(_ edit: TextEdit, to state: TextEditingState) throws(InputRejection) -> TextEditingState {
        try applyingByLayingOut(edit, to: state)
    }

    /// ``applying(_:to:)`` as every field does it by default: the meaningful characters of the
    /// state's text are found, edited, and laid out again as a whole.
    public func applyingByLayingOut(_ edit: TextEdit, to state: TextEditingState) throws(InputRejection) -> TextEditingState {
        if case .select(let range) = edit { return state.selecting(range) }
        guard let change = state.change(for: edit) else { return state }
        let (old, ranges) = meaningfulContent(of: state.text)
        let touched = FieldLayout.meaningfulIndices(touchedBy: change.range, ranges: ranges)
        let inserted = Array(meaningfulCharacters(inserting: change.replacement[...], at: touched.lowerBound))
        guard let replaced = try FieldLayout.meaningfulIndices(
            replacedBy: change, touched: touched, inserts: !inserted.isEmpty, count: old.count)
        else { return TextEditingState(text: state.text, caret: change.range.lowerBound) }
        let (start, end) = (replaced.lowerBound, replaced.upperBound)

        let before = Array(old[..<start])
        let after = Array(old[end...])
        var kept = inserted.count
        var result = layout(of: before + inserted + after)
        if !inserted.isEmpty && result.isFallback && rejectsInsertionsThatDoNotFit {
            let wasFitting = !layout(String(old)).isFallback
            while wasFitting && result.isFallback && kept > 0 {
                kept -= 1
                result = layout(of: before + inserted[..<kept] + after)
            }
            if kept == 0 { throw InputRejection(.doesNotFit, offset: change.range.lowerBound) }
        }
        let caret = meaningfulCharacters(in: String(before + inserted[..<kept])[...], at: 0).count
        return TextEditingState(text: result.text, caret: caretOffset(afterMeaningful: caret, in: result))
    }

    /// The layout of characters put together by an edit, read again as a whole (a phone's `+`
    /// that is no longer first is dropped).
    private func layout(of characters: [Character]) -> FieldLayout {
        layout(meaningfulCharacters(in: String(characters)[...], at: 0))
    }

    /// The UTF-16 offset just after the `count`th meaningful character of `layout`.
    func caretOffset(afterMeaningful count: Int, in layout: FieldLayout) -> Int {
        layout.caretOffset(afterMeaningful: count)
    }
}

extension FieldLayout {
    /// The UTF-16 offset just after the `count`th meaningful character (0 for none).
    public func caretOffset(afterMeaningful count: Int) -> Int {
        guard count > 0, !meaningfulRanges.isEmpty else { return 0 }
        return meaningfulRanges[min(count, meaningfulRanges.count) - 1].upperBound
    }
}

extension FieldLayout {
    /// The meaningful characters (by index) a change of the UTF-16 `range` touches: from the first
    /// that ends after the range starts to the last that starts before it ends.
    public static func meaningfulIndices(touchedBy range: Range<Int>, ranges: [Range<Int>]) -> Range<Int> {
        var start = 0
        while start < ranges.count && ranges[start].upperBound <= range.lowerBound { start += 1 }
        var end = start
        while end < ranges.count && ranges[end].lowerBound < range.upperBound { end += 1 }
        return start..<end
    }

    /// The meaningful characters a change replaces: those it touches, or, when it inserts nothing
    /// and touches none (a deletion of formatting only), the one before it (backspace) or after
    /// it; nil when there is none there, and the caret just moves to the change.
    ///
    /// - Throws: `InputRejection(.characterNotAllowed)` when the change inserts nothing meaningful
    ///   and deletes nothing.
    public static func meaningfulIndices(
        replacedBy change: TextChange, touched: Range<Int>, inserts: Bool, count: Int
    ) throws(InputRejection) -> Range<Int>? {
        guard !inserts && touched.isEmpty else { return touched }
        guard change.isDeletion else { throw InputRejection(.characterNotAllowed, offset: change.range.lowerBound) }
        if change.isBackward {
            return touched.lowerBound > 0 ? (touched.lowerBound - 1)..<touched.upperBound : nil
        }
        return touched.upperBound < count ? touched.lowerBound..<(touched.upperBound + 1) : nil
    }
}
