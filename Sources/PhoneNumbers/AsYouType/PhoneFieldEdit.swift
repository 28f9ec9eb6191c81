import StandardLibrarySubstitutes
import TextInput

/// What an edit did to a phone field: its new state, its country, and whether a strict field
/// refused the keystroke (then `state` is the state before it).
public struct PhoneFieldEdit: Hashable, Sendable {
    /// The text and selection after the edit.
    public var state: TextEditingState
    /// The field's country after the edit: a valid number pasted moves it to the number's region
    /// ("001" for a non-geographic number); otherwise the field's region.
    public var region: String
    /// Whether a strict field refused the keystroke.
    public var isRefused: Bool

    /// An edit's outcome: the field's state and country, and whether the keystroke was refused.
    public init(state: TextEditingState, region: String, isRefused: Bool = false) {
        self.state = state
        self.region = region
        self.isRefused = isRefused
    }
}

extension PhoneFieldFormatter {
    /// Applies an edit, as a person makes them:
    /// - more than one character replacing the whole text (a paste into the field, an autofill) is
    ///   read as a whole text (``PhonePaste``): a valid number is formatted and moves the field's
    ///   country, the caret at the end; anything else is kept, its digits made ASCII, unless its
    ///   digits start with `00`: then it is typed (a `00` that is not the region's international
    ///   prefix is read as `+`, as FormKit's field always has);
    /// - an edit of a text with letters (an extension, a vanity number a paste left) reads the text
    ///   after it the same way, so the extension is kept;
    /// - anything else is typed (``typing(_:to:)``): refused in a strict field when no valid number
    ///   of the field's types can follow, else laid out on the typed digits.
    ///
    /// (formkit.mjs makes the same choice in JavaScript, and asks the module only for the paste and
    /// the typing, which keeps the page's module small.)
    ///
    /// - Throws: `InputRejection(.characterNotAllowed)` when the edit inserts no digit and removes nothing.
    public func edit(_ edit: TextEdit, to state: TextEditingState) throws(InputRejection) -> PhoneFieldEdit {
        if case .select(let range) = edit { return PhoneFieldEdit(state: state.selecting(range), region: region) }
        guard let change = state.change(for: edit) else { return PhoneFieldEdit(state: state, region: region) }
        if !Self.isOneScalar(change.replacement) && !change.replacement.isEmpty && change.range == 0..<state.length {
            let paste = PhonePaste(reading: change.replacement, region: region)
            if paste.number != nil || !PhonePaste.digitsStartWithDoubleZero(change.replacement) {
                return PhoneFieldEdit(
                    state: TextEditingState(text: paste.text, caret: paste.text.utf16.count), region: paste.region ?? region)
            }
        } else if Self.hasASCIILetter(state.text) {
            return readingWhole(state.prospectiveText(after: change), change: change, oldLength: state.length)
        }
        return try typing(edit, to: state)
    }

    /// An edit typed into the field: in a strict field, a keystroke (one character inserted) after
    /// which no valid number of the field's types can be typed is refused (`isRefused`, the state
    /// unchanged); anything else is laid out on the typed digits, the caret after the same digit.
    ///
    /// - Throws: `InputRejection(.characterNotAllowed)` when the edit inserts no digit and removes nothing.
    public func typing(_ edit: TextEdit, to state: TextEditingState) throws(InputRejection) -> PhoneFieldEdit {
        let result = try applyingDigits(edit, to: state)
        // The digits after the keystroke are those the field just laid out (it remembers them).
        if isStrict, !result.text.utf8Equals(state.text), let change = state.change(for: edit), Self.isOneScalar(change.replacement) {
            let typed = memory.layout(ofText: result.text)?.typed ?? Array(meaningfulCharacters(in: result.text[...], at: 0).utf8)
            if !PhoneNumberPrefixes.canBecomeValid(typed, region: region, types: types) {
                return PhoneFieldEdit(state: state, region: region, isRefused: true)
            }
        }
        return PhoneFieldEdit(state: result, region: region)
    }

    /// The field after an edit of a text with letters: the whole text read as a paste; the caret as
    /// far from the end as the text after the change was.
    private func readingWhole(_ text: String, change: TextChange, oldLength: Int) -> PhoneFieldEdit {
        let paste = PhonePaste(reading: text, region: region)
        let length = paste.text.utf16.count
        let caret = max(0, length - (oldLength - change.range.upperBound))
        return PhoneFieldEdit(state: TextEditingState(text: paste.text, caret: caret), region: paste.region ?? region)
    }

    /// Whether `typed`, the field's meaningful characters (ASCII digits, a `+` first), can still
    /// become a valid number of the field's types: what a strict field asks of each keystroke.
    ///
    ///     PhoneFieldFormatter(region: "US", strict: true).canBecomeValid("65025300001")  // false
    public func canBecomeValid(_ typed: String) -> Bool {
        PhoneNumberPrefixes.canBecomeValid(Array(typed.utf8), region: region, types: types)
    }

    private static func isOneScalar(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        return scalars.next() != nil && scalars.next() == nil
    }

    private static func hasASCIILetter(_ text: String) -> Bool {
        text.utf8.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
    }
}
