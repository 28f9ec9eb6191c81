import PhoneNumbers

/// The two commands of `formkit-cli.mjs`, `phone type --tsv` and `phone info --tsv`, with the native
/// CLI's contract byte for byte: each takes a block of whole input lines and gives their output rows.
enum CommandRows {
    /// The header line of `phone info --tsv`.
    static let infoHeader = "input\tregion\tpossible\tvalid\tnumber_region\ttype\te164\tinternational\tnational\trfc3966\terror\n"

    /// The region code that stands for "no default region".
    static let noRegion = "ZZ"

    /// `phone type --tsv`: each `KEYSTROKES[<TAB>REGION]` line typed into a new field, the texts after
    /// each keystroke joined by `|`. Request: default region, then the lines.
    static func typeRows(_ request: Request) -> Response {
        rows(request) { line, defaultRegion in
            let columns = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            var formatter = AsYouTypeFormatter(region: columns.count > 1 ? String(columns[1]) : defaultRegion)
            return (columns.first ?? "").map { formatter.input($0) }.joined(separator: "|")
        }
    }

    /// `phone info --tsv`: one row per `NUMBER[<TAB>REGION]` line. Request: default region, then the lines.
    static func infoRows(_ request: Request) -> Response {
        rows(request) { line, defaultRegion in
            var text = line[...]
            var region = defaultRegion
            if let tab = line.lastIndex(of: "\t") {
                text = line[..<tab]
                let suffix = trimmingWhitespace(line[line.index(after: tab)...])
                if !suffix.isEmpty { region = suffix.uppercased() }
            }
            var columns = [tsvSafe(text), region]
            do throws(PhoneNumberParseError) {
                let number = try PhoneNumber(parsing: text, defaultRegion: region == noRegion ? nil : region)
                columns += [
                    number.isPossible ? "true" : "false", number.isValid ? "true" : "false",
                    number.region ?? "", number.type.rawValue,
                    number.formatted(.e164), number.formatted(.international),
                    number.formatted(.national), number.formatted(.rfc3966), "",
                ]
            } catch {
                columns += Array(repeating: "", count: 8)
                columns.append(error.kind.rawValue)
            }
            return columns.joined(separator: "\t")
        }
    }

    /// Runs `row` over each line of the request's second field (lines end with `\n`, `\r\n` taken as
    /// one end; the last may have none) and answers the rows, each ending with `\n`.
    private static func rows(_ request: Request, _ row: (String, String) -> String) -> Response {
        let defaultRegion = request.text(0)
        var output: [UInt8] = []
        var lines = request.remainder(afterFields: 1)
        while !lines.isEmpty {
            var line = lines
            if let newline = lines.firstIndex(of: 10) {
                line = lines[..<newline]
                lines = lines[(newline + 1)...]
                if line.last == 13 { line = line.dropLast() }
            } else {
                lines = []
            }
            output.append(contentsOf: row(String(decoding: line, as: UTF8.self), defaultRegion).utf8)
            output.append(10)
        }
        var response = Response()
        response.appendRaw(output)
        return response
    }

    /// The text with tabs, carriage returns and line feeds turned into spaces, so a row stays one row.
    private static func tsvSafe(_ text: Substring) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(scalar == "\t" || scalar == "\n" || scalar == "\r" ? " " : scalar)
        }
        return String(scalars)
    }

    private static func trimmingWhitespace(_ text: Substring) -> Substring {
        let start = text.firstIndex { !isWhitespace($0) } ?? text.endIndex
        let end = text.lastIndex { !isWhitespace($0) }.map(text.index(after:)) ?? start
        return text[start..<end]
    }

    /// `Character.isWhitespace` (the first scalar's White_Space property, Unicode 16) without the
    /// standard library's property table, 20 KB of a WebAssembly build.
    private static func isWhitespace(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }
}
