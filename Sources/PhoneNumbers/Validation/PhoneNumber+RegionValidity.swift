import StandardLibrarySubstitutes

extension PhoneNumber {
    /// Whether the number is valid in one region's plan (`is_valid_number_for_region`); "001" tests the
    /// plan of its non-geographic calling code. Used by PhoneNumberLookup to find the one country of a
    /// number whose calling code several regions share.
    package func isValid(forRegion region: String) -> Bool {
        let store = MetadataStore.shared
        let metadata: RegionMetadata?
        if region.utf8Equals("001") {
            metadata = store.metadata(forNonGeographicCallingCode: countryCode)
        } else {
            metadata = store.metadata(forRegion: region)
            guard metadata?.countryCode == countryCode else { return false }
        }
        guard let metadata else { return false }
        if let digits = packedNationalDigits { return NumberClassifier.type(of: digits, metadata: metadata) != .unknown }
        return NumberClassifier.type(of: nationalSignificantDigits, metadata: metadata) != .unknown
    }

    /// The national significant number as text, leading zeros included (`national_significant_number`).
    package var nationalSignificantNumberText: String { nationalSignificantNumber }
}

extension PhoneNumber {
    /// ``type`` and ``region`` from one classification of the digits, for lookups that need both.
    package var typeAndRegion: (type: PhoneNumberType, region: String?) {
        if let digits = packedNationalDigits { return Self.typeAndRegion(countryCode: countryCode, digits: digits) }
        return Self.typeAndRegion(countryCode: countryCode, digits: nationalSignificantDigits)
    }

    private static func typeAndRegion(
        countryCode: Int, digits: some Collection<UInt8>
    ) -> (type: PhoneNumberType, region: String?) {
        guard let region = NumberClassifier.region(countryCode: countryCode, digits: digits),
            let metadata = MetadataStore.shared.metadata(forCallingCode: countryCode, region: region)
        else { return (.unknown, nil) }
        return (NumberClassifier.type(of: digits, metadata: metadata), region)
    }
}

extension PhoneNumber {
    /// ``isValid``, ``type`` and ``region`` from one classification of the digits, for bulk
    /// reports that print all three.
    package var validityTypeAndRegion: (isValid: Bool, type: PhoneNumberType, region: String?) {
        if let digits = packedNationalDigits { return Self.validityTypeAndRegion(countryCode: countryCode, digits: digits) }
        return Self.validityTypeAndRegion(countryCode: countryCode, digits: nationalSignificantDigits)
    }

    private static func validityTypeAndRegion(
        countryCode: Int, digits: some Collection<UInt8>
    ) -> (isValid: Bool, type: PhoneNumberType, region: String?) {
        guard let region = NumberClassifier.region(countryCode: countryCode, digits: digits) else { return (false, .unknown, nil) }
        guard let metadata = MetadataStore.shared.metadata(forCallingCode: countryCode, region: region) else {
            return (false, .unknown, region)
        }
        let type = NumberClassifier.type(of: digits, metadata: metadata)
        let isValid = (region.utf8Equals("001") || metadata.countryCode == countryCode) && type != .unknown
        return (isValid, type, region)
    }
}
