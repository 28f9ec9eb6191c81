/// Why a numbering-plan bundle was refused. Every fault names where it is, never a number's digits.
public enum PlanBundleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Fewer bytes than the header needs, or than the header says the bundle has.
    case truncated(expected: Int, actual: Int)
    /// The first four bytes are not `FKPN`.
    case badMagic
    /// A format version this reader does not read.
    case unsupportedVersion(UInt16)
    /// The bytes after the header do not have the checksum the header gives.
    case checksumMismatch(expected: UInt32, actual: UInt32)
    /// A section whose offset and length reach outside the bundle, or that overlaps the header.
    case sectionOutOfBounds(String)
    /// A section the reader needs is missing, or appears twice.
    case missingSection(String)
    /// A section whose contents break its layout (a state out of range, a byte that is not text…).
    case malformedSection(String, reason: String)

    public var description: String {
        switch self {
        case .truncated(let expected, let actual): "truncated: \(actual) bytes, expected \(expected)"
        case .badMagic: "not a FormKit numbering-plan bundle (bad magic)"
        case .unsupportedVersion(let version): "unsupported format version \(version) (this reader reads \(PlanBundle.formatVersion))"
        case .checksumMismatch(let expected, let actual):
            "checksum mismatch: header says \(hex(expected)), contents give \(hex(actual))"
        case .sectionOutOfBounds(let tag): "section \(tag) lies outside the bundle"
        case .missingSection(let tag): "section \(tag) is missing or repeated"
        case .malformedSection(let tag, let reason): "section \(tag) is malformed: \(reason)"
        }
    }
}

/// `0x` and eight hexadecimal digits.
func hex(_ value: UInt32) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = Array("0x".utf8)
    for shift in stride(from: 28, through: 0, by: -4) { text.append(digits[Int((value >> UInt32(shift)) & 0xF)]) }
    return String(decoding: text, as: UTF8.self)
}
