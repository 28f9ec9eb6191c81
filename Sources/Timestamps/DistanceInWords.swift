/// A distance of time in words, bucketed exactly like Rails' `distance_of_time_in_words`.
///
/// | rounded distance            | words                                   |
/// |-----------------------------|-----------------------------------------|
/// | 0 min (0–29 s)              | less than a minute                      |
/// | 1 min (30–89 s)             | 1 minute                                |
/// | 2–44 min                    | N minutes                               |
/// | 45–89 min                   | about 1 hour                            |
/// | 90 min – 23 h 59 min        | about N hours (N = minutes / 60, rounded)|
/// | 24 h – 41 h 59 min          | 1 day                                   |
/// | 42 h – 29 days              | N days (rounded)                        |
/// | 30–59 days                  | about N months (rounded)                |
/// | 60–364 days                 | N months (rounded)                      |
/// | a year and more             | about / over / almost N years           |
///
/// With seconds included, the first minute is split into "less than 5 / 10 / 20 seconds",
/// "half a minute" and "less than a minute", as in Rails' `include_seconds: true`.
enum DistanceInWords: Hashable, Sendable {
    case lessThanSeconds(Int)
    case halfAMinute
    case lessThanAMinute
    case minutes(Int)
    case aboutHours(Int)
    case days(Int)
    case aboutMonths(Int)
    case months(Int)
    case aboutYears(Int)
    case overYears(Int)
    case almostYears(Int)
}

/// One set of words and the distances, in seconds, over which they hold.
///
/// The words hold while the distance is in `lower ..< upper`, for past and future instants alike:
/// Rails rounds the distance's magnitude half away from zero (`(distance / 60.0).round`), so
/// 2 min 30 s reads "3 minutes" whichever side of now it lies. A past instant's text therefore
/// changes exactly at `upper`; a future instant's text holds at `lower` and changes just after it.
struct DistanceBucket: Hashable, Sendable {
    var words: DistanceInWords
    var lower: Double
    var upper: Double
}

extension DistanceBucket {
    static let minutesPerYear = 525_600

    /// The bucket for a distance of `seconds` (≥ 0).
    ///
    /// - Parameters:
    ///   - includeSeconds: split the first minute as Rails' `include_seconds: true` does.
    ///   - years: the words for a distance of so many whole minutes (a year or more), which depend
    ///     on the calendar years spanned.
    /// - Complexity: O(1), except a year or more: O(log n) calls to `years`.
    static func containing(
        seconds: Double, includeSeconds: Bool, years: (Int) -> DistanceInWords
    ) -> DistanceBucket {
        func rounded(_ value: Double) -> Int {
            Int(value.rounded(.toNearestOrAwayFromZero))
        }
        let minutes = rounded(seconds / 60)
        if includeSeconds, minutes <= 1 {
            return secondsBucket(roundedSeconds: rounded(seconds))
        }
        let (words, range) = minuteBucket(minutes, years: years)
        return DistanceBucket(
            words: words,
            lower: range.lowerBound == 0 ? 0 : (Double(range.lowerBound) - 0.5) * 60,
            upper: (Double(range.upperBound) + 0.5) * 60
        )
    }

    private static func secondsBucket(roundedSeconds s: Int) -> DistanceBucket {
        let (words, low, high): (DistanceInWords, Double, Double) = switch s {
        case ..<5: (.lessThanSeconds(5), 0, 4.5)
        case 5..<10: (.lessThanSeconds(10), 4.5, 9.5)
        case 10..<20: (.lessThanSeconds(20), 9.5, 19.5)
        case 20..<40: (.halfAMinute, 19.5, 39.5)
        case 40..<60: (.lessThanAMinute, 39.5, 59.5)
        default: (.minutes(1), 59.5, 90)
        }
        return DistanceBucket(words: words, lower: low, upper: high)
    }

    /// The words for `minutes` and the whole-minute range that shares them.
    private static func minuteBucket(_ m: Int, years: (Int) -> DistanceInWords) -> (DistanceInWords, ClosedRange<Int>) {
        /// Counts of `unit` minutes, rounded, clamped to the bucket `bounds`.
        func counted(_ unit: Int, in bounds: ClosedRange<Int>) -> (Int, ClosedRange<Int>) {
            let count = Int((Double(m) / Double(unit)).rounded(.toNearestOrAwayFromZero))
            let low = max(bounds.lowerBound, count * unit - unit / 2)
            let high = min(bounds.upperBound, count * unit + unit / 2 - 1)
            return (count, low...high)
        }
        switch m {
        case ...0: return (.lessThanAMinute, 0...0)
        case 1...44: return (.minutes(m), m...m)
        case 45...89: return (.aboutHours(1), 45...89)
        case 90...1_439:
            let (count, range) = counted(60, in: 90...1_439)
            return (.aboutHours(count), range)
        case 1_440...2_519: return (.days(1), 1_440...2_519)
        case 2_520...43_199:
            let (count, range) = counted(1_440, in: 2_520...43_199)
            return (.days(count), range)
        case 43_200...86_399:
            let (count, range) = counted(43_200, in: 43_200...86_399)
            return (.aboutMonths(count), range)
        case 86_400..<minutesPerYear:
            let (count, range) = counted(43_200, in: 86_400...(minutesPerYear - 1))
            return (.months(count), range)
        default:
            return yearsBucket(m, years: years)
        }
    }

    /// The year words change at most every quarter year; find the run of minutes sharing them by
    /// binary search, since their order (about N < over N < almost N+1 < about N+1) only grows.
    private static func yearsBucket(_ m: Int, years: (Int) -> DistanceInWords) -> (DistanceInWords, ClosedRange<Int>) {
        let words = years(m)
        let rank = yearsRank(words)
        let reach = minutesPerYear  // far more than any run of equal words
        var low = max(minutesPerYear, m - reach), high = m  // first minute with the same rank
        while low < high {
            let mid = low + (high - low) / 2
            if yearsRank(years(mid)) < rank { low = mid + 1 } else { high = mid }
        }
        let first = low
        low = m
        high = m + reach  // last minute with the same rank
        while low < high {
            let mid = low + (high - low + 1) / 2
            if yearsRank(years(mid)) > rank { high = mid - 1 } else { low = mid }
        }
        return (words, first...low)
    }

    private static func yearsRank(_ words: DistanceInWords) -> Int {
        switch words {
        case .aboutYears(let n): 3 * n
        case .overYears(let n): 3 * n + 1
        case .almostYears(let n): 3 * n - 1
        default: 0
        }
    }

    /// Rails' year words for `minutes` between two instants, given their UTC calendar dates:
    /// leap days in the span are taken off first, then the remainder picks about/over/almost.
    static func yearWords(minutes: Int, from earlier: CivilDate, to later: CivilDate) -> DistanceInWords {
        let fromYear = earlier.year + (earlier.month >= 3 ? 1 : 0)
        let toYear = later.year - (later.month < 3 ? 1 : 0)
        let leapDays = CivilDate.leapYears(from: fromYear, through: toYear)
        let withoutLeapDays = minutes - leapDays * 1_440
        let years = withoutLeapDays / minutesPerYear
        let remainder = withoutLeapDays % minutesPerYear
        if remainder < 131_400 { return .aboutYears(years) }
        if remainder < 394_200 { return .overYears(years) }
        return .almostYears(years + 1)
    }
}
