/// Why a timestamp could not be parsed, and the UTF-8 offset where the parser stopped.
///
///     do {
///         _ = try Timestamp(parsing: "2026-02-30")
///     } catch {
///         error.kind    // .outOfRange(.day)
///         error.offset  // 8
///         "\(error)"    // "day out of range at offset 8"
///     }
///
/// The message names the field and the offset only; it never echoes the input.
public struct TimestampParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A part of a timestamp, used to say which one was wrong.
    public enum Field: String, Hashable, Sendable, CaseIterable {
        /// The four-digit year.
        case year
        /// The month, 01–12.
        case month
        /// The day of the month, 01–31 and no more than the month has.
        case day
        /// The hour, 00–24 (24 only as 24:00:00).
        case hour
        /// The minute, 00–59.
        case minute
        /// The second, 00–59.
        case second
        /// The digits after the second's `.` or `,`.
        case fraction = "fractional second"
        /// The hours of a `±HH:mm` offset, 00–23.
        case offsetHour = "offset hour"
        /// The minutes of a `±HH:mm` offset, 00–59.
        case offsetMinute = "offset minute"
    }

    /// What the parser expected, or which value it refused.
    public enum Kind: Hashable, Sendable {
        /// A digit of `field` was expected.
        case expectedDigit(Field)
        /// This exact ASCII character was expected (`-` or `:`).
        case expectedCharacter(Character)
        /// `T`, `t` or a space between the date and the time was expected.
        case expectedDateTimeSeparator
        /// `Z`, `+hh:mm`, `-hh:mm`, `+hhmm`, `+hh` or ` GMT` (or the end) was expected.
        case expectedTimeZone
        /// The input should have ended here.
        case expectedEnd
        /// The field's digits are well formed but its value is impossible
        /// (month 13, February 30, hour 25, second 60, offset hour 24, …).
        case outOfRange(Field)
    }

    /// What was wrong.
    public var kind: Kind
    /// The UTF-8 offset of the first byte the parser could not accept.
    public var offset: Int

    /// Creates an error of `kind` at UTF-8 `offset`.
    ///
    ///     TimestampParseError(.outOfRange(.day), at: 8).description  // "day out of range at offset 8"
    public init(_ kind: Kind, at offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// A short English reason, e.g. "expected a digit of the month at offset 5".
    public var description: String {
        "\(reason) at offset \(offset)"
    }

    /// The reason without the offset.
    public var reason: String {
        switch kind {
        case .expectedDigit(let field): "expected a digit of the \(field.rawValue)"
        case .expectedCharacter(let character): "expected '\(character)'"
        case .expectedDateTimeSeparator: "expected 'T' or a space"
        case .expectedTimeZone: "expected 'Z', '+hh:mm', '-hh:mm' or ' GMT'"
        case .expectedEnd: "expected the end of the timestamp"
        case .outOfRange(let field): "\(field.rawValue) out of range"
        }
    }
}
