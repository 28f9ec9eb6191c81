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
/// - English locales use the built-in wording. Other locales use Foundation's localized relative
///   phrases (`Date.AnchoredRelativeFormatStyle`, ICU) for the same buckets, where the platform
///   has them (Linux, macOS 15, iOS 18); elsewhere English.
///
/// Creating a formatter costs well under a microsecond: it holds values only, and for English it
/// never calls `Calendar`, ICU or a `DateFormatter`. For the en_US short date only the time
/// zone's offset is looked up.
public struct RelativeTimeFormatter: Hashable, Sendable {
    /// From this distance on, in minutes, the text is "on <short date>"; `nil` never cuts off.
    public var cutoffMinutes: Int?
    /// Future instants at most this many seconds ahead read "just now".
    public var skewTolerance: TimeInterval
    /// Split the first minute into "less than 5 seconds", "half a minute", … like Rails' `include_seconds`.
    public var includeSeconds: Bool
    /// The locale of the words and of the short date.
    public var locale: Locale { didSet { wording = Wording(locale) } }
    /// The time zone of the short date.
    public var timeZone: TimeZone

    private var wording: Wording

    /// The seed's "a little over a week".
    public static let defaultCutoffMinutes = 11_520
    private static let englishUS = Locale(identifier: "en_US")

    /// Creates a formatter; defaults are en_US, GMT, an 11,520-minute cut-off and 30 s of skew.
    public init(
        locale: Locale? = nil, timeZone: TimeZone = .gmt,
        cutoffMinutes: Int? = RelativeTimeFormatter.defaultCutoffMinutes,
        skewTolerance: TimeInterval = 30, includeSeconds: Bool = false
    ) {
        let locale = locale ?? Self.englishUS
        self.locale = locale
        self.timeZone = timeZone
        self.cutoffMinutes = cutoffMinutes
        self.skewTolerance = skewTolerance
        self.includeSeconds = includeSeconds
        wording = Wording(locale)
    }

    /// The words for `date` as seen at `now`.
    ///
    /// - Complexity: O(1); no allocation beyond the result for English texts.
    public func string(for date: Date, relativeTo now: Date) -> String {
        switch placement(of: date, relativeTo: now) {
        case .justNow:
            return wording.justNow(now: now, locale: locale, timeZone: timeZone)
        case .words(let bucket, let isPast):
            return wording.phrase(bucket.words, isPast: isPast, now: now, locale: locale, timeZone: timeZone)
        case .onDate:
            return wording.onDate(date, locale: locale, timeZone: timeZone)
        }
    }

    /// The first instant after `now` at which ``string(for:relativeTo:)`` gives a different text,
    /// so a view can refresh exactly then; `nil` when the text will never change.
    ///
    ///     let now = Timestamp("2026-01-09T12:00:00Z")!.date
    ///     formatter.nextChange(for: now.addingTimeInterval(-3_000), relativeTo: now)
    ///     // now + 2,370 s: "about 1 hour ago" becomes "about 2 hours ago" at 89.5 minutes
    public func nextChange(for date: Date, relativeTo now: Date) -> Date? {
        let cutoff = cutoffSeconds
        switch placement(of: date, relativeTo: now) {
        case .justNow:
            return date
        case .words(let bucket, isPast: true):
            return date.addingTimeInterval(min(bucket.upper, cutoff))
        case .words(let bucket, isPast: false):
            // "just now" takes over at the skew tolerance itself; the words hold at their lower bound
            // (a half rounds up) and change at the first instant after it.
            if bucket.lower <= skewTolerance { return date.addingTimeInterval(-skewTolerance) }
            return Self.firstInstant(after: date.addingTimeInterval(-bucket.lower)) { instant in
                date.timeIntervalSince(instant) < bucket.lower
            }
        case .onDate:
            return date > now ? date.addingTimeInterval(-cutoff) : nil
        }
    }

    /// The first representable instant after `boundary` that satisfies `isPast` (a step or two of
    /// floating-point rounding separates the two).
    private static func firstInstant(after boundary: Date, where isPast: (Date) -> Bool) -> Date {
        var instant = Date(timeIntervalSinceReferenceDate: boundary.timeIntervalSinceReferenceDate.nextUp)
        for _ in 0..<8 where !isPast(instant) {
            instant = Date(timeIntervalSinceReferenceDate: instant.timeIntervalSinceReferenceDate.nextUp)
        }
        return instant
    }

    private var cutoffSeconds: Double {
        cutoffMinutes.map { Double($0) * 60 } ?? .infinity
    }

    private enum Placement {
        case justNow
        case words(DistanceBucket, isPast: Bool)
        case onDate
    }

    /// Distances are clamped to ±10¹³ s (300,000 years) so that absurd dates stay arithmetic.
    private func placement(of date: Date, relativeTo now: Date) -> Placement {
        var elapsed = now.timeIntervalSince(date)
        elapsed = elapsed.isNaN ? 0 : min(max(elapsed, -1e13), 1e13)
        let isPast = elapsed >= 0
        let distance = abs(elapsed)
        if !isPast, distance <= skewTolerance { return .justNow }
        if isPast ? distance >= cutoffSeconds : distance > cutoffSeconds { return .onDate }
        let fixedSeconds = Int64(clampedSecondsOf: date.timeIntervalSince1970)
        let bucket = DistanceBucket.containing(
            seconds: distance, includeSeconds: includeSeconds
        ) { minutes in
            let moving = CivilDate.split(secondsSince1970: fixedSeconds + Int64(isPast ? minutes : -minutes) * 60).date
            let fixed = CivilDate.split(secondsSince1970: fixedSeconds).date
            return DistanceBucket.yearWords(minutes: minutes, from: isPast ? fixed : moving, to: isPast ? moving : fixed)
        }
        return .words(bucket, isPast: isPast)
    }
}
