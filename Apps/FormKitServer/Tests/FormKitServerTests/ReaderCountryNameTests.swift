import Foundation
import Testing

@testable import FormKitServer

/// The contacts table names a country in the reader's language as the country picker does: CLDR 46's
/// names, not the Apple spellings in Foundation's ICU data on Linux.
@Suite("Reader's country names")
struct ReaderCountryNameTests {
    @Test func germanNamesAreCLDRs() {
        let reader = Reader(acceptLanguage: "de-DE", cookie: nil)
        #expect(reader.countryName("CN") == "China")
        #expect(reader.countryName("HK") == "Sonderverwaltungsregion Hongkong")
        #expect(reader.countryName("CH") == "Schweiz")
    }

    @Test func englishIsLeftToTheCatalog() {
        #expect(Reader(acceptLanguage: "en-GB", cookie: nil).countryName("CN") == nil)
    }
}
