import FormKitTestSupport
import PhoneNumbers
import PropertyBased
import Testing

/// Random keys in random regions: the formatter never crashes, shows every digit typed, and keeps
/// the remembered position inside its output.
@Suite struct AsYouTypeFormatterPropertyTests {
    static let regions = ["US", "GB", "DE", "FR", "JP", "BR", "IN", "CN", "AR", "MX", "ZZ", "001", "XX", ""]
    static let keys: [Character] = Array("0123456789012345678901234567890123456789+ -()٣５＋x📞")

    static let typing = zip(
        Gen<String?>.element(of: regions).map { $0 ?? "US" },
        Gen<Character?>.element(of: keys).map { $0 ?? "0" }.array(of: 0...24),
        Gen.int(in: 0...24)
    )

    @Test func randomTypingKeepsTheInvariants() async {
        await propertyCheck(count: 500, input: Self.typing) { region, keys, remember in
            Self.check(region: region, keys: keys, remember: remember)
        }
    }

    @Test func seededTypingKeepsTheInvariants() {
        var rng = SplitMix64(seed: 44)
        for _ in 0..<3_000 {
            let keys = (0..<Int.random(in: 0...24, using: &rng)).map { _ in Self.keys.randomElement(using: &rng) ?? "0" }
            Self.check(region: Self.regions.randomElement(using: &rng) ?? "US", keys: keys, remember: Int.random(in: 0...24, using: &rng))
        }
    }

    static func check(region: String, keys: [Character], remember: Int) {
        var formatter = AsYouTypeFormatter(region: region)
        var typedDigits = ""
        for (index, key) in keys.enumerated() {
            let output = formatter.input(key, rememberingPosition: index == remember)
            if key.isASCII && (key.isNumber || (key == "+" && index == 0)) { typedDigits.append(key) }
            if keys[...index].enumerated().allSatisfy({ $1.isASCII && ($1.isNumber || ($1 == "+" && $0 == 0)) }) {
                #expect(PhonePad.strip(output) == typedDigits, "\(String(keys[...index])) in \(region)")
            } else {
                #expect(output.unicodeScalars.elementsEqual(String(keys[...index]).unicodeScalars) || !output.isEmpty)
            }
            #expect(formatter.rememberedPosition >= 0 && formatter.rememberedPosition <= output.utf16.count)
        }
    }
}
