import Foundation
import PhoneNumbers

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

/// Adapter: the phone field's as-you-type formatting (TextInput's `FieldFormatter` over PhoneNumbers'
/// `AsYouTypeFormatter`). State + change → state, with the caret after the same number of digits.
///
/// PARTIAL until those land in main: editing, caret keeping and "backspace over a formatting character
/// deletes the digit before it" are done here, and the digits are laid out by FormKit's `PatternFormatter`
/// (the seed's formats for US, GB and JP). Other regions keep the typed digits unformatted.
public enum PhoneAsYouType {
    static let status = CapabilityStatus(
        name: "phone as-you-type", module: "TextInput + PhoneNumbers", backing: .partial,
        note: "edit and caret handling in the app; layout by PhoneNumbers.PatternFormatter (US, GB, JP), other regions unformatted")

    /// The most characters a phone field keeps (E.164 has at most 15 digits; room for an IDD prefix).
    static let maximumDigits = 17

    /// Applies `change` to `state` and re-formats the result for `region`.
    public static func apply(_ change: FieldChange, to state: FieldState, region: String) -> FieldState {
        var units = Array(state.text.utf16)
        var lower = min(max(0, change.start), units.count)
        var upper = min(max(lower, change.end), units.count)
        let replacement = Array(change.replacement.utf16)

        // Deleting a lone formatting character deletes the digit next to it instead.
        if replacement.isEmpty, upper - lower == 1, !isMeaningful(units[lower]) {
            if change.backward ?? true {
                if let digit = units[..<lower].lastIndex(where: isMeaningful) { lower = digit; upper = digit + 1 }
            } else if let digit = units[upper...].firstIndex(where: isMeaningful) {
                lower = digit; upper = digit + 1
            }
        }
        units.replaceSubrange(lower..<upper, with: replacement)
        let caret = lower + replacement.count

        let meaningfulBeforeCaret = units[..<caret].filter(isMeaningful).count
        let meaningful = keepMeaningful(units)
        let kept = min(meaningfulBeforeCaret, meaningful.count)
        let formatted = PatternFormatter.format(meaningful, region: region)
        let newCaret = offset(after: kept, meaningfulIn: formatted)
        return FieldState(text: formatted, selectionStart: newCaret, selectionEnd: newCaret)
    }

    /// Re-formats text as if it had been typed from scratch; the caret goes to the end.
    public static func format(_ text: String, region: String) -> String {
        PatternFormatter.format(keepMeaningful(Array(text.utf16)), region: region)
    }

    /// Digits, and a `+` in first place only.
    static func keepMeaningful(_ units: [UInt16]) -> String {
        var kept = ""
        var digits = 0
        for unit in units where isMeaningful(unit) {
            if unit == UInt16(UInt8(ascii: "+")) {
                if kept.isEmpty { kept.append("+") }
                continue
            }
            guard digits < maximumDigits else { break }
            kept.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            digits += 1
        }
        return kept
    }

    static func isMeaningful(_ unit: UInt16) -> Bool {
        (0x30...0x39).contains(unit) || unit == UInt16(UInt8(ascii: "+"))
    }

    /// The UTF-16 offset just after the `count`-th meaningful character of `text` (0 puts it before the first).
    static func offset(after count: Int, meaningfulIn text: String) -> Int {
        guard count > 0 else {
            return Array(text.utf16).firstIndex(where: isMeaningful) ?? text.utf16.count
        }
        var seen = 0
        for (index, unit) in text.utf16.enumerated() where isMeaningful(unit) {
            seen += 1
            if seen == count { return index + 1 }
        }
        return text.utf16.count
    }
}
