import Foundation
import PhoneNumberLookup
import PhoneNumbers
import PhoneRows

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

    /// Appends the TSV row of one `NUMBER<TAB>REGION[<TAB>LOCALE]` line; a line without answers is
    /// counted as failed, with a message naming the line but not the number.
    func appendRow(_ line: String, to output: inout ChunkOutput) throws(LookupDataError) {
        let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        let text = fields[0]
        let regionField = fields.count > 1 ? fields[1].trimmingCharacters(in: .whitespaces).uppercased() : ""
        let region = regionField.isEmpty ? defaultRegion : regionField
        let localeField = fields.count > 2 ? fields[2].trimmingCharacters(in: .whitespaces) : ""
        var answers: Answers?
        if let locale = localeField.isEmpty ? locale : LookupLocale(identifier: localeField) {
            switch Result(catching: { () throws(PhoneNumberParseError) in
                try PhoneNumber(parsing: text, defaultRegion: region == PhoneRegionOptions.noRegion ? nil : region)
            }) {
            case .success(let number): answers = try self.answers(for: number, locale: locale)
            case .failure(let error):
                let report = error.report
                output.fail { "formkit: line \($0): \(report)\n" }
            }
        } else {
            output.fail { "formkit: line \($0): unknown locale; use a language with an optional script, such as en or zh_Hant\n" }
        }
        output.bytes.appendTSVSafe(text)
        output.bytes.appendTab()
        output.bytes.appendTSVSafe(region.utf8)
        output.bytes.appendTab()
        output.bytes.appendTSVSafe((localeField.isEmpty ? localeText : localeField).utf8)
        output.bytes.appendTab()
        if let answers {
            output.bytes.append(answers.description)
            output.bytes.appendTab()
            output.bytes.append(answers.carrier)
            output.bytes.appendTab()
            for (index, zone) in answers.timeZones.enumerated() {
                if index > 0 { output.bytes.append(UInt8(ascii: "|")) }
                output.bytes.append(zone)
            }
        } else {
            output.bytes.append(contentsOf: [0x09, 0x09])
        }
        output.bytes.appendNewline()
    }

    /// Appends a labelled block for one number; one that cannot be parsed is counted as failed.
    func appendBlock(_ text: String, to output: inout ChunkOutput) throws(LookupDataError) {
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
            output.fail()
            rows.append(("error", error.report))
        }
        if !output.isFirstLineOfInput { output.bytes.appendNewline() }
        output.bytes.append(alignedBlock(rows))
    }
}
