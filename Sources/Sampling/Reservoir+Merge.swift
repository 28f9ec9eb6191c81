extension Reservoir {
    /// A reservoir that is a uniform sample of both streams, as if every item of
    /// `other`'s stream had been appended after every item of this one's.
    ///
    /// The two reservoirs must have sampled disjoint streams, for example two
    /// shards of one file. The union's sample takes a hypergeometric number of
    /// items from each side: exactly as many as a uniform sample of the union
    /// would hold from it. Merging two halves is therefore exactly as fair as
    /// sampling the whole stream.
    ///
    ///     var generator = Xoshiro256StarStar(seed: 9)
    ///     var evens = Reservoir<Int>(capacity: 5)
    ///     var odds = Reservoir<Int>(capacity: 5)
    ///     evens.append(contentsOf: stride(from: 0, to: 1_000, by: 2), using: &generator)
    ///     odds.append(contentsOf: stride(from: 1, to: 3_000, by: 2), using: &generator)
    ///     let all = evens.merged(with: odds, using: &generator)
    ///     all.processedCount   // 2000
    ///     all.elements.count   // 5, each of the 2000 numbers equally likely
    ///
    /// The result has the smaller of the two capacities and this reservoir's
    /// algorithm, and it can go on taking items. Stream positions from `other`
    /// are shifted by this reservoir's `processedCount`.
    ///
    /// - Complexity: O(capacity).
    @inlinable
    public func merged(with other: Reservoir, using generator: inout some RandomNumberGenerator) -> Reservoir {
        var result = Reservoir(capacity: min(capacity, other.capacity), algorithm: algorithm)
        let total = processedCount + other.processedCount
        let size = min(result.capacity, total)
        let fromSelf = generator.nextHypergeometric(
            draws: size, successes: processedCount, failures: other.processedCount)
        // A uniform subset of a uniform sample is a uniform sample of the stream.
        for slot in elements.indices.randomSubset(count: fromSelf, using: &generator) {
            result.sample.append(elements[slot])
            result.positions.append(positions[slot])
        }
        for slot in other.elements.indices.randomSubset(count: size - fromSelf, using: &generator) {
            result.sample.append(other.elements[slot])
            result.positions.append(processedCount + other.positions[slot])
        }
        result.itemsSeen = total
        if result.algorithm == .l && result.isFull && result.capacity > 0 {
            // After n items, Algorithm L's threshold is the capacity-th smallest
            // of n uniform keys, Beta(capacity, n - capacity + 1), and it is
            // independent of which items are kept.
            result.threshold = generator.nextBeta(
                Double(result.capacity), Double(total - result.capacity + 1))
            result.drawSkip(using: &generator)
        }
        return result
    }

    /// Merges a reservoir built over a disjoint stream into this one.
    ///
    /// See ``merged(with:using:)``.
    public mutating func merge(_ other: Reservoir, using generator: inout some RandomNumberGenerator) {
        self = merged(with: other, using: &generator)
    }

    /// Merges a reservoir built over a disjoint stream into this one, using the
    /// system's random number generator.
    public mutating func merge(_ other: Reservoir) {
        var generator = SystemRandomNumberGenerator()
        merge(other, using: &generator)
    }

    /// The merge of this reservoir with `other`, using the system's random number generator.
    public func merged(with other: Reservoir) -> Reservoir {
        var generator = SystemRandomNumberGenerator()
        return merged(with: other, using: &generator)
    }
}
