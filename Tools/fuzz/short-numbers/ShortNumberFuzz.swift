// libFuzzer target for short numbers: every question on any text in any region answers, never crashes
// or hangs, and the answers are consistent with each other. Build and run with scripts/fuzz-short.
//
// Input layout: the first byte picks the region (0 = none, ZZ), the rest is the text as UTF-8
// (invalid sequences are repaired, as a String from the outside world would be).
import PhoneNumbers

private let regions = PhoneNumbering.supportedRegions

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShortNumbers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let selector = bytes.first, !regions.isEmpty else { return 0 }
    let region = selector == 0 ? "ZZ" : regions[Int(selector) % regions.count]
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)

    let isEmergency = PhoneNumbering.isEmergencyNumber(text, region: region)
    let connects = PhoneNumbering.connectsToEmergencyNumber(text, region: region)
    precondition(!isEmergency || connects, "an emergency number that does not connect")
    precondition(isEmergency == PhoneNumbering.isEmergencyNumber(text, region: region.lowercased()), "region case")

    guard let number = PhoneNumber(text, defaultRegion: region == "ZZ" ? nil : region) else { return 0 }
    let valid = number.isValidShortNumber(dialledFrom: region)
    precondition(!valid || number.isPossibleShortNumber(dialledFrom: region), "valid but not possible")
    precondition(!valid || number.isValidShortNumber, "valid in the region but in none of its code's")
    if number.isPossibleShortNumber(dialledFrom: region) {
        precondition(number.isPossibleShortNumber, "possible in the region but in none of its code's")
    } else {
        precondition(number.shortNumberCost(dialledFrom: region) == .unknownCost, "a cost for an impossible length")
    }
    _ = (number.isCarrierSpecific(dialledFrom: region), number.isSMSService(dialledFrom: region))
    _ = (number.isCarrierSpecific, number.shortNumberCost)
    return 0
}
