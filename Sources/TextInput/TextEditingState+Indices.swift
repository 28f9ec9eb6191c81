/// Conversions between the UTF-16 selection and `String.Index` ranges (and `NSRange`, where Foundation is).
extension TextEditingState {
    /// Creates a state whose selection is a range of the text's indices.
    ///
    ///     let text = "a😀b"
    ///     let emoji = text.index(after: text.startIndex)
    ///     TextEditingState(text: text, selection: emoji..<text.index(after: emoji)).selection // 1..<3
    public init(text: String, selection: Range<String.Index>) {
        let lower = text.utf16.distance(from: text.startIndex, to: selection.lowerBound)
        let upper = text.utf16.distance(from: text.startIndex, to: selection.upperBound)
        self.init(text: text, selection: lower..<upper)
    }

    /// The selection as a range of the text's indices.
    public var selectionIndices: Range<String.Index> {
        indices(of: selection)
    }
}

#if canImport(Foundation)
import Foundation

extension TextEditingState {
    /// Creates a state whose selection is an `NSRange`, as UIKit and AppKit give it.
    ///
    ///     TextEditingState(text: "abc", selectedRange: NSRange(location: 1, length: 1)).selectedText // "b"
    public init(text: String, selectedRange: NSRange) {
        let lower = max(0, selectedRange.location == NSNotFound ? text.utf16.count : selectedRange.location)
        self.init(text: text, selection: lower..<(lower + max(0, selectedRange.length)))
    }

    /// The selection as an `NSRange`.
    public var selectedRange: NSRange {
        NSRange(location: selection.lowerBound, length: selection.count)
    }
}
#endif
