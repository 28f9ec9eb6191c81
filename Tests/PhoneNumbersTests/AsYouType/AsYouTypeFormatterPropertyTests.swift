import FormKitTestSupport
import PhoneNumbers
import PropertyBased
import Testing

/// Random keys in random regions: the formatter never crashes; while only digits (of any script)
/// and a leading `+` are typed it shows every one of them, in order, and nothing else; after any other
/// key it shows exactly what was typed, as libphonenumber does; the remembered position stays
/// inside its output.
@Suite struct AsYouTypeFormatterPropertyTests {
    static let regions = ["US", "GB", "DE", "FR", "JP", "BR", "IN", "CN", "AR", "MX", "ZZ", "001", "XX", ""]
    static let keys: [Character] = Array("0123456789012345678901234567890123456789+ -()٣５＋x📞")

    static let typing = zip(
        Gen<String?>.element(of: regions).map { $0 ?? "US" },
        Gen<Character?>.element(of: keys).map { $0 ?? "0" }.array(of: 0...24),
        Gen.int(in: 0...24)
    )

    /// How often each kind of keystroke was checked: the rules of both must have been tried.
    struct Tallies {
        var formatted = ConditionTally("only digits and a leading + typed so far")
        var asTyped = ConditionTally("a key other than a digit or a leading + typed")
    }

    @Test func randomTypingKeepsTheInvariants() async {
        var tallies = Tallies()
        await propertyCheck(count: 500, input: Self.typing) { region, keys, remember in
            Self.check(region: region, keys: keys, remember: remember, tallies: &tallies)
        }
        #expect(tallies.formatted.held >= 800, "\(tallies.formatted)")
        #expect(tallies.asTyped.held >= 1_500, "\(tallies.asTyped)")
    }

    @Test func seededTypingKeepsTheInvariants() {
        var rng = SplitMix64(seed: 44)
        var tallies = Tallies()
        for _ in 0..<3_000 {
            let keys = (0..<Int.random(in: 0...24, using: &rng)).map { _ in Self.keys.randomElement(using: &rng) ?? "0" }
            Self.check(region: Self.regions.randomElement(using: &rng) ?? "US", keys: keys, remember: Int.random(in: 0...24, using: &rng), tallies: &tallies)
        }
        #expect(tallies.formatted.held >= 10_000, "\(tallies.formatted)")
        #expect(tallies.asTyped.held >= 20_000, "\(tallies.asTyped)")
    }

    /// The key as the formatter reads it: its digit as ASCII (a decimal digit of any script) or a
    /// leading ASCII `+`; nil for a key that stops the formatting (the full-width `＋` included).
    static func digit(_ key: Character, at index: Int) -> Character? {
        if key == "+" { return index == 0 ? "+" : nil }
        guard key.unicodeScalars.count == 1, key.unicodeScalars.first?.properties.numericType == .decimal,
            let value = key.wholeNumberValue
        else { return nil }
        return Character(String(value))
    }

    static func check(region: String, keys: [Character], remember: Int, tallies: inout Tallies) {
        var formatter = AsYouTypeFormatter(region: region)
        var typedDigits = ""
        var stopped = false
        for (index, key) in keys.enumerated() {
            let output = formatter.input(key, rememberingPosition: index == remember)
            let typed = String(keys[...index])
            if let digit = digit(key, at: index) { typedDigits.append(digit) } else { stopped = true }
            if tallies.formatted.count(!stopped) {
                // Formatting only adds punctuation: the digits shown, read as ASCII, are the digits typed.
                let shown = String(output.compactMap { digit($0, at: 0) })
                #expect(shown == typedDigits, "\(typed) in \(region) shows \(output)")
                #expect(output.allSatisfy { digit($0, at: 0) != nil || " -()/.".contains($0) }, "\(typed) in \(region) shows \(output)")
            }
            if tallies.asTyped.count(stopped) {
                #expect(output.unicodeScalars.elementsEqual(typed.unicodeScalars), "\(typed) in \(region) shows \(output)")
                let position = remember <= index ? String(keys[...remember]).utf16.count : 0
                #expect(formatter.rememberedPosition == position, "\(typed) in \(region), remembering key \(remember)")
            }
            #expect(formatter.rememberedPosition >= 0 && formatter.rememberedPosition <= output.utf16.count)
        }
    }
}
