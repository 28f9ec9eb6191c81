#if canImport(Foundation)
import Foundation

/// Says how long ago (or how soon) an instant is, in words, as a message stream shows it.
///
///     let formatter = RelativeTimeFormatter()
///     let now = Timestamp("2026-01-09T12:00:00Z")!.date
///     formatter.string(for: Timestamp("2026-01-09T11:57:00Z")!.date, relativeTo: now)  // "3 minutes ago"
///     formatter.string(for: Timestamp("2026-01-09T13:10:00Z")!.date, relativeTo: now)  // "in about 1 hour"
///     formatter.string(for: Timestamp("2026-01-09T12:00:04Z")!.date, relativeTo: now)  // "just now"
///     formatter.string(for: Timestamp("2025-12-01T09:00:00Z")!.date, relativeTo: now)  // "on 12/1/25"
///     formatter.nextChange(for: Timestamp("2026-01-09T11:57:00Z")!.date, relativeTo: now)
///     // 2026-01-09T12:00:30Z, when "3 minutes ago" becomes "4 minutes ago"
///
/// - The words follow Rails' `distance_of_time_in_words`: its thresholds ("less than a minute" under
///   30 s, "N minutes" to 44 min 29 s, "about N hours", "N days", "about N months", "about / over /
///   almost N years") and its rounding (a half minute rounds up, on both sides of now), with
///   "… ago" for the past and "in …" for the future. The text never contains "0 …".
/// - An instant up to `skewTolerance` in the future (a server clock a little ahead) reads
///   "just now" rather than "in less than a minute".
/// - From `cutoffMinutes` on (default 11,520, "a little over a week") it reads
///   "on <short date>" in `locale` and `timeZone`.
/// - `style` `.short` and `.narrow` give CLDR's shorter words ("3 min. ago", "3m ago"); with
///   `presentation` `.named` a count of one day, month or year is said by name ("yesterday",
///   "next month", "last year").
/// - English in the long style keeps Rails' words. Every other locale and style uses CLDR 46's
///   pattern for the bucket's unit, direction and plural category, with the count in the locale's
///   digits ("vor 3 Minuten", "قبل ٣ دقائق"); Rails' "about", "over" and "almost" are dropped, and
///   under a minute is CLDR's "now". The short date is CLDR's short date pattern for the locale.
/// - The words are FormKit's own data (``RelativeTimeLocale``), the same on every platform; a
///   locale CLDR has no words for reads English (``isLocaleSupported`` says so).
///
/// Creating a formatter costs well under a microsecond once its locale's words are loaded (the
/// first formatter of a locale reads them): it holds values only, and never calls `Calendar`, ICU
/// or a `DateFormatter`. For the short date only the time zone's offset is looked up.
public struct RelativeTimeFormatter: Hashable, Sendable {
    /// CLDR's widths of relative-time text: `.long`, `.short`, `.narrow`.
    public typealias Style = RelativeTimeStyle
    /// Numbers only (`.numeric`), or "yesterday" and its kin for a count of one (`.named`).
    public typealias Presentation = RelativeTimePresentation

    /// From this distance on, in minutes, the text is "on <short date>"; `nil` never cuts off.
    public var cutoffMinutes: Int? {
        get { rules.cutoffMinutes }
        set { rules.cutoffMinutes = newValue }
    }
    /// Future instants at most this many seconds ahead read "just now".
    public var skewTolerance: TimeInterval {
        get { rules.skewTolerance }
        set { rules.skewTolerance = newValue }
    }
    /// Split the first minute into "less than 5 seconds", "half a minute", … like Rails' `include_seconds`.
    public var includeSeconds: Bool {
        get { rules.includeSeconds }
        set { rules.includeSeconds = newValue }
    }
    /// How long the words are: `.long` ("3 minutes ago"), `.short` ("3 min. ago"), `.narrow` ("3m ago").
    public var style: Style {
        get { rules.style }
        set { rules.style = newValue }
    }
    /// `.named` says a count of one day, month or year by name: "yesterday", "next month", "last year".
    public var presentation: Presentation {
        get { rules.presentation }
        set { rules.presentation = newValue }
    }
    /// The locale of the words and of the short date.
    public var locale: Locale {
        didSet { (rules.locale, isLocaleSupported) = Self.words(for: locale) }
    }
    /// The time zone of the short date.
    public var timeZone: TimeZone
    /// Whether CLDR has words for ``locale``; when it has none, the text is English.
    public private(set) var isLocaleSupported: Bool

    private var rules: RelativeTimeRules

    /// The seed's "a little over a week".
    public static let defaultCutoffMinutes = 11_520

    /// Creates a formatter; defaults are en_US, GMT, the long style, numbers only, an 11,520-minute
    /// cut-off and 30 s of skew.
    public init(
        locale: Locale? = nil, timeZone: TimeZone = .gmt, style: Style = .long, presentation: Presentation = .numeric,
        cutoffMinutes: Int? = RelativeTimeFormatter.defaultCutoffMinutes,
        skewTolerance: TimeInterval = 30, includeSeconds: Bool = false
    ) {
        let locale = locale ?? Locale(identifier: "en_US")
        let (words, isSupported) = Self.words(for: locale)
        self.locale = locale
        self.timeZone = timeZone
        isLocaleSupported = isSupported
        rules = RelativeTimeRules(
            locale: words, style: style, presentation: presentation, cutoffMinutes: cutoffMinutes,
            skewTolerance: skewTolerance, includeSeconds: includeSeconds)
    }

    /// CLDR's words for a locale, or English's when it has none.
    private static func words(for locale: Locale) -> (RelativeTimeLocale, Bool) {
        if let words = RelativeTimeLocale(identifier: locale.identifier) { return (words, true) }
        // An empty identifier (the root locale) reads as en_US, as before.
        return (RelativeTimeLocale.english, locale.identifier.isEmpty)
    }

    /// The CLDR locale whose words the formatter uses (`de` for `de_XX`, `en` when none fits).
    public var wordsLocaleIdentifier: String { rules.locale.identifier }

    /// The words for `date` as seen at `now`.
    ///
    /// - Complexity: O(1); no allocation beyond the result for English texts.
    public func string(for date: Date, relativeTo now: Date) -> String {
        let zone = timeZone
        return rules.text(for: date.timeIntervalSinceReferenceDate, relativeTo: now.timeIntervalSinceReferenceDate) {
            Self.offset(of: zone, at: $0)
        }
    }

    /// The first instant after `now` at which ``string(for:relativeTo:)`` gives a different text,
    /// so a view can refresh exactly then; `nil` when the text will never change.
    ///
    ///     let now = Timestamp("2026-01-09T12:00:00Z")!.date
    ///     formatter.nextChange(for: now.addingTimeInterval(-3_000), relativeTo: now)
    ///     // now + 2,370 s: "about 1 hour ago" becomes "about 2 hours ago" at 89.5 minutes
    public func nextChange(for date: Date, relativeTo now: Date) -> Date? {
        let zone = timeZone
        return rules.nextChange(for: date.timeIntervalSinceReferenceDate, relativeTo: now.timeIntervalSinceReferenceDate) {
            Self.offset(of: zone, at: $0)
        }.map(Date.init(timeIntervalSinceReferenceDate:))
    }

    /// The zone's offset, in seconds, at an instant in POSIX seconds (the closures capture the zone
    /// alone, not the whole formatter).
    private static func offset(of zone: TimeZone, at secondsSince1970: Int64) -> Int64 {
        Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(secondsSince1970))))
    }
}
#endif
