import StandardLibrarySubstitutes
import PhoneNumbers
import TextInput

// The page's calls other than the phone field's (PhoneFieldExports.swift), through ``Exchange``: texts
// in its two input areas, their byte counts as arguments; answers as the return value, the slots and
// the output area.

/// Where the exchange block starts (its header says where each part is).
@_cdecl("fk_exchange")
func fkExchange() -> UnsafeMutableRawPointer {
    Exchange.start
}

/// Parses the text (`textCount` bytes) with the default region in the second area (`regionCount`
/// bytes; empty or "ZZ" for none). `.ok`: the output holds E.164, international, national, RFC 3966,
/// the type (`MOBILE`…) and the number's region (empty when none), their lengths in slots 0 to 5; slot 6
/// is the calling code, slot 7 is 1 when possible plus 2 when valid plus 4 times the length verdict's
/// place among `PhoneNumberPossibility.allCases` (`IS_POSSIBLE`, `IS_POSSIBLE_LOCAL_ONLY`,
/// `INVALID_COUNTRY_CODE`, `TOO_SHORT`, `INVALID_LENGTH`, `TOO_LONG`). `.rejected`: the output is the
/// error's kind (`TOO_SHORT_NSN`…), slot 0 its length, slot 1 its UTF-16 offset. With `checkOnly` 1,
/// only what a field's check needs (formkit.mjs's `checkPhone`): `.ok` with ``PhoneCheck``'s packed
/// answer in slot 0 and its texts in the output.
@_cdecl("fk_number")
func fkNumber(_ textCount: Int32, _ regionCount: Int32, _ checkOnly: Int32) -> Int32 {
    let answer = PhoneCheck.answer(
        Exchange.text(Int(textCount)), region: Exchange.second(Int(regionCount)), at: 0, formats: checkOnly != 1)
    guard let answer else { return Exchange.Status.tooLong.rawValue }
    if checkOnly == 1 {
        Exchange.setSlot(0, answer)
        return Exchange.Status.ok.rawValue
    }
    return (answer & 32 == 0 ? Exchange.Status.ok : Exchange.Status.rejected).rawValue
}

/// The plan's example number, in international format, for the region in the second area
/// (`regionCount` bytes) and the type in the text area (`typeCount` bytes: `MOBILE`…; empty for
/// `FIXED_LINE`): `.ok` with the example in the output, slot 0 its length; `.rejected` when none.
@_cdecl("fk_example")
func fkExample(_ regionCount: Int32, _ typeCount: Int32) -> Int32 {
    let typeName = Exchange.text(Int(typeCount))
    guard let type = typeName.isEmpty ? .fixedLine : PhoneNumberType.allCases.first(where: { $0.rawValue.utf8Equals(typeName) }),
        let number = PhoneNumbering.exampleNumber(for: Exchange.second(Int(regionCount)), type: type)
    else { return Exchange.Status.rejected.rawValue }
    return Exchange.writeOutputs([number.formatted(.international)]).rawValue
}

/// The calling code of the region in the second area (`regionCount` bytes, any case); 0 when it has
/// no numbering plan. Slot 0 is 1 when the region, written in upper case, is the code's main country
/// (libphonenumber's first region for it: the country catalogue's ranking), else 0.
@_cdecl("fk_calling_code")
func fkCallingCode(_ regionCount: Int32) -> Int32 {
    let region = Exchange.second(Int(regionCount))
    let code = PhoneNumbering.callingCode(for: region) ?? 0
    Exchange.setSlot(0, MetadataStore.shared.mainRegion(forCallingCode: code)?.utf8Equals(region) == true ? 1 : 0)
    return Int32(code)
}

/// Whether the text (`textCount` bytes) is, or can still become, a decimal number, with the decimal
/// separator (`decimalCount` bytes) then the grouping separator (`groupingCount` bytes; none when 0) in
/// the second area, as TextInput's `DecimalNumberSyntax` judges: `.ok` with slot 0 1 when complete,
/// 0 when it can still become one; `.rejected` with the reason in the output, slot 0 its length, slot
/// 1 its offset.
@_cdecl("fk_decimal")
func fkDecimal(_ textCount: Int32, _ decimalCount: Int32, _ groupingCount: Int32) -> Int32 {
    let grouping = Exchange.second(Int(groupingCount), from: Int(decimalCount))
    let syntax = DecimalNumberSyntax(
        decimalSeparator: Exchange.second(Int(decimalCount)), groupingSeparator: grouping.isEmpty ? nil : grouping)
    let text = Exchange.text(Int(textCount))
    if let rejection = syntax.rejection(of: text) {
        guard Exchange.writeOutputs([rejection.description]) == .ok else { return Exchange.Status.tooLong.rawValue }
        Exchange.setSlot(1, rejection.offset)
        return Exchange.Status.rejected.rawValue
    }
    Exchange.setSlot(0, syntax.isComplete(text) ? 1 : 0)
    return Exchange.Status.ok.rawValue
}
