import PhoneNumbers

/// The rows of `formkit phone info --tsv` and `formkit phone type --tsv`, one input line at a time:
/// the command line and its WebAssembly build (`formkit-cli.mjs`) both write them with this code.
/// A line is its bytes without the line feed (and a carriage return before it).
package enum PhoneRows {
    /// The header line of `phone info --tsv`, without its line feed.
    package static let infoHeader = [
        "input", "region", "possible", "valid", "number_region", "type",
        "e164", "international", "national", "rfc3966", "error",
    ].joined(separator: "\t")

    /// The formats of the info row's columns, in column order.
    package static let infoFormats: [PhoneNumberFormat] = [.e164, .international, .national, .rfc3966]

    /// Appends the `phone info --tsv` row of a `NUMBER[<TAB>REGION]` line, without its line feed;
    /// false when the number could not be parsed.
    package static func appendInfoRow(line: UnsafeRawBufferPointer, defaultRegion: String, to row: inout [UInt8]) -> Bool {
        let input = PhoneInput(bytes: line, defaultRegion: defaultRegion)
        let result = input.parsed
        appendInfoRow(input, result, to: &row)
        if case .failure = result { return false }
        return true
    }

    /// Appends one info row, without its line feed: the input, its region, then the oracle's columns
    /// or the error kind. The numbers are formatted straight into `row`.
    package static func appendInfoRow(
        _ input: PhoneInput, _ result: Result<PhoneNumber, PhoneNumberParseError>, to row: inout [UInt8]
    ) {
        row.appendTSVSafe(input.text)
        row.appendTab()
        row.append(input.region)
        switch result {
        case .success(let number):
            let (isValid, type, region) = number.validityTypeAndRegion
            row.appendTab()
            row.append(number.isPossible)
            row.appendTab()
            row.append(isValid)
            row.appendTab()
            if let region { row.append(region) }
            row.appendTab()
            row.append(type.rawValue)
            number.appendFormatted(infoFormats, eachAfter: 0x09, to: &row)
            row.appendTab()
        case .failure(let error):
            for _ in 0..<9 { row.appendTab() }
            row.append(error.kind.rawValue)
        }
    }

    /// Appends the `phone type --tsv` row of a `KEYSTROKES[<TAB>REGION]` line, without its line feed:
    /// the keystrokes typed into a new field (each character one keystroke), the field's text after
    /// each joined by `|`.
    package static func appendTypeRow(line: UnsafeRawBufferPointer, defaultRegion: String, to row: inout [UInt8]) {
        if line.isASCII {
            appendTypedASCII(line, defaultRegion: defaultRegion, to: &row)
            return
        }
        let text = String(decoding: line, as: UTF8.self)
        let columns = text.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        var formatter = AsYouTypeFormatter(region: columns.count > 1 ? String(columns[1]) : defaultRegion)
        for (index, key) in (columns.first ?? "").enumerated() {
            if index > 0 { row.append(UInt8(ascii: "|")) }
            row.append(formatter.input(key))
        }
    }

    /// The type row of an ASCII line, where every byte is one keystroke.
    private static func appendTypedASCII(_ line: UnsafeRawBufferPointer, defaultRegion: String, to row: inout [UInt8]) {
        let tab = line.firstIndex(of: 0x09)
        let region = tab.map { String(decoding: line[($0 + 1)...], as: UTF8.self) } ?? defaultRegion
        var formatter = AsYouTypeFormatter(region: region)
        for index in 0..<(tab ?? line.count) {
            if index > 0 { row.append(UInt8(ascii: "|")) }
            row.append(formatter.input(ascii: line[index]))
        }
    }
}
