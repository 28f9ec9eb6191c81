import PhoneNumberMetadata
import StandardLibrarySubstitutes

/// Decodes each region's numbering plan on first use and keeps it; thread-safe.
package final class MetadataStore: Sendable {
    /// The store every ``PhoneNumber`` uses.
    package static let shared = MetadataStore()

    /// Plans by slot: regions (26 × 26 slots, see ``regionSlot(_:_:)``), then non-geographic calling codes
    /// by code, then the main region of each calling code by code. A lookup takes no lock.
    private let plans = FirstUseTable<RegionMetadata>(count: regionSlots + 2 * codeSlots)
    private static let regionSlots = 26 * 26
    private static let codeSlots = 1000

    private init() {}

    /// The slot of a region code written as two ASCII letters of either case; nil for anything else.
    @inline(__always)
    private static func regionSlot(_ first: UInt8, _ second: UInt8) -> Int? {
        let a = Int(first | 0x20) - 0x61
        let b = Int(second | 0x20) - 0x61
        guard a >= 0, a < 26, b >= 0, b < 26 else { return nil }
        return a * 26 + b
    }

    /// The plan of a region given in any letter case ("us", "US"), without building a string for ASCII codes.
    package func metadata(forRegionIgnoringCase region: some StringProtocol) -> RegionMetadata? {
        var bytes = region.utf8.makeIterator()
        if let first = bytes.next(), let second = bytes.next(), bytes.next() == nil, first < 0x80, second < 0x80 {
            return Self.regionSlot(first, second).flatMap(regionMetadata(slot:))
        }
        let upper = CaseMapping.uppercased(String(region))
        return isSupported(region: upper) ? metadata(forRegion: upper) : nil
    }

    private func regionMetadata(slot index: Int) -> RegionMetadata? {
        plans.value(at: index) {
            let code = String(decoding: [UInt8(0x41 + index / 26), UInt8(0x41 + index % 26)], as: UTF8.self)
            return PhoneMetadataRecords.record(forRegion: code).flatMap { RegionMetadata(record: $0) }
        }
    }

    /// Whether the region (upper-case CLDR code) has a numbering plan.
    package func isSupported(region: String) -> Bool {
        PhoneMetadataRecords.hasRecord(forRegion: region)
    }

    /// Whether the calling code is assigned.
    package func isAssigned(callingCode code: Int) -> Bool {
        PhoneMetadataRecords.isAssigned(callingCode: code)
    }

    /// The main region of a calling code ("001" for non-geographic codes).
    package func mainRegion(forCallingCode code: Int) -> String? {
        guard let list = PhoneMetadataRecords.regions(forCallingCode: code) else { return nil }
        return String(list.prefix { $0 != "," })
    }

    /// The regions of a calling code, main country first.
    package func regions(forCallingCode code: Int) -> [String] {
        PhoneMetadataRecords.regions(forCallingCode: code)?.split(separator: ",").map(String.init) ?? []
    }

    /// The plan of a supported region (upper-case code), decoded on first use.
    package func metadata(forRegion region: String) -> RegionMetadata? {
        var bytes = region.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next(), bytes.next() == nil,
            first >= 0x41, first <= 0x5A, second >= 0x41, second <= 0x5A,
            let index = Self.regionSlot(first, second)
        else { return nil }
        return regionMetadata(slot: index)
    }

    /// The plan of a non-geographic calling code such as 800, decoded on first use.
    package func metadata(forNonGeographicCallingCode code: Int) -> RegionMetadata? {
        guard code > 0, code < 1000 else { return nil }
        return plans.value(at: Self.regionSlots + code) {
            PhoneMetadataRecords.record(forNonGeographicCallingCode: code).flatMap { RegionMetadata(record: $0) }
        }
    }

    /// `metadata_for_region_or_calling_code`: the non-geographic plan for "001", else the region's.
    package func metadata(forCallingCode code: Int, region: String) -> RegionMetadata? {
        region == "001" ? metadata(forNonGeographicCallingCode: code) : metadata(forRegion: region)
    }

    /// The plan of the main region of a calling code.
    package func metadata(forCallingCode code: Int) -> RegionMetadata? {
        guard code > 0, code < 1000 else { return nil }
        return plans.value(at: Self.regionSlots + Self.codeSlots + code) { mainPlan(forCallingCode: code) }
    }

    /// Calls `body` with the plan of the main region of a calling code, without retaining it; nil when
    /// there is none.
    @inline(__always)
    package func withMetadata<Result>(forCallingCode code: Int, _ body: (RegionMetadata) -> Result) -> Result? {
        guard code > 0, code < 1000 else { return nil }
        return plans.withValue(at: Self.regionSlots + Self.codeSlots + code, make: { mainPlan(forCallingCode: code) }, body)
    }

    private func mainPlan(forCallingCode code: Int) -> RegionMetadata? {
        mainRegion(forCallingCode: code).flatMap { metadata(forCallingCode: code, region: $0) }
    }

    /// Every plan decoded so far.
    package func loadedMetadata() -> [RegionMetadata] {
        plans.builtValues(inFirst: Self.regionSlots + Self.codeSlots)
    }

    /// The formats of a region, with their leading-digit automata: what an as-you-type formatter needs.
    package func formats(forRegion region: String) -> [NumberFormatRule] {
        metadata(forRegion: region)?.nationalFormats ?? []
    }
}
