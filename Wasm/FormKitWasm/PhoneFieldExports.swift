import PhoneNumbers

// The phone field's calls, made by formkit.mjs's `PhoneField` on every keystroke: texts in
// ``Exchange``, numbers as arguments, answers in the exchange's slots and output area (see
// ``PhoneFieldOperations``).

/// Opens a field for the region in the exchange's second area (`regionCount` bytes), strict when
/// `strict` is 1, taking the types `types` (``PhoneNumberTypeSet``'s bits; 0 for any); its handle, or
/// -1 when too many are open.
@_cdecl("fk_phone_field_open")
func fkPhoneFieldOpen(_ regionCount: Int32, _ strict: Int32, _ types: Int32) -> Int32 {
    let allowed = PhoneNumberTypeSet(rawValue: UInt16(truncatingIfNeeded: types)).intersection(.all)
    return Int32(PhoneFieldSessions.open(
        region: Exchange.second(Int(regionCount)), strict: strict == 1, types: allowed.isEmpty ? .all : allowed))
}

@_cdecl("fk_phone_field_close")
func fkPhoneFieldClose(_ handle: Int32) {
    PhoneFieldSessions.close(Int(handle))
}

/// ``PhoneFieldOperations/edit(_:textCount:replacementCount:selection:change:backward:withEntry:checkRegionCount:)``;
/// a negative text count, -1 less its UTF-16 length, stands for the text the field answered last;
/// `withEntry` is 1 or 0; a check
/// region count of -1 asks no check.
@_cdecl("fk_phone_field_edit")
func fkPhoneFieldEdit(
    _ handle: Int32, _ textCount: Int32, _ replacementCount: Int32, _ selectionStart: Int32,
    _ selectionEnd: Int32, _ start: Int32, _ end: Int32, _ backward: Int32,
    _ withEntry: Int32, _ checkRegionCount: Int32
) -> Int32 {
    let status = PhoneFieldSessions.withSession(Int(handle)) { session in
        PhoneFieldOperations.edit(
            session, textCount: Int(textCount), replacementCount: Int(replacementCount),
            selection: (Int(selectionStart), Int(selectionEnd)), change: (Int(start), Int(end)),
            backward: Int(backward), withEntry: withEntry == 1, checkRegionCount: Int(checkRegionCount))
    }
    return (status ?? .noSuchField).rawValue
}

@_cdecl("fk_phone_field_layout")
func fkPhoneFieldLayout(_ handle: Int32, _ textCount: Int32) -> Int32 {
    let status = PhoneFieldSessions.withSession(Int(handle)) { session in
        PhoneFieldOperations.layout(session, textCount: Int(textCount))
    }
    return (status ?? .noSuchField).rawValue
}

@_cdecl("fk_phone_field_entry")
func fkPhoneFieldEntry(_ handle: Int32, _ textCount: Int32) -> Int32 {
    let status = PhoneFieldSessions.withSession(Int(handle)) { session in
        PhoneFieldOperations.entry(session, textCount: Int(textCount))
    }
    return (status ?? .noSuchField).rawValue
}
