#if canImport(Foundation)
import Foundation

/// A number is stored as one string: E.164, with RFC 3966's `;ext=` and the extension when it has one.
///
///     let number = try PhoneNumber(parsing: "(650) 253-0000 ext. 12", defaultRegion: "US")
///     String(decoding: try JSONEncoder().encode(number), as: UTF8.self)  // "\"+16502530000;ext=12\""
///     try JSONDecoder().decode(PhoneNumber.self, from: Data("\"+44 20 7031 3000\"".utf8)).countryCode  // 44
///
/// Decoding reads any number written in international form (with `+` and a country calling code, or
/// as a `tel:` URI), as ``PhoneNumber/init(parsing:defaultRegion:)`` does with no default region.
/// Anything else fails with `DecodingError.dataCorrupted`, whose description says why and where
/// but never repeats the text, since phone numbers are personal data.
extension PhoneNumber: Codable {
    /// Reads a number from a single string in international form.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the string is not an international phone number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try PhoneNumber(parsing: text, defaultRegion: nil)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "Expected a phone number in international form: \(error)"
                )
            )
        }
    }

    /// Writes the number as one string: E.164, then `;ext=` and the extension, if any.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(storageText)
    }

    /// E.164, then `;ext=` and the extension when there is one: the text ``encode(to:)`` writes.
    var storageText: String {
        let e164 = formatted(.e164)
        guard let ext = `extension`, !ext.isEmpty else { return e164 }
        return e164 + ";ext=" + ext
    }
}
#endif
