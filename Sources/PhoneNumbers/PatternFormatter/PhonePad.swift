/// The characters a phone keypad can produce: `0`–`9`, `+`, `*` and `#`.
///
///     PhonePad.canInput("7")               // true
///     PhonePad.canInput("-")               // false
///     PhonePad.strip("+1 (650) 253-0000")  // "+16502530000"
public enum PhonePad {
    /// Whether `character` could have been typed on a phone keypad.
    ///
    /// Only ASCII digits count: other scripts' digits and full-width forms are not keypad characters here.
    public static func canInput(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return isKeypadByte(ascii)
    }

    /// Keeps only the keypad characters of `text`, in order.
    ///
    /// Letters, punctuation, spaces and emoji (a keycap emoji such as "1️⃣" too) are dropped,
    /// so formatting added by ``PatternFormatter`` is removed and the digits a person typed remain.
    public static func strip(_ text: some StringProtocol) -> String {
        String(text.filter(canInput))
    }

    static func isKeypadByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "#"):
            return true
        default:
            return false
        }
    }
}
