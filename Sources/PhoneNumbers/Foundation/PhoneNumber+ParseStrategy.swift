#if canImport(Foundation)
import Foundation

extension PhoneNumber {
    /// Parses what a person typed into a ``PhoneNumber``, as a Foundation `ParseStrategy`.
    ///
    ///     let strategy = PhoneNumber.ParseStrategy(defaultRegion: "US")
    ///     try strategy.parse("(650) 253-0000").formatted(.e164)            // "+16502530000"
    ///     try PhoneNumber("+41 44 668 18 00", strategy: .phoneNumber()).countryCode  // 41
    ///
    /// It reads text as ``PhoneNumber/init(parsing:defaultRegion:)`` does and throws that initializer's
    /// ``PhoneNumberParseError``, which names the problem and its offset, never the number.
    public struct ParseStrategy: Foundation.ParseStrategy, Codable, Hashable, Sendable {
        /// The region of numbers written without `+` and a country calling code: a CLDR code ("US",
        /// "gb"); `nil` or "ZZ" accepts international numbers only.
        public var defaultRegion: String?

        /// Creates a strategy that reads national numbers as dialled in `defaultRegion`.
        ///
        ///     PhoneNumber.ParseStrategy(defaultRegion: "GB").defaultRegion  // "GB"
        public init(defaultRegion: String? = nil) {
            self.defaultRegion = defaultRegion
        }

        /// The number `value` spells.
        ///
        ///     try PhoneNumber.ParseStrategy(defaultRegion: "CH").parse("044 668 18 00").countryCode  // 41
        ///
        /// - Throws: ``PhoneNumberParseError`` naming the problem and where it is.
        /// - Complexity: O(n) in the length of the text.
        public func parse(_ value: String) throws(PhoneNumberParseError) -> PhoneNumber {
            try PhoneNumber(parsing: value, defaultRegion: defaultRegion)
        }
    }

    /// Parses `value` with a strategy, as Foundation's `Date(_:strategy:)` does for dates.
    ///
    ///     try PhoneNumber("(650) 253-0000", strategy: .phoneNumber(defaultRegion: "US")).nationalNumber  // 6502530000
    ///
    /// - Throws: ``PhoneNumberParseError`` naming the problem and where it is.
    public init(_ value: String, strategy: PhoneNumber.ParseStrategy) throws(PhoneNumberParseError) {
        self = try strategy.parse(value)
    }
}

extension Foundation.ParseStrategy where Self == PhoneNumber.ParseStrategy {
    /// A strategy that reads phone numbers, national ones as dialled in `defaultRegion`.
    ///
    ///     try PhoneNumber("020 7031 3000", strategy: .phoneNumber(defaultRegion: "GB")).countryCode  // 44
    public static func phoneNumber(defaultRegion: String? = nil) -> PhoneNumber.ParseStrategy {
        PhoneNumber.ParseStrategy(defaultRegion: defaultRegion)
    }
}
#endif
