import Foundation
import Testing
import Timestamps

/// Other locales and styles: CLDR 46's words for Rails' buckets, from FormKit's own data.
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
        ("de_DE", -12 * 86_400, "28.12.25"),
        ("ja_JP", -180, "3 分前"),
        ("es_ES", -2 * 86_400, "hace 2 días"),
        ("en_GB", -180, "3 minutes ago"),
        ("en_GB", -12 * 86_400, "on 28/12/2025"),
        ("en_US", -12 * 86_400, "on 12/28/25"),
        ("de-DE", -180, "vor 3 Minuten"),
        ("ar_EG", -180, "قبل ٣ دقائق"),
        ("ar_EG", -12 * 86_400, "٢٨‏/١٢‏/٢٠٢٥"),
        ("ar", -180, "قبل 3 دقائق"),
        ("pl_PL", -5 * 60, "5 minut temu"),
        ("pl_PL", -22 * 60, "22 minuty temu"),
        ("ru_RU", -21 * 60, "21 минуту назад"),
        ("zh_TW", -180, "3 分鐘前"),
        ("xx_YY", -180, "3 minutes ago"),
    ]

    static let styleCases: [(String, RelativeTimeFormatter.Style, RelativeTimeFormatter.Presentation, TimeInterval, String)] = [
        ("en_US", .short, .numeric, -180, "3 min. ago"),
        ("en_US", .narrow, .numeric, -180, "3m ago"),
        ("en_US", .narrow, .numeric, 2 * 3_600, "in 2h"),
        ("en_US", .short, .numeric, -10, "now"),
        ("en_US", .short, .numeric, 10, "now"),
        ("en_US", .short, .numeric, -12 * 86_400, "12/28/25"),
        ("en_US", .long, .named, -30 * 3_600, "yesterday"),
        ("en_US", .long, .named, 30 * 3_600, "tomorrow"),
        ("en_US", .long, .named, -3 * 86_400, "3 days ago"),
        ("en_US", .long, .named, -180, "3 minutes ago"),
        ("en_US", .short, .numeric, -9 * 86_400, "12/31/25"),
        ("en_US", .narrow, .named, -7 * 86_400, "7d ago"),
        ("de_DE", .long, .named, -30 * 3_600, "gestern"),
        ("de_DE", .short, .numeric, -180, "vor 3 Min."),
    ]

    /// Months and years, which only show without a cut-off.
    static let namedWithoutCutoffCases: [(String, RelativeTimeFormatter.Style, TimeInterval, String)] = [
        ("en_US", .short, -40 * 86_400, "last mo."),
        ("en_US", .long, -400 * 86_400, "last year"),
        ("fr_FR", .long, 400 * 86_400, "l’année prochaine"),
        ("de_DE", .narrow, 100 * 86_400, "in 3 Monaten"),
    ]

    @Test(arguments: cases)
    func localized(identifier: String, offset: TimeInterval, expected: String) {
        let formatter = RelativeTimeFormatter(locale: Locale(identifier: identifier))
        #expect(formatter.string(for: Self.now.addingTimeInterval(offset), relativeTo: Self.now) == expected)
    }

    @Test(arguments: styleCases)
    func styled(
        identifier: String, style: RelativeTimeFormatter.Style, presentation: RelativeTimeFormatter.Presentation,
        offset: TimeInterval, expected: String
    ) {
        let formatter = RelativeTimeFormatter(locale: Locale(identifier: identifier), style: style, presentation: presentation)
        #expect(formatter.string(for: Self.now.addingTimeInterval(offset), relativeTo: Self.now) == expected)
    }

    @Test(arguments: namedWithoutCutoffCases)
    func namedWithoutCutoff(identifier: String, style: RelativeTimeFormatter.Style, offset: TimeInterval, expected: String) {
        let formatter = RelativeTimeFormatter(
            locale: Locale(identifier: identifier), style: style, presentation: .named, cutoffMinutes: nil)
        #expect(formatter.string(for: Self.now.addingTimeInterval(offset), relativeTo: Self.now) == expected)
    }

    @Test func anUnknownLocaleReadsEnglishAndSaysSo() {
        #expect(RelativeTimeFormatter(locale: Locale(identifier: "xx_YY")).isLocaleSupported == false)
        #expect(RelativeTimeFormatter(locale: Locale(identifier: "de_XX")).isLocaleSupported)
        #expect(RelativeTimeFormatter(locale: Locale(identifier: "de_XX")).wordsLocaleIdentifier == "de")
        #expect(RelativeTimeFormatter().isLocaleSupported)
    }

    /// "now" spans "just now" and "less than a minute": the next change skips the bucket boundary
    /// at which the text stays the same.
    @Test func theNextChangeIsWhenTheTextChanges() {
        let formatter = RelativeTimeFormatter(locale: Locale(identifier: "de_DE"))
        let date = Self.now.addingTimeInterval(20)
        #expect(formatter.string(for: date, relativeTo: Self.now) == "jetzt")
        let change = formatter.nextChange(for: date, relativeTo: Self.now)
        #expect(change == date.addingTimeInterval(30))
        #expect(formatter.string(for: date, relativeTo: change!) == "vor 1 Minute")
    }

    /// Outside Rails' English, "about 2 months" and "2 months" are both "2 months": the text changes
    /// only at 3 months.
    @Test func theNextChangeSkipsBucketsWithTheSameText() throws {
        let formatter = RelativeTimeFormatter(locale: Locale(identifier: "de_DE"), cutoffMinutes: nil)
        let date = Self.now.addingTimeInterval(-50 * 86_400)
        #expect(formatter.string(for: date, relativeTo: Self.now) == "vor 2 Monaten")
        let change = try #require(formatter.nextChange(for: date, relativeTo: Self.now))
        #expect(formatter.string(for: date, relativeTo: change) == "vor 3 Monaten")
        #expect(formatter.string(for: date, relativeTo: change.addingTimeInterval(-1)) == "vor 2 Monaten")
        #expect(change.timeIntervalSince(date) > 60 * 86_400)
    }

    @Test func changingTheLocaleChangesTheWording() {
        var formatter = RelativeTimeFormatter()
        let threeMinutesAgo = Self.now.addingTimeInterval(-180)
        #expect(formatter.string(for: threeMinutesAgo, relativeTo: Self.now) == "3 minutes ago")
        formatter.locale = Locale(identifier: "de_DE")
        #expect(formatter.string(for: threeMinutesAgo, relativeTo: Self.now) == "vor 3 Minuten")
    }
}
