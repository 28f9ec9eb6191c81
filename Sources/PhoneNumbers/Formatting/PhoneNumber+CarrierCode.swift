import StandardLibrarySubstitutes

extension PhoneNumber {
    /// The national format for dialling through a carrier (`format_national_number_with_carrier_code`):
    /// the carrier selection code where the plan's rule puts it; plain national format when the code is
    /// empty or the plan has no carrier rule for the number.
    ///
    ///     PhoneNumber("+55 11 2345 6789")?.formattedNationally(withCarrierCode: "15")  // "0 15 (11) 2345-6789"
    ///     PhoneNumber("+54 11 2345 6789")?.formattedNationally(withCarrierCode: "15")  // "011 2345-6789"
    public func formattedNationally(withCarrierCode carrierCode: String) -> String {
        let national = nationalSignificantDigits
        guard let metadata = MetadataStore.shared.metadata(forCallingCode: countryCode) else {
            return NumberGrouping.text(national)
        }
        guard !carrierCode.isEmpty, let rule = NumberGrouping.rule(for: national, in: metadata.nationalFormats),
            let carrierRule = rule.carrierCodeFormattingRule
        else { return formatted(.national) }
        let filledRule = carrierRule.replacingAll("$CC", with: carrierCode)
        let template = NumberGrouping.insertingNationalPrefix(filledRule, into: rule.format)
        var output: [UInt8] = []
        NumberGrouping.append(national, rule: rule, template: template, to: &output)
        if let ext = `extension`, !ext.isEmpty {
            output.append(contentsOf: (metadata.preferredExtensionPrefix ?? " ext. ").utf8)
            output.append(contentsOf: ext.utf8)
        }
        return String(decoding: output, as: UTF8.self)
    }
}

extension PhoneNumberAsTyped {
    /// The national format with the carrier code that was typed, else with `fallback`
    /// (`format_national_number_with_preferred_carrier_code`).
    ///
    ///     try PhoneNumberAsTyped(parsing: "0 41 11 2345 6789", defaultRegion: "BR")
    ///         .formattedNationally(withPreferredCarrierCode: "15")  // "0 41 (11) 2345-6789"
    public func formattedNationally(withPreferredCarrierCode fallback: String) -> String {
        let preferred = preferredDomesticCarrierCode.flatMap { $0.isEmpty ? nil : $0 }
        return number.formattedNationally(withCarrierCode: preferred ?? fallback)
    }
}

extension NumberGrouping {
    /// Appends the digits laid out by a rule that matches them, with `template` in place of the rule's own.
    static func append(_ digits: [UInt8], rule: NumberFormatRule, template: String, to output: inout [UInt8]) {
        if let split = rule.groupSplit {
            var template = template
            template.withUTF8 { appendTemplate($0, split: split, digits: digits, to: &output) }
        } else {
            substitute(rule.pattern, captureCount: rule.captureCount, template: template, in: digits, to: &output)
        }
    }
}

extension String {
    /// The string with every occurrence of `target` replaced (Foundation-free `replacingOccurrences`).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstOccurrence(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
