import Foundation

/// Why a field's text was refused: a message for people and the UTF-16 offset of the first bad character.
public struct FieldRejection: Error, Hashable, Sendable {
    public var message: String
    public var offset: Int

    public init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}

/// Adapter: the input rules the app's text fields use (TextInput's `InputRule`).
///
/// MINIMAL until TextInput's rules land in main: allowed characters and maximum length
/// (in grapheme clusters, so an emoji or an accented letter counts as one) are judged here.
enum FieldRules {
    static let status = CapabilityStatus(
        name: "field rules", module: "TextInput", backing: .minimal,
        note: "allowed characters and maximum length judged in the app until TextInput's InputRule lands")

    /// Letters (any script), spaces, hyphens and apostrophes; at most `maxLength` characters; not blank.
    static func personName(_ text: String, maxLength: Int = 60) -> FieldRejection? {
        if let blank = blank(text) { return blank }
        var offset = 0
        for character in text {
            let allowed = character.isLetter || character == " " || character == "-" || character == "'"
                || character == "\u{2019}"
            if !allowed {
                return FieldRejection(
                    "Use only letters, spaces, hyphens and apostrophes (found “\(character)” at \(offset)).",
                    offset: offset)
            }
            offset += character.utf16.count
        }
        return tooLong(text, maxLength: maxLength)
    }

    /// Any printable text, not blank, at most `maxLength` characters.
    static func plainText(_ text: String, maxLength: Int) -> FieldRejection? {
        if let blank = blank(text) { return blank }
        var offset = 0
        for character in text {
            if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                return FieldRejection("Control characters are not allowed (at \(offset)).", offset: offset)
            }
            offset += character.utf16.count
        }
        return tooLong(text, maxLength: maxLength)
    }

    private static func blank(_ text: String) -> FieldRejection? {
        text.allSatisfy(\.isWhitespace) ? FieldRejection("This field cannot be empty.", offset: 0) : nil
    }

    private static func tooLong(_ text: String, maxLength: Int) -> FieldRejection? {
        guard text.count > maxLength else { return nil }
        let offset = text.prefix(maxLength).utf16.count
        return FieldRejection("At most \(maxLength) characters (this has \(text.count)).", offset: offset)
    }
}
