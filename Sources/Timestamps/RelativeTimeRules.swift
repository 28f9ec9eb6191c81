/// How long words are: CLDR's widths of relative-time text.
///
///     .long    "3 minutes ago", "vor 3 Minuten"
///     .short   "3 min. ago",    "vor 3 Min."
///     .narrow  "3m ago",        "vor 3 Min."
public enum RelativeTimeStyle: String, Hashable, Sendable, CaseIterable {
    /// The full words: "3 minutes ago", and Rails' own words in English.
    case long
    /// CLDR's abbreviated words: "3 min. ago".
    case short
    /// CLDR's narrowest words: "3m ago".
    case narrow
}

/// Whether a count of one day, month or year is said by name ("yesterday", "next month",
/// "last year") or as a number ("1 day ago").
public enum RelativeTimePresentation: String, Hashable, Sendable, CaseIterable {
    /// Every count as a number: "1 day ago".
    case numeric
    /// A count of one day, month or year by name: "yesterday", "next month", "last year".
    case named
}

/// Everything about "time ago" text that needs no Foundation: Rails' buckets, the skew tolerance,
/// the cut-off, and the words of a ``RelativeTimeLocale`` in a style. Instants are seconds since
/// 2001-01-01T00:00:00Z, as `Date.timeIntervalSinceReferenceDate`, so that every build computes
/// the same doubles. ``RelativeTimeFormatter`` is its Foundation face; the WebAssembly build calls
/// it directly.
package struct RelativeTimeRules: Hashable, Sendable {
    package var cutoffMinutes: Int?
    package var skewTolerance: Double
    package var includeSeconds: Bool
    package var style: RelativeTimeStyle
    package var presentation: RelativeTimePresentation
    package var locale: RelativeTimeLocale

    /// English in the long style keeps Rails' own words ("about 1 hour ago", "just now", "on 1/9/26").
    package var usesRailsWords: Bool { style == .long && locale.isEnglish }

    package init(
        locale: RelativeTimeLocale, style: RelativeTimeStyle = .long, presentation: RelativeTimePresentation = .numeric,
        cutoffMinutes: Int?, skewTolerance: Double, includeSeconds: Bool
    ) {
        self.locale = locale
        self.style = style
        self.presentation = presentation
        self.cutoffMinutes = cutoffMinutes
        self.skewTolerance = skewTolerance
        self.includeSeconds = includeSeconds
    }

    /// What a text says, before it is written: two instants read the same exactly when their keys are equal.
    private enum TextKey: Equatable {
        /// Rails' "just now".
        case justNow
        /// CLDR's "now": "just now" and under a minute, outside Rails' words.
        case now
        case rails(DistanceInWords, isPast: Bool)
        case named(RelativeTimeWords.Unit, isPast: Bool)
        case count(RelativeTimeWords.Unit, Int, isPast: Bool)
        /// "on <short date>": the date in the zone.
        case date(CivilDate)
    }

    private func key(for date: Double, relativeTo now: Double, offset: (Int64) -> Int64) -> TextKey {
        switch placement(of: date, relativeTo: now) {
        case .justNow:
            return usesRailsWords ? .justNow : .now
        case .words(let bucket, let isPast):
            let unitAndCount = bucket.words.unitAndCount
            if presentation == .named, let (unit, count) = unitAndCount, count == 1,
               unit == .day || unit == .month || unit == .year {
                return .named(unit, isPast: isPast)
            }
            if usesRailsWords { return .rails(bucket.words, isPast: isPast) }
            guard let (unit, count) = unitAndCount else { return .now }
            return .count(unit, count, isPast: isPast)
        case .onDate:
            let seconds = Int64(clampedSecondsOf: date + Self.referenceDateSince1970)
            return .date(CivilDate.split(secondsSince1970: seconds + offset(seconds)).date)
        }
    }

    /// The text for `date` seen at `now`; `offset` gives the short date's zone offset, in seconds,
    /// at an instant in POSIX seconds.
    package func text(for date: Double, relativeTo now: Double, offset: (Int64) -> Int64) -> String {
        switch key(for: date, relativeTo: now, offset: offset) {
        case .justNow:
            return "just now"
        case .now:
            return locale.words.styles[styleIndex].now
        case .named(let unit, let isPast):
            return locale.words.named(styleIndex, unit, isPast: isPast) ?? ""
        case .rails(let words, let isPast):
            var buffer = ASCIIBuffer()
            if !isPast { buffer.append("in " as StaticString) }
            buffer.appendEnglish(words)
            if isPast { buffer.append(" ago" as StaticString) }
            return buffer.string
        case .count(let unit, let count, let isPast):
            return Self.join(locale.words.pattern(styleIndex, unit, count: count, isPast: isPast), count, zero: locale.zeroDigit)
        case .date(let local):
            var bytes: [UInt8] = []
            bytes.reserveCapacity(24)
            if usesRailsWords { bytes.append(contentsOf: "on ".utf8) }
            locale.shortDate.append(local, zero: locale.zeroDigit, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The first instant after `now` at which ``text(for:relativeTo:offset:)`` differs; nil when the
    /// text never changes.
    package func nextChange(for date: Double, relativeTo now: Double, offset: (Int64) -> Int64) -> Double? {
        guard var change = bucketChange(for: date, relativeTo: now) else { return nil }
        // Rails' words differ from one bucket to the next.
        if usesRailsWords { return change }
        // CLDR's can be shared by neighbouring buckets ("now" for "just now" and "less than a minute";
        // "2 months" for "about 2 months" and "2 months"): step on to the first boundary where it differs.
        let current = key(for: date, relativeTo: now, offset: offset)
        for _ in 0..<4 where key(for: date, relativeTo: change, offset: offset) == current {
            guard let next = bucketChange(for: date, relativeTo: change) else { return nil }
            change = next
        }
        return change
    }

    /// The first instant after `now` at which the bucket changes.
    private func bucketChange(for date: Double, relativeTo now: Double) -> Double? {
        let cutoff = cutoffSeconds
        switch placement(of: date, relativeTo: now) {
        case .justNow:
            return date
        case .words(let bucket, isPast: true):
            return date + min(bucket.upper, cutoff)
        case .words(let bucket, isPast: false):
            // "just now" takes over at the skew tolerance itself; the words hold at their lower bound
            // (a half rounds up) and change at the first instant after it.
            if bucket.lower <= skewTolerance { return date - skewTolerance }
            return Self.firstInstant(after: date - bucket.lower) { instant in date - instant < bucket.lower }
        case .onDate:
            return date > now ? date - cutoff : nil
        }
    }

    /// Seconds from 1970-01-01 to 2001-01-01, the reference date.
    package static let referenceDateSince1970: Double = 978_307_200

    private var styleIndex: Int {
        switch style {
        case .long: 0
        case .short: 1
        case .narrow: 2
        }
    }

    /// The first representable instant after `boundary` that satisfies `isPast` (a step or two of
    /// floating-point rounding separates the two).
    private static func firstInstant(after boundary: Double, where isPast: (Double) -> Bool) -> Double {
        var instant = boundary.nextUp
        for _ in 0..<8 where !isPast(instant) {
            instant = instant.nextUp
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
    private func placement(of date: Double, relativeTo now: Double) -> Placement {
        var elapsed = now - date
        elapsed = elapsed.isNaN ? 0 : min(max(elapsed, -1e13), 1e13)
        let isPast = elapsed >= 0
        let distance = abs(elapsed)
        if !isPast, distance <= skewTolerance { return .justNow }
        if isPast ? distance >= cutoffSeconds : distance > cutoffSeconds { return .onDate }
        let fixedSeconds = Int64(clampedSecondsOf: date + Self.referenceDateSince1970)
        let bucket = DistanceBucket.containing(
            seconds: distance, includeSeconds: includeSeconds
        ) { minutes in
            let moving = CivilDate.split(secondsSince1970: fixedSeconds + Int64(isPast ? minutes : -minutes) * 60).date
            let fixed = CivilDate.split(secondsSince1970: fixedSeconds).date
            return DistanceBucket.yearWords(minutes: minutes, from: isPast ? fixed : moving, to: isPast ? moving : fixed)
        }
        return .words(bucket, isPast: isPast)
    }

    /// The pattern's text around the count, in one allocation.
    private static func join(_ pattern: RelativeTimeWords.Pattern, _ count: Int, zero: Unicode.Scalar?) -> String {
        guard let suffix = pattern.suffixBytes else { return pattern.prefix }
        let prefix = pattern.prefixBytes
        var digits = 1, divisor = 1
        while divisor <= count / 10 {
            divisor *= 10
            digits += 1
        }
        let digitWidth = zero.map { UTF8.width($0) } ?? 1
        let total = prefix.count + digits * digitWidth + suffix.count
        return String(unsafeUninitializedCapacity: total) { buffer in
            var index = 0
            for byte in prefix {
                buffer[index] = byte
                index += 1
            }
            var rest = count
            while divisor > 0 {
                let digit = UInt32(rest / divisor)
                rest %= divisor
                divisor /= 10
                if let zero {
                    // The digit's scalar in UTF-8 (every zero digit but ASCII's is above U+007F).
                    let scalar = zero.value + digit
                    switch digitWidth {
                    case 2:
                        buffer[index] = UInt8(0xC0 | (scalar >> 6))
                    case 3:
                        buffer[index] = UInt8(0xE0 | (scalar >> 12))
                        buffer[index + 1] = UInt8(0x80 | ((scalar >> 6) & 0x3F))
                    default:
                        buffer[index] = UInt8(0xF0 | (scalar >> 18))
                        buffer[index + 1] = UInt8(0x80 | ((scalar >> 12) & 0x3F))
                        buffer[index + 2] = UInt8(0x80 | ((scalar >> 6) & 0x3F))
                    }
                    buffer[index + digitWidth - 1] = UInt8(0x80 | (scalar & 0x3F))
                    index += digitWidth
                } else {
                    buffer[index] = UInt8(ascii: "0") + UInt8(digit)
                    index += 1
                }
            }
            for byte in suffix {
                buffer[index] = byte
                index += 1
            }
            return index
        }
    }
}

extension DistanceInWords {
    /// The CLDR unit and count of Rails' words, without its qualifiers ("about", "over",
    /// "almost"); nil for the distances under a minute that CLDR calls "now".
    var unitAndCount: (RelativeTimeWords.Unit, Int)? {
        switch self {
        case .lessThanSeconds, .lessThanAMinute: nil
        case .halfAMinute: (.second, 30)
        case .minutes(let count): (.minute, count)
        case .aboutHours(let count): (.hour, count)
        case .days(let count): (.day, count)
        case .aboutMonths(let count), .months(let count): (.month, count)
        case .aboutYears(let count), .overYears(let count), .almostYears(let count): (.year, count)
        }
    }
}
