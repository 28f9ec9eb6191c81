import PhonePlanBundle

extension PhoneNumbering {
    /// Replaces the numbering plans every later lookup uses with those of a bundle, such as one
    /// `scripts/build-metadata-bundle` built from a newer `phonenumbers` release.
    ///
    /// The whole bundle is checked first (magic, format version, checksum, every offset and record);
    /// a bad one throws and the plans in use stay. The switch is atomic: a number parsed on another
    /// thread meanwhile uses the old plans or the new ones. Numbers and formatters made before keep
    /// the plans they were made with, which stay in memory.
    ///
    ///     try PhoneNumbering.loadMetadata(Array(try Data(contentsOf: url)))
    ///     PhoneNumbering.metadataVersion  // "9.0.44"
    public static func loadMetadata(_ bytes: [UInt8]) throws(PlanBundleError) {
        PlanSource.install(MetadataStore(bundle: try PlanBundle(bytes: bytes)))
    }

    /// The CRC-32 of the bundle the plans in use come from (its header's checksum).
    public static var metadataChecksum: UInt32 { MetadataStore.shared.bundle.checksum }
}
