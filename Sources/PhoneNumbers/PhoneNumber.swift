/// A parsed phone number: a country calling code and a national significant number.
///
///     let number = try PhoneNumber(parsing: "044 668 18 00", defaultRegion: "CH")
///     number.countryCode  // 41
///     number.formatted(.international)  // "+41 44 668 18 00"
public struct PhoneNumber: Hashable, Sendable {
    /// The country calling code: 1, 44, 800 …
    public var countryCode: Int
    /// The national significant number without its leading zeros.
    public var nationalNumber: UInt64
    /// Whether the national significant number starts with zero (as in Italy).
    public var italianLeadingZero: Bool
    /// How many leading zeros the national significant number has, when ``italianLeadingZero`` is set.
    public var numberOfLeadingZeros: Int
    /// The extension digits, as typed.
    public var `extension`: String?

    /// Creates a number from its parts.
    public init(
        countryCode: Int, nationalNumber: UInt64, italianLeadingZero: Bool = false, numberOfLeadingZeros: Int = 1,
        extension: String? = nil
    ) {
        self.countryCode = countryCode
        self.nationalNumber = nationalNumber
        self.italianLeadingZero = italianLeadingZero
        self.numberOfLeadingZeros = numberOfLeadingZeros
        self.extension = `extension`
    }

    /// Parses what a person typed. `defaultRegion` is a CLDR region code ("US", "gb"), nil or "ZZ" for none;
    /// it is used for numbers written without `+` and a country calling code.
    ///
    ///     try PhoneNumber(parsing: "(650) 253-0000", defaultRegion: "US").formatted(.e164)  // "+16502530000"
    ///     try PhoneNumber(parsing: "+44 20 7031 3000").countryCode  // 44
    ///
    /// - Throws: ``PhoneNumberParseError`` naming the problem and where it is.
    /// - Complexity: O(n) in the length of the text.
    public init<Text: StringProtocol>(parsing text: Text, defaultRegion: String? = nil) throws(PhoneNumberParseError) {
        // The parser works on a concrete String. For a String (nearly every caller) the type test is
        // settled when this is specialised, where a cast (`as? String`) still called the runtime.
        let string = Text.self == String.self ? unsafeBitCast(text, to: String.self) : String(text)
        self = try PhoneNumberParser(text: string, defaultRegion: defaultRegion).parse()
    }

    /// Lenient parsing: nil when ``init(parsing:defaultRegion:)`` would throw.
    ///
    ///     PhoneNumber("not a number", defaultRegion: "US")  // nil
    public init?(_ text: some StringProtocol, defaultRegion: String? = nil) {
        guard let number = try? PhoneNumber(parsing: text, defaultRegion: defaultRegion) else { return nil }
        self = number
    }

    /// The national significant number's digits, leading zeros included.
    var nationalSignificantDigits: [UInt8] {
        var length = 1
        var rest = nationalNumber / 10
        while rest > 0 {
            length += 1
            rest /= 10
        }
        let zeros = italianLeadingZero ? max(numberOfLeadingZeros, 0) : 0
        // Grown with reserveCapacity: on Linux the other array initialisers look up the array's generic
        // metadata on every call, which costs more than the digits themselves.
        var digits: [UInt8] = []
        digits.reserveCapacity(zeros + length)
        for _ in 0..<zeros { digits.append(0) }
        var divisor: UInt64 = 1
        for _ in 1..<length { divisor &*= 10 }
        var value = nationalNumber
        while divisor > 0 {
            digits.append(UInt8(truncatingIfNeeded: value / divisor))
            value %= divisor
            divisor /= 10
        }
        return digits
    }

    /// The national significant number as text, leading zeros included.
    var nationalSignificantNumber: String {
        String(decoding: nationalSignificantDigits.map { $0 + 0x30 }, as: UTF8.self)
    }
}
