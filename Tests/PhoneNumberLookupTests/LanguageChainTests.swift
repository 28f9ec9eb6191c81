@testable import PhoneNumberLookup
import Testing

@Suite struct LanguageChainTests {
    @Test(arguments: [
        ("en", nil, ["en"]),
        ("de", nil, ["de", "en"]),
        ("de", "CH", ["de_CH", "de", "en"]),
        ("zh", nil, ["zh"]),
        ("zh", "TW", ["zh_Hant", "zh_TW", "zh"]),
        ("zh_Hant", nil, ["zh_Hant", "zh"]),
        ("zh_Hant", "TW", ["zh_Hant_TW", "zh_Hant", "zh_TW", "zh"]),
        ("ja", nil, ["ja"]),
        ("ko", "KR", ["ko_KR", "ko"]),
    ] as [(LookupLocale, String?, [String])])
    func triesLanguagesInPhonenumbersOrder(locale: LookupLocale, region: String?, expected: [String]) {
        #expect(LanguageChain.languages(for: locale, region: region) == expected)
    }
}
