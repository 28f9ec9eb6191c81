import Foundation
@testable import PhoneCountries
import Testing

/// Region names are CLDR 46's where Foundation's (Apple's ICU data) differ, found by the locale's key along
/// its cut-down chain; stage 34-phone-countries measures them against babel in 30 locales.
@Suite struct RegionNamesTests {
    @Test(arguments: [
        ("en", "CN", "China"), ("en-GB", "IO", "British Indian Ocean Territory"), ("en", "DE", "Germany"),
        ("hi-IN", "AF", "अफ़गानिस्तान"), ("hi", "MX", "मैक्सिको"), ("de-CH", "CN", "China"),
        ("zh-TW", "HK", "中國香港特別行政區"), ("zh-Hant-TW", "CN", "中國"), ("fr", "DE", "Allemagne"),
    ])
    func cldrNames(locale: String, region: String, name: String) throws {
        #expect(RegionNames(locale: Locale(identifier: locale)).name(of: region) == name)
        #expect(try CountryCatalogue(locale: locale).entries.first { $0.region == region }?.name == name)
    }

    @Test(arguments: [
        ("zh-TW", "zh_Hant_TW"), ("zh-Hant", "zh_Hant"), ("zh", "zh"), ("en-US-POSIX", "en_US"), ("sr-Latn", "sr_Latn"),
        ("sr", "sr"), ("de-DE@collation=phonebook", "de_DE"), ("hi-Latn", "hi_Latn"),
    ])
    func keys(locale: String, key: String) {
        #expect(RegionNames.key(of: Locale(identifier: locale)) == key)
    }

    @Test func aLocaleTakesTheFirstListedAlongItsChain() {
        // zh_Hant_TW and en_GB are not listed: they take zh_Hant's and en's corrections; a language with
        // none listed has none.
        #expect(RegionNames.corrections(forKey: "zh_Hant_TW") == RegionNames.corrections(forKey: "zh_Hant"))
        #expect(RegionNames.corrections(forKey: "en_GB")["CN"] == "China")
        #expect(RegionNames.corrections(forKey: "zh")["CN"] == "中国")
        #expect(RegionNames.corrections(forKey: "xx_YY").isEmpty)
        #expect(RegionNames.corrections(forKey: nil).isEmpty)
    }
}
