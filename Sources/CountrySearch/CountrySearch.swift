/// The ranked search over countries that the native catalogue (PhoneCountries) and the WebAssembly
/// build share: one list, best first, for an ISO code, a calling code, a name of any kind, a prefix of
/// one, or a name typed with one mistake.
///
/// Names and queries are compared as UTF-8, already folded by the host (``CountryNameKind`` says how),
/// so that no Unicode tables are linked here. It uses the standard library only, and nothing
/// Wasm/README.md forbids on the page's code path; it is written over bytes and one kind of array so
/// that the page's module stays within its budget.
///
///     var search = CountrySearch()
///     let ch = search.addRegion(code: 0x43, 0x48, callingCode: 41, isMainCountry: true)  // "CH"
///     "schweiz".utf8.withContiguousStorageIfAvailable {
///         search.addName(UnsafeRawBufferPointer($0), region: ch, kind: .endonym)
///     }
public struct CountrySearch: Sendable {
    /// One number per region: its ISO code's two upper-case ASCII letters (`first << 8 | second`)
    /// shifted left 12, its calling code shifted left 1, plus 1 when it is not the code's main country
    /// (libphonenumber's first region for the code).
    private var regions: [Int32] = []
    /// The names, one record after another: the region's index, the kind's raw value and the name's
    /// byte count, one byte each, then its folded UTF-8 (the page hands these records in as they are).
    private var records: [UInt8] = []

    public init() {}

    /// The number of regions added.
    public var regionCount: Int { regions.count }

    /// Adds a region by its two-letter ISO code (upper-case ASCII bytes) and calling code (below
    /// 2,048); its index, by which names and answers name it. Answers that rank the same come in the
    /// order the regions were added.
    @discardableResult
    public mutating func addRegion(code first: UInt8, _ second: UInt8, callingCode: Int, isMainCountry: Bool) -> Int {
        let code = Int32(first) << 20 | Int32(second) << 12
        regions.append(code | Int32(truncatingIfNeeded: callingCode & 0x7FF) << 1 | (isMainCountry ? 0 : 1))
        return regions.count - 1
    }

    /// The index of the region with this ISO code (upper-case ASCII bytes); nil when none was added.
    public func regionIndex(code first: UInt8, _ second: UInt8) -> Int? {
        let code = Int32(first) << 20 | Int32(second) << 12
        for index in regions.indices where regions[index] & ~0xFFF == code { return index }
        return nil
    }

    /// The ISO code of region `index`: its two upper-case ASCII bytes, packed as `first << 8 | second`.
    public func packedCode(ofRegion index: Int) -> Int {
        Int(regions[index] >> 12)
    }

    /// Adds a name of a region, its folded UTF-8 (an empty name is ignored; its first 255 bytes only).
    public mutating func addName(_ folded: UnsafeRawBufferPointer, region: Int, kind: CountryNameKind) {
        guard !folded.isEmpty, region >= 0, region < regions.count, region < 256 else { return }
        var count = min(folded.count, 255)
        while count < folded.count && folded[count] & 0xC0 == 0x80 { count -= 1 }  // a whole character
        records.append(UInt8(truncatingIfNeeded: region))
        records.append(UInt8(truncatingIfNeeded: kind.rawValue))
        records.append(UInt8(truncatingIfNeeded: count))
        records.append(contentsOf: UnsafeRawBufferPointer(rebasing: folded[..<count]))
    }

    /// Adds names as records, each the region's index, the kind's raw value and the name's byte count,
    /// one byte each, then its folded UTF-8. A record naming no region or kind is never matched, and
    /// one cut short at the end is ignored.
    public mutating func addNames(records: UnsafeRawBufferPointer) {
        self.records.append(contentsOf: records)
    }

    /// The regions a person typing `folded` (folded as the names were) most likely means, best first, at
    /// most `limit`, by the tiers of ``NameMatch``: an exact name, ISO code or calling code (the code's
    /// main country first); a calling code the digits begin; a name it begins; a name one of whose
    /// words it begins; a name one mistake away; a name whose beginning is one mistake away. Within a
    /// tier, the kinds of name in ``CountryNameKind``'s order, then the shorter name, then the order the
    /// regions were added.
    public func search(_ folded: UnsafeRawBufferPointer, limit: Int = 10) -> [Int] {
        Self.lowest(scores(folded), limit: limit, below: Int32.max)
    }

    /// The regions `folded` names exactly (a name, an ISO code or a calling code), best first: the
    /// first tier of ``search(_:limit:)``, for a text that must mean one country and not merely begin
    /// one.
    public func exactMatches(_ folded: UnsafeRawBufferPointer) -> [Int] {
        Self.lowest(scores(folded), limit: regions.count, below: Self.firstScoreAfterExact)
    }

    /// The regions of the lowest scores below `bound`, lowest first, at most `limit`: one pass each, ties
    /// in the order the regions were added.
    private static func lowest(_ scores: [Int32], limit: Int, below bound: Int32) -> [Int] {
        var scores = scores
        var chosen: [Int] = []
        while chosen.count < limit {
            var lowest = -1
            for region in scores.indices where scores[region] < bound && (lowest < 0 || scores[region] < scores[lowest]) {
                lowest = region
            }
            guard lowest >= 0 else { break }
            chosen.append(lowest)
            scores[lowest] = bound
        }
        return chosen
    }

    /// The lowest score of a match that is not exact (a calling code the digits begin).
    private static let firstScoreAfterExact: Int32 = 1 * 4 * 256

    /// Each region's best score for the query (lower is better; `Int32.max` for no match).
    private func scores(_ folded: UnsafeRawBufferPointer) -> [Int32] {
        var best = [Int32](repeating: Int32.max, count: regions.count)
        guard !folded.isEmpty else { return best }
        rankCodes(folded, into: &best)
        records.withUnsafeBytes { all in
            var start = 0
            while start + 3 <= all.count {
                let region = Int(all[start]), kind = Int32(all[start + 1]), count = Int(all[start + 2])
                let end = start + 3 + count
                guard end <= all.count else { break }
                if region < best.count && kind < 4,
                    let tier = NameMatch.tier(of: folded, in: UnsafeRawBufferPointer(rebasing: all[start + 3..<end])) {
                    let score = (tier &* 4 &+ kind) &* 256 &+ Int32(truncatingIfNeeded: count)
                    if score < best[region] { best[region] = score }
                }
                start = end
            }
        }
        return best
    }

    /// Scores an ISO code and a calling code (`+41` or `41`): exact is tier 0 (a calling code's other
    /// countries after its main one), a calling code the digits begin tier 1.
    private func rankCodes(_ query: UnsafeRawBufferPointer, into best: inout [Int32]) {
        if query.count == 2, let region = regionIndex(code: query[0] & 0xDF, query[1] & 0xDF) { best[region] = 0 }
        let plus = query[0] == 0x2B ? 1 : 0
        guard query.count > plus, query.count - plus <= 3 else { return }
        var typed: Int32 = 0
        for index in plus..<query.count {
            guard query[index] >= 0x30 && query[index] <= 0x39 else { return }
            typed = typed * 10 + Int32(query[index] - 0x30)
        }
        for region in regions.indices {
            var code = regions[region] >> 1 & 0x7FF
            if code == typed {
                best[region] = min(best[region], regions[region] & 1)
                continue
            }
            while code > typed {  // a code the digits begin: 4 begins 41 and 420
                code /= 10
                if code == typed { best[region] = min(best[region], Self.firstScoreAfterExact) }
            }
        }
    }
}
