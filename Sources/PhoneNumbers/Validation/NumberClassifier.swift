import StandardLibrarySubstitutes

/// Number type detection and the region a number belongs to, on the compiled patterns.
enum NumberClassifier {
    /// The order libphonenumber tests the types in (fixed line and mobile come last).
    private static let orderedTypes: [(NumberDescriptionKind, PhoneNumberType)] = [
        (.premiumRate, .premiumRate), (.tollFree, .tollFree), (.sharedCost, .sharedCost), (.voip, .voip),
        (.personalNumber, .personalNumber), (.pager, .pager), (.uan, .uan), (.voicemail, .voicemail),
    ]

    /// The type of a national significant number in a plan; `.unknown` when it matches no type.
    static func type(of digits: some Collection<UInt8>, metadata: RegionMetadata) -> PhoneNumberType {
        guard metadata.general?.matches(digits) ?? false else { return .unknown }
        for (kind, type) in orderedTypes where metadata.description(kind)?.matches(digits) ?? false { return type }
        if metadata.description(.fixedLine)?.matches(digits) ?? false {
            if metadata.sameMobileAndFixedLinePattern || (metadata.description(.mobile)?.matches(digits) ?? false) {
                return .fixedLineOrMobile
            }
            return .fixedLine
        }
        if !metadata.sameMobileAndFixedLinePattern && (metadata.description(.mobile)?.matches(digits) ?? false) {
            return .mobile
        }
        return .unknown
    }

    /// The region of a number among those sharing its calling code: the first whose leading digits
    /// match, or (for regions without leading digits) whose plan knows the number.
    static func region(countryCode: Int, digits: some Collection<UInt8>) -> String? {
        let store = MetadataStore.shared
        let list = store.regions(forCallingCode: countryCode)
        if list.count <= 1 { return list.first }  // a single region ("US") or "001", or none
        for index in list.indices {
            guard let metadata = store.metadata(forRegionAt: index, ofCallingCode: countryCode) else { continue }
            if let leading = metadata.leadingDigits {
                if leading.matchesPrefix(of: digits) { return list[index] }
            } else if type(of: digits, metadata: metadata) != .unknown {
                return list[index]
            }
        }
        return nil
    }
}

extension PhoneNumber {
    /// Whether the number has a possible length for its calling code (`is_possible_number`).
    ///
    ///     PhoneNumber("+1 650 253 0000")?.isPossible  // true
    public var isPossible: Bool {
        guard let metadata = MetadataStore.shared.metadata(forCallingCode: countryCode) else { return false }
        switch NumberLength.test(nationalSignificantDigits, metadata: metadata) {
        case .isPossible, .isPossibleLocalOnly: return true
        default: return false
        }
    }

    /// Whether the number matches a pattern of its region's plan (`is_valid_number`).
    ///
    ///     PhoneNumber("+1 650 253 0000")?.isValid  // true
    ///     PhoneNumber("+1 123 456 7890")?.isValid  // false
    public var isValid: Bool {
        if let digits = packedNationalDigits { return Self.isValid(countryCode: countryCode, digits: digits) }
        return Self.isValid(countryCode: countryCode, digits: nationalSignificantDigits)
    }

    private static func isValid(countryCode: Int, digits: some Collection<UInt8>) -> Bool {
        guard let region = NumberClassifier.region(countryCode: countryCode, digits: digits),
            let metadata = MetadataStore.shared.metadata(forCallingCode: countryCode, region: region),
            region.utf8Equals("001") || metadata.countryCode == countryCode
        else { return false }
        return NumberClassifier.type(of: digits, metadata: metadata) != .unknown
    }

    /// The kind of line the number reaches (`number_type`); `.unknown` for numbers that are not valid.
    ///
    ///     PhoneNumber("+41 79 123 45 67")?.type  // .mobile
    public var type: PhoneNumberType { typeAndRegion.type }

    /// The CLDR region the number belongs to, "001" for non-geographic numbers, nil when none
    /// (`region_code_for_number`).
    ///
    ///     PhoneNumber("+1 416 555 0123")?.region  // "CA"
    public var region: String? {
        if let digits = packedNationalDigits { return NumberClassifier.region(countryCode: countryCode, digits: digits) }
        return NumberClassifier.region(countryCode: countryCode, digits: nationalSignificantDigits)
    }
}
