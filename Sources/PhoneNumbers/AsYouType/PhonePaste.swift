import StandardLibrarySubstitutes

/// A whole text put into a phone field at once (a paste, an autofill, a drop, a dictation, an IME
/// commit), read the way libphonenumber's `parse` reads a text: labels, `tel:` URIs, `(0)` after the
/// calling code, the region's international dialling prefix, a calling code without its `+`,
/// extensions, digits of any script, no-break spaces, letters for digits.
///
/// A valid number is shown as `format_number` shows it: NATIONAL when it was written nationally,
/// INTERNATIONAL otherwise, with its extension; the field's country becomes the number's region.
/// Anything else is kept as it was given, its digits written as ASCII digits.
///
///     let paste = PhonePaste(reading: "(650) 253-0000 ext. 12", region: "US")
///     paste.text      // "(650) 253-0000 ext. 12"
///     PhonePaste(reading: "+44 (0)20 7946 0958", region: "US").region   // "GB"
public struct PhonePaste: Hashable, Sendable {
    /// The field's text after the paste.
    public var text: String
    /// The field's country after the paste: the number's region when it is valid ("001" for a
    /// non-geographic number), else the field's region (nil when it has none).
    public var region: String?
    /// The number, when the text is a valid one.
    public var number: PhoneNumber?

    /// Reads `text` pasted into an empty field for `region` (nil, empty or "ZZ": none).
    public init(reading text: String, region: String?) {
        let region = region.flatMap { $0.isEmpty || $0.utf8Equals("ZZ") || $0.utf8Equals("zz") ? nil : $0 }
        if let typed = try? PhoneNumberAsTyped(parsing: text, defaultRegion: region) {
            let number = typed.number
            if number.isValid {
                let style: PhoneNumberFormat = typed.countryCodeSource == .fromDefaultCountry ? .national : .international
                self.text = number.formatted(style)
                self.region = number.region
                self.number = number
                return
            }
        }
        self.text = Self.normalizingDigits(text)
        self.region = region
        self.number = nil
    }

    /// `text` with every decimal digit (any script) written as its ASCII digit, the rest unchanged.
    public static func normalizingDigits(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var changed = false
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x80, CharacterClasses.isDecimalDigit(scalar), let value = CharacterClasses.digitValue(scalar) {
                bytes.append(0x30 + value)
                changed = true
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : text
    }

    /// Whether the first two digits of `text` (any script) are zeros, with no `+` before them: a
    /// number dialled with `00`.
    public static func digitsStartWithDoubleZero(_ text: String) -> Bool {
        var zeros = 0
        for scalar in text.unicodeScalars {
            if CharacterClasses.isPlus(scalar) && zeros == 0 { return false }
            guard CharacterClasses.isDecimalDigit(scalar), let value = CharacterClasses.digitValue(scalar) else { continue }
            guard value == 0 else { return false }
            zeros += 1
            if zeros == 2 { return true }
        }
        return false
    }
}
