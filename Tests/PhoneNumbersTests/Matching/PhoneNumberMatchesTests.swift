import PhoneNumbers
import Testing

/// Finding numbers in text at every leniency. Most texts are libphonenumber's own matcher test vectors
/// (impossible numbers, dates, time stamps, letters and currency signs around numbers, second numbers,
/// inner matches); the expected matches were recorded from phonenumbers 9.0.43.
@Suite struct PhoneNumberMatchesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var region: String
        /// The matches at possible, valid, strict and exact grouping: `START..<END=E164` joined by `|`.
        var expected: [String]
        init(_ text: String, _ region: String, _ expected: [String]) {
            self.text = text
            self.region = region
            self.expected = expected
        }
        var testDescription: String { "\(text) [\(region)]" }
    }

    static let cases: [Case] = [
        Case("12345", "US", ["", "", "", ""]),
        Case("234567890112", "US", ["", "", "", ""]),
        Case("650+253+1234", "US", ["", "", "", ""]),
        Case("3/10/1984", "US", ["", "", "", ""]),
        Case("03/27/2011", "US", ["", "", "", ""]),
        Case("31/8/2011", "US", ["", "", "", ""]),
        Case("10/12/82", "DE", ["", "", "", ""]),
        Case("650x2531234", "US", ["", "", "", ""]),
        Case("2012-01-02 08:00", "US", ["", "", "", ""]),
        Case("2012/01/02 08:00", "US", ["", "", "", ""]),
        Case("20120102 08:00", "US", ["", "", "", ""]),
        Case("2014-04-12 04:04 PM", "US", ["", "", "", ""]),
        Case("7121115678", "US", ["0..<10=+17121115678", "", "", ""]),
        Case("1650 x 253 - 1234", "US", ["0..<17=+16502531234", "", "", ""]),
        Case("650 253 1234", "US", ["0..<12=+16502531234", "0..<12=+16502531234", "0..<12=+16502531234", "0..<12=+16502531234"]),
        Case("(650) 253-1234", "US", ["0..<14=+16502531234", "0..<14=+16502531234", "0..<14=+16502531234", "0..<14=+16502531234"]),
        Case("+44 (0)20 7031 3000", "GB", ["0..<19=+442070313000", "0..<19=+442070313000", "0..<19=+442070313000", "0..<19=+442070313000"]),
        Case("30123456", "DE", ["0..<8=+4930123456", "", "", ""]),
        Case("030 123456", "DE", ["0..<10=+4930123456", "0..<10=+4930123456", "0..<10=+4930123456", "0..<10=+4930123456"]),
        Case("+49 30 12345 6", "DE", ["0..<14=+4930123456", "0..<14=+4930123456", "0..<14=+4930123456", ""]),
        Case("49 30 1234 5678", "DE", ["0..<15=+493012345678", "0..<15=+493012345678", "0..<15=+493012345678", "0..<15=+493012345678"]),
        Case("abc8005001234", "US", ["3..<13=+18005001234", "", "", ""]),
        Case("8005001234def", "US", ["0..<10=+18005001234", "", "", ""]),
        Case("$8005001234", "US", ["1..<11=+18005001234", "", "", ""]),
        Case("8005001234%", "US", ["0..<10=+18005001234", "", "", ""]),
        Case("Call +1 425 882-8080 for details.", "US", ["5..<20=+14258828080", "5..<20=+14258828080", "5..<20=+14258828080", "5..<20=+14258828080"]),
        Case("Tel: 650-253-0000/650-253-1111", "US", ["5..<17=+16502530000|18..<30=+16502531111", "5..<17=+16502530000|18..<30=+16502531111", "5..<17=+16502530000|18..<30=+16502531111", "5..<17=+16502530000|18..<30=+16502531111"]),
        Case("(650) 223 3345 (754) 223 3321", "US", ["0..<14=+16502233345|15..<29=+17542233321", "0..<14=+16502233345|15..<29=+17542233321", "0..<14=+16502233345|15..<29=+17542233321", "0..<14=+16502233345|15..<29=+17542233321"]),
        Case("12345 - 332-445-1234 is my number", "US", ["8..<20=+13324451234", "8..<20=+13324451234", "8..<20=+13324451234", "8..<20=+13324451234"]),
        Case("211-227 (2003)", "US", ["", "", "", ""]),
        Case("call 650 253 0000 x123 or 650-253-0001", "US", ["5..<22=+16502530000|26..<38=+16502530001", "5..<22=+16502530000|26..<38=+16502530001", "5..<22=+16502530000|26..<38=+16502530001", "5..<22=+16502530000|26..<38=+16502530001"]),
        Case("(530) 583-6985 x302/x2303", "US", ["0..<19=+15305836985", "0..<19=+15305836985", "0..<19=+15305836985", "0..<19=+15305836985"]),
        Case("tel:+1-650-253-0000;ext=99", "ZZ", ["4..<26=+16502530000", "4..<26=+16502530000", "4..<26=+16502530000", "4..<26=+16502530000"]),
        Case("+41 44 668 1800", "ZZ", ["0..<15=+41446681800", "0..<15=+41446681800", "0..<15=+41446681800", ""]),
        Case("1800 six-flag", "US", ["", "", "", ""]),
        Case("été 0612345678", "FR", ["4..<14=+33612345678", "4..<14=+33612345678", "4..<14=+33612345678", "4..<14=+33612345678"]),
        Case("éte0612345678", "FR", ["3..<13=+33612345678", "", "", ""]),
        Case("061 234 5678", "FR", ["0..<12=+33612345678", "0..<12=+33612345678", "", ""]),
        Case("0612 3456 78", "FR", ["0..<12=+33612345678", "0..<12=+33612345678", "", ""]),
        Case("\u{0660}\u{0666}\u{0661}\u{0662}\u{0663}\u{0664}\u{0665}\u{0666}\u{0667}\u{0668}", "FR", ["0..<10=+33612345678", "0..<10=+33612345678", "0..<10=+33612345678", "0..<10=+33612345678"]),
        Case("2012-01-02 08:00:00 +1 650 253 0000", "ZZ", ["20..<35=+16502530000", "20..<35=+16502530000", "20..<35=+16502530000", "20..<35=+16502530000"]),
        Case("+49 15/12345/6789", "DE", ["0..<17=+4915123456789", "0..<17=+4915123456789", "", ""]),
        Case("0800 123 4567", "AT", ["0..<13=+438001234567", "0..<13=+438001234567", "0..<13=+438001234567", ""]),
        Case("(741) 041-0523", "IN", ["0..<14=+917410410523", "0..<14=+917410410523", "0..<14=+917410410523", "0..<14=+917410410523"]),
        Case("0121 23 42 671", "GB", ["0..<14=+441212342671", "0..<14=+441212342671", "", ""]),
        Case("+91 1861 123 456 789", "ZZ", ["0..<20=+911861123456789", "0..<20=+911861123456789", "0..<20=+911861123456789", "0..<20=+911861123456789"]),
        Case("1234567890123456789012345678901234567890", "US", ["", "", "", ""]),
        Case("+", "US", ["", "", "", ""]),
        Case("", "US", ["", "", "", ""]),
        Case("😀 ＋１ ６５０ ２５３ ００００ 😀", "ZZ", ["2..<17=+16502530000", "2..<17=+16502530000", "2..<17=+16502530000", "2..<17=+16502530000"]),
    ]

    @Test(arguments: cases)
    func findsWhatLibphonenumberFinds(_ test: Case) {
        for leniency in PhoneNumber.Leniency.allCases {
            let found = PhoneNumber.matches(in: test.text, defaultRegion: test.region, leniency: leniency).map {
                "\($0.scalarOffsets.lowerBound)..<\($0.scalarOffsets.upperBound)=\($0.number.formatted(.e164))"
            }
            #expect(found.joined(separator: "|") == test.expected[leniency.rawValue], "\(leniency)")
        }
    }

    @Test func rangesAndRawStringsPointIntoTheText() throws {
        let text = "☎ Zürich: +41 44 668 18 00, fax 044 668 18 01."
        let matches = Array(PhoneNumber.matches(in: text, defaultRegion: "CH"))
        #expect(matches.map(\.rawString) == ["+41 44 668 18 00", "044 668 18 01"])
        for match in matches {
            #expect(String(text[match.range]) == match.rawString)
            #expect(match.scalarOffsets.count == match.rawString.unicodeScalars.count)
        }
        #expect(matches.map(\.scalarOffsets) == [10..<26, 32..<45])
    }

    @Test func triesAreLimited() {
        // Each "1/2/33" is a date, so a failed try; a number after enough of them is never reached.
        let text = String(repeating: "1/2/33 and ", count: 5) + "650 253 0000"
        #expect(PhoneNumber.matches(in: text, defaultRegion: "US", maxTries: 5).map(\.rawString).isEmpty)
        #expect(PhoneNumber.matches(in: text, defaultRegion: "US", maxTries: 6).map(\.rawString) == ["650 253 0000"])
        #expect(PhoneNumber.matches(in: "650 253 0000", defaultRegion: "US", maxTries: 0).map(\.rawString).isEmpty)
    }

    @Test func regionIsReadWithoutCaseAndZZMeansNone() {
        #expect(PhoneNumber.matches(in: "020 7031 3000", defaultRegion: "gb").map(\.number.countryCode) == [44])
        #expect(PhoneNumber.matches(in: "020 7031 3000", defaultRegion: "ZZ").map(\.rawString).isEmpty)
        #expect(PhoneNumber.matches(in: "020 7031 3000").map(\.rawString).isEmpty)
    }

    @Test func longTextsFinishAndFindEveryNumber() {
        let prose = String(repeating: "(650) 253-0000 and ", count: 20_000)
        #expect(PhoneNumber.matches(in: prose, defaultRegion: "US").reduce(0) { count, _ in count + 1 } == 20_000)
        // 100,000 scalars of digits, hyphens and brackets: no number (as phonenumbers finds), and no blow-up.
        var digits = ""
        for index in 0..<50_000 { digits += index % 7 == 0 ? "((" : "\(index % 10)-" }
        #expect(PhoneNumber.matches(in: digits, defaultRegion: "US", leniency: .possible).map(\.rawString).isEmpty)
    }
}
