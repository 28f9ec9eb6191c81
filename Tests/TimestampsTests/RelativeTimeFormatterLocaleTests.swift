import Foundation
import Testing
import Timestamps

/// Other locales: what this platform's Foundation (ICU) provides for the same Rails buckets.
@Suite("RelativeTimeFormatter locales")
struct RelativeTimeFormatterLocaleTests {
    static let now = Date(timeIntervalSince1970: 1_767_960_000)  // 2026-01-09T12:00:00Z

    static let cases: [(String, TimeInterval, String)] = [
        ("fr_FR", -180, "il y a 3 minutes"),
        ("fr_FR", 7_200, "dans 2 heures"),
        ("fr_FR", -10, "maintenant"),
        ("fr_FR", 10, "maintenant"),
        ("fr_FR", -3 * 86_400, "il y a 3 jours"),
        ("fr_FR", -12 * 86_400, "28/12/2025"),
        ("de_DE", -180, "vor 3 Minuten"),
        ("de_DE", 50 * 60, "in 1 Stunde"),
        ("de_DE", -12 * 86_400, "28.12.2025"),
        ("ja_JP", -180, "3 分前"),
        ("es_ES", -2 * 86_400, "hace 2 días"),
        ("en_GB", -180, "3 minutes ago"),
        ("en_GB", -12 * 86_400, "on 28/12/2025"),
        ("en_US", -12 * 86_400, "on 12/28/25"),
    ]

    @Test(arguments: cases)
    func localized(identifier: String, offset: TimeInterval, expected: String) {
        let formatter = RelativeTimeFormatter(locale: Locale(identifier: identifier))
        #expect(formatter.string(for: Self.now.addingTimeInterval(offset), relativeTo: Self.now) == expected)
    }

    @Test func changingTheLocaleChangesTheWording() {
        var formatter = RelativeTimeFormatter()
        let threeMinutesAgo = Self.now.addingTimeInterval(-180)
        #expect(formatter.string(for: threeMinutesAgo, relativeTo: Self.now) == "3 minutes ago")
        formatter.locale = Locale(identifier: "de_DE")
        #expect(formatter.string(for: threeMinutesAgo, relativeTo: Self.now) == "vor 3 Minuten")
    }
}
