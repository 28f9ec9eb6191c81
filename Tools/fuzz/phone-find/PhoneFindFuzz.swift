// libFuzzer target for the matcher and the Regex component: any text at any leniency must be searched
// to the end without a crash or hang, and every match must hold together: inside the text, in order,
// its raw string the text at its range, its number parsing back from the raw string. Build and run
// with scripts/fuzz-find.
//
// Input layout: the first byte picks the default region (0 = none) and, in its top two bits, the
// leniency; the rest is the text as UTF-8 (invalid sequences repaired, as a String from outside would be).
import PhoneNumbers
import RegexBuilder

private let regions = PhoneNumbering.supportedRegions

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhoneFind(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let selector = bytes.first, !regions.isEmpty else { return 0 }
    let region = selector & 0x3F == 0 ? nil : regions[Int(selector & 0x3F) * 4 % regions.count]
    let leniency = PhoneNumber.Leniency.allCases[Int(selector >> 6)]
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let scalarCount = text.unicodeScalars.count

    var previousEnd = 0
    for match in PhoneNumber.matches(in: text, defaultRegion: region, leniency: leniency) {
        precondition(match.scalarOffsets.lowerBound >= previousEnd, "matches out of order")
        precondition(match.scalarOffsets.upperBound <= scalarCount, "match past the end")
        precondition(String(text.unicodeScalars[match.range]) == match.rawString, "raw string is not the range's text")
        precondition(match.rawString.unicodeScalars.count == match.scalarOffsets.count, "offsets disagree with range")
        precondition(
            PhoneNumber(match.rawString, defaultRegion: region) == match.number, "the raw string parses differently")
        if leniency >= .valid { precondition(match.number.isValid, "an invalid number at a valid leniency") }
        previousEnd = match.scalarOffsets.upperBound
    }

    // The Regex component: every number it captures is valid and is what its text parses to.
    let component = Regex { Capture { .phoneNumber(defaultRegion: region) } }
    for match in text.prefix(80).matches(of: component) {
        precondition(match.1.isValid, "the Regex component captured an invalid number")
        precondition(PhoneNumber(match.0, defaultRegion: region) == match.1, "capture differs from its text")
    }
    return 0
}
