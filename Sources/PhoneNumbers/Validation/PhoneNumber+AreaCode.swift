
extension PhoneNumber {
    /// The number of leading digits of the national significant number that are its geographical area
    /// code (`length_of_geographical_area_code`); 0 when it has none (mobiles, toll-free numbers …).
    ///
    ///     PhoneNumber("+1 650 253 0000")?.areaCodeLength   // 3
    ///     PhoneNumber("+44 20 7031 3000")?.areaCodeLength  // 2
    ///     PhoneNumber("+1 800 253 0000")?.areaCodeLength   // 0
    public var areaCodeLength: Int {
        let store = MetadataStore.shared
        guard let region = self.region, let metadata = store.metadata(forRegion: region) else { return 0 }
        let type = self.type
        if metadata.nationalPrefix == nil && !italianLeadingZero && countryCode != 52 { return 0 }
        if type == .mobile && countryCode == 86 { return 0 }  // China: mobile prefixes are carriers, not areas
        guard Self.isGeographical(type, countryCode: countryCode) else { return 0 }
        return nationalDestinationCodeLength
    }

    /// The number of leading digits of the national significant number that are its national destination
    /// code (`length_of_national_destination_code`): the first group of the international format when
    /// more groups follow (with Argentina's mobile token, the first two); 0 otherwise.
    ///
    ///     PhoneNumber("+1 800 253 0000")?.nationalDestinationCodeLength    // 3
    ///     PhoneNumber("+54 9 11 2345 6789")?.nationalDestinationCodeLength  // 3
    public var nationalDestinationCodeLength: Int {
        var plain = self
        plain.extension = nil
        // The lengths of the parts Python's `re.split(r"\D+", …)` gives: a leading or trailing separator
        // makes an empty part.
        var groups = [0]
        var inSeparator = false
        for byte in plain.formatted(.international).utf8 {
            if byte >= 0x30 && byte <= 0x39 {
                groups[groups.count - 1] += 1
                inSeparator = false
            } else if !inSeparator {
                groups.append(0)
                inSeparator = true
            }
        }
        guard groups.count > 3 else { return 0 }
        if countryCode == 54 && type == .mobile { return groups[2] + groups[3] }
        return groups[2]
    }
}
