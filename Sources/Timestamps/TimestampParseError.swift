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
        case year, month, day, hour, minute, second
        case fraction = "fractional second"
        case offsetHour = "offset hour"
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
