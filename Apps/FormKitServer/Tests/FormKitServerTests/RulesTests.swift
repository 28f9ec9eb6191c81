import Foundation
import Sampling
import Testing

@testable import FormKitServer

@Suite("Rules and adapters")
struct RulesTests {
    @Test(arguments: [
        ("1:00 AM", 60), ("12:00 AM", 0), ("12:30 PM", 750), ("11:45 PM", 1_425), ("7:30am", 450), ("09:05 pm", 1_265),
        ("19:30", 1_170), ("0:05", 5), ("07:30", 450), ("23:59", 1_439),
    ])
    func parsesClockTimes(text: String, minutes: Int) throws {
        #expect(try ClockTime.parse(text) == minutes)
        #expect(ClockTime.minutes(parsing: ClockTime.text(minutes: minutes)) == minutes)
        #expect(ClockTime.minutes(parsing: ClockTime.text24(minutes: minutes)) == minutes)
    }

    @Test(arguments: [
        ("", 0), ("7", 1), ("7.30 AM", 1), ("0:30 AM", 0), ("7:3 AM", 2), ("7:30 XM", 5), ("7:30 AM!", 5), ("٧:٣٠ AM", 0), ("24:00", 0), ("13:00 PM", 0),
    ])
    func refusesOtherTimesSayingWhere(text: String, offset: Int) {
        #expect(throws: FieldRejection.self) { try ClockTime.parse(text) }
        do { _ = try ClockTime.parse(text) } catch { #expect(error.offset == offset) }
    }

    func digits(_ text: String) -> String { text.filter { $0.isNumber || $0 == "+" } }

    /// Each keystroke of a US number, typed at the end: libphonenumber's AsYouTypeFormatter output after each.
    @Test func typesAUSNumberKeyByKey() throws {
        let expected = ["6", "65", "650", "650-2", "650-25", "650-253", "650-2530", "(650) 253-00", "(650) 253-000", "(650) 253-0000"]
        var state = FieldState(text: "", selectionStart: 0, selectionEnd: 0)
        for (index, key) in "6502530000".enumerated() {
            let caret = state.selectionEnd
            state = try PhoneAsYouType.apply(FieldChange(start: caret, end: caret, replacement: String(key)), to: state, region: "US")
            #expect(state.text == expected[index])
            #expect(state.selectionStart == state.text.utf16.count)
        }
    }

    @Test func backspaceOverAFormattingCharacterDeletesTheDigitBeforeIt() throws {
        let state = FieldState(text: "(650) 253-0000", selectionStart: 10, selectionEnd: 10)
        let after = try PhoneAsYouType.apply(FieldChange(start: 9, end: 10, replacement: "", backward: true), to: state, region: "US")
        #expect(digits(after.text) == "650250000")  // the 3 before the hyphen went
        #expect(digits(String(after.text.utf16.prefix(after.selectionStart))!) == "65025")
    }

    @Test func editsInTheMiddleKeepTheCaretAfterTheSameDigits() throws {
        let state = FieldState(text: "(650) 253-0000", selectionStart: 3, selectionEnd: 3)
        let after = try PhoneAsYouType.apply(FieldChange(start: 3, end: 3, replacement: "9"), to: state, region: "US")
        #expect(digits(after.text) == "65902530000")
        #expect(digits(String(after.text.utf16.prefix(after.selectionStart))!) == "659")
    }

    @Test func pasteKeepsOnlyMeaningfulCharacters() throws {
        let empty = FieldState(text: "", selectionStart: 0, selectionEnd: 0)
        let after = try PhoneAsYouType.apply(FieldChange(start: 0, end: 0, replacement: "+44 (20) 7946-0958"), to: empty, region: "GB")
        #expect(after.text == "+44 20 7946 0958")
        #expect(after.selectionStart == after.text.utf16.count)
    }

    @Test func aReformatRequestChangesNothingButTheLayout() throws {
        let state = FieldState(text: "6502530000", selectionStart: 10, selectionEnd: 10)
        let after = try PhoneAsYouType.apply(FieldChange(start: 10, end: 10, replacement: ""), to: state, region: "US")
        #expect(after.text == "(650) 253-0000")
        #expect(after.selectionStart == 14)
    }

    /// The adapter passes through to Timestamps' formatter (its own tests own the wording).
    @Test(arguments: [(0, "less than a minute ago"), (1, "1 minute ago"), (3, "3 minutes ago"), (180, "about 3 hours ago"),
                      (1_500, "1 day ago"), (11_521, "on 1/6/26")])
    func describesTimeAgo(minutes: Int, text: String) {
        #expect(RelativeTime.describe(testNow.addingTimeInterval(-60 * Double(minutes)), now: testNow) == text)
    }

    @Test func completesAndSuggestsNearMisses() {
        let index = CompletionIndex([(key: "Germany", value: 1), (key: "Georgia", value: 2), (key: "Ghana", value: 3), (key: "Åland Islands", value: 4)])
        #expect(index.completions(of: "ge") == [2, 1])
        #expect(index.completions(of: "aland") == [4])
        #expect(index.nearest(to: "Germny", maxDistance: 2) == [1])
        #expect(index.exactMatches(of: "GHANA") == [3])
    }

    @Test func theReservoirKeepsEachItemAboutEquallyOften() {
        var generator = Xoshiro256StarStar(seed: 7)
        var counts = Array(repeating: 0, count: 10)
        for _ in 0..<20_000 {
            for item in ContactSampler.sample(0..<10, count: 3, using: &generator) { counts[item] += 1 }
        }
        // Each item is kept with probability 3/10: 6,000 expected per item; allow ±5%.
        for count in counts { #expect(abs(count - 6_000) < 300) }
    }

    @Test(arguments: ["Ann", "Siobhán O'Neill", "Jean-Luc", "Zoë Ångström"])
    func acceptsNames(name: String) { #expect(FieldRules.personName(name) == nil) }

    @Test(arguments: [("R2D2", 1), ("Ann!", 3), ("👩‍💻 Ann", 0), ("", 0)])
    func refusesNames(name: String, offset: Int) { #expect(FieldRules.personName(name)?.offset == offset) }
}
