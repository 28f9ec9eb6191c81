#if canImport(Foundation)
import Foundation

extension DecimalNumberSyntax {
    /// Writes a `Double` with a locale's decimal separator and reads back what people type under
    /// ``InputRule/decimalNumber(locale:)``: the `FormatStyle` a form's
    /// `TextField(value:format:)` takes.
    ///
    ///     let german = DecimalNumberSyntax.FormatStyle(locale: Locale(identifier: "de_DE"))
    ///     german.format(-1.5)                      // "-1,5"
    ///     try german.parseStrategy.parse("1,25e2")   // 125.0
    ///     try german.parseStrategy.parse("1.5")      // throws: character not allowed at offset 1
    ///     (0.1).formatted(.decimalNumber(locale: Locale(identifier: "fr_FR")))  // "0,1"
    ///
    /// Numbers are written in the shortest form that reads back as the same `Double` (`0.1`, `1e-07`),
    /// without grouping separators, which the rule does not accept.
    public struct FormatStyle: Foundation.FormatStyle, ParseableFormatStyle, Codable, Hashable, Sendable {
        /// The locale whose decimal separator is written and read.
        public var locale: Locale

        /// Creates a style for numbers in `locale`.
        ///
        ///     DecimalNumberSyntax.FormatStyle(locale: Locale(identifier: "en_US")).format(2.5)  // "2.5"
        public init(locale: Locale = .current) {
            self.locale = locale
        }

        /// `value` in the shortest decimal form that reads back as it, with the locale's separator;
        /// infinities and NaN as "inf", "-inf" and "nan", which do not read back.
        ///
        ///     DecimalNumberSyntax.FormatStyle(locale: Locale(identifier: "de_DE")).format(1e-7)  // "1e-07"
        public func format(_ value: Double) -> String {
            let text = value.description
            guard value.isFinite else { return text }
            let separator = DecimalNumberSyntax(locale: locale).decimalSeparator
            return separator == "." ? text : text.replacingOccurrences(of: ".", with: separator)
        }

        /// The strategy that reads numbers in the same locale.
        public var parseStrategy: DecimalNumberSyntax.ParseStrategy {
            DecimalNumberSyntax.ParseStrategy(locale: locale)
        }

        /// The same style in another locale.
        public func locale(_ locale: Locale) -> Self {
            Self(locale: locale)
        }
    }

    /// Reads a finished decimal number typed in a locale, as ``InputRule/decimalNumber(locale:)``
    /// judges it: digits in any script, the locale's separator (and `.` or `,` where unambiguous),
    /// an optional sign and exponent.
    ///
    ///     let french = DecimalNumberSyntax.ParseStrategy(locale: Locale(identifier: "fr_FR"))
    ///     try french.parse("3,14")   // 3.14
    ///     try french.parse("3.14")   // 3.14 (in French "." is no grouping separator)
    ///     try french.parse("3e")     // throws: number not finished at offset 2
    public struct ParseStrategy: Foundation.ParseStrategy, Codable, Hashable, Sendable {
        /// The locale whose separators are accepted.
        public var locale: Locale

        /// Creates a strategy for numbers typed in `locale`.
        public init(locale: Locale = .current) {
            self.locale = locale
        }

        /// The number `value` spells.
        ///
        /// - Throws: ``InputRejection``: the rule's own rejection with its offset, or
        ///   ``InputRejection/Kind/incompleteNumber`` at the end of a number not yet finished.
        /// - Complexity: O(n) in the length of the text.
        public func parse(_ value: String) throws(InputRejection) -> Double {
            let syntax = DecimalNumberSyntax(locale: locale)
            switch syntax.scan(value) {
            case .rejected(let rejection):
                throw rejection
            case .partial:
                throw InputRejection(.incompleteNumber, offset: value.utf16.count)
            case .complete:
                break
            }
            var ascii = ""
            for character in value {
                if let digit = character.wholeNumberValue, DecimalNumberSyntax.isDigit(character) {
                    ascii += String(digit)
                } else if syntax.isSeparator(character) {
                    ascii += "."
                } else if character == "\u{2212}" {
                    ascii += "-"
                } else {
                    ascii.append(character)
                }
            }
            // The scan admits only what `Double` reads; an overflowing exponent gives an infinity.
            guard let number = Double(ascii) else {
                throw InputRejection(.characterNotAllowed, offset: 0)
            }
            return number
        }
    }
}

extension FormatStyle where Self == DecimalNumberSyntax.FormatStyle {
    /// Numbers written and read with `locale`'s decimal separator, under FormKit's decimal rule.
    ///
    ///     (1234.5).formatted(.decimalNumber(locale: Locale(identifier: "de_DE")))  // "1234,5"
    ///     TextField("Amount", value: $amount, format: .decimalNumber(locale: locale))  // SwiftUI
    public static func decimalNumber(locale: Locale = .current) -> DecimalNumberSyntax.FormatStyle {
        DecimalNumberSyntax.FormatStyle(locale: locale)
    }
}

extension ParseStrategy where Self == DecimalNumberSyntax.ParseStrategy {
    /// Reads numbers typed in `locale` under FormKit's decimal rule.
    ///
    ///     try Double("2,5", strategy: .decimalNumber(locale: Locale(identifier: "de_DE")))  // 2.5
    public static func decimalNumber(locale: Locale = .current) -> DecimalNumberSyntax.ParseStrategy {
        DecimalNumberSyntax.ParseStrategy(locale: locale)
    }
}
#endif
