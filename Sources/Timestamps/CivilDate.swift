/// A proleptic Gregorian calendar date, converted to and from a count of days since 1970-01-01.
///
/// The arithmetic is closed-form (no tables, no loops, no Foundation), so the parser and the
/// relative formatter never need a `Calendar`.
///
///     CivilDate(year: 2001, month: 1, day: 1).daysSince1970   // 11_323
///     CivilDate(daysSince1970: 0)                             // 1970-01-01
///
/// - Complexity: O(1).
struct CivilDate: Hashable, Sendable {
    var year: Int
    var month: Int
    var day: Int

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `days` days after 1970-01-01 (before it when negative).
    init(daysSince1970 days: Int64) {
        // Shift the epoch to 0000-03-01 so that the leap day ends each 400-year era.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097                                          // 0...146_096
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // from March 1
        let monthFromMarch = (5 * dayOfYear + 2) / 153                                  // 0 = March
        day = Int(dayOfYear - (153 * monthFromMarch + 2) / 5 + 1)
        month = Int(monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9)
        year = Int(yearOfEra + era * 400) + (month <= 2 ? 1 : 0)
    }

    /// Days from 1970-01-01 to this date; negative before it.
    var daysSince1970: Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthFromMarch = Int64(month > 2 ? month - 3 : month + 9)
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Whether `year` has a February 29 in the Gregorian calendar.
    static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in `month` (1...12) of `year`.
    static func daysInMonth(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The number of leap years in `first...last` (zero when the range is empty).
    static func leapYears(from first: Int, through last: Int) -> Int {
        guard first <= last else { return 0 }
        func leapYearsUpTo(_ y: Int) -> Int { y / 4 - y / 100 + y / 400 }  // for y >= 0
        return leapYearsUpTo(last) - leapYearsUpTo(first - 1)
    }
}

/// Seconds in a day, as the integer type the arithmetic uses.
let secondsPerDay: Int64 = 86_400

extension CivilDate {
    /// The UTC calendar date and the second of that day for an instant in POSIX seconds.
    static func split(secondsSince1970 seconds: Int64) -> (date: CivilDate, secondOfDay: Int) {
        var days = seconds / secondsPerDay
        var rest = seconds % secondsPerDay
        if rest < 0 {
            days -= 1
            rest += secondsPerDay
        }
        return (CivilDate(daysSince1970: days), Int(rest))
    }
}

extension Int64 {
    /// Whole POSIX seconds of a `Date`, rounded down and clamped to ±10¹³ (300,000 years), so that
    /// infinite, NaN and absurd dates stay arithmetic instead of trapping. NaN gives 0.
    init(clampedSecondsOf interval: Double) {
        guard !interval.isNaN else {
            self = 0
            return
        }
        self = Int64(Swift.min(Swift.max(interval, -1e13), 1e13).rounded(.down))
    }
}
