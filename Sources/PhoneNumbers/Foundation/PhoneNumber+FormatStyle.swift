#if canImport(Foundation)
import Foundation

extension PhoneNumber {
    /// Writes a ``PhoneNumber`` in one of the standard formats, and reads it back, as a Foundation
    /// `FormatStyle` (and `ParseableFormatStyle`, for `TextField(value:format:)`).
    ///
    ///     let number = try PhoneNumber(parsing: "+41 44 668 18 00")
    ///     number.formatted(.phoneNumber(.national))  // "044 668 18 00"
    ///     number.formatted(.phoneNumber())           // "+41 44 668 18 00"
    ///     try PhoneNumber.FormatStyle.phoneNumber(.e164, defaultRegion: "US")
    ///         .parseStrategy.parse("(650) 253-0000").formatted(.e164)  // "+16502530000"
    ///
    /// The default region is used only to read numbers typed without a country calling code.
    public struct FormatStyle: Foundation.FormatStyle, ParseableFormatStyle, Codable, Hashable, Sendable {
        /// The format numbers are written in.
        public var format: PhoneNumberFormat
        /// The region ``parseStrategy`` reads national numbers in; `nil` for international ones only.
        public var defaultRegion: String?

        /// Creates a style writing `format` and reading national numbers as dialled in `defaultRegion`.
        ///
        ///     PhoneNumber.FormatStyle(format: .rfc3966).format(try PhoneNumber(parsing: "+1 650 253 0000"))
        ///     // "tel:+1-650-253-0000"
        public init(format: PhoneNumberFormat = .international, defaultRegion: String? = nil) {
            self.format = format
            self.defaultRegion = defaultRegion
        }

        /// The number written in ``format``, as ``PhoneNumber/formatted(_:)->String`` writes it.
        ///
        ///     PhoneNumber.FormatStyle(format: .e164).format(try PhoneNumber(parsing: "+44 20 7031 3000"))
        ///     // "+442070313000"
        public func format(_ value: PhoneNumber) -> String {
            value.formatted(format)
        }

        /// Reads numbers in any format, national ones as dialled in ``defaultRegion``.
        ///
        ///     try PhoneNumber.FormatStyle(defaultRegion: "GB").parseStrategy.parse("020 7031 3000").countryCode  // 44
        public var parseStrategy: PhoneNumber.ParseStrategy {
            PhoneNumber.ParseStrategy(defaultRegion: defaultRegion)
        }
    }

    /// The number written by a Foundation format style.
    ///
    ///     try PhoneNumber(parsing: "+1 650 253 0000").formatted(.phoneNumber(.rfc3966))  // "tel:+1-650-253-0000"
    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
    where Style.FormatInput == PhoneNumber {
        style.format(self)
    }
}

extension Foundation.FormatStyle where Self == PhoneNumber.FormatStyle {
    /// A style writing phone numbers in `format`, whose parse strategy reads national numbers as
    /// dialled in `defaultRegion`.
    ///
    ///     number.formatted(.phoneNumber(.national))                         // "044 668 18 00"
    ///     TextField("Phone", value: $number, format: .phoneNumber(defaultRegion: "CH"))  // SwiftUI
    public static func phoneNumber(
        _ format: PhoneNumberFormat = .international, defaultRegion: String? = nil
    ) -> PhoneNumber.FormatStyle {
        PhoneNumber.FormatStyle(format: format, defaultRegion: defaultRegion)
    }
}
#endif
