import CountrySearch
import PhoneCountries
import Testing

/// The catalogue as the examples use it: the everyday names, endonyms, calling codes, typos and
/// default regions (the stage 34-phone-countries measures it over a generated query set).
@Suite struct CountryCatalogueTests {
    @Test(arguments: [
        ("Turkey", "TR"), ("Czech Republic", "CZ"), ("Deutschland", "DE"), ("Schweiz", "CH"), ("UAE", "AE"),
        ("Holland", "NL"), ("Swaziland", "SZ"), ("Burma", "MM"), ("Ivory Coast", "CI"), ("Cote d'Ivoire", "CI"),
        ("Swizerland", "CH"), ("+41", "CH"), ("41", "CH"), ("+1", "US"), ("7", "RU"), ("ch", "CH"), ("Japan", "JP"),
    ])
    func firstInEnglish(query: String, region: String) throws {
        #expect(try CountryCatalogue(locale: "en").search(query).first == region)
    }

    @Test func endonymInAFrenchPage() throws {
        let catalogue = try CountryCatalogue(locale: "fr")
        #expect(catalogue.search("Deutschland").first == "DE")
        #expect(catalogue.search("Allemagne").first == "DE")
        #expect(catalogue.search("Côte d’Ivoire").first == "CI")
    }

    @Test func exactBeforePrefixBeforeTypo() throws {
        let catalogue = try CountryCatalogue(locale: "en")
        // "Oman" is a name; "Romania" begins with a letter more; "Omam" is one mistake from Oman.
        #expect(catalogue.search("oman").first == "OM")
        #expect(catalogue.search("Ind").prefix(2) == ["IN", "ID"])
        #expect(catalogue.search("Niger").first == "NE")
        #expect(catalogue.search("Omam").first == "OM")
    }

    @Test func sharedCallingCodeMainCountryFirst() throws {
        let found = try CountryCatalogue(locale: "en").search("+44")
        #expect(found.first == "GB")
        #expect(Set(found) == ["GB", "GG", "IM", "JE"])
    }

    @Test(arguments: [("de", "DE"), ("pt", "BR"), ("zh-Hant", "TW"), ("sr", "RS"), ("sw", "TZ"), ("fr-CH", "CH"), ("en", "US")])
    func defaultRegion(locale: String, region: String) throws {
        let catalogue = try CountryCatalogue(locale: locale)
        #expect(catalogue.defaultRegion == region)
        #expect(catalogue.entries.first?.region == region)
    }

    @Test func everyRegionOnce() throws {
        let entries = try CountryCatalogue(locale: "de").entries
        #expect(entries.count == 245)
        #expect(Set(entries.map(\.region)).count == 245)
        #expect(entries.first { $0.region == "CH" } == CountryEntry(region: "CH", callingCode: 41, flag: "🇨🇭", name: "Schweiz"))
    }

    @Test(arguments: ["zz", "xx-YY", "", "not a locale"])
    func unknownLocaleIsAnError(locale: String) {
        #expect(throws: CountryCatalogueError.unknownLocale(locale)) { try CountryCatalogue(locale: locale) }
    }

    @Test func oddQueriesFindNothingAndNeverCrash() throws {
        let catalogue = try CountryCatalogue(locale: "en")
        #expect(catalogue.search("").isEmpty)
        #expect(catalogue.search("   ").isEmpty)
        #expect(catalogue.search("\u{0}\u{0}").isEmpty)
        #expect(catalogue.search(String(repeating: "x", count: 10_000)).isEmpty)
        #expect(catalogue.search("+9999").isEmpty)
        #expect(catalogue.search("Japan", limit: 0).isEmpty)
    }
}
