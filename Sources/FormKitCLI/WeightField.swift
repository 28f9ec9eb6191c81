#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds and parses the weight in one field of a delimited line.
///
///     let field = WeightField(number: 2, delimiter: UInt8(ascii: ","))
///     try field.weight(in: line("Oslo,0.7"), lineNumber: 1)   // 0.7
///
/// Fields count from 1. Spaces and a carriage return around the number are
/// ignored. Errors name the line and field, never the line's text.
struct WeightField {
    /// Which field holds the weight, counting from 1.
    var number: Int

    /// The byte between fields.
    var delimiter: UInt8

    /// The weight in `line`, which is line `lineNumber` (from 1) of the input.
    func weight(in line: UnsafeRawBufferPointer, lineNumber: Int) throws(WeightFieldError) -> Double {
        var fieldStart = 0
        var fieldsSeen = 1
        while fieldsSeen < number {
            guard let delimiterIndex = line[fieldStart...].firstIndex(of: delimiter) else {
                throw WeightFieldError(kind: .missingField(fieldCount: fieldsSeen), line: lineNumber, field: number)
            }
            fieldStart = delimiterIndex + 1
            fieldsSeen += 1
        }
        let fieldEnd = line[fieldStart...].firstIndex(of: delimiter) ?? line.count
        var text = line[fieldStart..<fieldEnd]
        while let first = text.first, first == 0x20 || first == 0x09 { text = text.dropFirst() }
        while let last = text.last, last == 0x20 || last == 0x09 || last == 0x0D { text = text.dropLast() }
        guard let value = Self.parseDouble(UnsafeRawBufferPointer(rebasing: text)) else {
            throw WeightFieldError(kind: .notANumber, line: lineNumber, field: number)
        }
        guard value.isFinite else { throw WeightFieldError(kind: .notFinite, line: lineNumber, field: number) }
        guard value >= 0 else { throw WeightFieldError(kind: .negative, line: lineNumber, field: number) }
        return value
    }
}

extension WeightField {
    /// The number spelled by all of `text`, or nil if any byte is left over.
    ///
    /// Plain decimals such as `12.75` take Clinger's fast path; anything else
    /// (exponents, long mantissas, `inf`) is read by the C library's `strtod`.
    static func parseDouble(_ text: UnsafeRawBufferPointer) -> Double? {
        plainDecimal(text) ?? parseWithStrtod(text)
    }

    /// Powers of ten that a `Double` holds exactly.
    static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    /// `digits[.digits]` with at most 15 digits in all: the digits form an
    /// integer below 2^53 and the divisor is an exact power of ten, so one
    /// correctly rounded division gives the same `Double` as `strtod`
    /// (W. D. Clinger, "How to read floating point numbers accurately", PLDI 1990).
    static func plainDecimal(_ text: UnsafeRawBufferPointer) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        for byte in text {
            if byte == UInt8(ascii: ".") && !seenPoint {
                seenPoint = true
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                // More than 15 digits could overflow the mantissa: leave them to strtod.
                guard digits < 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                if seenPoint { fractionDigits += 1 }
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        return Double(mantissa) / exactPowersOfTen[fractionDigits]
    }

    /// Reads `text` with `strtod` from a NUL-terminated copy on the stack.
    static func parseWithStrtod(_ text: UnsafeRawBufferPointer) -> Double? {
        guard !text.isEmpty, text.count <= 64 else { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { buffer -> Double? in
            guard let start = buffer.baseAddress else { return nil }
            for (index, byte) in text.enumerated() {
                // A NUL inside the field would end the C string early.
                guard byte != 0 else { return nil }
                buffer[index] = CChar(bitPattern: byte)
            }
            buffer[text.count] = 0
            var end: UnsafeMutablePointer<CChar>?
            let value = strtod(start, &end)
            return end == start + text.count ? value : nil
        }
    }
}

/// A line's weight field is missing or is not a usable weight.
struct WeightFieldError: Error, Hashable, CustomStringConvertible {
    enum Kind: Hashable {
        case missingField(fieldCount: Int)
        case notANumber
        case notFinite
        case negative
    }

    var kind: Kind
    /// The line, counting from 1.
    var line: Int
    /// The weight field, counting from 1.
    var field: Int

    var description: String {
        let place = "line \(line), field \(field)"
        return switch kind {
        case .missingField(let count): "\(place): the line has only \(count) field\(count == 1 ? "" : "s")"
        case .notANumber: "\(place): the weight is not a number"
        case .notFinite: "\(place): the weight is infinite or not a number"
        case .negative: "\(place): the weight is negative"
        }
    }
}
