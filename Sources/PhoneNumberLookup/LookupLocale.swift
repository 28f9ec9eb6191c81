import Foundation

/// The language answers are given in: an ISO 639 language code and, optionally, an ISO 15924 script,
/// written as phonenumbers writes it ("en", "de", "zh", "zh_Hant").
///
///     let locale: LookupLocale = "zh_Hant"
///     locale.language  // "zh"
///     locale.script    // "Hant"
///     LookupLocale(identifier: "zh-hant-TW")?.description  // "zh_Hant"
///     LookupLocale(Locale(identifier: "de_CH")).description  // "de"
public struct LookupLocale: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The lowercase language code ("en", "zh").
    public var language: String
    /// The titlecase script code ("Hant"), nil for none.
    public var script: String?

    /// English, the language every name falls back to (except Chinese, Japanese and Korean).
    public static let english = LookupLocale(language: "en")

    /// A locale from its parts, normalised to lowercase language and titlecase script.
    public init(language: String, script: String? = nil) {
        self.language = language.lowercased()
        self.script = script.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
    }

    /// Parses "en", "zh_Hant" or "zh-Hant", in any case; a region after them ("de_CH", "zh-Hant-TW") is
    /// accepted and ignored. Nil for anything else.
    public init?(identifier: String) {
        let parts = identifier.split(separator: "_", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
        func letters(_ part: Substring, _ range: ClosedRange<Int>) -> Bool {
            range.contains(part.utf8.count) && part.utf8.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
        }
        func region(_ part: Substring) -> Bool {
            letters(part, 2...2) || (part.utf8.count == 3 && part.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 })
        }
        guard parts.count <= 3, let first = parts.first, letters(first, 2...3) else { return nil }
        var script: Substring?
        var rest = parts.dropFirst()
        if let next = rest.first, letters(next, 4...4) {
            script = next
            rest = rest.dropFirst()
        }
        if let next = rest.first {
            guard region(next) else { return nil }
            rest = rest.dropFirst()
        }
        guard rest.isEmpty else { return nil }
        self.init(language: String(first), script: script.map(String.init))
    }

    /// The language and script of a Foundation `Locale` ("de_CH" gives "de", "zh_Hant_TW" gives "zh_Hant");
    /// English when its identifier is not of that shape.
    public init(_ locale: Locale) {
        self = LookupLocale(identifier: locale.identifier) ?? .english
    }

    public init(stringLiteral value: String) {
        self = LookupLocale(identifier: value) ?? LookupLocale(language: value)
    }

    /// "en", "zh_Hant".
    public var description: String {
        script.map { "\(language)_\($0)" } ?? language
    }
}
