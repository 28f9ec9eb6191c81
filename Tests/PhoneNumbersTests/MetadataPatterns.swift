import PhoneNumberMetadata

/// Every distinct pattern in the generated metadata: the automaton patterns and the IDD prefixes.
enum MetadataPatterns {
    /// Patterns sorted, so tests walk them in a fixed order.
    static let all: [String] = {
        var patterns = Set((0..<PhoneMetadataRecords.automatonPatternCount).compactMap {
            PhoneMetadataRecords.automatonPattern(at: $0)
        })
        var records = PhoneMetadataRecords.regionCodes.split(separator: " ").compactMap {
            PhoneMetadataRecords.record(forRegion: String($0))
        }
        records += PhoneMetadataRecords.nonGeographicCallingCodes.split(separator: " ").compactMap {
            Int($0).flatMap(PhoneMetadataRecords.record(forNonGeographicCallingCode:))
        }
        for record in records {
            let idd = record.split(separator: ";", omittingEmptySubsequences: false)[2]
            if !idd.isEmpty { patterns.insert(String(idd)) }
        }
        return patterns.sorted()
    }()
}
