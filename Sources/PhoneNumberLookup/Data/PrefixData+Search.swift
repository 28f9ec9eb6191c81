import PhoneNumbers

extension PrefixTable {
    /// Calls `body` with the index of each prefix of the number's digits that is in the table, longest
    /// first, until it returns a value.
    @inline(__always)
    func longestMatch<Value>(
        _ digits: LeadingDigits, callingCode: Int, _ body: (Int) throws(LookupDataError) -> Value?
    ) throws(LookupDataError) -> Value? {
        let mask = lengthMask(callingCode: callingCode)
        var length = digits.count
        while length > 0 {
            if mask & (1 << length) != 0, let index = index(of: digits.prefix(length), length: length),
                let value = try body(index)
            {
                return value
            }
            length -= 1
        }
        return nil
    }
}

extension PrefixData {
    /// The name of the longest prefix of `number` that has one in a language `locale` falls back
    /// through (see ``LanguageChain``), trying the languages in order at each prefix (phonenumbers' `_prefix_description_for_number`); "" for none.
    func name(for number: PhoneNumber, locale: LookupLocale, region: String?) throws(LookupDataError) -> String {
        let files = try chain(for: locale, region: region)
        guard !files.isEmpty else { return "" }
        let found = try table.longestMatch(LeadingDigits(number), callingCode: number.countryCode) {
            (index) throws(LookupDataError) -> String? in
            for names in files {
                if let string = names.stringIndex(forPrefix: index) { return try names.string(at: string) }
            }
            return nil
        }
        return found ?? ""
    }
}
