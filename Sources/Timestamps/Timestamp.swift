#if canImport(Foundation)
import Foundation
#endif

/// An instant read from an ISO 8601 / RFC 3339 timestamp, as servers send them.
///
///     let stamp = Timestamp("2026-01-09T10:00:00.250+09:00")!
///     stamp.secondsSince1970     // 1_767_920_400
///     stamp.nanoseconds          // 250_000_000
///     stamp.utcOffset            // 32_400
///     stamp.utcString            // "2026-01-09T01:00:00.250Z"
///
///     Timestamp("2026-01-09T10:00:00")?.utcString        // "2026-01-09T10:00:00.000Z"
///     Timestamp("2026-01-09 10:00:00 GMT")?.utcString    // "2026-01-09T10:00:00.000Z"
///     try Timestamp(parsing: "2026-13-01")               // throws: month out of range at offset 5
///
/// Parsing reads the UTF-8 bytes once and never creates a formatter, a `Calendar` or a
/// `TimeZone` (unless you pass one for text without an offset). Every accepted shape is listed
/// on ``init(parsing:defaultTimeZone:)-(StringProtocol,_)``.
public struct Timestamp: Hashable, Sendable {
    /// Whole seconds since 1970-01-01T00:00:00Z (POSIX time, no leap seconds).
    public var secondsSince1970: Int64
    /// The fraction of the second, 0..<1_000_000_000.
    public var nanoseconds: Int32
    /// The offset east of UTC the text carried, in seconds; `nil` when it carried none.
    public var utcOffset: Int32?

    /// Creates a timestamp from its parts; `nanoseconds` must be in 0..<1_000_000_000.
    public init(secondsSince1970: Int64, nanoseconds: Int32 = 0, utcOffset: Int32? = nil) {
        precondition((0..<1_000_000_000).contains(nanoseconds), "nanoseconds out of range")
        self.secondsSince1970 = secondsSince1970
        self.nanoseconds = nanoseconds
        self.utcOffset = utcOffset
    }

    /// The instant in seconds since 2001-01-01T00:00:00Z, as `Date.timeIntervalSinceReferenceDate`.
    package var secondsSinceReferenceDate: Double {
        Double(secondsSince1970 - 978_307_200) + Double(nanoseconds) / 1e9
    }

    /// Parses UTF-8 bytes in place, reading text without an offset in the zone whose offset east of
    /// UTC, in seconds, `zoneOffset` gives at an instant in POSIX seconds (UTC when nil).
    package init(
        parsingUTF8 bytes: UnsafeBufferPointer<UInt8>, zoneOffset: ((Int64) -> Int64)?
    ) throws(TimestampParseError) {
        self.init(try TimestampScanner.fields(in: bytes).get(), zoneOffset: zoneOffset)
    }

    private init(_ fields: TimestampScanner.Fields, zoneOffset: ((Int64) -> Int64)?) {
        let localSeconds = fields.date.daysSince1970 * secondsPerDay + Int64(fields.secondOfDay)
        let seconds: Int64
        if let offset = fields.utcOffset {
            seconds = localSeconds - Int64(offset)
        } else if let zoneOffset {
            seconds = Self.utcSeconds(forLocalSeconds: localSeconds, zoneOffset: zoneOffset)
        } else {
            seconds = localSeconds
        }
        self.init(secondsSince1970: seconds, nanoseconds: fields.nanoseconds, utcOffset: fields.utcOffset)
    }

    /// The UTC instant of a wall-clock time in a zone. A time skipped by a daylight-saving jump
    /// resolves with the offset in force before the jump (so it lands after it); a repeated time
    /// takes the earlier of its two instants.
    static func utcSeconds(forLocalSeconds local: Int64, zoneOffset offset: (Int64) -> Int64) -> Int64 {
        // Try the offsets in force a day before and a day after; keep the first that agrees.
        let before = offset(local - secondsPerDay)
        let after = offset(local + secondsPerDay)
        for candidate in [before, after] where offset(local - candidate) == candidate {
            return local - candidate
        }
        return local - before
    }
}

#if canImport(Foundation)
extension Timestamp {
    /// The instant as a Foundation `Date`.
    public var date: Date {
        Date(timeIntervalSinceReferenceDate: secondsSinceReferenceDate)
    }
}

extension Timestamp {
    /// Parses a timestamp, or throws an error that says what was expected and where.
    ///
    /// Accepted shapes (`d` is an ASCII digit, `[ ]` is optional):
    ///
    ///     yyyy-MM-dd                                  date only: midnight
    ///     yyyy-MM-dd(T|t| )HH:mm[:ss[(.|,)d+]][zone]   date and time
    ///     zone = Z | z | ±HH:mm | ±HHmm | ±HH | " GMT" | " UTC"
    ///
    /// - Fractional seconds may have any number of digits; digits past the ninth are ignored.
    /// - Invalid calendar dates are rejected: month 13, February 30 (29 only in leap years),
    ///   hour 25, minute 60. Second 60 (a leap second) is rejected, since `Date` has none.
    ///   `24:00[:00[.000…]]` is midnight at the end of that day.
    /// - Text without a zone is read in `defaultTimeZone`, or in UTC when it is `nil`.
    ///
    ///     try Timestamp(parsing: "2026-02-29").secondsSince1970   // throws: day out of range at offset 8
    ///
    /// - Complexity: O(n) in the length of the text, with no allocation for native strings.
    public init(parsing text: some StringProtocol, defaultTimeZone: TimeZone? = nil) throws(TimestampParseError) {
        // Scan without capturing anything, then apply the zone: the closure needs no context.
        let fields = text.utf8.withContiguousStorageIfAvailable(TimestampScanner.fields(in:))
            ?? String(text).utf8.withContiguousStorageIfAvailable(TimestampScanner.fields(in:))
            ?? TimestampScanner.fields(in: Array(text.utf8))
        self.init(try fields.get(), defaultTimeZone: defaultTimeZone)
    }

    /// ``init(parsing:defaultTimeZone:)-(StringProtocol,_)`` for a `String`, without generic dispatch.
    public init(parsing text: String, defaultTimeZone: TimeZone? = nil) throws(TimestampParseError) {
        let fields = text.utf8.withContiguousStorageIfAvailable(TimestampScanner.fields(in:))
            ?? TimestampScanner.fields(in: Array(text.utf8))
        self.init(try fields.get(), defaultTimeZone: defaultTimeZone)
    }

    /// ``init(parsing:defaultTimeZone:)-(StringProtocol,_)`` for a `Substring`, without generic dispatch.
    public init(parsing text: Substring, defaultTimeZone: TimeZone? = nil) throws(TimestampParseError) {
        let fields = text.utf8.withContiguousStorageIfAvailable(TimestampScanner.fields(in:))
            ?? TimestampScanner.fields(in: Array(text.utf8))
        self.init(try fields.get(), defaultTimeZone: defaultTimeZone)
    }

    /// Parses a timestamp, or returns `nil`; the lenient twin of ``init(parsing:defaultTimeZone:)-(StringProtocol,_)``.
    ///
    ///     Timestamp("2026-01-09T10:00:00Z") != nil   // true
    ///     Timestamp("yesterday")                     // nil
    public init?(_ text: some StringProtocol, defaultTimeZone: TimeZone? = nil) {
        guard let parsed = try? Timestamp(parsing: text, defaultTimeZone: defaultTimeZone) else { return nil }
        self = parsed
    }

    /// ``init(_:defaultTimeZone:)`` for a `String`, without generic dispatch.
    public init?(_ text: String, defaultTimeZone: TimeZone? = nil) {
        guard let parsed = try? Timestamp(parsing: text, defaultTimeZone: defaultTimeZone) else { return nil }
        self = parsed
    }

    /// Parses UTF-8 bytes in place; the other initializers call this one.
    ///
    ///     let stamp = try "2026-01-09T10:00:00Z".utf8.withContiguousStorageIfAvailable {
    ///         try Timestamp(parsingUTF8: $0)
    ///     }
    public init(parsingUTF8 bytes: UnsafeBufferPointer<UInt8>, defaultTimeZone: TimeZone? = nil) throws(TimestampParseError) {
        self.init(try TimestampScanner.fields(in: bytes).get(), defaultTimeZone: defaultTimeZone)
    }

    private init(_ fields: TimestampScanner.Fields, defaultTimeZone: TimeZone?) {
        self.init(fields, zoneOffset: defaultTimeZone.map { zone in
            { seconds in Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds)))) }
        })
    }
}

extension Timestamp {
    /// The timestamp of a `Date`, rounded down to the nanosecond; it carries no offset.
    /// A non-finite `Date` becomes 1970-01-01T00:00:00Z.
    ///
    ///     Timestamp(Date(timeIntervalSince1970: 1.5)).nanoseconds   // 500_000_000
    public init(_ date: Date) {
        let interval = date.timeIntervalSince1970.isFinite ? date.timeIntervalSince1970 : 0
        let whole = interval.rounded(.down)
        let seconds = Int64(exactly: whole) ?? (whole < 0 ? Int64.min / 2 : Int64.max / 2)
        let nanoseconds = min(999_999_999, max(0, Int32((interval - whole) * 1e9)))
        self.init(secondsSince1970: seconds, nanoseconds: nanoseconds)
    }
}
#endif
