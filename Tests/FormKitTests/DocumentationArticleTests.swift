import FormKit
import Foundation
import Testing

/// The results the DocC articles show (Sources/*/*.docc), so the documentation cannot drift.
@Suite struct DocumentationArticleTests {
    @Test func thePhoneField() throws {
        let uk = try #require(PatternFormatter(region: "gb"))
        #expect(uk.format("01946755555") == "(019467) 55555")
        #expect(uk.format("02079460958") == "(020) 7946 0958")
        #expect(PatternFormatter.format("6502530000", region: "us") == "(650) 253-0000")
        #expect(PhonePad.strip("(650) 253-0000") == "6502530000")
        #expect(!PhonePad.canInput("x"))
        var typing = AsYouTypeFormatter(region: "GB")
        for character in "02079460958" { _ = typing.input(character) }
        #expect(typing.output == "020 7946 0958")
        let field = PhoneFieldFormatter(region: "US")
        var state = field.state(for: "")
        for key in "6502530000" { state = try field.applying(.insert(String(key)), to: state) }
        #expect(state.text == "(650) 253-0000")
        #expect(state.caret == 14)
        let number = try PhoneNumber(parsing: state.text, defaultRegion: "US")
        #expect(number.isValid && number.type == .fixedLineOrMobile && number.region == "US")
        #expect(number.formatted(.phoneNumber(.e164)) == "+16502530000")
        #expect(number.formatted(forDialingFrom: "DE") == "00 1 650-253-0000")
    }

    @Test func theConstrainedTextField() throws {
        let vowels = InputRule.allowedCharacters("aeiouAEIOU").and(.maxLength(6))
        let field = TextEditingState(text: "aei", caret: 3)
        #expect(try field.applying(.insert("o"), checkedBy: vowels).text == "aeio")
        #expect(throws: InputRejection(.characterNotAllowed, offset: 3)) { try field.applying(.insert("b"), checkedBy: vowels) }
        let number = InputRule.decimalNumber(locale: Locale(identifier: "en_US")).and(.maxLength(7))
        #expect(number.rejection(of: "-1.5e-3") == nil)
        #expect(number.rejection(of: "4-5") == InputRejection(.misplacedSign, offset: 1))
        #expect(InputRule.positiveInteger.and(.maxLength(5)).rejection(of: "00") == InputRejection(.notPositive, offset: 0))
        let german = DecimalNumberSyntax.ParseStrategy(locale: Locale(identifier: "de_DE"))
        #expect(try german.parse("-1,5e2") == -150)
        #expect(throws: InputRejection(.incompleteNumber, offset: 2)) { try german.parse("2e") }
        let date = MaskFormatter(masks: [try Mask("##/##/####")])
        var text = date.state(for: "")
        for key in "090" { text = try date.applying(.insert(String(key)), to: text) }
        #expect(text.text == "09/0")
        var edited = TextEditingState(text: "hello", caret: 5).applying(.deleteBackward)
        #expect(edited.text == "hell" && edited.caret == 4)
        edited = edited.applying(.paste(" there"))
        #expect(edited.text == "hell there")
    }

    @Test func timeAgo() throws {
        let sent = try Timestamp(parsing: "2007-01-09 10:00:00 GMT")
        #expect(sent.utcString == "2007-01-09T10:00:00.000Z")
        #expect(throws: TimestampParseError(.outOfRange(.hour), at: 11)) { try Timestamp(parsing: "2007-01-09 25:00") }
        let formatter = RelativeTimeFormatter()
        let now = sent.date + 180
        #expect(formatter.string(for: sent.date, relativeTo: now) == "3 minutes ago")
        #expect(formatter.string(for: sent.date, relativeTo: now + 86_400) == "1 day ago")
        #expect(formatter.string(for: sent.date, relativeTo: now + 30 * 86_400) == "on 1/9/07")
        #expect(formatter.nextChange(for: now - 180, relativeTo: now) == now + 30)
        #expect(formatter.string(for: now + 150, relativeTo: now) == "in 3 minutes")
        #expect((now - 3_000).formatted(.timeAgo(relativeTo: now)) == "about 1 hour ago")
        let tokyo = Timestamp.ParseStrategy(defaultTimeZone: TimeZone(identifier: "Asia/Tokyo"))
        #expect(try tokyo.parse("2007-01-09 19:00").timeIntervalSince1970 == 1_168_336_800)
    }

    @Test func theChooser() throws {
        let cities = Suggester([.init("Grenoble", weight: 158_000), .init("Greenville", weight: 72_000),
                                .init("Granville", weight: 12_000)])
        #expect(cities.suggestions(for: "Grenvile").map(\.text) == ["Grenoble", "Greenville", "Granville"])
        let prompt = DidYouMean(typed: "Grenvile", suggester: cities, context: "shipping city")
        let answer = try prompt.choose(row: 1)
        #expect(answer.index == 1 && answer.option == "Greenville" && answer.context == "shipping city")
        #expect(prompt.cancel().index == -1 && prompt.cancel().isCancelled)
        #expect(throws: ChoiceError.self) { try prompt.choose(row: 7) }
        let words = TernarySearchTree(words: ["banana", "apple", "banana", "bahama", "canada"])
        #expect(words.count == 4 && words.count(withPrefix: "ba") == 2)
        #expect(words.matches(for: ".a.a.a").map(\.key) == ["bahama", "banana", "canada"])
        let countries = Suggester([.init("France", weight: 67), .init("Finland", weight: 5.6), .init("Iceland", weight: 0.4)])
        #expect(countries.suggestions(for: "f").map(\.text) == ["France", "Finland"])
        #expect(countries.suggestions(for: "Icelnd").map(\.text) == ["Iceland"])
    }

    @Test func theReservoir() {
        var generator = Xoshiro256StarStar(seed: 7)
        var reservoir = Reservoir<Int>(capacity: 10, algorithm: .r)
        reservoir.append(contentsOf: 1...100_000, using: &generator)
        #expect(reservoir.elements.count == 10 && reservoir.processedCount == 100_000)
        #expect(Reservoir<String>(capacity: 100).itemsToSkip == 0)
    }
}
