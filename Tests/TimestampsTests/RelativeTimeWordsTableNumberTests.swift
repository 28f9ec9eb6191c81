import Testing
import Timestamps

/// `RelativeTimeLocale.wordsTableNumber(for:)`: which words table a server tells a page to preload.
@Suite("Words table numbers")
struct RelativeTimeWordsTableNumberTests {
    @Test func aRegionalTagSharesItsLanguagesTable() throws {
        let german = try #require(RelativeTimeLocale.wordsTableNumber(for: "de-DE"))
        #expect(RelativeTimeLocale.wordsTableNumber(for: "de_DE") == german)
        #expect(RelativeTimeLocale.wordsTableNumber(for: "de") == german)
        #expect(RelativeTimeLocale.wordsTableNumber(for: "fr-FR") != german)
    }

    @Test(arguments: ["de-DE", "fr-FR", "ja-JP", "ar-EG", "en-US", "pt-BR"])
    func itIsTheTableTheLocaleIsWordedFrom(identifier: String) {
        #expect(RelativeTimeLocale.wordsTableNumber(for: identifier) == RelativeTimeLocale.wordsTable(for: identifier)?.table)
    }

    @Test func aLanguageWithoutWordsHasNone() {
        #expect(RelativeTimeLocale.wordsTableNumber(for: "xx-YY") == nil)
    }
}
