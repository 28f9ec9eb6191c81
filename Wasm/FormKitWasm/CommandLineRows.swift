import PhoneNumbers
import PhoneRows

/// `formkit phone type --tsv` (and `--strict`), `phone info --tsv` and `phone paste --tsv` for formkit-cli.mjs, streamed through ``Exchange``:
/// JavaScript writes the input into the text area, a piece at a time (pieces need not end at a line
/// end), and reads the rows back from the output area, as much at a time as fits. The rows are
/// PhoneRows', as the command line writes them. Only formkit-cli.wasm exports these; the page never
/// calls them.
enum CommandLineRows {
    /// Which command's rows.
    enum Command: Int32 {
        case type = 0, info = 1, paste = 2, strictType = 3
    }

    nonisolated(unsafe) static var command = Command.type
    /// For `.strictType`: the types of lines without their own.
    nonisolated(unsafe) static var types = PhoneNumberTypeSet.all
    nonisolated(unsafe) static var defaultRegion = PhoneInput.noRegion
    /// The input's unfinished last line.
    nonisolated(unsafe) static var line: [UInt8] = []
    /// Rows not handed over yet: `rows[handedOver...]`.
    nonisolated(unsafe) static var rows: [UInt8] = []
    nonisolated(unsafe) static var handedOver = 0

    /// Appends the row of one line, without its line feed (and a carriage return before it).
    static func appendRow(_ line: UnsafeRawBufferPointer) {
        switch command {
        case .info: _ = PhoneRows.appendInfoRow(line: line, defaultRegion: defaultRegion, to: &rows)
        case .type: PhoneRows.appendTypeRow(line: line, defaultRegion: defaultRegion, to: &rows)
        case .paste: PhoneRows.appendPasteRow(line: line, defaultRegion: defaultRegion, to: &rows)
        case .strictType:
            PhoneRows.appendStrictTypeRow(line: line, defaultRegion: defaultRegion, defaultTypes: types, to: &rows)
        }
        rows.append(0x0A)
    }

    /// Takes a piece of input: every line it finishes becomes a row.
    static func take(_ piece: UnsafeRawBufferPointer) {
        var start = 0
        while let newline = piece[start...].firstIndex(of: 0x0A) {
            line.append(contentsOf: piece[start..<newline])
            if line.last == 0x0D { line.removeLast() }  // a CRLF line ending
            line.withUnsafeBytes { appendRow($0) }
            line.removeAll(keepingCapacity: true)
            start = newline + 1
        }
        line.append(contentsOf: piece[start...])
    }
}

/// Starts a command: `command` 0 for `phone type --tsv`, 1 for `phone info --tsv`, 2 for `phone paste
/// --tsv`, 3 for `phone type --tsv --strict` (with `types`, ``PhoneNumberTypeSet``'s bits, for lines
/// without their own; 0 for any), with the default region in the second area (`regionCount` bytes;
/// already upper-cased for info and paste). The output then holds the header line (none for type)
/// and slot 0 its length.
@_cdecl("fk_rows_start")
func fkRowsStart(_ command: Int32, _ regionCount: Int32, _ types: Int32) -> Int32 {
    CommandLineRows.command = CommandLineRows.Command(rawValue: command) ?? .type
    let allowed = PhoneNumberTypeSet(rawValue: UInt16(truncatingIfNeeded: types)).intersection(.all)
    CommandLineRows.types = allowed.isEmpty ? .all : allowed
    let region = Exchange.second(Int(regionCount))
    CommandLineRows.defaultRegion = region.isEmpty ? PhoneInput.noRegion : region
    CommandLineRows.line.removeAll()
    CommandLineRows.rows.removeAll()
    CommandLineRows.handedOver = 0
    let header = switch CommandLineRows.command {
    case .info: PhoneRows.infoHeader + "\n"
    case .paste: PhoneRows.pasteHeader + "\n"
    case .type, .strictType: ""
    }
    return Exchange.writeOutputs([header]).rawValue
}

/// Takes `inputCount` bytes of input from the text area (with `isLast` 1, the input ends there, and
/// an unfinished last line is a line too), then hands over as many rows' bytes as fit in the output:
/// slot 0 their count. Returns how many bytes of rows are still waiting: call again with no input
/// until none are.
@_cdecl("fk_rows")
func fkRows(_ inputCount: Int32, _ isLast: Int32) -> Int32 {
    CommandLineRows.take(Exchange.textBytes(Int(inputCount)))
    if isLast == 1 && !CommandLineRows.line.isEmpty {
        CommandLineRows.line.withUnsafeBytes { CommandLineRows.appendRow($0) }
        CommandLineRows.line.removeAll()
    }
    let start = CommandLineRows.handedOver
    let count = min(CommandLineRows.rows.count - start, Exchange.outputCapacity)
    CommandLineRows.rows.withUnsafeBytes { _ = Exchange.writeOutput(UnsafeRawBufferPointer(rebasing: $0[start..<(start + count)])) }
    Exchange.setSlot(0, count)
    CommandLineRows.handedOver += count
    let waiting = CommandLineRows.rows.count - CommandLineRows.handedOver
    if waiting == 0 {
        CommandLineRows.rows.removeAll(keepingCapacity: true)
        CommandLineRows.handedOver = 0
    }
    return Int32(waiting)
}
