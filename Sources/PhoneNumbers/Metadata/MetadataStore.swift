import Foundation
import PhoneNumberMetadata

/// Decodes each region's numbering plan on first use and keeps it; thread-safe.
package final class MetadataStore: @unchecked Sendable {
    /// The store every ``PhoneNumber`` uses.
    package static let shared = MetadataStore()

    private let lock = NSLock()
    private var regions: [String: RegionMetadata] = [:]
    private var nonGeographic: [Int: RegionMetadata] = [:]
    private var byCallingCode: [Int: RegionMetadata] = [:]

    private init() {}

    /// Whether the region (upper-case CLDR code) has a numbering plan.
    package func isSupported(region: String) -> Bool {
        PhoneMetadataRecords.record(forRegion: region) != nil
    }

    /// Whether the calling code is assigned.
    package func isAssigned(callingCode code: Int) -> Bool {
        PhoneMetadataRecords.regions(forCallingCode: code) != nil
    }

    /// The main region of a calling code ("001" for non-geographic codes).
    package func mainRegion(forCallingCode code: Int) -> String? {
        guard let list = PhoneMetadataRecords.regions(forCallingCode: code) else { return nil }
        return String(list.prefix { $0 != "," })
    }

    /// Every supported CLDR region code, built on first use.
    package var supportedRegions: Set<String> { Self.regionSet }
    private static let regionSet = Set(PhoneMetadataRecords.regionCodes.split(separator: " ").map(String.init))

    /// Calling code → regions, main country first, built on first use.
    package var regionsByCallingCode: [Int: [String]] { Self.callingCodeTable }
    private static let callingCodeTable: [Int: [String]] = {
        var table: [Int: [String]] = [:]
        for entry in PhoneMetadataRecords.callingCodeRegions.split(separator: " ") {
            let parts = entry.split(separator: ":")
            guard parts.count == 2, let code = Int(parts[0]) else { continue }
            table[code] = parts[1].split(separator: ",").map(String.init)
        }
        return table
    }()

    /// The regions of a calling code, main country first.
    package func regions(forCallingCode code: Int) -> [String] {
        PhoneMetadataRecords.regions(forCallingCode: code)?.split(separator: ",").map(String.init) ?? []
    }

    /// The plan of a supported region (upper-case code), decoded on first use.
    package func metadata(forRegion region: String) -> RegionMetadata? {
        lock.lock()
        if let cached = regions[region] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        guard let record = PhoneMetadataRecords.record(forRegion: region),
            let decoded = RegionMetadata(record: record)
        else { return nil }
        lock.lock()
        regions[region] = decoded
        lock.unlock()
        return decoded
    }

    /// The plan of a non-geographic calling code such as 800, decoded on first use.
    package func metadata(forNonGeographicCallingCode code: Int) -> RegionMetadata? {
        lock.lock()
        if let cached = nonGeographic[code] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        guard let record = PhoneMetadataRecords.record(forNonGeographicCallingCode: code),
            let decoded = RegionMetadata(record: record)
        else { return nil }
        lock.lock()
        nonGeographic[code] = decoded
        lock.unlock()
        return decoded
    }

    /// `metadata_for_region_or_calling_code`: the non-geographic plan for "001", else the region's.
    package func metadata(forCallingCode code: Int, region: String) -> RegionMetadata? {
        region == "001" ? metadata(forNonGeographicCallingCode: code) : metadata(forRegion: region)
    }

    /// The plan of the main region of a calling code.
    package func metadata(forCallingCode code: Int) -> RegionMetadata? {
        lock.lock()
        if let cached = byCallingCode[code] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        guard let main = mainRegion(forCallingCode: code), let found = metadata(forCallingCode: code, region: main)
        else { return nil }
        lock.lock()
        byCallingCode[code] = found
        lock.unlock()
        return found
    }

    /// Every plan decoded so far.
    package func loadedMetadata() -> [RegionMetadata] {
        lock.lock()
        defer { lock.unlock() }
        return Array(regions.values) + Array(nonGeographic.values)
    }

    /// The formats of a region, with their leading-digit automata: what an as-you-type formatter needs.
    package func formats(forRegion region: String) -> [NumberFormatRule] {
        metadata(forRegion: region)?.nationalFormats ?? []
    }
}
