import Foundation

// What Foundation offers for other locales, checked on Linux (Swift 6.3, swift-foundation + ICU 76):
// - `RelativeDateTimeFormatter` does not exist.
// - `Date.RelativeFormatStyle` exists but only measures from the system clock; it says
//   "in 0 seconds" and never falls back to a date.
// - `Date.AnchoredRelativeFormatStyle` exists, measures from any instant and is localized for
//   ICU's ~1,000 locales ("il y a 3 minutes", "vor 3 Minuten", "3 分前"), about 45 µs a call.
//   It is used below, for non-English locales only, with Rails' bucket picking the unit and count.
// - `Date.FormatStyle` numeric dates are localized and, like `Calendar` and `TimeZone`, work
//   without /usr/share/zoneinfo (ICU carries its own zone data); a `DateFormatter` crashes there.

extension RelativeTimeFormatter.Wording {
    /// Foundation's localized "now" (`maintenant`, `jetzt`, `今`), used for "just now" and for
    /// distances under a minute, since Foundation has no "less than a minute".
    func localizedNow(_ now: Date, locale: Locale, timeZone: TimeZone) -> String {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) else { return "just now" }
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: now, presentation: .named, unitsStyle: .wide,
            locale: locale, calendar: calendar(locale, timeZone)
        )
        return style.format(now)
    }

    /// The bucket's rounded count in Foundation's localized words ("il y a 3 minutes",
    /// "in 2 Stunden"). Rails' qualifiers ("about", "over", "almost") have no localized form and
    /// are dropped; "almost N years" reads as N years.
    func localizedPhrase(_ words: DistanceInWords, isPast: Bool, now: Date, locale: Locale, timeZone: TimeZone) -> String {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) else {
            return Self.englishPhrase(words, isPast: isPast)
        }
        let unit: (field: Date.ComponentsFormatStyle.Field, component: Calendar.Component, count: Int)
        switch words {
        case .lessThanSeconds, .lessThanAMinute: return localizedNow(now, locale: locale, timeZone: timeZone)
        case .halfAMinute: unit = (.second, .second, 30)
        case .minutes(let count): unit = (.minute, .minute, count)
        case .aboutHours(let count): unit = (.hour, .hour, count)
        case .days(let count): unit = (.day, .day, count)
        case .aboutMonths(let count), .months(let count): unit = (.month, .month, count)
        case .aboutYears(let count), .overYears(let count), .almostYears(let count): unit = (.year, .year, count)
        }
        let calendar = calendar(locale, timeZone)
        let anchor = calendar.date(byAdding: unit.component, value: isPast ? -unit.count : unit.count, to: now) ?? now
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: anchor, allowedFields: [unit.field], presentation: .numeric, unitsStyle: .wide,
            locale: locale, calendar: calendar
        )
        return style.format(now)
    }

    private func calendar(_ locale: Locale, _ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }
}
