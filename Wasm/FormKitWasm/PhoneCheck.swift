import StandardLibrarySubstitutes
import PhoneNumbers

/// What `<formkit-phone>` needs to know of its text after each key, and no more: whether it is a valid
/// number, its E.164 (the form's value) and type when it is, and why not when it is not (the parse
/// error's kind, or the length verdict). Asked by `fk_number`'s check mode and, in the same call as
/// the keystroke, by `fk_phone_field_edit`, so that a key crosses into the module once.
enum PhoneCheck {
    /// Parses `text` with the default region `region` (empty or "ZZ" for none) and writes the answer's
    /// texts into the output area from `offset`: for a valid number its E.164 (with `;ext=` and the
    /// extension when it has one) then its type (`MOBILE`…); for a parse error its kind
    /// (`TOO_SHORT_NSN`…); nothing otherwise. Returns the answer packed in one Int32, nil when the texts
    /// do not fit: bits 0 to 4 are 1 when possible, plus 2 when valid, plus 4 times the length verdict's
    /// place among `PhoneNumberPossibility.allCases`; bit 5 is set for a parse error; bits 8 to 15 are
    /// the first text's UTF-8 length and bits 16 to 23 the second's.
    ///
    /// With `formats`, `fk_number`'s whole answer instead (its comment says what): one parse and one
    /// classification in the module for both.
    static func answer(_ text: String, region: String, at offset: Int, formats: Bool = false) -> Int? {
        do throws(PhoneNumberParseError) {
            let number = try PhoneNumber(
                parsing: text, defaultRegion: region.isEmpty || region.utf8Equals("ZZ") ? nil : region)
            // One classification for validity, type and region (each of the three properties classifies).
            let (isValid, type, numberRegion) = number.validityTypeAndRegion
            let verdict = PhoneNumberPossibility.allCases.firstIndex(of: number.possibility) ?? 0
            // The first two verdicts (IS_POSSIBLE, IS_POSSIBLE_LOCAL_ONLY) are those of a possible number.
            let bits = (verdict < 2 ? 1 : 0) + (isValid ? 2 : 0) + 4 * verdict
            if formats {
                Exchange.setSlot(6, number.countryCode)
                Exchange.setSlot(7, bits)
                let status = Exchange.writeOutputs([
                    number.formatted(.e164), number.formatted(.international), number.formatted(.national),
                    number.formatted(.rfc3966), type.rawValue, numberRegion ?? "",
                ])
                return status == .ok ? bits : nil
            }
            guard isValid else { return bits }
            var value = number.formatted(.e164)
            if let digits = number.extension, !digits.isEmpty { value += ";ext=" + digits }
            guard let valueCount = Exchange.writeOutput(value, at: offset),
                let typeCount = Exchange.writeOutput(type.rawValue, at: offset + valueCount)
            else { return nil }
            return bits | valueCount << 8 | typeCount << 16
        } catch {
            guard let count = Exchange.writeOutput(error.kind.rawValue, at: offset) else { return nil }
            if formats {
                Exchange.setSlot(0, count)
                Exchange.setSlot(1, error.offset)
            }
            return 32 | count << 8
        }
    }
}
