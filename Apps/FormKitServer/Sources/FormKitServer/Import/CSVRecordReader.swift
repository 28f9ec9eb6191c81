/// Reads RFC 4180 records from UTF-8 bytes fed in chunks, each record with the line it starts on.
///
/// A record that cannot be read (broken quoting, invalid UTF-8, too many fields, too long) comes out as
/// a refusal with its reason, and reading goes on at the next line: bad input never stops the file.
///
/// ```swift
/// var reader = CSVRecordReader()
/// reader.read(Array("name,city\r\n\"O'Neill, S\",Cork\n".utf8)) { print($0) }
/// // .record(line: 1, fields: ["name", "city"])
/// // .record(line: 2, fields: ["O'Neill, S", "Cork"])
/// ```
/// - Complexity: O(n) in the bytes; memory bounded by `maximumRecordBytes`.
public struct CSVRecordReader: Sendable {
    public enum Output: Hashable, Sendable {
        case record(line: Int, fields: [String])
        case refused(line: Int, reason: String)
    }

    /// The longest record kept; longer ones are refused whole (a 100 MB line costs no memory).
    public var maximumRecordBytes = 64 * 1024
    /// The most fields kept; a record with more is refused.
    public var maximumFields = 64

    private enum State: Sendable { case fieldStart, unquoted, quoted, quoteInQuoted, skippingLine }
    private var state = State.fieldStart
    private var field: [UInt8] = []
    private var fields: [[UInt8]] = []
    private var recordBytes = 0
    private var fieldCount = 0
    private var line = 1
    private var recordLine = 1
    private var refusal: String?
    private var startOfInput = true
    private var bomBytesSeen = 0

    public init() {}

    /// Feeds the next bytes; `emit` gets every record they complete.
    public mutating func read(_ bytes: some Sequence<UInt8>, emit: (Output) throws -> Void) rethrows {
        for byte in bytes {
            if startOfInput {
                // An optional byte-order mark, EF BB BF, before the first field.
                let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
                if byte == bom[bomBytesSeen] {
                    bomBytesSeen += 1
                    if bomBytesSeen == 3 { startOfInput = false }
                    continue
                }
                startOfInput = false
                for earlier in bom.prefix(bomBytesSeen) { try consume(earlier, emit: emit) }
            }
            try consume(byte, emit: emit)
        }
    }

    /// Ends the input: a last record without a line break comes out too.
    public mutating func finish(emit: (Output) throws -> Void) rethrows {
        switch state {
        case .quoted:
            refuse("a quoted field is not closed before the end of the file")
            try endRecord(emit: emit)
        case .fieldStart where fieldCount == 0 && refusal == nil:
            break  // the input ended with a line break
        case .skippingLine:
            try endRecord(emit: emit)
        case .fieldStart, .unquoted, .quoteInQuoted:
            endField()
            try endRecord(emit: emit)
        }
    }

    private mutating func consume(_ byte: UInt8, emit: (Output) throws -> Void) rethrows {
        recordBytes += 1
        if recordBytes > maximumRecordBytes, refusal == nil {
            refuse("the record is longer than \(maximumRecordBytes) bytes")
            state = .skippingLine
        }
        switch state {
        case .skippingLine:
            if byte == UInt8(ascii: "\n") { line += 1; try endRecord(emit: emit) }
        case .fieldStart:
            switch byte {
            case UInt8(ascii: "\""): state = .quoted
            case UInt8(ascii: ","): endField()
            case UInt8(ascii: "\n"): line += 1; endField(); try endRecord(emit: emit)
            case UInt8(ascii: "\r"): break
            default: append(byte); state = .unquoted
            }
        case .unquoted:
            switch byte {
            case UInt8(ascii: ","): endField(); state = .fieldStart
            case UInt8(ascii: "\n"): line += 1; endField(); try endRecord(emit: emit)
            case UInt8(ascii: "\r"): break
            case UInt8(ascii: "\""): refuse("a quote inside an unquoted field"); state = .skippingLine
            default: append(byte)
            }
        case .quoted:
            if byte == UInt8(ascii: "\"") {
                state = .quoteInQuoted
            } else {
                if byte == UInt8(ascii: "\n") { line += 1 }
                append(byte)
            }
        case .quoteInQuoted:
            switch byte {
            case UInt8(ascii: "\""): append(byte); state = .quoted
            case UInt8(ascii: ","): endField(); state = .fieldStart
            case UInt8(ascii: "\n"): line += 1; endField(); try endRecord(emit: emit)
            case UInt8(ascii: "\r"): break
            default: refuse("text after a closing quote"); state = .skippingLine
            }
        }
    }

    private mutating func append(_ byte: UInt8) {
        if refusal == nil { field.append(byte) }
    }

    private mutating func endField() {
        fieldCount += 1
        if fieldCount > maximumFields, refusal == nil { refuse("more than \(maximumFields) fields") }
        if refusal == nil { fields.append(field) }
        field.removeAll(keepingCapacity: true)
    }

    private mutating func refuse(_ reason: String) {
        if refusal == nil { refusal = reason }
        fields.removeAll()
        field.removeAll()
    }

    private mutating func endRecord(emit: (Output) throws -> Void) rethrows {
        defer {
            fields.removeAll(keepingCapacity: true)
            field.removeAll(keepingCapacity: true)
            fieldCount = 0
            recordBytes = 0
            refusal = nil
            state = .fieldStart
            recordLine = line
        }
        if let refusal {
            try emit(.refused(line: recordLine, reason: refusal))
            return
        }
        if fields.count == 1, fields[0].isEmpty { return }  // a blank line
        var texts: [String] = []
        for bytes in fields {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                try emit(.refused(line: recordLine, reason: "not UTF-8 text"))
                return
            }
            texts.append(text)
        }
        try emit(.record(line: recordLine, fields: texts))
    }
}
