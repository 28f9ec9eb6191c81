import StandardLibrarySubstitutes

/// The shape of a decimal number as people type it in a locale: an optional sign, digits with at
/// most one decimal separator, and an optional exponent (`e`, optional sign, digits).
///
/// While typing, a field holds unfinished numbers (`-`, `1.`, `2e`, `2e-`), so the syntax accepts
/// every text that can still become a number by typing more, and `isComplete` tells the finished ones.
///
/// Decimal separators: the locale's own, and also the `.` or `,` key when the locale gives that
/// key no other meaning, i.e. when it is not the locale's grouping separator. In `fr_FR`
/// (grouping is a space) both keys mean "decimal point"; in `de_DE` a `.` could be a
/// thousands separator, so only `,` is accepted; in `en_US` only `.`.
///
///     let german = DecimalNumberSyntax(locale: Locale(identifier: "de_DE"))
///     german.rejection(of: "-1,5e")      // nil (not finished yet, but fine so far)
///     german.isComplete("-1,5e")         // false
///     german.rejection(of: "1,5,")       // decimal separator not allowed here at offset 3
///     DecimalNumberSyntax(locale: Locale(identifier: "fr_FR")).normalized("3.14") // "3,14"
public struct DecimalNumberSyntax: Hashable, Sendable {
    /// The locale's decimal separator.
    public let decimalSeparator: String
    /// Every string accepted as a decimal separator: the locale's, and `.` or `,` when unambiguous.
    public var acceptedSeparators: Set<String> { Set(separators) }
    /// The accepted separators, the locale's first, without repeats: at most three, so a search of this
    /// array is as fast as a set's and needs no hashing.
    private let separators: [String]

    /// The syntax of numbers whose decimal separator is `decimalSeparator` and whose grouping
    /// separator is `groupingSeparator` (none when nil).
    ///
    ///     DecimalNumberSyntax(decimalSeparator: ",", groupingSeparator: ".").acceptedSeparators // [","]
    public init(decimalSeparator: String, groupingSeparator: String?) {
        self.decimalSeparator = decimalSeparator
        separators = [decimalSeparator, ".", ","].reduce(into: []) { accepted, separator in
            let allowed = separator.utf8Equals(decimalSeparator) || !(groupingSeparator.map(separator.utf8Equals) ?? false)
            if allowed && !accepted.containsUTF8(separator) { accepted.append(separator) }
        }
    }

    /// Whether `character` is one of the accepted decimal separators.
    func isSeparator(_ character: Character) -> Bool {
        separators.containsUTF8(String(character))
    }

    /// Why `text` can never become a number, or nil when it is one or can still become one.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public func rejection(of text: String) -> InputRejection? {
        switch scan(text) {
        case .rejected(let rejection): return rejection
        case .partial, .complete: return nil
        }
    }

    /// Whether `text` is a finished number (`12`, `-1.5`, `.5`, `6e-3`), not only the start of one.
    public func isComplete(_ text: String) -> Bool {
        if case .complete = scan(text) { return true }
        return false
    }

    /// `text` with every accepted separator written as the locale's own.
    public func normalized(_ text: String) -> String {
        var result = ""
        for character in text {
            if isSeparator(character) {
                result += decimalSeparator
            } else {
                result.append(character)
            }
        }
        return result
    }

    enum Scan {
        case complete, partial, rejected(InputRejection)
    }

    /// Where the scanner is in the number.
    private enum Part {
        case start, afterSign, integer, separatorFirst, fraction, exponentMarker, exponentSign, exponent
    }

    func scan(_ text: String) -> Scan {
        var part = Part.start
        var offset = 0
        for character in text {
            let next: Part?
            let failure: InputRejection.Kind
            if Self.isDigit(character) {
                switch part {
                case .start, .afterSign, .integer: next = .integer
                case .separatorFirst, .fraction: next = .fraction
                case .exponentMarker, .exponentSign, .exponent: next = .exponent
                }
                failure = .characterNotAllowed
            } else if Self.isSign(character) {
                switch part {
                case .start: next = .afterSign
                case .exponentMarker: next = .exponentSign
                default: next = nil
                }
                failure = .misplacedSign
            } else if isSeparator(character) {
                switch part {
                case .start, .afterSign: next = .separatorFirst
                case .integer: next = .fraction
                default: next = nil
                }
                failure = .misplacedDecimalSeparator
            } else if character.utf8Equals("e") || character.utf8Equals("E") {
                next = (part == .integer || part == .fraction) ? .exponentMarker : nil
                failure = .misplacedExponent
            } else {
                next = nil
                failure = .characterNotAllowed
            }
            guard let next else { return .rejected(InputRejection(failure, offset: offset)) }
            part = next
            offset += character.utf16.count
        }
        switch part {
        case .integer, .fraction, .exponent: return .complete
        default: return .partial
        }
    }

    /// `-`, `+` or the minus sign `−`.
    static func isSign(_ character: Character) -> Bool {
        character.utf8Equals("-") || character.utf8Equals("+") || character.utf8Equals("\u{2212}")
    }

    /// A decimal digit in any script (`0`-`9`, `٠`-`٩`, `０`-`９`...).
    static func isDigit(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        return UnicodeDigits.decimalValue(of: scalar) != nil
    }
}

extension InputRule {
    /// A positive whole number written with digits only: no sign, separator or exponent.
    /// Leading zeros are allowed when the value is positive (`007`); zero itself is rejected.
    ///
    ///     InputRule.positiveInteger.rejection(of: "42")   // nil
    ///     InputRule.positiveInteger.rejection(of: "4.2")  // character not allowed at offset 1
    ///     InputRule.positiveInteger.rejection(of: "00")   // not a positive number at offset 0
    public static let positiveInteger = InputRule { text in
        if let offset = firstOffset(in: text, where: { !DecimalNumberSyntax.isDigit($0) }) {
            return InputRejection(.characterNotAllowed, offset: offset)
        }
        // Every character is one decimal digit here.
        let isZero = !text.isEmpty && text.unicodeScalars.allSatisfy { UnicodeDigits.decimalValue(of: $0) == 0 }
        return isZero ? InputRejection(.notPositive, offset: 0) : nil
    }
}

#if canImport(Foundation)
import Foundation

extension DecimalNumberSyntax {
    /// The syntax of numbers in `locale`.
    public init(locale: Locale) {
        self.init(decimalSeparator: locale.decimalSeparator ?? ".", groupingSeparator: locale.groupingSeparator)
    }
}

extension InputRule {
    /// A decimal number in `locale`, or the start of one (see `DecimalNumberSyntax`).
    ///
    ///     let number = InputRule.decimalNumber(locale: Locale(identifier: "en_US"))
    ///     number.rejection(of: "-1.5e-3")  // nil
    ///     number.rejection(of: "4-5")      // sign not at the start at offset 1
    public static func decimalNumber(locale: Locale = .current) -> InputRule {
        let syntax = DecimalNumberSyntax(locale: locale)
        return InputRule { syntax.rejection(of: $0) }
    }
}
#endif
