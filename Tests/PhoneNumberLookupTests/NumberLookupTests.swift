import PhoneNumberLookup
import PhoneNumbers
import Testing

@Suite struct NumberLookupTests {
    let lookup = NumberLookup.bundled

    @Test(arguments: [
        // Cases from libphonenumber's PhoneNumberOfflineGeocoderTest and phonenumbers' geocoder doctests.
        ("+16502530000", "en", nil, "Mountain View, CA"),
        ("+16502530000", "de", nil, "Mountain View, CA"),
        ("+442083612345", "en", nil, "London"),
        ("+442083612345", "fr", nil, "London"),
        ("+442083612345", "en", "GB", "London"),
        ("+442083612345", "en", "US", "United Kingdom"),
        ("+4989123456", "en", nil, "Munich"),
        ("+4989123456", "de", nil, "München"),
        ("+41431234567", "de", nil, "Zürich"),
        ("+41431234567", "en", nil, "Zurich"),
        ("+41431234567", "it", nil, "Zurigo"),
        ("+41446681800", "en", "ch", "Zurich"),
        ("+41446681800", "en", "US", "Switzerland"),
        ("+41446681800", "de", "US", "Schweiz"),
        ("+8001234567", "en", nil, ""),
        ("+80012345678", "en", nil, ""),
        ("+18002530000", "en", nil, ""),
        ("+16502530000", "en", "US", "Mountain View, CA"),
        // Scripts, the zh_TW normalisation, no English fallback for CJK, right-to-left, mobile tokens.
        ("+886223111234", "zh_Hant", nil, "臺北"),
        ("+886223111234", "zh", "TW", "臺北"),
        ("+886223111234", "zh", nil, "台北"),
        ("+8613912345678", "zh_Hant", nil, "江苏省常州市"),
        ("+16502530000", "zh", nil, "美国"),
        ("+442083612345", "ko", nil, "영국"),
        ("+442083612345", "ja", nil, "イギリス"),
        ("+97143123456", "ar", nil, "Dubai"),
        ("+5491123456789", "es", nil, "Buenos Aires"),
        ("+5491123456789", "en", "AR", "Buenos Aires"),
        ("+821012345678", "ko", nil, "대한민국"),
    ] as [(String, String, String?, String)])
    func descriptions(number: String, locale: String, userRegion: String?, expected: String) throws {
        let parsed = try PhoneNumber(parsing: number)
        #expect(try lookup.description(for: parsed, locale: LookupLocale(stringLiteral: locale), userRegion: userRegion) == expected)
    }

    @Test(arguments: [
        ("+41791234567", "en", "Swisscom"),
        ("+41446681800", "en", ""),
        ("+447400123456", "en", "Three"),
        ("+8613912345678", "zh", "中国移动"),
        ("+8613912345678", "zh_Hant", "中國移動"),
        ("+8613912345678", "en", "China Mobile"),
        ("+77012345678", "kk", "Kcell/Activ"),
    ])
    func carriers(number: String, locale: String, expected: String) throws {
        let parsed = try PhoneNumber(parsing: number)
        #expect(try lookup.carrierName(for: parsed, locale: LookupLocale(stringLiteral: locale)) == expected)
    }

    @Test(arguments: [
        ("+41446681800", ["Europe/Zurich"]),
        ("+16502530000", ["America/Los_Angeles"]),
        ("+80012345678", ["Etc/Unknown"]),
        ("+11234567890", ["Etc/Unknown"]),
    ])
    func timeZones(number: String, expected: [String]) throws {
        #expect(try lookup.timeZones(for: PhoneNumber(parsing: number)) == expected)
    }

    @Test func bundledDataVerifies() throws {
        try lookup.verify()
    }
}

/// Compile-only: fails to build if a public type stops being Sendable.
private func requireSendable<T: Sendable>(_: T.Type) {}
private func publicTypesAreSendable() {
    requireSendable(NumberLookup.self)
    requireSendable(LookupLocale.self)
    requireSendable(LookupDataError.self)
}
