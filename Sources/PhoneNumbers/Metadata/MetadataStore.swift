import DigitPatterns
import PhonePlanBundle
import StandardLibrarySubstitutes

/// The numbering plans of one bundle: each region's plan decoded from its record on first use and kept,
/// the bundle's automata matched in place, and the caches built from them; thread-safe.
package final class MetadataStore: Sendable {
    /// The plans every ``PhoneNumber`` uses now (``PlanSource``): the built-in bundle's until
    /// ``PhoneNumbering/loadMetadata(_:)`` replaces them.
    package static var shared: MetadataStore { PlanSource.current }

    /// Calls `body` with ``shared`` without retaining it, for the work done for every number.
    @inline(__always)
    package static func withShared<Result>(_ body: (MetadataStore) -> Result) -> Result {
        PlanSource.withCurrent(body)
    }

    /// The bundle the plans are read from.
    package let bundle: PlanBundle
    /// The automata of the main plans' patterns (the short-number patterns' are ``shortNumberPlans``').
    let graph: PlanGraph
    /// The regions of each calling code 0…999, main region first ("001" for a non-geographic code).
    private let regionLists: [[String]]
    /// The slot (``regionSlot(_:_:)``) of each region in `regionLists`, -1 for "001": read once here, so
    /// that classifying a number among a code's regions reads no region code's text.
    private let regionSlotLists: [[Int]]
    /// Whether each calling code 0…999 has a region: read for every number parsed with a `+`, so a
    /// flag rather than the region list (whose read retains it).
    private let assignedCodes: [Bool]
    /// Which region slots (``regionSlot(_:_:)``) have a plan.
    private let supportedRegionSlots: [Bool]
    /// The plans' prefix patterns, parsed once each and shared.
    let prefixPatterns = InterningTable<ParsedPrefixPattern>()
    /// The formats' national-prefix and carrier-code rules, one object per distinct pair.
    let prefixRules = InterningTable<NumberFormatRule.PrefixRules>()
    /// The short-number plans and the as-you-type plans made from these plans.
    let shortNumberPlans: ShortNumberPlans
    let asYouTypePlans: AsYouTypePlans

    /// Plans by slot: regions (26 × 26 slots, see ``regionSlot(_:_:)``), then non-geographic calling codes
    /// by code, then the main region of each calling code by code. A lookup takes no lock.
    private let plans = FirstUseTable<RegionMetadata>(count: regionSlots + 2 * codeSlots)
    private static let regionSlots = 26 * 26
    private static let codeSlots = 1000

    /// The plans of a validated bundle; its records are decoded on first use.
    package init(bundle: PlanBundle) {
        self.bundle = bundle
        graph = PlanGraph(bundle.automata(.automata), groupingPatterns: bundle.lines(.groupingPatterns).map { String($0) })
        var lists = [[String]](repeating: [], count: Self.codeSlots)
        var assigned = [Bool](repeating: false, count: Self.codeSlots)
        for code in bundle.callingCodes where code >= 0 && code < Self.codeSlots {
            lists[code] = bundle.regions(forCallingCode: code)
            assigned[code] = !lists[code].isEmpty
        }
        regionLists = lists
        regionSlotLists = lists.map { regions in
            regions.map { region in
                let bytes = Array(region.utf8)
                return bytes.count == 2 ? Self.regionSlot(bytes[0], bytes[1]) ?? -1 : -1
            }
        }
        assignedCodes = assigned
        var supported = [Bool](repeating: false, count: Self.regionSlots)
        for region in bundle.regions {
            let bytes = Array(region.utf8)
            if bytes.count == 2, let slot = Self.regionSlot(bytes[0], bytes[1]) { supported[slot] = true }
        }
        supportedRegionSlots = supported
        shortNumberPlans = ShortNumberPlans(bundle: bundle)
        asYouTypePlans = AsYouTypePlans()
    }

    /// An estimate of the heap bytes of the store's own tables (32 bytes an array or string header).
    var bundleIndexByteCount: Int {
        graph.groupingPatterns.reduce(32) { $0 + 16 + ($1.utf8.count > 15 ? 32 + $1.utf8.count : 0) }
            + regionLists.reduce(32) { $0 + 8 + ($1.isEmpty ? 0 : 32 + 16 * $1.count) } + supportedRegionSlots.count
            + regionSlotLists.reduce(32) { $0 + 8 + ($1.isEmpty ? 0 : 32 + 8 * $1.count) }
            + 32 + assignedCodes.count
    }

    /// The text of grouping pattern `index`; empty outside the table.
    func groupingPattern(at index: Int) -> String { graph.groupingPatternText(index) }

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
        guard supportedRegionSlots[index] else { return nil }
        return plans.value(at: index) {
            let code = String(decoding: [UInt8(0x41 + index / 26), UInt8(0x41 + index % 26)], as: UTF8.self)
            return bundle.record(forRegion: code).map { RegionMetadata(record: $0, store: self) }
        }
    }

    /// Whether the region (upper-case CLDR code) has a numbering plan.
    package func isSupported(region: String) -> Bool {
        var bytes = region.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next(), bytes.next() == nil,
            first >= 0x41, first <= 0x5A, second >= 0x41, second <= 0x5A,
            let slot = Self.regionSlot(first, second)
        else { return false }
        return supportedRegionSlots[slot]
    }

    /// Whether the calling code is assigned.
    package func isAssigned(callingCode code: Int) -> Bool {
        code >= 0 && code < Self.codeSlots && assignedCodes[code]
    }

    /// The main region of a calling code ("001" for non-geographic codes).
    package func mainRegion(forCallingCode code: Int) -> String? {
        code >= 0 && code < Self.codeSlots ? regionLists[code].first : nil
    }

    /// The regions of a calling code, main country first.
    package func regions(forCallingCode code: Int) -> [String] {
        code >= 0 && code < Self.codeSlots ? regionLists[code] : []
    }

    /// The plan of the `index`th region of a calling code (``regions(forCallingCode:)``), decoded on
    /// first use; nil for "001".
    package func metadata(forRegionAt index: Int, ofCallingCode code: Int) -> RegionMetadata? {
        let slot = regionSlotLists[code][index]
        return slot >= 0 ? regionMetadata(slot: slot) : nil
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
            bundle.record(forNonGeographicCallingCode: code).map { RegionMetadata(record: $0, store: self) }
        }
    }

    /// `metadata_for_region_or_calling_code`: the non-geographic plan for "001", else the region's.
    package func metadata(forCallingCode code: Int, region: String) -> RegionMetadata? {
        region.utf8Equals("001") ? metadata(forNonGeographicCallingCode: code) : metadata(forRegion: region)
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

    /// The example national significant number of one type in a plan of this store; nil when it has
    /// none. Read from the plan's record, not kept in the decoded plan: examples are asked for rarely.
    package func exampleNumber(_ kind: NumberDescriptionKind, of metadata: RegionMetadata) -> String? {
        let record = metadata.id.utf8Equals("001")
            ? bundle.record(forNonGeographicCallingCode: metadata.countryCode) : bundle.record(forRegion: metadata.id)
        return record?.descriptions[kind.rawValue]?.exampleNumber
    }

    /// The formats of a region, with their leading-digit automata: what an as-you-type formatter needs.
    package func formats(forRegion region: String) -> [NumberFormatRule] {
        metadata(forRegion: region)?.nationalFormats ?? []
    }
}
