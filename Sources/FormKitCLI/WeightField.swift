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
        guard text.count <= 64, let value = Double(String(decoding: text, as: UTF8.self)) else {
            throw WeightFieldError(kind: .notANumber, line: lineNumber, field: number)
        }
        guard value.isFinite else { throw WeightFieldError(kind: .notFinite, line: lineNumber, field: number) }
        guard value >= 0 else { throw WeightFieldError(kind: .negative, line: lineNumber, field: number) }
        return value
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
