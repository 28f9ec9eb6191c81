/// The languages a prefix's names are tried in, best first, as phonenumbers' `prefix._find_lang` tries
/// them: the full locale (zh_TW, zh_HK and zh_MO read as zh_Hant), language and script, language and
/// region, the language, then English unless the language is Chinese, Japanese or Korean.
enum LanguageChain {
    static func languages(for locale: LookupLocale, region: String?) -> [String] {
        let language = locale.language
        var full = language
        if let script = locale.script { full += "_" + script }
        if let region { full += "_" + region }
        var chain: [String] = []
        if ["zh_TW", "zh_HK", "zh_MO"].contains(full) { chain.append("zh_Hant") }
        chain.append(full)
        if let script = locale.script { chain.append(language + "_" + script) }
        if let region { chain.append(language + "_" + region) }
        chain.append(language)
        if language != "zh" && language != "ja" && language != "ko" { chain.append("en") }
        var seen: Set<String> = []
        return chain.filter { seen.insert($0).inserted }
    }
}
