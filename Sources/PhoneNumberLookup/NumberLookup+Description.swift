import PhoneNumbers

extension NumberLookup {
    /// The place a number is from, in `locale`'s language: its area ("Zurich", "Mountain View, CA") or,
    /// when no area is known, its country; "" for numbers that are not valid or belong to no single
    /// country (phonenumbers' `geocoder.description_for_number`).
    ///
    /// Names fall back from the language and script to the language, then to English (except for
    /// Chinese, Japanese and Korean). Numbers whose type is not tied to a place (toll-free, premium rate,
    /// most mobile numbers) get their country's name. When `userRegion` is given and the number is
    /// from another region, the answer is that region's name only, as a person there would want it.
    ///
    ///     let zurich = try PhoneNumber(parsing: "+41 44 668 18 00")
    ///     try NumberLookup.bundled.description(for: zurich, locale: "it")                   // "Zurigo"
    ///     try NumberLookup.bundled.description(for: zurich, locale: "en", userRegion: "CH") // "Zurich"
    ///     try NumberLookup.bundled.description(for: zurich, locale: "en", userRegion: "US") // "Switzerland"
    ///
    /// - Parameters:
    ///   - number: The number to place.
    ///   - locale: The language (and script) of the answer.
    ///   - userRegion: The CLDR region of the person reading the answer, in any case.
    /// - Throws: ``LookupDataError`` when a data file is missing or damaged.
    public func description(
        for number: PhoneNumber, locale: LookupLocale = .english, userRegion: String? = nil
    ) throws(LookupDataError) -> String {
        let (type, numberRegion) = number.typeAndRegion
        if type == .unknown { return "" }
        if !Self.isGeographical(type, callingCode: number.countryCode) {
            return try countryName(for: number, language: locale.language)
        }
        let userRegion = userRegion?.uppercased()
        if let userRegion, userRegion != numberRegion {
            return try store.countryNames().name(region: numberRegion ?? "ZZ", language: locale.language)
        }
        var area: String
        if let withoutToken = Self.withoutMobileToken(number) {
            area = try store.geocodingData().name(for: withoutToken.number, locale: locale, region: withoutToken.region)
        } else {
            area = try store.geocodingData().name(for: number, locale: locale, region: userRegion)
        }
        if area.isEmpty { area = try countryName(for: number, language: locale.language) }
        return area
    }

    /// The name of the one country a number belongs to, "" when it is valid in several or none of the
    /// regions sharing its calling code (phonenumbers' `country_name_for_number`).
    func countryName(for number: PhoneNumber, language: String) throws(LookupDataError) -> String {
        let code = number.countryCode
        let regions = code > 0 && code < 1000 ? Self.regionsByCallingCode[code] : []
        var only = "ZZ"
        if regions.count == 1 {
            only = regions[0]
        } else {
            var found: String?
            for region in regions where number.isValid(forRegion: region) {
                if found != nil { return "" }
                found = region
            }
            only = found ?? "ZZ"
        }
        return try store.countryNames().name(region: only, language: language)
    }

    /// The regions of each calling code 0…999, main region first, listed once.
    static let regionsByCallingCode: [[String]] = (0..<1000).map { PhoneNumbering.regions(forCallingCode: $0) }

    /// Whether numbers of this type and calling code are tied to a place (`is_number_type_geographical`):
    /// fixed lines everywhere, and mobile numbers in Mexico, Argentina, Brazil, Indonesia and China.
    static func isGeographical(_ type: PhoneNumberType, callingCode: Int) -> Bool {
        switch type {
        case .fixedLine, .fixedLineOrMobile: true
        case .mobile: [52, 54, 55, 62, 86].contains(callingCode)
        default: false
        }
    }

    /// For a number whose national number starts with its country's mobile token (Argentina's 9), the
    /// number read again without the token in the country's main region, as the geocoder looks it up;
    /// nil for other numbers.
    static func withoutMobileToken(_ number: PhoneNumber) -> (number: PhoneNumber, region: String)? {
        guard number.countryCode == 54 else { return nil }
        let national = number.nationalSignificantNumberText
        guard national.hasPrefix("9") else { return nil }
        let region = regionsByCallingCode[54].first ?? "ZZ"
        let reread = (try? PhoneNumber(parsing: national.dropFirst(), defaultRegion: region)) ?? number
        return (reread, region)
    }
}
