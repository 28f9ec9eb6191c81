import PhoneNumbers

extension NumberLookup {
    /// The carrier a mobile number was first assigned to, in `locale`'s language ("Swisscom", "EE");
    /// "" for other types of number and when the carrier is not known (phonenumbers'
    /// `carrier.name_for_number`). With number portability the number may have moved since.
    ///
    ///     let mobile = try PhoneNumber(parsing: "+41 79 123 45 67")
    ///     try NumberLookup.bundled.carrierName(for: mobile)                              // "Swisscom"
    ///     try NumberLookup.bundled.carrierName(for: PhoneNumber(parsing: "+41 44 668 18 00")) // ""
    ///
    /// - Throws: ``LookupDataError`` when a data file is missing or damaged.
    public func carrierName(for number: PhoneNumber, locale: LookupLocale = .english) throws(LookupDataError) -> String {
        switch number.type {
        case .mobile, .fixedLineOrMobile, .pager:
            return try store.carrierData().name(for: number, locale: locale, region: nil)
        default:
            return ""
        }
    }
}
