import FormKit
import Foundation
import Testing

/// The usage block on the README's first screen, line by line, with its `// result` comments.
@Suite struct ReadmeExampleTests {
    @Test func usageBlockGivesTheResultsItShows() throws {
        let number = try PhoneNumber(parsing: "020 7946 0958", defaultRegion: "GB")
        #expect(number.formatted(.international) == "+44 20 7946 0958")
        #expect(number.type == .fixedLine)
        var typing = AsYouTypeFormatter(region: "US")
        #expect(typing.input("650253") == "650-253")
        #expect(PatternFormatter(region: "gb")?.format("01946755555") == "(019467) 55555")
        let sent = try Timestamp(parsing: "2007-01-09 10:00:00 GMT")
        #expect(RelativeTimeFormatter().string(for: sent.date, relativeTo: sent.date + 180) == "3 minutes ago")
    }

    /// "Use it with Foundation and SwiftUI", line by line (the SwiftUI part is not built on Linux).
    @Test func foundationSectionGivesTheResultsItShows() throws {
        let phone = try PhoneNumber("(650) 253-0000", strategy: .phoneNumber(defaultRegion: "US"))
        #expect(phone.formatted(.phoneNumber(.national)) == "(650) 253-0000")
        #expect(String(decoding: try JSONEncoder().encode(phone), as: UTF8.self) == "\"+16502530000\"")
        #expect(PhoneNumberFormatter(defaultRegion: "US").string(for: "6502530000") == "+1 650-253-0000")
        let sent = try Date("2007-01-09T10:00:00Z", strategy: .timestamp)
        #expect(sent.formatted(.timeAgo(relativeTo: sent + 150)) == "3 minutes ago")
        #expect(try Double("1,5", strategy: .decimalNumber(locale: Locale(identifier: "de_DE"))) == 1.5)
    }
}
