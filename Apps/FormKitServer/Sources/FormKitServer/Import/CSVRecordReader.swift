/// Reads RFC 4180 records (with `,`, `;` or tab between fields) from UTF-8 bytes fed in chunks, each record with the line it starts on.
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
    /// What separates fields: `,`, or `;` (Excel's in much of Europe) or a tab (``Separator/detect(in:)``).
    public var separator = UInt8(ascii: ",")

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
            case separator: endField()
            case UInt8(ascii: "\n"): line += 1; endField(); try endRecord(emit: emit)
            case UInt8(ascii: "\r"): break
            default: append(byte); state = .unquoted
            }
        case .unquoted:
            switch byte {
            case separator: endField(); state = .fieldStart
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
            case separator: endField(); state = .fieldStart
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

extension CSVRecordReader {
    /// The separator a header line uses: whichever of `,`, `;` and tab occurs most outside quotes (`,` on a tie or none).
    public static func detectSeparator(inFirstLineOf bytes: some Sequence<UInt8>) -> UInt8 {
        var counts: [UInt8: Int] = [UInt8(ascii: ","): 0, UInt8(ascii: ";"): 0, UInt8(ascii: "\t"): 0]
        var quoted = false
        for byte in bytes {
            if byte == UInt8(ascii: "\"") { quoted.toggle(); continue }
            if quoted { continue }
            if byte == UInt8(ascii: "\n") { break }
            if counts[byte] != nil { counts[byte, default: 0] += 1 }
        }
        let comma = counts[UInt8(ascii: ",")] ?? 0
        let best = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }
        guard let best, best.value > comma else { return UInt8(ascii: ",") }
        return best.key
    }
}
