import PhoneNumbers

// The page's call for a whole text put into a phone field, through ``Exchange``. (Why a number is
// not acceptable, formkit.mjs's phoneProblem, is answered from `fk_number`, as PhoneNumberProblem
// answers it natively.)

/// Reads the text (`textCount` bytes) pasted into an empty field for the region in the second area
/// (`regionCount` bytes; empty or "ZZ" for none), as ``PhonePaste`` does: the output holds the field's
/// text, its country, the E.164 and the extension (the last two empty unless valid), their lengths in
/// slots 0 to 3; slot 4 is 1 when the number is valid.
@_cdecl("fk_phone_paste")
func fkPhonePaste(_ textCount: Int32, _ regionCount: Int32) -> Int32 {
    let region = Exchange.second(Int(regionCount))
    let paste = PhonePaste(reading: Exchange.text(Int(textCount)), region: region)
    let status = Exchange.writeOutputs([
        paste.text, paste.region ?? "", paste.number?.formatted(.e164) ?? "", paste.number?.extension ?? "",
    ])
    Exchange.setSlot(4, paste.number == nil ? 0 : 1)
    return status.rawValue
}
