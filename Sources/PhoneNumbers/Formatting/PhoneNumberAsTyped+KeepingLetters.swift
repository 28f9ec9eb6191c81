import StandardLibrarySubstitutes

extension PhoneNumberAsTyped {
    /// The number as dialled from another region, keeping the letters and grouping it was typed with
    /// (`format_out_of_country_keeping_alpha_chars`); ``PhoneNumber/formatted(forDialingFrom:)`` when
    /// nothing was typed.
    ///
    ///     try PhoneNumberAsTyped(parsing: "1800 six-flag", defaultRegion: "AU").formattedKeepingLetters(forDialingFrom: "US")
    ///     // "011 61 1800 SIX-FLAG"
    public func formattedKeepingLetters(forDialingFrom region: String) -> String {
        guard !rawInput.isEmpty else { return number.formatted(forDialingFrom: region) }
        let store = MetadataStore.shared
        let countryCode = number.countryCode
        guard let mainRegion = store.mainRegion(forCallingCode: countryCode) else { return rawInput }
        var kept = Self.lettersDigitsAndGrouping(of: rawInput)
        let national = number.nationalSignificantDigits
        if national.count > 3, let start = kept.firstOccurrence(of: NumberGrouping.text(Array(national.prefix(3)))) {
            kept = String(kept[start.lowerBound...])
        }
        let from = CaseMapping.uppercased(region)
        let callingFrom = store.isSupported(region: from) ? store.metadata(forRegion: from) : nil
        if countryCode == 1 {
            if store.regions(forCallingCode: 1).contains(from) { return "1 " + kept }
        } else if let callingFrom, countryCode == callingFrom.countryCode {
            // The rule's national prefix goes before the first run of digits of what was typed.
            guard let rule = NumberGrouping.rule(for: national, in: callingFrom.nationalFormats) else { return kept }
            guard let prefixRule = rule.nationalPrefixFormattingRule, !prefixRule.isEmpty else { return kept }
            return Self.applyingPrefixRule(prefixRule, toFirstDigitsOf: kept)
        }
        var prefix = ""
        if let callingFrom {
            if let idd = callingFrom.internationalPrefix, PhoneNumber.isSingleInternationalPrefix(idd) {
                prefix = idd
            } else {
                prefix = callingFrom.preferredInternationalPrefix ?? ""
            }
        }
        let metadata = store.metadata(forCallingCode: countryCode, region: mainRegion)
        let scalars = Array(kept.unicodeScalars)
        var formatted = String(String.UnicodeScalarView(NumberText.splitExtension(scalars[...]).number))
        if let ext = number.extension, !ext.isEmpty {
            formatted += (metadata?.preferredExtensionPrefix ?? " ext. ") + ext
        }
        return prefix.isEmpty ? "+\(countryCode) " + formatted : "\(prefix) \(countryCode) " + formatted
    }

    /// `_format_nsn_using_pattern` with the pattern `(\d+)(.*)` and format `\1\2`, national style: the
    /// national prefix rule applied to the first run of digits (text on later lines is not reached).
    private static func applyingPrefixRule(_ rule: String, toFirstDigitsOf text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard let start = scalars.firstIndex(where: CharacterClasses.isDecimalDigit) else { return text }
        let end = scalars[start...].firstIndex { !CharacterClasses.isDecimalDigit($0) } ?? scalars.endIndex
        var result = String.UnicodeScalarView(scalars[..<start])
        var ruleScalars = rule.unicodeScalars.makeIterator()
        while let scalar = ruleScalars.next() {
            if scalar == "\\", let next = ruleScalars.next() {
                if next == "1" {
                    result.append(contentsOf: scalars[start..<end])
                } else if !("2"..."9").contains(next) {
                    result.append(next)
                }
            } else {
                result.append(scalar)
            }
        }
        result.append(contentsOf: scalars[end...])
        return String(result)
    }

    /// `_normalize_helper` with `_ALL_PLUS_NUMBER_GROUPING_SYMBOLS`: ASCII digits, letters upper-cased,
    /// and the grouping symbols `-`, `/`, space and `.` (their other spellings folded); the rest dropped.
    static func lettersDigitsAndGrouping(of text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let upper = scalar.properties.uppercaseMapping.unicodeScalars
            guard upper.count == 1, let key = upper.first else { continue }
            switch key.value {
            case 0x30...0x39, 0x41...0x5A: result.append(key)
            case 0x2D, 0xFF0D, 0x2010...0x2015, 0x2212: result.append("-")
            case 0x2F, 0xFF0F: result.append("/")
            case 0x20, 0x3000, 0x2060: result.append(" ")
            case 0x2E, 0xFF0E: result.append(".")
            default: break
            }
        }
        return String(result)
    }
}
