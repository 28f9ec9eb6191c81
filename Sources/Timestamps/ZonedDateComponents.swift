#if canImport(Foundation)
import Foundation

/// The calendar fields of an instant as seen in one time zone (Gregorian calendar).
///
///     let keynote = Timestamp("2007-01-09T10:00:00-08:00")!.date
///     let tokyo = ZonedDateComponents(keynote, in: TimeZone(identifier: "Asia/Tokyo")!)
///     tokyo.day             // 10
///     tokyo.hour            // 3
///     tokyo.weekday         // 4 (Wednesday; 1 is Sunday)
///     tokyo.weekdayOrdinal  // 2 (the second Wednesday of January)
///
/// Built on Foundation's `Calendar`, which reads the zone's rules from ICU's own data, so it works
/// without `/usr/share/zoneinfo`.
public struct ZonedDateComponents: Hashable, Sendable {
    /// The year: 2007.
    public var year: Int
    /// The month, 1 (January) to 12.
    public var month: Int
    /// The day of the month, from 1.
    public var day: Int
    /// The hour, 0 to 23.
    public var hour: Int
    /// The minute, 0 to 59.
    public var minute: Int
    /// The second, 0 to 59.
    public var second: Int
    /// 1 is Sunday, 7 is Saturday.
    public var weekday: Int
    /// Which occurrence of this weekday in the month: 2 for the second Tuesday.
    public var weekdayOrdinal: Int
    /// The zone's identifier, e.g. `US/Pacific`.
    public var timeZoneIdentifier: String

    /// The fields of `date` in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let fields = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second, .weekday, .weekdayOrdinal], from: date
        )
        year = fields.year ?? 0
        month = fields.month ?? 0
        day = fields.day ?? 0
        hour = fields.hour ?? 0
        minute = fields.minute ?? 0
        second = fields.second ?? 0
        weekday = fields.weekday ?? 0
        weekdayOrdinal = fields.weekdayOrdinal ?? 0
        timeZoneIdentifier = timeZone.identifier
    }

    /// The seed's seven fields as `key=value` pairs, in its order.
    ///
    ///     tokyo.keyValuePairs.first   // ("year", 2007)
    public var keyValuePairs: [(key: String, value: Int)] {
        [("year", year), ("month", month), ("day", day), ("hour", hour), ("minute", minute),
         ("weekday", weekday), ("weekdayOrdinal", weekdayOrdinal)]
    }
}
#endif
