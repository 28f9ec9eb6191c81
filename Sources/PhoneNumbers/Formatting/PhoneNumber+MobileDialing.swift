import StandardLibrarySubstitutes

extension PhoneNumber {
    /// The number as dialled from a mobile phone in a region (`format_number_for_mobile_dialing`): national
    /// or international format as that region's mobiles need it; empty when it cannot be dialled from there.
    /// Without formatting, only the characters that are dialled (digits, `+`, `*`, `#`) are kept.
    ///
    ///     let number = try PhoneNumber(parsing: "+1 650 253 0000")
    ///     number.formattedForMobileDialing(from: "US")                         // "+1 650-253-0000"
    ///     number.formattedForMobileDialing(from: "DE", withFormatting: false)  // "+16502530000"
    public func formattedForMobileDialing(from region: String, withFormatting: Bool = true) -> String {
        let store = MetadataStore.shared
        guard let mainRegion = store.mainRegion(forCallingCode: countryCode) else { return "" }
        let from = CaseMapping.uppercased(region)
        var number = self
        number.extension = nil
        let type = number.type
        let isFixedLineOrMobile = type == .fixedLine || type == .mobile || type == .fixedLineOrMobile
        var formatted = ""
        if from == mainRegion {
            if mainRegion == "BR" && isFixedLineOrMobile {
                formatted = ""  // Brazil needs a carrier code, and none was typed
            } else if countryCode == 1 {
                let tooShort = store.metadata(forRegion: from).map {
                    NumberLength.test(number.nationalSignificantDigits, metadata: $0) == .tooShort
                } ?? false
                formatted = number.canBeDialledInternationally && !tooShort
                    ? number.formatted(.international) : number.formatted(.national)
            } else if (mainRegion == "001" || (["MX", "CL", "UZ"].contains(mainRegion) && isFixedLineOrMobile))
                && number.canBeDialledInternationally
            {
                formatted = number.formatted(.international)
            } else {
                formatted = number.formatted(.national)
            }
        } else if type != .unknown && number.canBeDialledInternationally {
            return number.formatted(withFormatting ? .international : .e164)
        }
        return withFormatting ? formatted : Self.diallableCharacters(of: formatted)
    }

    /// `normalize_diallable_chars_only`: ASCII digits, `+`, `*` and `#`.
    static func diallableCharacters(of text: String) -> String {
        String(decoding: text.utf8.filter { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2B || $0 == 0x2A || $0 == 0x23 },
               as: UTF8.self)
    }
}

extension PhoneNumberAsTyped {
    /// ``PhoneNumber/formattedForMobileDialing(from:withFormatting:)`` with what was typed: in Brazil a
    /// typed carrier code is dialled, and a number with an unknown calling code is given back as typed.
    ///
    ///     try PhoneNumberAsTyped(parsing: "0 15 11 2345 6789", defaultRegion: "BR")
    ///         .formattedForMobileDialing(from: "BR")  // "0 15 (11) 2345-6789"
    public func formattedForMobileDialing(from region: String, withFormatting: Bool = true) -> String {
        guard let mainRegion = MetadataStore.shared.mainRegion(forCallingCode: number.countryCode) else {
            return rawInput
        }
        var plain = number
        plain.extension = nil
        let type = plain.type
        if CaseMapping.uppercased(region) == mainRegion, mainRegion == "BR",
            type == .fixedLine || type == .mobile || type == .fixedLineOrMobile,
            let carrier = preferredDomesticCarrierCode, !carrier.isEmpty
        {
            let formatted = plain.formattedNationally(withCarrierCode: carrier)
            return withFormatting ? formatted : PhoneNumber.diallableCharacters(of: formatted)
        }
        let formatted = number.formattedForMobileDialing(from: region, withFormatting: withFormatting)
        // libphonenumber formats a kept number whose national number is 0 as its raw input.
        guard number.nationalNumber == 0, !rawInput.isEmpty, !formatted.isEmpty else { return formatted }
        return withFormatting ? rawInput : PhoneNumber.diallableCharacters(of: rawInput)
    }
}
