import DigitPatterns

/// Finding the country calling code: after `+`, after the default region's IDD prefix, or as the default
/// region's own code written without `+` (see `_maybe_extract_country_code` in phonenumbers).
enum CountryCodeExtraction {
    struct Result {
        /// 0 when the number carries no country calling code.
        var countryCode: Int
        /// The digits after the code; all the digits of the text when there is no code.
        var nationalNumber: [UInt8]
        /// How the code was written (`.fromDefaultCountry` when there is none).
        var source: CountryCodeSource = .fromDefaultCountry
    }

    static func extract(
        _ text: ArraySlice<Unicode.Scalar>, metadata: RegionMetadata?
    ) throws(PhoneNumberParseError) -> Result {
        guard !text.isEmpty else { return Result(countryCode: 0, nationalNumber: []) }
        let plusCount = text.prefix(while: CharacterClasses.isPlus).count
        var digits: [UInt8]
        var international: Bool
        if plusCount > 0 {
            digits = Normalization.digits(of: text.dropFirst(plusCount))
            international = true
        } else {
            digits = Normalization.digits(of: text)
            international = false
            if let metadata, let idd = metadata.internationalPrefixPattern,
                metadata.internationalPrefixFilter?.matchesPrefix(of: digits) ?? true,
                let match = idd.firstMatch(in: digits, captureCount: metadata.internationalPrefixGroupCount)
            {
                // An IDD followed by 0 is not an IDD: no country calling code starts with 0.
                if match.end >= digits.count || digits[match.end] != 0 {
                    digits.removeFirst(match.end)
                    international = true
                }
            }
        }
        if international {
            guard digits.count > PhoneNumberParser.minimumNationalLength else {
                throw PhoneNumberParseError(kind: .tooShortAfterIDD, offset: utf16Offset(of: text))
            }
            if let found = callingCodePrefix(digits) {
                digits.removeFirst(found.length)  // in place: the array is this function's own
                return Result(
                    countryCode: found.code, nationalNumber: digits,
                    source: plusCount > 0 ? .fromNumberWithPlusSign : .fromNumberWithIDD)
            }
            throw PhoneNumberParseError(kind: .invalidCountryCode, offset: utf16Offset(of: text))
        }
        if let metadata {
            if let codeLength = prefixLength(of: metadata.countryCode, in: digits) {
                let potential = NationalPrefix.strip(Array(digits[codeLength...]), metadata: metadata).number
                if (!metadata.matchesGeneralPattern(digits) && metadata.matchesGeneralPattern(potential))
                    || NumberLength.test(digits, metadata: metadata) == .tooLong
                {
                    return Result(
                        countryCode: metadata.countryCode, nationalNumber: potential, source: .fromNumberWithoutPlusSign)
                }
            }
        }
        return Result(countryCode: 0, nationalNumber: digits)
    }

    /// The number of digits of `code` when the digits start with it, written in decimal; nil otherwise.
    static func prefixLength(of code: Int, in digits: [UInt8]) -> Int? {
        guard let first = digits.first, first != 0 else { return nil }
        var value = 0
        for (length, digit) in digits.prefix(3).enumerated() {
            value = value * 10 + Int(digit)
            if value == code { return length + 1 }
        }
        return nil
    }

    /// The calling code at the start of the digits (one to three digits, never starting with 0).
    static func callingCodePrefix(_ digits: [UInt8]) -> (code: Int, length: Int)? {
        guard let first = digits.first, first != 0 else { return nil }
        return MetadataStore.withShared { store in
            var code = 0
            for length in 1...min(digits.count, 3) {
                code = code * 10 + Int(digits[length - 1])
                if store.isAssigned(callingCode: code) { return (code, length) }
            }
            return nil
        }
    }

    /// Error offsets are relative to the candidate text; the parser does not need more precision here.
    private static func utf16Offset(of text: ArraySlice<Unicode.Scalar>) -> Int {
        text.startIndex
    }
}
