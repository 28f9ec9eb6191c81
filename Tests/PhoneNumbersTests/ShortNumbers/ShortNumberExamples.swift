@testable import PhoneNumbers

/// The regions with short-number data and the example numbers of their plans.
enum PhoneMetadataRegions {
    static let short = PhoneNumbering.shortNumberRegions
}

enum ShortNumberExamples {
    /// The example number of one kind of short number in a region; nil when the plan has none.
    static func example(_ region: String, _ kind: ShortNumberDescriptionKind) -> String? {
        ShortNumberPlans.shared.plan(forRegion: region)?.exampleNumber(kind)
    }
}
