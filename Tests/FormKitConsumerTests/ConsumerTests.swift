import FormKit
import Foundation
import RegexBuilder
import Testing

/// FormKit as an app uses it: only `import FormKit` and its public API, through Foundation's own
/// doors (format styles, parse strategies, Codable, a `Formatter`), the way a model and a form do.
@Suite("An app using FormKit through Foundation")
struct ConsumerTests {
    /// A contact as an app stores it.
    struct Contact: Codable, Equatable {
        var name: String
        var phone: PhoneNumber
        var lastSeen: Date
    }

    /// What SwiftUI's `TextField(value:format:)` does with a parseable style: show the value, and
    /// read back what the person typed.
    static func edit<Style: ParseableFormatStyle>(
        _ value: Style.FormatInput, format: Style, typing: String
    ) throws -> (shown: Style.FormatOutput, committed: Style.FormatInput) where Style.FormatOutput == String {
        (format.format(value), try format.parseStrategy.parse(typing))
    }

    @Test func aContactFormRoundTrips() throws {
        let phone = try PhoneNumber("(650) 253-0000", strategy: .phoneNumber(defaultRegion: "US"))
        #expect(phone.formatted(.phoneNumber(.national)) == "(650) 253-0000")
        #expect(phone.formatted(.phoneNumber()) == "+1 650-253-0000")

        let field = try Self.edit(phone, format: .phoneNumber(.international, defaultRegion: "GB"), typing: "020 7031 3000")
        #expect(field.shown == "+1 650-253-0000")
        #expect(field.committed.formatted(.phoneNumber(.e164)) == "+442070313000")

        let seen = try Date("2026-01-09T11:57:00Z", strategy: .timestamp)
        let contact = Contact(name: "Ada", phone: field.committed, lastSeen: seen)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .secondsSince1970
        let json = try encoder.encode(contact)
        #expect(String(decoding: json, as: UTF8.self) == #"{"lastSeen":1767959820,"name":"Ada","phone":"+442070313000"}"#)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        #expect(try decoder.decode(Contact.self, from: json) == contact)
    }

    @Test func aStoredNumberWithAnExtensionComesBack() throws {
        let desk = try PhoneNumber(parsing: "+1 650 253 0000 ext. 42")
        let json = try JSONEncoder().encode([desk])
        #expect(String(decoding: json, as: UTF8.self) == #"["+16502530000;ext=42"]"#)
        #expect(try JSONDecoder().decode([PhoneNumber].self, from: json) == [desk])
    }

    @Test func badJSONFailsWithoutShowingTheNumber() {
        let json = Data(#"{"name":"Ada","phone":"650 253 0000","lastSeen":0}"#.utf8)
        do {
            _ = try JSONDecoder().decode(Contact.self, from: json)
            Issue.record("a national number decoded without a region")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(!context.debugDescription.contains("253"))
            #expect(context.codingPath.last?.stringValue == "phone")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func theFormatterWorksAsAFormatter() {
        let formatter: Formatter = PhoneNumberFormatter(defaultRegion: "CH", style: .international)
        #expect(formatter.string(for: "044 668 18 00") == "+41 44 668 18 00")
        #expect(formatter.string(for: PhoneNumber(countryCode: 1, nationalNumber: 6_502_530_000)) == "+1 650-253-0000")
        #expect(formatter.string(for: 3.14) == nil)
        #expect(formatter.editingString(for: "0446681800") == "+41 44 668 18 00")

        let phoneFormatter = PhoneNumberFormatter(defaultRegion: "CH")
        var object: AnyObject?
        #expect(phoneFormatter.getObjectValue(&object, for: "044 668 18 00", errorDescription: nil))
        #expect((object as? PhoneNumber)?.countryCode == 41)
    }

    @Test func aMessageListSaysHowLongAgo() throws {
        let now = try Date("2026-01-09T12:00:00Z", strategy: .timestamp)
        let sent = try ["2026-01-09T11:57:00Z", "2026-01-09T10:58:00Z", "2025-12-01T09:00:00Z"].map {
            try Date($0, strategy: .timestamp)
        }
        #expect(sent.map { $0.formatted(.timeAgo(relativeTo: now)) } == ["3 minutes ago", "about 1 hour ago", "on 12/1/25"])
        #expect(now.addingTimeInterval(150).formatted(.timeAgo(relativeTo: now)) == "in 3 minutes")
        #expect(throws: TimestampParseError.self) { try Date("2026-02-30T10:00:00Z", strategy: .timestamp) }
    }

    @Test func anAmountFieldUsesThePersonsLocale() throws {
        let german = Locale(identifier: "de_DE")
        let field = try Self.edit(1234.5, format: .decimalNumber(locale: german), typing: "-0,25")
        #expect(field.shown == "1234,5")
        #expect(field.committed == -0.25)
        #expect(throws: InputRejection(.incompleteNumber, offset: 2)) { try Double("1e", strategy: .decimalNumber(locale: german)) }
    }

    @Test func aMessageIsReadWithARegexAndTheMatcher() throws {
        let callBack = Regex {
            "Call "
            Capture { .phoneNumber(defaultRegion: "US") }
            " now"
        }
        let match = try #require(try callBack.wholeMatch(in: "Call (650) 253-0000 now"))
        #expect(match.1.formatted(.phoneNumber(.e164)) == "+16502530000")
        #expect(try callBack.wholeMatch(in: "Call 555 now") == nil)

        let note = "Office 020 7031 3000, mobile +41 79 123 45 67; invoice 2024-01-09."
        let found = PhoneNumber.matches(in: note, defaultRegion: "GB")
        #expect(found.map(\.rawString) == ["020 7031 3000", "+41 79 123 45 67"])
        #expect(found.map { $0.number.formatted(.phoneNumber(.e164)) } == ["+442070313000", "+41791234567"])
    }
}
