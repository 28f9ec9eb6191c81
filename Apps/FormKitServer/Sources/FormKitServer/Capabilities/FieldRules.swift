import Foundation
import TextInput

/// Why a field's text was refused: a message for people and the UTF-16 offset of the first bad character.
public struct FieldRejection: Error, Hashable, Sendable {
    public var message: String
    public var offset: Int

    public init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}

/// Adapter: the input rules of the app's text fields, as TextInput `InputRule`s, and their refusals in words.
enum FieldRules {
    static let status = CapabilityStatus(
        name: "field rules", module: "TextInput", backing: .formKit,
        note: "TextInput.InputRule: maxLength, custom character rules, decimalNumber")

    /// Letters of any script, spaces, hyphens, apostrophes and periods ("Martin Luther King Jr.").
    static let nameCharacters = InputRule { text in
        firstOffset(in: text) { !($0.isLetter || $0 == " " || $0 == "-" || $0 == "'" || $0 == "\u{2019}" || $0 == ".") }
            .map { InputRejection(.characterNotAllowed, offset: $0) }
    }

    /// Anything but control characters.
    static let printable = InputRule { text in
        firstOffset(in: text) { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }
            .map { InputRejection(.characterNotAllowed, offset: $0) }
    }

    /// A decimal number written the en_US way (`68.5`, `-3`, `6.85e1`).
    static let decimal = InputRule.decimalNumber(locale: Locale(identifier: "en_US"))

    /// Letters, spaces, hyphens, apostrophes and periods; at most `maxLength` characters; not blank.
    static func personName(_ text: String, maxLength: Int = 60) -> FieldRejection? {
        if isPlainASCII(text, maxLength: maxLength, allowing: { isASCIILetter($0) || $0 == 0x20 || $0 == 0x2D || $0 == 0x27 || $0 == 0x2E }) {
            return nil
        }
        return judge(text, by: nameCharacters.and(.maxLength(maxLength)),
              notAllowed: "Use only letters, spaces, hyphens, apostrophes and periods")
    }

    /// Any printable text, not blank, at most `maxLength` characters.
    static func plainText(_ text: String, maxLength: Int) -> FieldRejection? {
        if isPlainASCII(text, maxLength: maxLength, allowing: { (0x20...0x7E).contains($0) }) { return nil }
        return judge(text, by: printable.and(.maxLength(maxLength)), notAllowed: "Control characters are not allowed")
    }

    /// The fast yes of a large import: ASCII text of allowed bytes, not all spaces, within `maxLength`
    /// (for ASCII, a byte is a character). The rules would accept it; anything else goes to the rules.
    private static func isPlainASCII(_ text: String, maxLength: Int, allowing allowed: (UInt8) -> Bool) -> Bool {
        let bytes = text.utf8
        return bytes.count <= maxLength && bytes.allSatisfy(allowed) && bytes.contains { $0 != 0x20 }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func judge(_ text: String, by rule: InputRule, notAllowed: String) -> FieldRejection? {
        if text.allSatisfy(\.isWhitespace) { return FieldRejection("This field cannot be empty.", offset: 0) }
        guard let rejection = rule.rejection(of: text) else { return nil }
        return FieldRejection(message(for: rejection, in: text, notAllowed: notAllowed), offset: rejection.offset)
    }

    /// A rejection in words; the offending character is named (these fields hold no phone numbers).
    static func message(for rejection: InputRejection, in text: String, notAllowed: String) -> String {
        switch rejection.kind {
        case .tooLong(let maximum):
            return "At most \(maximum) characters (this has \(text.count))."
        case .characterNotAllowed:
            let character = character(at: rejection.offset, in: text).map { " (found “\($0)” at \(rejection.offset))" } ?? ""
            return "\(notAllowed)\(character)."
        default:
            return "Not accepted: \(rejection)."
        }
    }

    /// The UTF-16 offset of the first character matching `isBad`.
    static func firstOffset(in text: String, where isBad: (Character) -> Bool) -> Int? {
        var offset = 0
        for character in text {
            if isBad(character) { return offset }
            offset += character.utf16.count
        }
        return nil
    }

    private static func character(at offset: Int, in text: String) -> Character? {
        var position = 0
        for character in text {
            if position == offset { return character }
            position += character.utf16.count
        }
        return nil
    }
}
