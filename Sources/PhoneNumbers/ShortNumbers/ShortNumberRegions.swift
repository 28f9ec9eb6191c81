/// The regions of a calling code, main country first; empty for an unassigned code. "001" stands for
/// the non-geographic codes.
///
///     Array(ShortNumberRegions(callingCode: 7))  // ["RU", "KZ"]
struct ShortNumberRegions: Sequence {
    private let regions: [String]

    init(callingCode: Int) {
        regions = MetadataStore.shared.regions(forCallingCode: callingCode)
    }

    /// Whether more than one region shares the code.
    var isShared: Bool { regions.count > 1 }

    func makeIterator() -> IndexingIterator<[String]> { regions.makeIterator() }
}
