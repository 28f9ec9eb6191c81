import Foundation
import PostgresNIO
import Testing

@testable import FormKitServer

@Suite("Search keys and COPY rows")
struct SearchKeysTests {
    @Test func asciiNamesFoldAsFoundationFoldsThem() {
        let printable = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
        for first in printable {
            let name = "  \(first)Ab  c\(first) D "
            let foundation = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
                .split(separator: " ").joined(separator: " ")
            #expect(ContactSearchKeys.sortKey(of: name) == foundation, "\(name)")
        }
        #expect(ContactSearchKeys.sortKey(of: "Siobhán  O'Neill") == "siobhan o'neill")
    }

    @Test func whitespaceIsTrimmedAsFoundationTrimsIt() {
        for value in Array(0...0xD7FF) + Array(0xE000...0xFFFF) + [0x1F600, 0xE0020] {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [" \(scalar)a\(scalar)\t", "\(scalar)", "a\(scalar)"] {
                #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespaces), "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func laterWordsSkipTheFirstAndRepeats() {
        #expect(ContactSearchKeys.laterWords(ofSortKey: "ana de la de cruz") == ["de", "la", "cruz"])
        #expect(ContactSearchKeys.laterWords(ofSortKey: "bo bo") == ["bo"])
        #expect(ContactSearchKeys.laterWords(ofSortKey: "cher").isEmpty)
        #expect(ContactSearchKeys.words(ofSortKey: "bo li bo") == ["bo", "li"])
    }

    @Test func copyRowsEscapeEverySeparator() {
        var rows = PostgresCopyText()
        rows.append(["a\tb", "c\\d", "e\nf\rg"])
        rows.append(["", "x"])
        #expect(String(buffer: rows.buffer) == "a\\tb\tc\\\\d\te\\nf\\rg\n\tx\n")
    }

    @Test(arguments: [
        (0.0, "1970-01-01 00:00:00.000000+00"), (1_768_392_000.25, "2026-01-14 12:00:00.250000+00"),
        (951_782_400, "2000-02-29 00:00:00.000000+00"), (-1, "1969-12-31 23:59:59.000000+00"),
        (-1.5, "1969-12-31 23:59:58.500000+00"),
    ])
    func copyTimestampsAreUTCToTheMicrosecond(seconds: Double, expected: String) {
        #expect(PostgresCopyText.field(Date(timeIntervalSince1970: seconds)) == expected)
    }
}
