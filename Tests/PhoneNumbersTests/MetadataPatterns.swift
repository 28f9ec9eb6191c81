@testable import PhoneNumbers

/// Every distinct pattern of the built-in plans: the automaton patterns and the IDD prefixes.
enum MetadataPatterns {
    /// Patterns sorted, so tests walk them in a fixed order.
    static let all: [String] = {
        let bundle = MetadataStore.shared.bundle
        var patterns = Set((bundle.lines(.groupingPatterns) + bundle.lines(.otherPatterns)).map { String($0) })
        var records = bundle.regions.compactMap { bundle.record(forRegion: $0) }
        records += bundle.nonGeographicCallingCodes.compactMap { bundle.record(forNonGeographicCallingCode: $0) }
        for record in records {
            if let idd = record.internationalPrefix { patterns.insert(idd) }
        }
        return patterns.sorted()
    }()
}
