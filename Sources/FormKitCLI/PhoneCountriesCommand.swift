import ArgumentParser
import Foundation
import PhoneCountries
import PhoneRows

/// `formkit phone countries`: the country catalogue in a locale, and its search.
struct PhoneCountriesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "countries",
        abstract: "List the regions libphonenumber supports, with calling codes, flags and names, or search them.",
        discussion: """
            Lists every region, the locale's default region first (its own region, or else CLDR's \
            likely one: de DE, pt BR, zh-Hant TW), the rest in the locale's alphabetical order, with \
            CLDR 46's names in the locale (Foundation's, corrected where Apple's ICU data differs). \
            With --tsv, the first line is the header \
            \(headerInHelp(PhoneCountriesReport.listHeader)).

            With --search, finds the regions a person typing each QUERY most likely means, best \
            first, at most 10: an ISO code, a calling code (+41 or 41, libphonenumber's main country \
            first), a name in the locale or in English, the country's own name, an everyday or \
            former name (Turkey, Holland, Swaziland), without diacritics, or with one mistake. \
            --search --tsv reads LOCALE<TAB>QUERY lines from standard input (a line without a tab \
            is a query in --locale) and prints the header \
            \(headerInHelp(PhoneCountriesReport.searchHeader)), the regions joined by '|'.

            Exit status: 0; 2 for an unknown locale (with --tsv, 1 when a line's locale is unknown: \
            its regions are empty and standard error names the line).

            Examples:
              formkit phone countries --locale de --tsv
              formkit phone countries --search --locale fr Deutschland "+41" Swizerland
              formkit phone countries --search --tsv < queries.tsv
            """
    )

    @Option(help: ArgumentHelp("The locale of the names: en, de-CH, zh-Hant.", valueName: "locale"))
    var locale: String = "en"

    @Flag(help: "Search: print the regions each query most likely means.")
    var search = false

    @Flag(help: "Print tab-separated values with a header line.")
    var tsv = false

    @Argument(help: "With --search, the texts to search for.")
    var queries: [String] = []

    func validate() throws {
        if !search && !queries.isEmpty { throw ValidationError("queries need --search.") }
        if search && !tsv && queries.isEmpty { throw ValidationError("give a query to --search, or --tsv to read them.") }
        if search && tsv && !queries.isEmpty { throw ValidationError("--search --tsv reads its queries from standard input.") }
    }

    func run() throws {
        var output = StandardOutput()
        defer { output.flush() }
        if search && tsv {
            let failures = searchLines(to: &output)
            if failures > 0 {
                output.flush()
                throw exitReporting("\(failures) line\(failures == 1 ? "" : "s") named an unknown locale.", code: 1)
            }
            return
        }
        let catalogue: CountryCatalogue
        do {
            catalogue = try CountryCatalogue(locale: locale)
        } catch {
            throw exitReporting("--locale: \(error)", code: 2)
        }
        if search {
            for (index, query) in queries.enumerated() {
                if index > 0 { output.writeLine("") }
                output.write(PhoneCountriesReport.block(query, catalogue))
            }
        } else {
            if tsv { output.writeLine(PhoneCountriesReport.listHeader) }
            for entry in catalogue.entries { output.writeLine(PhoneCountriesReport.line(entry, tsv: tsv)) }
        }
    }

    /// `--search --tsv`: one row per standard input line; the number of lines whose locale is unknown.
    private func searchLines(to output: inout StandardOutput) -> Int {
        output.writeLine(PhoneCountriesReport.searchHeader)
        var failures = 0, lineNumber = 0
        while let line = readLine(strippingNewline: true) {
            lineNumber += 1
            let text = line.hasSuffix("\r") ? String(line.dropLast()) : line
            let fields = text.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            let lineLocale = fields.count == 2 ? String(fields[0]) : locale
            let query = String(fields.last ?? "")
            var row: [UInt8] = []
            row.appendTSVSafe(Array(lineLocale.utf8))
            row.appendTab()
            row.appendTSVSafe(Array(query.utf8))
            row.appendTab()
            do {
                let catalogue = try CountryCatalogue(locale: lineLocale)
                row.append(contentsOf: catalogue.search(query).joined(separator: "|").utf8)
            } catch {
                failures += 1
                FileHandle.standardError.write(Data("formkit: line \(lineNumber): \(error)\n".utf8))
            }
            output.write(bytes: row)
            output.writeLine("")
        }
        return failures
    }
}

/// The lines `phone countries` prints.
enum PhoneCountriesReport {
    /// The header of `phone countries --tsv`.
    static let listHeader = ["region", "calling_code", "name", "flag"].joined(separator: "\t")
    /// The header of `phone countries --search --tsv`.
    static let searchHeader = ["locale", "query", "regions"].joined(separator: "\t")

    /// A region's line: a TSV row, or `🇨🇭 CH +41 Schweiz` for people.
    static func line(_ entry: CountryEntry, tsv: Bool) -> String {
        tsv
            ? [entry.region, String(entry.callingCode), entry.name, entry.flag].joined(separator: "\t")
            : "\(entry.flag) \(entry.region) +\(entry.callingCode) \(entry.name)"
    }

    /// A query and what it found, for people: the query, then one region a line, or "no country".
    static func block(_ query: String, _ catalogue: CountryCatalogue) -> String {
        var block = "\(query)\n"
        let found = catalogue.search(query)
        for region in found {
            if let entry = catalogue.entries.first(where: { $0.region == region }) {
                block += "  \(line(entry, tsv: false))\n"
            }
        }
        if found.isEmpty { block += "  no country\n" }
        return block
    }
}
