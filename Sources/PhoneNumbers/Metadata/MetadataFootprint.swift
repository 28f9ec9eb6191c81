extension RegionMetadata {
    /// An estimate of the bytes this decoded plan holds besides its shared automata (``AutomatonTables``):
    /// texts, lengths and example numbers (array and object headers are counted at 32 bytes each).
    package var approximateByteCount: Int {
        let header = 32
        var total = header * 4 + descriptions.count * 8
        for description in descriptions.compactMap({ $0 }) {
            total += header * 3
            total += description.exampleNumber?.utf8.count ?? 0
        }
        for rule in nationalFormats + internationalFormats {
            total += header * 4
            total += rule.format.utf8.count + rule.nationalFormat.utf8.count
        }
        return total
    }
}

extension MetadataStore {
    /// The estimated bytes of every plan decoded so far, of the automata they use (each once, however
    /// many plans share it) and of the graph those were taken from.
    package var decodedByteCount: Int {
        loadedMetadata().reduce(AutomatonTables.byteCount) { $0 + $1.approximateByteCount }
    }
}
