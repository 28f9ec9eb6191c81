/// The other ways a country's numbers are commonly grouped (libphonenumber's alternate formats), which
/// strict and exact grouping also accept.
struct AlternateFormat {
    static let none: [AlternateFormat] = []
    func leadingDigitsMatch(_ digits: [UInt8]) -> Bool { false }
    func groups(of digits: [UInt8]) -> [[Unicode.Scalar]] { [] }
}

enum AlternateFormats {
    static func formats(forCallingCode code: Int) -> [AlternateFormat] { [] }
}
