/// The content of a text field: its text and its selection.
///
/// Positions are UTF-16 offsets, the unit of UIKit's `NSRange` and of a browser's
/// `selectionStart`/`selectionEnd`. An empty selection is the caret.
///
///     var field = TextEditingState(text: "Hello", caret: 5)
///     field = field.applying(.insert("!"))
///     field.text   // "Hello!"
///     field.caret  // 6
///
/// Offsets given to the initializers are clamped to the text and moved out of the middle of a
/// character (an emoji or a letter with combining marks): a lower bound moves back to the start of
/// its character, an upper bound forward to its end.
public struct TextEditingState: Hashable, Sendable {
    /// The field's text.
    public let text: String
    /// The selected range in UTF-16 offsets; empty when it is a caret.
    public let selection: Range<Int>

    /// Creates a state with `text` and a selection, by default a caret at the end.
    public init(text: String = "", selection: Range<Int>? = nil) {
        self.text = text
        // One pass over the bytes answers the length and the boundaries of the usual text (ASCII).
        let isOneUnit = Self.isOneUnitPerCharacter(text)
        let length = isOneUnit ? text.utf8.count : text.utf16.count
        guard let selection else {
            self.selection = length..<length
            return
        }
        guard !isOneUnit else {
            let lower = min(max(selection.lowerBound, 0), length)
            self.selection = lower..<(selection.isEmpty ? lower : min(max(selection.upperBound, lower), length))
            return
        }
        let lower = Self.characterBoundary(in: text, atOrBefore: selection.lowerBound)
        let upper = selection.isEmpty ? lower : Self.characterBoundary(in: text, atOrAfter: max(selection.upperBound, lower))
        self.selection = lower..<upper
    }

    /// Creates a state with `text` and `selection` when both `selection` and `range` (a browser
    /// change's, say) lie within the text, from 0 to its UTF-16 length; nil otherwise. The selection
    /// is moved out of the middle of a character as in `init(text:selection:)`; the text's bytes are
    /// read once for the length and the check.
    ///
    ///     TextEditingState(text: "650", selection: 3..<3, within: 2..<3)  // the caret at 3
    ///     TextEditingState(text: "650", selection: 3..<3, within: 2..<4)  // nil
    public init?(text: String, selection: Range<Int>, within range: Range<Int>) {
        let isOneUnit = Self.isOneUnitPerCharacter(text)
        let length = isOneUnit ? text.utf8.count : text.utf16.count
        guard selection.lowerBound >= 0, selection.upperBound <= length, range.lowerBound >= 0, range.upperBound <= length
        else { return nil }
        self.text = text
        guard !isOneUnit else {
            self.selection = selection
            return
        }
        let lower = Self.characterBoundary(in: text, atOrBefore: selection.lowerBound)
        let upper = selection.isEmpty ? lower : Self.characterBoundary(in: text, atOrAfter: max(selection.upperBound, lower))
        self.selection = lower..<upper
    }

    /// Creates a state with `text` and the caret at UTF-16 offset `caret`.
    public init(text: String, caret: Int) {
        self.init(text: text, selection: caret..<caret)
    }

    /// The caret's UTF-16 offset, or nil when a non-empty range is selected.
    public var caret: Int? {
        selection.isEmpty ? selection.lowerBound : nil
    }

    /// The UTF-16 length of the text.
    public var length: Int {
        text.utf16.count
    }

    /// The selected text (empty for a caret).
    public var selectedText: Substring {
        text[indices(of: selection)]
    }

    /// The same text with a new selection, clamped as in `init(text:selection:)`.
    public func selecting(_ range: Range<Int>) -> TextEditingState {
        TextEditingState(text: text, selection: range)
    }

    /// Converts a UTF-16 range of this text to string indices.
    func indices(of range: Range<Int>) -> Range<String.Index> {
        let utf16 = text.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let upper = utf16.index(lower, offsetBy: range.count)
        return lower..<upper
    }

    /// The nearest offset at or before `offset` that starts a character, within the text.
    static func characterBoundary(in text: String, atOrBefore offset: Int) -> Int {
        if isOneUnitPerCharacter(text) { return min(max(offset, 0), text.utf8.count) }
        var position = 0
        for character in text {
            let next = position + character.utf16.count
            if next > offset { return position }
            position = next
        }
        return position
    }

    /// The nearest offset at or after `offset` that ends a character, within the text.
    static func characterBoundary(in text: String, atOrAfter offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        if isOneUnitPerCharacter(text) { return min(offset, text.utf8.count) }
        var position = 0
        for character in text {
            if position >= offset { return position }
            position += character.utf16.count
        }
        return position
    }

    /// Whether each character of `text` is one UTF-16 unit: ASCII with no carriage return (CR LF is
    /// one character). Then every offset is a boundary, and finding one needs no walk over characters.
    /// Read from the UTF-8 bytes in one pass (`utf16.count` is not free in every build).
    private static func isOneUnitPerCharacter(_ text: String) -> Bool {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte >= 0x80 || byte == 13 { return false }
            return true
        }
        return answer ?? text.utf8.allSatisfy { $0 < 0x80 && $0 != 13 }
    }
}
