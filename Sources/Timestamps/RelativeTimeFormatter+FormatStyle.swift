#if canImport(Foundation)
import Foundation

extension RelativeTimeFormatter {
    /// "3 minutes ago" as a Foundation `FormatStyle`: a ``RelativeTimeFormatter`` and the instant
    /// it counts from.
    ///
    ///     let now = try Date("2026-01-09T12:00:00Z", strategy: .timestamp)
    ///     now.addingTimeInterval(-180).formatted(.timeAgo(relativeTo: now))  // "3 minutes ago"
    ///     now.addingTimeInterval(150).formatted(.timeAgo(relativeTo: now))   // "in 3 minutes"
    ///
    /// A style holds a fixed `now`: make a new one when the clock moves (``RelativeTimeFormatter/nextChange(for:relativeTo:)``
    /// says when the text would change).
    public struct FormatStyle: Foundation.FormatStyle, Hashable, Sendable {
        /// The formatter whose words and short dates the style uses.
        public var formatter: RelativeTimeFormatter
        /// The instant distances are measured from.
        public var now: Date

        /// Creates a style that words dates as `formatter` does, seen at `now`.
        ///
        ///     let style = RelativeTimeFormatter.FormatStyle(formatter: RelativeTimeFormatter(), now: now)
        ///     style.format(now.addingTimeInterval(-3_000))  // "about 1 hour ago"
        public init(formatter: RelativeTimeFormatter = .standard, now: Date) {
            self.formatter = formatter
            self.now = now
        }

        /// The formatter's text for `date` seen at ``now``.
        ///
        ///     RelativeTimeFormatter.FormatStyle(now: now).format(now.addingTimeInterval(-180))  // "3 minutes ago"
        public func format(_ date: Date) -> String {
            formatter.string(for: date, relativeTo: now)
        }

        /// The same style with its formatter in `locale`, as `Text(date, format:)` asks for.
        ///
        ///     RelativeTimeFormatter.FormatStyle(now: now).locale(Locale(identifier: "de_DE"))
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.formatter.locale = locale
            return copy
        }
    }
}

extension RelativeTimeFormatter {
    /// A formatter with every default (en_US, GMT, the 11,520-minute cut-off, 30 s of skew), made
    /// once: what ``FormatStyle`` uses when given none.
    ///
    ///     RelativeTimeFormatter.standard == RelativeTimeFormatter()  // true
    public static let standard = RelativeTimeFormatter()
}

extension FormatStyle where Self == RelativeTimeFormatter.FormatStyle {
    /// "3 minutes ago", "in about 1 hour", "just now" or "on 1/9/07", as ``RelativeTimeFormatter`` words
    /// a date seen at `now`.
    ///
    ///     date.formatted(.timeAgo(relativeTo: now))                                   // "3 minutes ago"
    ///     date.formatted(.timeAgo(relativeTo: now, formatter: RelativeTimeFormatter(includeSeconds: true)))
    ///     // "less than 20 seconds ago"
    public static func timeAgo(
        relativeTo now: Date, formatter: RelativeTimeFormatter = .standard
    ) -> RelativeTimeFormatter.FormatStyle {
        RelativeTimeFormatter.FormatStyle(formatter: formatter, now: now)
    }
}
#endif
