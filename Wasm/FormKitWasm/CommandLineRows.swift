import PhoneRows

/// `formkit phone type --tsv` and `phone info --tsv` for formkit-cli.mjs, streamed through ``Exchange``:
/// JavaScript writes the input into the text area, a piece at a time (pieces need not end at a line
/// end), and reads the rows back from the output area, as much at a time as fits. The rows are
/// PhoneRows', as the command line writes them. Only formkit-cli.wasm exports these; the page never
/// calls them.
enum CommandLineRows {
    /// Which command's rows.
    nonisolated(unsafe) static var isInfo = false
    nonisolated(unsafe) static var defaultRegion = PhoneInput.noRegion
    /// The input's unfinished last line.
    nonisolated(unsafe) static var line: [UInt8] = []
    /// Rows not handed over yet: `rows[handedOver...]`.
    nonisolated(unsafe) static var rows: [UInt8] = []
    nonisolated(unsafe) static var handedOver = 0

    /// Appends the row of one line, without its line feed (and a carriage return before it).
    static func appendRow(_ line: UnsafeRawBufferPointer) {
        if isInfo {
            _ = PhoneRows.appendInfoRow(line: line, defaultRegion: defaultRegion, to: &rows)
        } else {
            PhoneRows.appendTypeRow(line: line, defaultRegion: defaultRegion, to: &rows)
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

/// Starts a command: `isInfo` 1 for `phone info --tsv`, 0 for `phone type --tsv`, with the default
/// region in the second area (`regionCount` bytes; already upper-cased for info). For info, the output
/// then holds the header line and slot 0 its length.
@_cdecl("fk_rows_start")
func fkRowsStart(_ isInfo: Int32, _ regionCount: Int32) -> Int32 {
    CommandLineRows.isInfo = isInfo == 1
    let region = Exchange.second(Int(regionCount))
    CommandLineRows.defaultRegion = region.isEmpty ? PhoneInput.noRegion : region
    CommandLineRows.line.removeAll()
    CommandLineRows.rows.removeAll()
    CommandLineRows.handedOver = 0
    return Exchange.writeOutputs([isInfo == 1 ? PhoneRows.infoHeader + "\n" : ""]).rawValue
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
