#if canImport(Foundation)
import Foundation

extension Timestamp {
    /// Reads a `Date` from an ISO 8601 / RFC 3339 timestamp with FormKit's byte parser, for
    /// Foundation's `Date(_:strategy:)`.
    ///
    ///     let sent = try Date("2007-01-09T10:00:00Z", strategy: .timestamp)
    ///     sent.timeIntervalSince1970  // 1_168_336_800
    ///     try Date("2007-02-30", strategy: .timestamp)
    ///     // throws TimestampParseError: day out of range at offset 8
    ///
    /// It accepts what ``Timestamp/init(parsing:defaultTimeZone:)-(StringProtocol,_)`` accepts and throws that
    /// initializer's ``TimestampParseError``, which names the field and the offset, never the text.
    public struct ParseStrategy: Foundation.ParseStrategy, Codable, Hashable, Sendable {
        /// The zone of text written without an offset; `nil` reads such text in UTC.
        public var defaultTimeZone: TimeZone?

        /// Creates a strategy that reads text without an offset in `defaultTimeZone` (UTC when `nil`).
        ///
        ///     let tokyo = Timestamp.ParseStrategy(defaultTimeZone: TimeZone(identifier: "Asia/Tokyo"))
        ///     try tokyo.parse("2007-01-09 19:00").timeIntervalSince1970  // 1_168_336_800
        public init(defaultTimeZone: TimeZone? = nil) {
            self.defaultTimeZone = defaultTimeZone
        }

        /// The instant `value` names.
        ///
        ///     try Timestamp.ParseStrategy().parse("2007-01-09T10:00:00Z").timeIntervalSince1970  // 1_168_336_800
        ///
        /// - Throws: ``TimestampParseError`` saying what was expected and where.
        /// - Complexity: O(n) in the length of the text.
        public func parse(_ value: String) throws(TimestampParseError) -> Date {
            try Timestamp(parsing: value, defaultTimeZone: defaultTimeZone).date
        }
    }
}

extension ParseStrategy where Self == Timestamp.ParseStrategy {
    /// FormKit's timestamp parser, reading text without an offset in UTC.
    ///
    ///     try Date("2007-01-09T10:00:00Z", strategy: .timestamp).timeIntervalSince1970  // 1_168_336_800
    public static var timestamp: Timestamp.ParseStrategy { Timestamp.ParseStrategy() }

    /// FormKit's timestamp parser, reading text without an offset in `defaultTimeZone`.
    ///
    ///     let zone = TimeZone(identifier: "America/Los_Angeles")
    ///     try Date("2007-01-09 02:00", strategy: .timestamp(defaultTimeZone: zone)).timeIntervalSince1970
    ///     // 1_168_336_800
    public static func timestamp(defaultTimeZone: TimeZone?) -> Timestamp.ParseStrategy {
        Timestamp.ParseStrategy(defaultTimeZone: defaultTimeZone)
    }
}
#endif
