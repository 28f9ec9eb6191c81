import PhonePlanBundle
import StandardLibrarySubstitutes

/// Lookups over the numbering plans.
///
///     PhoneNumbering.callingCode(for: "ch")       // 41
///     PhoneNumbering.regions(forCallingCode: 7)   // ["RU", "KZ"]
///     PhoneNumbering.exampleNumber(for: "GB", type: .mobile)?.formatted()  // "+44 7400 123456"
public enum PhoneNumbering {
    /// The `phonenumbers` release the plans were generated from.
    public static var metadataVersion: String { MetadataStore.shared.bundle.phonenumbersVersion }

    /// Every supported CLDR region code, sorted.
    public static var supportedRegions: [String] { MetadataStore.shared.bundle.regions }

    /// The calling codes of non-geographic entities (800, 808, 870 …), ascending.
    public static var nonGeographicCallingCodes: [Int] {
        MetadataStore.shared.bundle.nonGeographicCallingCodes
    }

    /// The calling code of a region (case-insensitive), nil for unknown regions.
    public static func callingCode(for region: String) -> Int? {
        let code = CaseMapping.uppercased(region)
        guard MetadataStore.shared.isSupported(region: code) else { return nil }
        return MetadataStore.shared.metadata(forRegion: code)?.countryCode
    }

    /// The regions sharing a calling code, main country first; "001" for non-geographic codes.
    public static func regions(forCallingCode code: Int) -> [String] {
        MetadataStore.shared.regions(forCallingCode: code)
    }

    /// The plan's example number of a type in a region (`example_number_for_type`), nil when it has none.
    public static func exampleNumber(for region: String, type: PhoneNumberType = .fixedLine) -> PhoneNumber? {
        let code = CaseMapping.uppercased(region)
        let store = MetadataStore.shared
        guard store.isSupported(region: code), let metadata = store.metadata(forRegion: code),
            let example = store.exampleNumber(type.descriptionKind, of: metadata)
        else { return nil }
        return PhoneNumber(example, defaultRegion: code)
    }

    /// An example number of a non-geographic calling code (`example_number_for_non_geo_entity`).
    public static func exampleNumber(forNonGeographicCallingCode code: Int) -> PhoneNumber? {
        let store = MetadataStore.shared
        guard let metadata = store.metadata(forNonGeographicCallingCode: code) else { return nil }
        let kinds: [NumberDescriptionKind] = [.mobile, .tollFree, .sharedCost, .voip, .voicemail, .uan, .premiumRate]
        for kind in kinds {
            if let example = store.exampleNumber(kind, of: metadata),
                let number = PhoneNumber("+\(code)" + example, defaultRegion: "ZZ")
            {
                return number
            }
        }
        return nil
    }
}
