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
}
