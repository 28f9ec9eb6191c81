import Foundation
import PhoneNumberLookup
import PhoneNumbers

/// The rows and blocks `phone lookup` prints for each input.
struct PhoneLookupReport {
    /// The TSV header of `phone lookup --tsv`.
    static let header = ["input", "region", "locale", "description", "carrier", "time_zones"].joined(separator: "\t")

    var defaultRegion: String
    var locale: LookupLocale
    /// `--locale` as typed, printed in the locale column of lines without their own.
    var localeText: String
    var userRegion: String?
    var lookup = NumberLookup.bundled

    /// The three answers for a number.
    struct Answers {
        var description: String
        var carrier: String
        var timeZones: [String]
    }

    func answers(for number: PhoneNumber, locale: LookupLocale) throws(LookupDataError) -> Answers {
        Answers(
            description: try lookup.description(for: number, locale: locale, userRegion: userRegion),
            carrier: try lookup.carrierName(for: number, locale: locale),
            timeZones: try lookup.timeZones(for: number))
    }

    /// Writes one TSV row per `NUMBER<TAB>REGION[<TAB>LOCALE]` line and returns how many lines had no
    /// answers; problems go to standard error, naming the line but not the number.
    func writeRows<Output: TextOutputStream>(
        _ lines: some Sequence<String>, to output: inout Output, afterEach: (inout Output) -> Void
    ) throws(LookupDataError) -> Int {
        output.write(Self.header + "\n")
        var failures = 0
        for (index, line) in lines.enumerated() {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            let text = fields[0]
            let regionField = fields.count > 1 ? fields[1].trimmingCharacters(in: .whitespaces).uppercased() : ""
            let region = regionField.isEmpty ? defaultRegion : regionField
            let localeField = fields.count > 2 ? fields[2].trimmingCharacters(in: .whitespaces) : ""
            let localeColumn = Self.tsvSafe(Substring(localeField.isEmpty ? localeText : localeField))
            let columns = [Self.tsvSafe(text), Self.tsvSafe(Substring(region)), localeColumn]
            var answers: Answers?
            if let locale = localeField.isEmpty ? locale : LookupLocale(identifier: localeField) {
                switch Result(catching: { () throws(PhoneNumberParseError) in
                    try PhoneNumber(parsing: text, defaultRegion: region == PhoneRegionOptions.noRegion ? nil : region)
                }) {
                case .success(let number): answers = try self.answers(for: number, locale: locale)
                case .failure(let error): Self.report("line \(index + 1): \(error.report)")
                }
            } else {
                Self.report("line \(index + 1): unknown locale; use a language with an optional script, such as en or zh_Hant")
            }
            var row = columns
            if let answers {
                row += [answers.description, answers.carrier, answers.timeZones.joined(separator: "|")]
            } else {
                failures += 1
                row += ["", "", ""]
            }
            output.write(row.joined(separator: "\t") + "\n")
            afterEach(&output)
        }
        return failures
    }

    /// Writes a labelled block per number and returns how many could not be parsed.
    func writeBlocks<Output: TextOutputStream>(
        _ lines: some Sequence<String>, to output: inout Output, afterEach: (inout Output) -> Void
    ) throws(LookupDataError) -> Int {
        var failures = 0
        for (index, text) in lines.enumerated() {
            var rows = [("input", text)]
            let region = defaultRegion == PhoneRegionOptions.noRegion ? nil : defaultRegion
            switch Result(catching: { () throws(PhoneNumberParseError) in try PhoneNumber(parsing: text, defaultRegion: region) }) {
            case .success(let number):
                let answers = try self.answers(for: number, locale: locale)
                rows += [
                    ("description", answers.description.isEmpty ? "none" : answers.description),
                    ("carrier", answers.carrier.isEmpty ? "none" : answers.carrier),
                    ("time zones", answers.timeZones.joined(separator: ", ")),
                ]
            case .failure(let error):
                failures += 1
                rows.append(("error", error.report))
            }
            let width = rows.map(\.0.count).max() ?? 0
            let block = rows.map { name, value in name + String(repeating: " ", count: width - name.count + 2) + value + "\n" }
            output.write((index == 0 ? "" : "\n") + block.joined())
            afterEach(&output)
        }
        return failures
    }

    private static func report(_ message: String) {
        FileHandle.standardError.write(Data("formkit: \(message)\n".utf8))
    }

    /// The text with tabs, carriage returns and line feeds turned into spaces, so a row stays one row.
    private static func tsvSafe(_ text: Substring) -> String {
        String(text).replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\r", with: " ")
            .replacingOccurrences(of: "\n", with: " ")
    }
}
