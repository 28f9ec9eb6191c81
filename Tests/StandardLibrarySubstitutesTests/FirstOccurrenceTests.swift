import Foundation
import StandardLibrarySubstitutes
import Testing

/// `firstOccurrence(of:)` answers as Foundation's `range(of:)`, character by character.
@Suite struct FirstOccurrenceTests {
    @Test(arguments: [
        ("0\\1 \\2", "\\1"), ("aaab", "aab"), ("abc", ""), ("", "a"), ("abc", "abcd"), ("abcabc", "c"),
        ("e\u{301}x", "e"), ("cafe\u{301}", "é"), ("+1 (650) 253", "(650)"), ("x", "x"),
    ])
    func rangeIsFoundations(text: String, target: String) {
        let expected = target.isEmpty ? nil : text.range(of: target)
        #expect(text.firstOccurrence(of: target) == expected, "\(text) \(target)")
    }
}
