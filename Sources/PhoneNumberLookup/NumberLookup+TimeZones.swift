import PhoneNumbers

extension NumberLookup {
    /// The time zone libphonenumber gives a number when it knows none.
    public static let unknownTimeZone = "Etc/Unknown"

    /// The IANA time zones a number may be in, or `["Etc/Unknown"]` (``unknownTimeZone``) when the number
    /// is not valid or none is known (phonenumbers' `timezone.time_zones_for_number`). Numbers not tied
    /// to a place get their calling code's time zones.
    ///
    ///     try NumberLookup.bundled.timeZones(for: PhoneNumber(parsing: "+41 44 668 18 00"))  // ["Europe/Zurich"]
    ///     try NumberLookup.bundled.timeZones(for: PhoneNumber(parsing: "+1 650 253 0000"))   // ["America/Los_Angeles"]
    ///
    /// - Throws: ``LookupDataError`` when a data file is missing or damaged.
    public func timeZones(for number: PhoneNumber) throws(LookupDataError) -> [String] {
        let (type, _) = number.typeAndRegion
        if type == .unknown { return [Self.unknownTimeZone] }
        let zones = try store.timeZoneData()
        let found: [String]?
        if Self.isGeographical(type, callingCode: number.countryCode) {
            found = try zones.table.longestMatch(LeadingDigits(number), callingCode: number.countryCode) {
                (index) throws(LookupDataError) -> [String]? in try zones.zones(forPrefix: index)
            }
        } else {
            // phonenumbers looks the calling code up as a whole prefix, never a shorter one.
            let code = number.countryCode
            guard code > 0, code < 1000 else { return [Self.unknownTimeZone] }
            let length = code < 10 ? 1 : code < 100 ? 2 : 3
            found = try zones.table.index(of: UInt32(code), length: length).flatMap {
                (index) throws(LookupDataError) -> [String]? in try zones.zones(forPrefix: index)
            }
        }
        guard let found, !found.isEmpty else { return [Self.unknownTimeZone] }
        return found
    }
}
