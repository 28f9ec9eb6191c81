import Foundation
import PhoneNumberLookup
import Testing

@Suite struct LookupLocaleTests {
    @Test(arguments: [
        ("en", "en"), ("DE", "de"), ("zh_Hant", "zh_Hant"), ("zh-hant", "zh_Hant"), ("zh_HANT_TW", "zh_Hant"),
        ("de_CH", "de"), ("es-419", "es"), ("fil", "fil"),
    ])
    func parses(identifier: String, expected: String) {
        #expect(LookupLocale(identifier: identifier)?.description == expected)
    }

    @Test(arguments: ["", "e", "english", "zh_", "_Hant", "zh_Hant_TW_x", "zh_12", "1a", "zh Hant", "zh_Hänt"])
    func rejects(identifier: String) {
        #expect(LookupLocale(identifier: identifier) == nil)
    }

    @Test func readsFoundationLocales() {
        #expect(LookupLocale(Locale(identifier: "de_CH")) == "de")
        #expect(LookupLocale(Locale(identifier: "zh_Hant_TW")) == LookupLocale(language: "zh", script: "Hant"))
    }
}
