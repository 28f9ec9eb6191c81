import PhonePlanBundle

extension PhoneNumbering {
    /// Every region with short-number data, sorted (libphonenumber's `ShortNumberInfo.getSupportedRegions`).
    ///
    ///     PhoneNumbering.shortNumberRegions.count  // 241
    public static var shortNumberRegions: [String] {
        MetadataStore.shared.bundle.shortNumberRegions
    }

    /// A valid short number of the region, as dialled there (`getExampleShortNumber`); nil when the
    /// region has none.
    ///
    ///     PhoneNumbering.exampleShortNumber(for: "FR")  // "15"
    public static func exampleShortNumber(for region: String) -> String? {
        ShortNumberPlans.shared.plan(forRegion: region)?.exampleNumber(.shortCode)
    }

    /// A short number of the region with this cost (`getExampleShortNumberForCost`); nil when the
    /// region has none, and for ``ShortNumberCost/unknownCost``, which no category describes.
    ///
    ///     PhoneNumbering.exampleShortNumber(for: "FR", cost: .premiumRate)  // "1000"
    public static func exampleShortNumber(for region: String, cost: ShortNumberCost) -> String? {
        let kind: ShortNumberDescriptionKind
        switch cost {
        case .tollFree: kind = .tollFree
        case .standardRate: kind = .standardRate
        case .premiumRate: kind = .premiumRate
        case .unknownCost: return nil
        }
        return ShortNumberPlans.shared.plan(forRegion: region)?.exampleNumber(kind)
    }
}
