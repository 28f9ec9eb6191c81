#if canImport(Foundation)
import Foundation
#endif

/// A weighted random sample without replacement, of fixed size, from a stream.
///
/// The sample has the distribution of drawing items one at a time, each draw
/// choosing among the items not yet drawn with probability proportional to
/// their weights. Items of weight 0 are never chosen.
///
///     var generator = Xoshiro256StarStar(seed: 11)
///     var reservoir = WeightedReservoir<String>(capacity: 2)
///     try reservoir.append("rare", weight: 1, using: &generator)
///     try reservoir.append("common", weight: 100, using: &generator)
///     try reservoir.append("usual", weight: 50, using: &generator)
///     reservoir.elementsInStreamOrder   // most often ["common", "usual"]
///
/// This is Efraimidis and Spirakis's Algorithm A-ExpJ ("Weighted random
/// sampling with a reservoir", Information Processing Letters 97(5), 2006).
/// Each item gets the key `u^(1/weight)` for a uniform `u`, and the sample is
/// the items with the largest keys. Instead of drawing a key for every item,
/// it draws how much weight to pass over before the next item that enters, so
/// it makes about `capacity × log(totalWeight / capacity)` random draws.
/// Keys are kept as logarithms so that tiny and huge weights do not underflow.
///
/// Reservoirs over disjoint streams merge exactly: see ``merged(with:using:)``.
public struct WeightedReservoir<Element> {
    /// The most elements the sample holds.
    public let capacity: Int

    /// How many items have been appended (or merged in) so far, counting those of weight 0.
    public internal(set) var processedCount = 0

    /// The sampled items, in no particular order.
    public internal(set) var elements: [Element] = []

    /// Where each element came in the stream, counting from 0.
    var positions: [Int] = []

    /// The logarithm of each element's key, `log(u) / weight`.
    var logKeys: [Double] = []

    /// Slot indices ordered as a binary min-heap of `logKeys`: the root is the
    /// element the next entrant replaces.
    var heap: [Int] = []

    /// How much more weight to pass over before an item enters the full reservoir.
    var weightToSkip = 0.0

    /// Creates an empty reservoir that keeps at most `capacity` items.
    ///
    /// - Precondition: `capacity >= 0`.
    public init(capacity: Int) {
        precondition(capacity >= 0, "A reservoir's capacity cannot be negative")
        self.capacity = capacity
    }

    /// Whether the reservoir holds `capacity` items, so that new items replace old ones.
    public var isFull: Bool { elements.count == capacity }

    /// The sampled items in the order they came in the stream.
    ///
    /// - Complexity: O(k log k) for a sample of k elements.
    public var elementsInStreamOrder: [Element] {
        positions.indices.sorted { positions[$0] < positions[$1] }.map { elements[$0] }
    }

    /// The stream positions (from 0) of the sampled items, in ascending order.
    public var sampledPositions: [Int] { positions.sorted() }

    /// Offers the next item with its weight, creating it only if the reservoir keeps it.
    ///
    /// - Returns: Whether the item went into the sample.
    /// - Throws: ``SamplingError`` if `weight` is negative, infinite or not a
    ///   number; the reservoir is then unchanged.
    /// - Complexity: O(log capacity).
    @discardableResult
    public mutating func offer(
        weight: Double,
        using generator: inout some RandomNumberGenerator,
        _ makeElement: () throws -> Element
    ) throws -> Bool {
        guard weight.isFinite else { throw SamplingError(kind: .nonFiniteWeight, offset: processedCount) }
        guard weight >= 0 else { throw SamplingError(kind: .negativeWeight, offset: processedCount) }
        guard weight > 0, capacity > 0 else {
            processedCount += 1
            return false
        }
        if elements.count < capacity {
            let logKey = log(generator.nextOpenUnit()) / weight
            try insert(makeElement(), logKey: logKey, position: processedCount)
            processedCount += 1
            if isFull { drawWeightToSkip(using: &generator) }
            return true
        }
        weightToSkip -= weight
        guard weightToSkip <= 0 else {
            processedCount += 1
            return false
        }
        // The entrant's key is uniform on (threshold, 1), where threshold = minKey^weight.
        let logThreshold = logKeys[heap[0]] * weight
        let lowest = exp(logThreshold)
        let u = lowest + (1 - lowest) * generator.nextOpenUnit()
        let logKey = u < 1 ? log(u) / weight : -Double.leastNonzeroMagnitude
        let slot = heap[0]
        elements[slot] = try makeElement()
        positions[slot] = processedCount
        logKeys[slot] = max(logKey, logKeys[slot])
        siftDown(from: 0)
        processedCount += 1
        drawWeightToSkip(using: &generator)
        return true
    }

    /// Offers the next item with its weight, using the system's random number generator.
    @discardableResult
    public mutating func offer(weight: Double, _ makeElement: () throws -> Element) throws -> Bool {
        var generator = SystemRandomNumberGenerator()
        return try offer(weight: weight, using: &generator, makeElement)
    }

    /// Appends the next item with its weight.
    ///
    ///     var reservoir = WeightedReservoir<Int>(capacity: 1)
    ///     try reservoir.append(7, weight: 0.5, using: &generator)
    ///     reservoir.elements   // [7]
    ///
    /// - Throws: ``SamplingError`` if `weight` is negative, infinite or not a number.
    /// - Complexity: O(log capacity).
    public mutating func append(
        _ element: Element, weight: Double, using generator: inout some RandomNumberGenerator
    ) throws {
        try offer(weight: weight, using: &generator) { element }
    }

    /// Appends the next item with its weight, using the system's random number generator.
    public mutating func append(_ element: Element, weight: Double) throws {
        var generator = SystemRandomNumberGenerator()
        try append(element, weight: weight, using: &generator)
    }

    /// Draws the weight to pass over before the next entrant: an exponential
    /// jump whose rate is minus the logarithm of the smallest key.
    mutating func drawWeightToSkip(using generator: inout some RandomNumberGenerator) {
        weightToSkip = log(generator.nextOpenUnit()) / logKeys[heap[0]]
    }

    mutating func insert(_ element: Element, logKey: Double, position: Int) {
        elements.append(element)
        positions.append(position)
        logKeys.append(logKey)
        heap.append(elements.count - 1)
        siftUp(from: heap.count - 1)
    }
}

extension WeightedReservoir: Sendable where Element: Sendable {}
