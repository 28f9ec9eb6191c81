extension Sequence {
    /// A uniform random sample of `count` elements, in the order they come in
    /// the sequence, taken in one pass with O(`count`) memory.
    ///
    ///     var generator = Xoshiro256StarStar(seed: 2)
    ///     (1...100).reservoirSample(count: 3, using: &generator)   // e.g. [17, 42, 88]
    ///     [1, 2].reservoirSample(count: 5, using: &generator)      // [1, 2]
    ///
    /// Every subset of `count` elements is equally likely. When the sequence has
    /// fewer elements, they are all returned.
    ///
    /// - Complexity: O(n) steps through the sequence, and
    ///   O(count × (1 + log(n / count))) random draws with Algorithm L.
    @inlinable
    public func reservoirSample(
        count: Int,
        algorithm: ReservoirAlgorithm = .l,
        using generator: inout some RandomNumberGenerator
    ) -> [Element] {
        var reservoir = Reservoir<Element>(capacity: count, algorithm: algorithm)
        reservoir.append(contentsOf: self, using: &generator)
        return reservoir.elementsInStreamOrder
    }

    /// A uniform random sample of `count` elements in sequence order, using the
    /// system's random number generator.
    @inlinable
    public func reservoirSample(count: Int, algorithm: ReservoirAlgorithm = .l) -> [Element] {
        var generator = SystemRandomNumberGenerator()
        return reservoirSample(count: count, algorithm: algorithm, using: &generator)
    }

    /// A weighted random sample without replacement of `count` elements, in the
    /// order they come in the sequence.
    ///
    ///     let cities = [("Oslo", 0.7), ("Paris", 2.1), ("Lagos", 15.4)]
    ///     try cities.weightedReservoirSample(count: 1, using: &generator) { $0.1 }
    ///     // most often [("Lagos", 15.4)]
    ///
    /// Elements of weight 0 are never chosen.
    ///
    /// - Throws: ``SamplingError`` for the first negative, infinite or NaN
    ///   weight, or what `weight` throws.
    /// - Complexity: O(n log count) for n elements.
    public func weightedReservoirSample(
        count: Int,
        using generator: inout some RandomNumberGenerator,
        weight: (Element) throws -> Double
    ) throws -> [Element] {
        var reservoir = WeightedReservoir<Element>(capacity: count)
        for element in self {
            try reservoir.append(element, weight: weight(element), using: &generator)
        }
        return reservoir.elementsInStreamOrder
    }

    /// A weighted random sample without replacement of `count` elements in
    /// sequence order, using the system's random number generator.
    public func weightedReservoirSample(
        count: Int, weight: (Element) throws -> Double
    ) throws -> [Element] {
        var generator = SystemRandomNumberGenerator()
        return try weightedReservoirSample(count: count, using: &generator, weight: weight)
    }
}
