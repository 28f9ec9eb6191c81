import PhonePlanBundle

extension RegionMetadata {
    /// An estimate of the bytes this decoded plan holds besides the automata it matches in place:
    /// texts, the number descriptions and the lists of leading-digit automata that do not fit in their
    /// rule (array and object headers are counted at 32 bytes each).
    package var approximateByteCount: Int {
        let header = 32
        let present = descriptions.compactMap { $0 }
        var total = header * 4 + present.count * MemoryLayout<NumberDescription>.stride
        for rule in nationalFormats + internationalFormats {
            total += header * 4
            total += rule.format.utf8.count + rule.nationalFormat.utf8.count
            total += rule.leadingDigitsAutomata.count > 4 ? header + 16 * rule.leadingDigitsAutomata.count : 0
        }
        return total
    }
}

extension MetadataStore {
    /// The estimated heap bytes of every plan decoded so far and of what reading the bundle keeps:
    /// the index of the main plans' graph, the grouping patterns and the calling codes' regions. The
    /// built-in bundle itself is read-only data of the program, not heap.
    package var decodedByteCount: Int {
        loadedMetadata().reduce(graph.automata.indexByteCount + bundleIndexByteCount) { $0 + $1.approximateByteCount }
    }
}
