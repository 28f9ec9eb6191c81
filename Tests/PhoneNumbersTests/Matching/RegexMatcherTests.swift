import PhoneNumbers
import RegexBuilder
import Testing

/// `PhoneNumber.RegexMatcher` inside Regex builders.
@Suite struct RegexMatcherTests {
    @Test func capturesAParsedNumber() throws {
        let call = Regex {
            "Call "
            Capture { .phoneNumber(defaultRegion: "US") }
            " now"
        }
        let match = try #require(try call.wholeMatch(in: "Call (650) 253-0000 now"))
        #expect(match.1.formatted(.e164) == "+16502530000")
        #expect(match.0 == "Call (650) 253-0000 now")
    }

    @Test func consumesTheLongestValidNumber() throws {
        let regex = Regex { Capture { .phoneNumber(defaultRegion: "GB") } }
        let match = try #require(try regex.prefixMatch(in: "020 7031 3000 1234 and more"))
        #expect(match.0 == "020 7031 3000")
        #expect(match.1.formatted(.e164) == "+442070313000")
        let withExtension = try #require(try regex.prefixMatch(in: "020 7031 3000 x123, thanks"))
        #expect(withExtension.1.extension == "123")
    }

    @Test func alternationTriesTheNextBranch() throws {
        let contact = Regex {
            ChoiceOf {
                Regex { "tel " ; Capture { .phoneNumber(defaultRegion: "CH") } }
                Regex { "mail " ; Capture { OneOrMore(.word) ; "@" ; OneOrMore(.word) } }
            }
        }
        let phone = try #require(try contact.wholeMatch(in: "tel 044 668 18 00"))
        #expect(phone.1?.countryCode == 41)
        #expect(phone.2 == nil)
        let mail = try #require(try contact.wholeMatch(in: "mail a@b"))
        #expect(mail.1 == nil)
        #expect(mail.2 == "a@b")
    }

    @Test func aFailedNumberBacktracksCleanly() throws {
        // "123 456" is no valid US number: the first branch fails and the digits match the second.
        let regex = Regex {
            ChoiceOf {
                Capture { .phoneNumber(defaultRegion: "US") }
                Capture { OneOrMore(.digit) ; " " ; OneOrMore(.digit) }
            }
        }
        let match = try #require(try regex.wholeMatch(in: "123 456"))
        #expect(match.1 == nil)
        #expect(match.2 == "123 456")
        // Invalid numbers, letters, an unknown region: no match, no crash.
        #expect(try Regex { .phoneNumber(defaultRegion: "US") }.wholeMatch(in: "650 253 000") == nil)
        #expect(try Regex { .phoneNumber(defaultRegion: "US") }.wholeMatch(in: "call") == nil)
        #expect(try Regex { .phoneNumber(defaultRegion: "XX") }.wholeMatch(in: "650 253 0000") == nil)
    }

    @Test func findsEveryNumberInText() {
        let text = "A: +1 650 253 0000, B: +44 20 7031 3000; C: 12."
        let numbers = text.matches(of: Regex { Capture { .phoneNumber(defaultRegion: nil) } }).map(\.1.countryCode)
        #expect(numbers == [1, 44])
    }
}
