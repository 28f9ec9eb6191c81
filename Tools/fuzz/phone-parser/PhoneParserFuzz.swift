// libFuzzer target for the PhoneNumbers parser: every input must parse or throw, never crash or hang,
// and a parsed number must format in every style and answer the rest of the API (length verdicts,
// carrier and mobile-dialling formats, the original format, truncation, area codes). The text is also
// matched against itself split in two, checked for letters, and typed into an as-you-type formatter
// whose entry is read. It is pasted into a phone field (issue 29): a paste that claims a number claims a
// valid one of the field's calling plans, one that does not keeps the text (its digits made ASCII),
// and a strict field takes every keystroke of the number as the field shows it. Build and run with
// scripts/fuzz-phone.
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

    let half = text.index(text.startIndex, offsetBy: text.count / 2)
    _ = PhoneNumberMatchType(text[..<half], text[half...])
    _ = PhoneNumbering.isAlphaNumber(text)
    var typing = AsYouTypeFormatter(region: region ?? "ZZ")
    typing.input(text.prefix(64))
    let entry = typing.entry
    precondition(entry.number == nil || entry.callingCode == entry.number?.countryCode, "entry calling codes disagree")

    let paste = PhonePaste(reading: text, region: region)
    if let pasted = paste.number {
        precondition(pasted.isValid && paste.region == pasted.region, "a paste claims an invalid number or another region")
        let field = PhoneFieldFormatter(region: region ?? "ZZ", strict: true)
        var typed = ""
        for scalar in field.meaningfulCharacters(in: paste.text[...], at: 0).unicodeScalars {
            typed.unicodeScalars.append(scalar)
            precondition(field.canBecomeValid(typed), "a strict field refuses a keystroke of a valid number")
        }
    } else {
        precondition(paste.text == PhonePaste.normalizingDigits(text) && paste.region == region, "a paste loses its text")
    }
    _ = PhoneNumberProblem(text: text, region: region, types: .mobile)

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
    guard let typed = try? PhoneNumberAsTyped(parsing: text, defaultRegion: region) else {
        preconditionFailure("PhoneNumberAsTyped rejects what PhoneNumber parses")
    }
    precondition(typed.number == number, "PhoneNumberAsTyped parses another number")
    _ = typed.formattedInOriginalFormat(from: region ?? "ZZ")
    _ = typed.formattedKeepingLetters(forDialingFrom: region ?? "US")
    _ = typed.formattedForMobileDialing(from: region ?? "US")
    _ = (number.possibility, number.possibility(for: .mobile), number.areaCodeLength)
    _ = (number.nationalDestinationCodeLength, number.canBeDialledInternationally)
    _ = number.formattedNationally(withCarrierCode: "15")
    if let truncated = number.truncatedToValid() { precondition(truncated.isValid, "truncated to an invalid number") }
    precondition(PhoneNumberMatchType(number, number) == .exactMatch, "a number does not match itself")
    return 0
}
