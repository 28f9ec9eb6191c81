extension WeightedReservoir {
    /// A reservoir that is a weighted sample of both streams, as if every item
    /// of `other`'s stream had been appended after every item of this one's.
    ///
    /// The two reservoirs must have sampled disjoint streams. Every item's key
    /// is independent of the others, so the merged sample is simply the items
    /// with the largest keys of both: the merge is exact and needs no randomness
    /// beyond redrawing the weight to skip.
    ///
    ///     var left = WeightedReservoir<String>(capacity: 2)
    ///     var right = WeightedReservoir<String>(capacity: 2)
    ///     try left.append("a", weight: 1, using: &generator)
    ///     try right.append("b", weight: 3, using: &generator)
    ///     left.merged(with: right, using: &generator).elements.count   // 2
    ///
    /// The result has the smaller of the two capacities. Stream positions from
    /// `other` are shifted by this reservoir's `processedCount`.
    ///
    /// - Complexity: O(capacity × log capacity).
    public func merged(
        with other: WeightedReservoir, using generator: inout some RandomNumberGenerator
    ) -> WeightedReservoir {
        var result = WeightedReservoir(capacity: min(capacity, other.capacity))
        var candidates = elements.indices.map { (logKeys[$0], false, $0) }
        candidates += other.elements.indices.map { (other.logKeys[$0], true, $0) }
        candidates.sort { $0.0 > $1.0 }
        for (logKey, fromOther, slot) in candidates.prefix(result.capacity) {
            if fromOther {
                result.insert(other.elements[slot], logKey: logKey, position: processedCount + other.positions[slot])
            } else {
                result.insert(elements[slot], logKey: logKey, position: positions[slot])
            }
        }
        result.processedCount = processedCount + other.processedCount
        if result.isFull && result.capacity > 0 {
            result.drawWeightToSkip(using: &generator)
        }
        return result
    }

    /// Merges a reservoir built over a disjoint stream into this one.
    ///
    /// See ``merged(with:using:)``.
    public mutating func merge(_ other: WeightedReservoir, using generator: inout some RandomNumberGenerator) {
        self = merged(with: other, using: &generator)
    }

    /// Merges a reservoir built over a disjoint stream into this one, using the
    /// system's random number generator.
    public mutating func merge(_ other: WeightedReservoir) {
        var generator = SystemRandomNumberGenerator()
        merge(other, using: &generator)
    }

    /// The merge of this reservoir with `other`, using the system's random number generator.
    public func merged(with other: WeightedReservoir) -> WeightedReservoir {
        var generator = SystemRandomNumberGenerator()
        return merged(with: other, using: &generator)
    }
}
