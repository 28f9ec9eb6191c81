/// The checks a parsed candidate must pass at each leniency (libphonenumber's `Leniency.verify`).
struct MatchVerification {
    /// The candidate as written.
    let candidate: ArraySlice<Unicode.Scalar>
    let number: PhoneNumber
    let source: CountryCodeSource

    func passes(_ leniency: PhoneNumber.Leniency) -> Bool {
        if leniency == .possible { return number.isPossible }
        guard number.isValid, containsOnlyValidXCharacters, isNationalPrefixPresentIfRequired else { return false }
        if leniency == .valid { return true }
        guard !containsMoreThanOneSlashInNationalNumber else { return false }
        return NumberGroupingCheck(candidate: candidate, number: number, source: source)
            .passes(exact: leniency == .exactGrouping)
    }

    /// An `x` is an extension sign before the extension's digits, or (doubled) a carrier code before
    /// the national significant number; a last `x` is ignored.
    var containsOnlyValidXCharacters: Bool {
        var index = candidate.startIndex
        while index < candidate.endIndex - 1 {
            if candidate[index] == "x" || candidate[index] == "X" {
                let next = candidate[index + 1]
                if next == "x" || next == "X" {
                    index += 1
                    if !isSameNationalNumber(candidate[index...]) { return false }
                } else if Normalization.digitString(of: candidate[index...]) != (number.extension ?? "\u{0}") {
                    return false
                }
            }
            index += 1
        }
        return true
    }

    /// `is_number_match(number, text) == NSN_MATCH`: the text, read in the number's main region, is the same number.
    private func isSameNationalNumber(_ text: ArraySlice<Unicode.Scalar>) -> Bool {
        let scalars = Array(text)
        do {
            _ = try PhoneNumberParser(scalars: scalars, defaultMetadata: nil).parse()
            return false  // written with its calling code: at best an exact match, not an NSN match
        } catch let error where error.kind == .invalidCountryCode {
            let store = MetadataStore.shared
            guard let region = store.mainRegion(forCallingCode: number.countryCode), region != "001",
                let metadata = store.metadata(forRegion: region),
                let other = try? PhoneNumberParser(scalars: scalars, defaultMetadata: metadata).parse()
            else { return false }
            return other == number
        } catch {
            return false
        }
    }

    /// A number read with the default region's calling code must show the national prefix when the
    /// region writes one for numbers like it.
    var isNationalPrefixPresentIfRequired: Bool {
        guard source == .fromDefaultCountry else { return true }
        let store = MetadataStore.shared
        guard let region = store.mainRegion(forCallingCode: number.countryCode), region != "001",
            let metadata = store.metadata(forRegion: region)
        else { return true }
        let national = number.nationalSignificantDigits
        guard let rule = NumberGrouping.rule(for: national, in: metadata.nationalFormats),
            let prefixRule = rule.nationalPrefixFormattingRule, !prefixRule.isEmpty
        else { return true }
        if rule.nationalPrefixOptionalWhenFormatting { return true }
        if ["\\1", "(\\1)", "(\\1", "\\1)"].contains(prefixRule) { return true }
        let digits = Normalization.decimalDigits(of: candidate)
        return NationalPrefix.strip(digits, metadata: metadata).stripped
    }

    /// More than one `/` in the national number (a slash right after a written calling code is allowed).
    var containsMoreThanOneSlashInNationalNumber: Bool {
        guard let first = candidate.firstIndex(of: "/") else { return false }
        guard let second = candidate[(first + 1)...].firstIndex(of: "/") else { return false }
        if source == .fromNumberWithPlusSign || source == .fromNumberWithoutPlusSign,
            Normalization.digitString(of: candidate[..<first]) == String(number.countryCode)
        {
            return candidate[(second + 1)...].contains("/")
        }
        return true
    }
}

extension Normalization {
    /// The values of the text's digits in any script, everything else dropped (`normalize_digits_only`;
    /// letters are not read as keypad digits).
    static func decimalDigits(of text: ArraySlice<Unicode.Scalar>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        for scalar in text {
            if let digit = CharacterClasses.digitValue(scalar) { result.append(digit) }
        }
        return result
    }

    /// ``decimalDigits(of:)`` as ASCII text.
    static func digitString(of text: ArraySlice<Unicode.Scalar>) -> String {
        String(decoding: decimalDigits(of: text).map { $0 + 0x30 }, as: UTF8.self)
    }
}
