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
        let edit = current.edit(
            forBrowserChange: change.start..<change.end, replacement: change.replacement, backward: change.backward)
        let result = try field.applying(edit, to: current)
        return FieldState(text: result.text, selectionStart: result.selection.lowerBound, selectionEnd: result.selection.upperBound)
    }

    /// The text as the field shows it for `region`, as if typed from scratch.
    public static func format(_ text: String, region: String) -> String {
        PhoneFieldFormatter(region: region).format(text)
    }
}
