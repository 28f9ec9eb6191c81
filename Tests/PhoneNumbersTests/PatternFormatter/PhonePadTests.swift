import PhoneNumbers
import Testing

@Suite struct PhonePadTests {
    @Test(arguments: ["0", "5", "9", "+", "*", "#"] as [Character])
    func keypadCharactersCanBeInput(_ character: Character) {
        #expect(PhonePad.canInput(character))
    }

    @Test(arguments: ["-", " ", "(", "a", "Z", "٣", "５", "＋", "1️⃣", "📞", "\n"] as [Character])
    func otherCharactersCannot(_ character: Character) {
        #expect(!PhonePad.canInput(character))
    }

    @Test(arguments: [
        ("+1 (650) 253-0000", "+16502530000"),
        ("1-800-FLOWERS", "1800"),
        ("*#06#", "*#06#"),
        ("call ☎️ 0800 1111!", "08001111"),
        ("1️⃣2", "2"),
        ("()- .", ""),
        ("", ""),
    ])
    func stripKeepsKeypadCharactersInOrder(input: String, stripped: String) {
        #expect(PhonePad.strip(input) == stripped)
    }
}
