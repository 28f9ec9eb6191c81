/// One thing a person does to a text field.
///
///     let field = TextEditingState(text: "abc", caret: 1)
///     field.applying(.deleteBackward).text        // "bc"
///     field.applying(.paste("xy")).text           // "axybc"
///     field.applying(.replace(0..<3, with: "z"))  // text "z", caret 1
public enum TextEdit: Hashable, Sendable {
    /// Typing a key (or text from the keyboard's suggestions): replaces the selection.
    case insert(String)
    /// Pasting or autofilling text: replaces the selection.
    case paste(String)
    /// Backspace: deletes the selection, or the character before the caret.
    case deleteBackward
    /// Forward delete: deletes the selection, or the character after the caret.
    case deleteForward
    /// Deletes the selection (the text a caller may first copy from `selectedText`).
    case cut
    /// Replaces a UTF-16 range with a string, as `shouldChangeCharactersIn` and a browser's
    /// `beforeinput` event describe an edit.
    case replace(Range<Int>, with: String)
    /// Moves the caret or changes the selection, leaving the text alone.
    case select(Range<Int>)
}

/// An edit resolved against a state: which UTF-16 range is replaced by which string.
public struct TextChange: Hashable, Sendable {
    /// The UTF-16 range of the current text that is replaced.
    public var range: Range<Int>
    /// The replacement; empty for a deletion.
    public var replacement: String
    /// Whether the edit deleted toward the start (backspace), which matters to formatters.
    public var isBackward: Bool

    /// Creates a change of `range` to `replacement`.
    public init(range: Range<Int>, replacement: String, isBackward: Bool = false) {
        self.range = range
        self.replacement = replacement
        self.isBackward = isBackward
    }

    /// Whether the change only removes text (deletions are never rejected by rules).
    public var isDeletion: Bool {
        replacement.isEmpty
    }
}

extension TextEditingState {
    /// The change `edit` makes to this state, or nil when it changes no text
    /// (a selection move, backspace at the start, delete at the end, cut of nothing).
    public func change(for edit: TextEdit) -> TextChange? {
        switch edit {
        case .insert(let string), .paste(let string):
            if selection.isEmpty && string.isEmpty { return nil }
            return TextChange(range: selection, replacement: string)
        case .deleteBackward:
            if !selection.isEmpty { return TextChange(range: selection, replacement: "", isBackward: true) }
            guard selection.lowerBound > 0 else { return nil }
            let start = Self.characterBoundary(in: text, atOrBefore: selection.lowerBound - 1)
            return TextChange(range: start..<selection.lowerBound, replacement: "", isBackward: true)
        case .deleteForward:
            if !selection.isEmpty { return TextChange(range: selection, replacement: "") }
            guard selection.upperBound < length else { return nil }
            let end = Self.characterBoundary(in: text, atOrAfter: selection.upperBound + 1)
            return TextChange(range: selection.upperBound..<end, replacement: "")
        case .cut:
            if selection.isEmpty { return nil }
            return TextChange(range: selection, replacement: "", isBackward: true)
        case .replace(let range, let string):
            let clamped = TextEditingState(text: text, selection: range).selection
            if clamped.isEmpty && string.isEmpty { return nil }
            return TextChange(range: clamped, replacement: string, isBackward: string.isEmpty)
        case .select:
            return nil
        }
    }

    /// The state after `edit`: pure, no UI involved.
    ///
    ///     TextEditingState(text: "ab", selection: 0..<1).applying(.insert("x")) // "xb", caret 1
    ///
    /// - Complexity: O(*n*) in the length of the text.
    public func applying(_ edit: TextEdit) -> TextEditingState {
        if case .select(let range) = edit { return selecting(range) }
        guard let change = change(for: edit) else { return self }
        return applying(change)
    }

    /// The state after `change`, with the caret after the inserted text.
    public func applying(_ change: TextChange) -> TextEditingState {
        let range = TextEditingState(text: text, selection: change.range).selection
        let caret = range.lowerBound + change.replacement.utf16.count
        return TextEditingState(text: replacing(range, with: change.replacement), caret: caret)
    }

    /// The text this state would have after `change`: what rules judge.
    public func prospectiveText(after change: TextChange) -> String {
        replacing(TextEditingState(text: text, selection: change.range).selection, with: change.replacement)
    }

    /// The text with the UTF-16 range replaced: the text before it, the replacement, the text after it
    /// (appended, rather than `replaceSubrange`, whose generic code is several times larger).
    private func replacing(_ range: Range<Int>, with replacement: String) -> String {
        let bounds = indices(of: range)
        var newText = String(text[..<bounds.lowerBound])
        newText += replacement
        newText += text[bounds.upperBound...]
        return newText
    }
}
