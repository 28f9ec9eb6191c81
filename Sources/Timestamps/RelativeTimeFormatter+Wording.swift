import Foundation

extension RelativeTimeFormatter {
    /// How a formatter turns buckets into text for its locale, decided once when the locale is set.
    struct Wording: Hashable, Sendable {
        /// English words built in, or Foundation's localized relative phrases.
        var isEnglish: Bool
        /// The built-in `M/d/yy` short date (en_US), or Foundation's numeric date for the locale.
        var isUSShortDate: Bool

        init(_ locale: Locale) {
            let identifier = locale.identifier
            let language = identifier.prefix { $0 != "_" && $0 != "-" && $0 != "@" }
            isUSShortDate = identifier == "en_US" || identifier == "en" || identifier == "en_US_POSIX"
                || identifier.isEmpty || identifier.hasPrefix("en_US@") || identifier == "en-US"
            if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
                isEnglish = language.isEmpty || language.lowercased() == "en"
            } else {
                isEnglish = true
            }
        }

        func justNow(now: Date, locale: Locale, timeZone: TimeZone) -> String {
            if isEnglish { return "just now" }
            return localizedNow(now, locale: locale, timeZone: timeZone)
        }

        func phrase(_ words: DistanceInWords, isPast: Bool, now: Date, locale: Locale, timeZone: TimeZone) -> String {
            if isEnglish { return Self.englishPhrase(words, isPast: isPast) }
            return localizedPhrase(words, isPast: isPast, now: now, locale: locale, timeZone: timeZone)
        }

        /// "3 minutes ago", "in about 1 hour".
        static func englishPhrase(_ words: DistanceInWords, isPast: Bool) -> String {
            var buffer = ASCIIBuffer()
            if !isPast { buffer.append("in " as StaticString) }
            buffer.appendEnglish(words)
            if isPast { buffer.append(" ago" as StaticString) }
            return buffer.string
        }

        func onDate(_ date: Date, locale: Locale, timeZone: TimeZone) -> String {
            if isUSShortDate {
                var buffer = ASCIIBuffer()
                buffer.append("on " as StaticString)
                buffer.appendUSShortDate(date, in: timeZone)
                return buffer.string
            }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let style = Date.FormatStyle(date: .numeric, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
            let shortDate = date.formatted(style)
            return isEnglish ? "on " + shortDate : shortDate
        }
    }
}

extension ASCIIBuffer {
    /// Appends Rails' English words for a distance.
    mutating func appendEnglish(_ words: DistanceInWords) {
        switch words {
        case .lessThanSeconds(let count):
            append("less than " as StaticString)
            appendCount(count, of: "second")
        case .halfAMinute: append("half a minute" as StaticString)
        case .lessThanAMinute: append("less than a minute" as StaticString)
        case .minutes(let count): appendCount(count, of: "minute")
        case .aboutHours(let count):
            append("about " as StaticString)
            appendCount(count, of: "hour")
        case .days(let count): appendCount(count, of: "day")
        case .aboutMonths(let count):
            append("about " as StaticString)
            appendCount(count, of: "month")
        case .months(let count): appendCount(count, of: "month")
        case .aboutYears(let count):
            append("about " as StaticString)
            appendCount(count, of: "year")
        case .overYears(let count):
            append("over " as StaticString)
            appendCount(count, of: "year")
        case .almostYears(let count):
            append("almost " as StaticString)
            appendCount(count, of: "year")
        }
    }

    /// "1 minute", "2 minutes".
    private mutating func appendCount(_ count: Int, of unit: StaticString) {
        append(count)
        append(UInt8(ascii: " "))
        append(unit)
        if count != 1 { append(UInt8(ascii: "s")) }
    }

    /// The en_US short date, `M/d/yy`, of `date` in `zone`, without a `DateFormatter`.
    mutating func appendUSShortDate(_ date: Date, in zone: TimeZone) {
        let utcSeconds = Int64(clampedSecondsOf: date.timeIntervalSince1970)
        let offset = Int64(zone.secondsFromGMT(for: date))
        let local = CivilDate.split(secondsSince1970: utcSeconds + offset).date
        append(local.month)
        append(UInt8(ascii: "/"))
        append(local.day)
        append(UInt8(ascii: "/"))
        append(abs(local.year) % 100, width: 2)
    }
}
