import PhoneNumbers

/// The rows of `formkit phone paste --tsv` and `formkit phone type --tsv --strict`, shared by the
/// command line and formkit-cli.mjs like the other rows.
extension PhoneRows {
    /// The header line of `phone paste --tsv`, without its line feed.
    package static let pasteHeader = ["text", "region", "field", "country", "e164", "extension"].joined(separator: "\t")

    /// Appends the `phone paste --tsv` row of a `TEXT[<TAB>REGION]` line, without its line feed: the
    /// text, its region (`ZZ` for none), then the field's text after the text is pasted into an empty
    /// field for the region, the field's country, and the number's E.164 and extension when it is valid.
    package static func appendPasteRow(line: UnsafeRawBufferPointer, defaultRegion: String, to row: inout [UInt8]) {
        let input = PhoneInput(bytes: line, defaultRegion: defaultRegion)
        let region = input.region == PhoneInput.noRegion ? nil : input.region
        let paste = PhonePaste(reading: String(input.text), region: region)
        row.appendTSVSafe(input.text)
        row.appendTab()
        row.append(input.region)
        row.appendTab()
        row.appendTSVSafe(paste.text.utf8)
        row.appendTab()
        if let country = paste.region { row.append(country) }
        row.appendTab()
        if let number = paste.number {
            row.append(number.formatted(.e164))
            row.appendTab()
            row.appendTSVSafe((number.extension ?? "").utf8)
        } else {
            row.appendTab()
        }
    }

    /// What a `phone type --tsv --strict` row says when its TYPES column names no type (the
    /// keystrokes are not typed).
    package static let unknownTypesRow = "error: unknown type in TYPES; use fixed_line, mobile, toll_free, premium_rate, shared_cost, voip, personal_number, pager, uan or voicemail"

    /// Appends the `phone type --tsv --strict` row of a `KEYSTROKES[<TAB>REGION[<TAB>TYPES]]` line,
    /// without its line feed: the texts after each keystroke joined by `|`, a refused keystroke
    /// showing the text unchanged. `defaultTypes` is for lines without TYPES.
    package static func appendStrictTypeRow(
        line: UnsafeRawBufferPointer, defaultRegion: String, defaultTypes: PhoneNumberTypeSet, to row: inout [UInt8]
    ) {
        let text = String(decoding: line, as: UTF8.self)
        let columns = text.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        let region = columns.count > 1 && !columns[1].isEmpty ? String(columns[1]) : defaultRegion
        var types = defaultTypes
        if columns.count > 2 && !columns[2].isEmpty {
            guard let named = PhoneNumberTypeSet(names: columns[2]) else {
                row.append(unknownTypesRow)
                return
            }
            types = named
        }
        var typing = StrictTyping(region: region, types: types)
        for (index, scalar) in (columns.first ?? "").unicodeScalars.enumerated() {
            if index > 0 { row.append(UInt8(ascii: "|")) }
            row.append(typing.input(scalar))
        }
    }
}

/// Keystrokes typed at the end of a strict field, as `phone type --strict` shows them: a keystroke
/// after which no valid number of the types can be typed is refused, and the text stays as it was.
package struct StrictTyping {
    private var formatter: AsYouTypeFormatter
    private let field: PhoneFieldFormatter
    /// The meaningful characters typed so far (ASCII digits, a `+` first).
    private var typed = ""

    package init(region: String, types: PhoneNumberTypeSet) {
        formatter = AsYouTypeFormatter(region: region)
        field = PhoneFieldFormatter(region: region, strict: true, types: types)
    }

    /// Types one keystroke (unless refused); the text after it.
    package mutating func input(_ scalar: Unicode.Scalar) -> String {
        let key = String(Character(scalar))
        let meaningful = field.meaningfulCharacters(in: key[...], at: typed.utf8.count)
        if !meaningful.isEmpty {
            guard field.canBecomeValid(typed + meaningful) else { return formatter.output }
            typed += meaningful
        }
        return formatter.input(Character(scalar))
    }
}
