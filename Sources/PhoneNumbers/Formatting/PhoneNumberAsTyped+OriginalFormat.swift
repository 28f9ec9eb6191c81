import StandardLibrarySubstitutes

extension PhoneNumberAsTyped {
    /// The number laid out the way it was typed (`format_in_original_format`): international after `+`,
    /// out-of-country after an IDD, national (with or without the national prefix, as typed) otherwise.
    /// No digit is ever added, dropped or changed: when the layout would change the digits, or no
    /// format applies, the text as typed is returned.
    ///
    ///     try PhoneNumberAsTyped(parsing: "+44 2070313000").formattedInOriginalFormat(from: "GB")
    ///     // "+44 20 7031 3000"
    ///     try PhoneNumberAsTyped(parsing: "2070313000", defaultRegion: "GB").formattedInOriginalFormat(from: "GB")
    ///     // "20 7031 3000": typed without the trunk prefix, so shown without it
    public func formattedInOriginalFormat(from region: String) -> String {
        let store = MetadataStore.shared
        let national = number.nationalSignificantDigits
        let rule = store.metadata(forCallingCode: number.countryCode).flatMap {
            NumberGrouping.rule(for: national, in: $0.nationalFormats)
        }
        guard rule != nil else { return rawInput }
        if countryCodeSource == .unspecified { return formatted(.national) }
        let formatted = formattedAllowingChanges(from: region, rule: rule)
        guard !rawInput.isEmpty else { return formatted }
        if PhoneNumber.diallableCharacters(of: formatted) != Self.diallableCharacters(of: rawInput) {
            return rawInput
        }
        return formatted
    }

    /// `_format_original_allow_mods`.
    private func formattedAllowingChanges(from region: String, rule: NumberFormatRule?) -> String {
        switch countryCodeSource {
        case .fromNumberWithPlusSign: return formatted(.international)
        case .fromNumberWithIDD: return formatted(forDialingFrom: region)
        case .fromNumberWithoutPlusSign: return String(formatted(.international).dropFirst())
        case .fromDefaultCountry, .unspecified: break
        }
        let store = MetadataStore.shared
        let nationalFormat = formatted(.national)
        guard let mainRegion = store.mainRegion(forCallingCode: number.countryCode),
            let metadata = store.metadata(forRegion: mainRegion),
            let nationalPrefix = metadata.nationalPrefix.map({ $0.replacingAll("~", with: "") }), !nationalPrefix.isEmpty,
            !rawInputHasNationalPrefix(nationalPrefix, region: mainRegion),
            let rule, let prefixRule = rule.nationalPrefixFormattingRule,
            let firstGroup = prefixRule.firstOccurrence(of: "\\1"), firstGroup.lowerBound > prefixRule.startIndex,
            prefixRule[..<firstGroup.lowerBound].unicodeScalars.contains(where: CharacterClasses.isDecimalDigit)
        else { return nationalFormat }
        // The rule's own template, without the national prefix: `format_by_pattern` with the rule copied.
        var output: [UInt8] = []
        NumberGrouping.append(number.nationalSignificantDigits, rule: rule, template: rule.format, to: &output)
        if let ext = number.extension, !ext.isEmpty {
            output.append(contentsOf: (metadata.preferredExtensionPrefix ?? " ext. ").utf8)
            output.append(contentsOf: ext.utf8)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The number in a standard style, or the raw input when the national number is 0: libphonenumber's
    /// `format_number` gives a kept number it could not make sense of back as typed.
    ///
    ///     try PhoneNumberAsTyped(parsing: "+1 000 000 0000").formatted(.international)  // "+1 000 000 0000"
    public func formatted(_ style: PhoneNumberFormat = .international) -> String {
        number.nationalNumber == 0 && !rawInput.isEmpty ? rawInput : number.formatted(style)
    }

    /// ``PhoneNumber/formatted(forDialingFrom:)`` with the raw-input rule of ``formatted(_:)`` where
    /// libphonenumber's `format_out_of_country_calling_number` goes through `format_number`.
    func formatted(forDialingFrom region: String) -> String {
        guard number.nationalNumber == 0, !rawInput.isEmpty else { return number.formatted(forDialingFrom: region) }
        let store = MetadataStore.shared
        let from = CaseMapping.uppercased(region)
        guard store.isSupported(region: from), let callingFrom = store.metadata(forRegion: from) else { return rawInput }
        if number.countryCode == 1 {
            if store.regions(forCallingCode: 1).contains(from) { return "1 " + rawInput }
        } else if number.countryCode == callingFrom.countryCode {
            return rawInput
        }
        return number.formatted(forDialingFrom: region)
    }

    /// `_raw_input_contains_national_prefix`: the typed digits start with the prefix, and what follows
    /// it is a valid number of the region.
    private func rawInputHasNationalPrefix(_ prefix: String, region: String) -> Bool {
        let digits = Self.asciiDigits(of: rawInput)
        guard digits.hasPrefix(prefix) else { return false }
        return PhoneNumber(digits.dropFirst(prefix.count), defaultRegion: region)?.isValid ?? false
    }

    /// `normalize_digits_only`: every decimal digit, in any script, as ASCII.
    static func asciiDigits(of text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let digit = CharacterClasses.digitValue(scalar) { result.unicodeScalars.append(Unicode.Scalar(0x30 + digit)) }
        }
        return result
    }

    /// `normalize_diallable_chars_only` of any text: ASCII digits, `+`, `*` and `#`.
    static func diallableCharacters(of text: String) -> String {
        PhoneNumber.diallableCharacters(of: text)
    }
}
