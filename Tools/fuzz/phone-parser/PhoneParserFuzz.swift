// libFuzzer target for the PhoneNumbers parser: every input must parse or throw, never crash or hang,
// and a parsed number must format in every style. Build and run with scripts/fuzz-phone.
//
// Input layout: the first byte picks the default region (0 = none), the rest is the text as UTF-8
// (invalid sequences are repaired, as a String from the outside world would be).
import PhoneNumbers

private let regions = PhoneNumbering.supportedRegions

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPhoneParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let selector = bytes.first, !regions.isEmpty else { return 0 }
    let region = selector == 0 ? nil : regions[Int(selector) % regions.count]
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)

    let number: PhoneNumber
    do {
        number = try PhoneNumber(parsing: text, defaultRegion: region)
    } catch {
        precondition(error.offset >= 0 && error.offset <= text.utf16.count, "error offset outside the input")
        return 0
    }
    precondition(PhoneNumber(text, defaultRegion: region) == number, "lenient and throwing parse disagree")
    _ = (number.isPossible, number.isValid, number.type, number.region)
    for style in PhoneNumberFormat.allCases {
        precondition(!number.formatted(style).isEmpty, "empty \(style) format")
    }
    _ = number.formatted(forDialingFrom: region ?? "US")
    return 0
}
