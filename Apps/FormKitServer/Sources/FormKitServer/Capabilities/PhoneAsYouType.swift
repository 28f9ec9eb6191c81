import Foundation
import PhoneNumbers
import TextInput

/// What a text field shows: its text and selection, as UTF-16 offsets (a browser's `selectionStart`).
public struct FieldState: Codable, Hashable, Sendable {
    public var text: String
    public var selectionStart: Int
    public var selectionEnd: Int

    public init(text: String, selectionStart: Int, selectionEnd: Int) {
        self.text = text
        self.selectionStart = selectionStart
        self.selectionEnd = selectionEnd
    }
}

/// One edit: replace the UTF-16 range `start ..< end` with `replacement`.
/// `backward` marks a Backspace (as opposed to Delete), which matters when it lands on a formatting character.
public struct FieldChange: Codable, Hashable, Sendable {
    public var start: Int
    public var end: Int
    public var replacement: String
    public var backward: Bool?

    public init(start: Int, end: Int, replacement: String, backward: Bool? = nil) {
        self.start = start
        self.end = end
        self.replacement = replacement
        self.backward = backward
    }
}

/// Adapter: the phone field's as-you-type formatting, by PhoneNumbers' `PhoneFieldFormatter` (libphonenumber's
/// `AsYouTypeFormatter` layouts, editable anywhere) through TextInput's editing model. State + change → state.
public enum PhoneAsYouType {
    static let status = CapabilityStatus(
        name: "phone as-you-type", module: "TextInput + PhoneNumbers", backing: .formKit,
        note: "PhoneNumbers.PhoneFieldFormatter applying TextInput.TextEdit to a TextEditingState")

    /// Applies `change` to `state` and re-formats the result for `region` (a CLDR code; "" formats `+` numbers only).
    public static func apply(_ change: FieldChange, to state: FieldState, region: String) throws(InputRejection) -> FieldState {
        let field = PhoneFieldFormatter(region: region)
        let current = TextEditingState(text: state.text, selection: state.selectionStart..<state.selectionEnd)
        let result = try field.applying(edit(for: change, in: current), to: current)
        return FieldState(text: result.text, selectionStart: result.selection.lowerBound, selectionEnd: result.selection.upperBound)
    }

    /// The text as the field shows it for `region`, as if typed from scratch.
    public static func format(_ text: String, region: String) -> String {
        PhoneFieldFormatter(region: region).format(text)
    }

    /// The TextInput edit a browser change stands for: Backspace and Delete of one character next to the caret
    /// are deletions (so a formatting character takes the digit next to it), typing over the selection is an
    /// insertion, anything else replaces its range.
    static func edit(for change: FieldChange, in state: TextEditingState) -> TextEdit {
        let range = change.start..<change.end
        // No change at all asks for a fresh layout of the whole text (the country changed, or the browser edited).
        if range.isEmpty, change.replacement.isEmpty { return .replace(0..<state.text.utf16.count, with: state.text) }
        let caret = state.selection.isEmpty ? state.selection.lowerBound : nil
        if change.replacement.isEmpty, let caret, !range.isEmpty {
            if change.backward ?? true, range.upperBound == caret,
                state.applying(.deleteBackward).selection.lowerBound == range.lowerBound {
                return .deleteBackward
            }
            if change.backward == false, range.lowerBound == caret,
                state.applying(.deleteForward).text.utf16.count == state.text.utf16.count - range.count {
                return .deleteForward
            }
        }
        if range == state.selection { return change.replacement.isEmpty ? .cut : .paste(change.replacement) }
        return .replace(range, with: change.replacement)
    }
}
