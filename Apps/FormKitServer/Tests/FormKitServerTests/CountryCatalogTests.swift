import Foundation
import PhoneCountries
import Testing

@testable import FormKitServer

/// The app's country field and import resolve what people type through FormKit's country catalogue.
@Suite("Country catalog")
struct CountryCatalogTests {
    @Test(arguments: [
        ("Turkey", "TR"), ("Türkiye", "TR"), ("Czech Republic", "CZ"), ("Deutschland", "DE"), ("Schweiz", "CH"),
        ("UAE", "AE"), ("Holland", "NL"), ("+41", "CH"), ("+1", "US"), ("ch", "CH"), ("UK", "GB"),
        ("Ivory Coast", "CI"), ("Cote d'Ivoire", "CI"), ("Swaziland", "SZ"), ("Burma", "MM"), ("japan", "JP"),
    ])
    func resolves(text: String, code: String) {
        #expect(CountryCatalog.shared.country(matching: text)?.code == code)
    }

    /// A region code is answered without the search (the import's speed depends on it), and must be the
    /// country the search ranks first, in either case.
    @Test func regionCodesAreTheCountryTheSearchRanksFirst() throws {
        let catalogue = try CountryCatalogue(locale: "en")
        for code in CountryCatalog.shared.countries.map(\.code) {
            for text in [code, code.lowercased()] {
                #expect(CountryCatalog.shared.country(matching: text)?.code == catalogue.exactMatches(text).first)
            }
        }
    }

    @Test(arguments: ["Ger", "Swizerland", "41", "Narnia", ""])
    func doesNotResolveWhatIsNotExact(text: String) {
        #expect(CountryCatalog.shared.country(matching: text) == nil)
    }

    @Test func swazilandOffersEswatiniAndNotThailand() throws {
        let validator = ContactValidator()
        #expect(try validator.country("Swaziland").name == "Eswatini")
        #expect(CountryCatalog.shared.didYouMean("Swaziland").first?.code == "SZ")
        #expect(CountryCatalog.shared.didYouMean("Swazilnd").first?.code == "SZ")
    }

    @Test func typosAndBeginningsAreOffered() {
        #expect(CountryCatalog.shared.didYouMean("Swizerland").first?.name == "Switzerland")
        #expect(CountryCatalog.shared.completions(of: "Ger").first?.name == "Germany")
        #expect(CountryCatalog.shared.countries.count == 245)
    }

    @Test func importResolvesEverydayNamesEndonymsAndCallingCodes() async throws {
        let file = """
            name,country,city,phone
            Ada Lovelace,Turkey,Istanbul,+90 212 555 0100
            Grace Hopper,Deutschland,Berlin,+49 30 901820
            Hana Ito,+41,Zürich,+41 44 668 18 00
            Ada Byron,Turkey,Ankara,+90 312 555 0100

            """
        try await TestStore.with(seed: false) { store in
            var importer = ContactImporter(store: store, now: testNow) { _ in }
            try await importer.read(Array(file.utf8))
            let summary = try await importer.finish()
            #expect(summary.description == "imported 4, rejected 0")
            #expect(try await store.contacts().map(\.country).sorted() == ["CH", "DE", "TR", "TR"])
        }
    }
}
