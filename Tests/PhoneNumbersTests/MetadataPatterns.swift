import PhoneNumberMetadata

/// Every distinct pattern in the generated metadata, read straight from the records.
enum MetadataPatterns {
    /// Patterns sorted, so tests walk them in a fixed order.
    static let all: [String] = {
        var patterns = Set<String>()
        var records = PhoneMetadataRecords.regionCodes.split(separator: " ").compactMap {
            PhoneMetadataRecords.record(forRegion: String($0))
        }
        records += PhoneMetadataRecords.nonGeographicCallingCodes.split(separator: " ").compactMap {
            Int($0).flatMap(PhoneMetadataRecords.record(forNonGeographicCallingCode:))
        }
        for record in records {
            let fields = record.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            for index in [2, 6, 9] where !fields[index].isEmpty { patterns.insert(fields[index]) }
            for index in 10..<22 {
                if let pattern = fields[index].split(separator: "/", omittingEmptySubsequences: false).first,
                    !pattern.isEmpty
                {
                    patterns.insert(String(pattern))
                }
            }
            for index in 22..<24 {
                for format in fields[index].split(separator: "!") {
                    let parts = format.split(separator: "/", omittingEmptySubsequences: false)
                    patterns.insert(String(parts[0]))
                    for leading in parts[2].split(separator: "@") { patterns.insert(String(leading)) }
                }
            }
        }
        return patterns.sorted()
    }()
}
