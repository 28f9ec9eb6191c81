extension RegionMetadata {
    /// An estimate of the bytes this decoded plan holds besides its shared automata: texts, lengths and
    /// example numbers (array and object headers are counted at 32 bytes each).
    package var approximateByteCount: Int {
        let header = 32
        var total = header * 4 + descriptions.count * 8
        for description in descriptions.compactMap({ $0 }) {
            total += header * 3
            total += (description.possibleLengths.count + description.localOnlyLengths.count) * 8
            total += description.exampleNumber?.utf8.count ?? 0
        }
        for rule in nationalFormats + internationalFormats {
            total += header * 4
            total += rule.format.utf8.count + rule.nationalFormat.utf8.count
        }
        total += nationalPrefixForParsingFilter?.byteCount ?? 0
        return total
    }
}

extension MetadataStore {
    /// The estimated bytes of every plan decoded so far (automaton tables stay in the literals).
    package var decodedByteCount: Int {
        loadedMetadata().reduce(0) { $0 + $1.approximateByteCount }
    }
}
