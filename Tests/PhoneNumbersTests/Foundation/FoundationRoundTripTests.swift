import Foundation
import PhoneNumbers
import PropertyBased
import Testing

/// Round trips over the oracle corpus's valid numbers (Tools/oracle/valid_numbers.py): PhoneNumber →
/// JSON → PhoneNumber, and `formatted(.phoneNumber(f))` → `parseStrategy` for every format that keeps
/// the country. Each row also says whether `phonenumbers` reads the text back as the same number,
/// and FormKit must agree. The checked-in sample (every tenth number) always runs; the whole list
/// runs when scripts/test.d/21-phone-foundation.sh names it in `FORMKIT_VALID_NUMBERS`.
@Suite struct FoundationRoundTripTests {
    struct Row: Sendable, CustomStringConvertible {
        var number: PhoneNumber
        var stored: String
        var storedReadsBack: Bool
        /// Each format that keeps the country: the oracle's text, and whether it reads back.
        var formats: [(PhoneNumberFormat, String, Bool)]

        var description: String { stored }
    }

    static let header = [
        "country_code", "national_number", "italian_leading_zero", "leading_zeros", "extension",
        "stored", "stored_reads_back", "e164", "e164_reads_back", "international",
        "international_reads_back", "rfc3966", "rfc3966_reads_back",
    ]

    /// The list's path: the one the stage names, or the checked-in sample.
    static let path = ProcessInfo.processInfo.environment["FORMKIT_VALID_NUMBERS"]
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/valid-numbers-sample.tsv").path

    /// Every row of the list, or why it could not be read (`theListIsThere` reports it).
    static let loaded = Result { try load() }
    static let rows: [Row] = (try? loaded.get()) ?? []

    struct ListError: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads the list; a wrong header or a row it cannot read is an error, never a row left out.
    static func load() throws -> [Row] {
        let lines = try String(contentsOfFile: path, encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        guard lines.first == header else { throw ListError(description: "\(path): the header is not \(header)") }
        return try lines.dropFirst().enumerated().map { index, cells in
            guard cells.count == header.count, let code = Int(cells[0]), let national = UInt64(cells[1]),
                let zeros = Int(cells[3])
            else { throw ListError(description: "\(path): data row \(index + 1) cannot be read") }
            let number = PhoneNumber(
                countryCode: code, nationalNumber: national, italianLeadingZero: cells[2] == "true",
                numberOfLeadingZeros: zeros, extension: cells[4].isEmpty ? nil : cells[4])
            return Row(
                number: number, stored: cells[5], storedReadsBack: cells[6] == "true",
                formats: [(.e164, cells[7], cells[8] == "true"), (.international, cells[9], cells[10] == "true"),
                          (.rfc3966, cells[11], cells[12] == "true")])
        }
    }

    /// The number as `phonenumbers` reads `text` back: the same, less its extension for E.164.
    static func expected(_ number: PhoneNumber, after format: PhoneNumberFormat) -> PhoneNumber {
        var expected = number
        if format == .e164 { expected.extension = nil }
        return expected
    }

    /// The list was read whole. The line printed is what scripts/test.d/21-phone-foundation.sh compares
    /// with its own count of the list's rows.
    @Test func theListIsThere() throws {
        _ = try Self.loaded.get()
        print("FoundationRoundTripTests: \(Self.rows.count) valid numbers from \(Self.path)")
        #expect(Self.rows.count > 1_000)
        #expect(Self.rows.contains { $0.number.extension != nil })
        #expect(Self.rows.contains { $0.number.italianLeadingZero })
    }

    /// Every valid number: stored as the oracle's text, and read back exactly when the oracle reads it back.
    @Test func everyNumberThroughJSON() throws {
        for row in Self.rows {
            let json = try JSONEncoder().encode(row.number)
            #expect(String(decoding: json, as: UTF8.self) == "\"\(row.stored)\"", "\(row)")
            let decoded = try? JSONDecoder().decode(PhoneNumber.self, from: json)
            #expect((decoded == row.number) == row.storedReadsBack, "\(row)")
        }
    }

    /// Every valid number in every format that keeps the country: written as the oracle writes it, and
    /// read back by the style's parse strategy exactly when the oracle reads it back.
    @Test func everyNumberThroughEachFormat() {
        for row in Self.rows {
            for (format, text, readsBack) in row.formats {
                let style = PhoneNumber.FormatStyle.phoneNumber(format)
                #expect(row.number.formatted(style) == text, "\(row) \(format)")
                let parsed = try? style.parseStrategy.parse(row.number.formatted(style))
                #expect((parsed == Self.expected(row.number, after: format)) == readsBack, "\(row) \(format)")
            }
        }
    }

    /// Property: any valid number that reads back, given any extension, survives JSON and each format.
    @Test func anyNumberWithAnyExtensionRoundTrips() async {
        let readable = Self.rows.filter { $0.storedReadsBack && $0.formats.allSatisfy(\.2) }
        guard !readable.isEmpty else {
            Issue.record("no numbers")
            return
        }
        let extensionDigits = Gen.int(in: 0...9).array(of: 0...7).map { $0.map(String.init).joined() }
        let formats = Gen.int(in: 0...2).map { [PhoneNumberFormat.e164, .international, .rfc3966][$0] }
        await propertyCheck(count: 2_000, input: Gen.int(in: 0...(readable.count - 1)), extensionDigits, formats) {
            index, digits, format in
            var number = readable[index].number
            number.extension = digits.isEmpty ? nil : digits
            let decoded = try? JSONDecoder().decode(PhoneNumber.self, from: JSONEncoder().encode(number))
            #expect(decoded == number)
            let style = PhoneNumber.FormatStyle.phoneNumber(format)
            #expect((try? style.parseStrategy.parse(number.formatted(style))) == Self.expected(number, after: format))
        }
    }
}
