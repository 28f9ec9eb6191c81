
extension PhoneNumber {
    /// Whether the number can be dialled from abroad (`can_be_internationally_dialled`): false only for
    /// numbers the plan of their region marks as not reachable internationally; the number need not be valid.
    ///
    ///     PhoneNumber("+1 650 253 0000")?.canBeDialledInternationally  // true
    public var canBeDialledInternationally: Bool {
        let digits = nationalSignificantDigits
        guard let region = NumberClassifier.region(countryCode: countryCode, digits: digits),
            let metadata = MetadataStore.shared.metadata(forRegion: region)
        else { return true }  // non-geographic numbers (+800 …) are always reachable
        return !(metadata.description(.noInternationalDialling)?.matches(digits) ?? false)
    }

    /// Whether the number's type is tied to a place (`is_number_geographical`): fixed lines, and mobiles
    /// in Argentina, Brazil, China, Indonesia and Mexico.
    ///
    ///     PhoneNumber("+44 20 7031 3000")?.isGeographical  // true
    public var isGeographical: Bool { Self.isGeographical(type, countryCode: countryCode) }

    static let geographicalMobileCountryCodes: Set<Int> = [52, 54, 55, 62, 86]

    static func isGeographical(_ type: PhoneNumberType, countryCode: Int) -> Bool {
        type == .fixedLine || type == .fixedLineOrMobile
            || (type == .mobile && geographicalMobileCountryCodes.contains(countryCode))
    }
}
