/// A uniform random sample of fixed size from a stream of unknown length.
///
/// Append items one at a time; at every moment each item appended so far is in
/// the sample with the same probability, `capacity / processedCount` once the
/// reservoir is full.
///
///     var generator = Xoshiro256StarStar(seed: 42)
///     var reservoir = Reservoir<Int>(capacity: 3)
///     for number in 1...1_000 {
///         reservoir.append(number, using: &generator)
///     }
///     reservoir.processedCount          // 1000
///     reservoir.elementsInStreamOrder   // three numbers, in ascending order
///
/// Two algorithms give the same distribution at different costs. Waterman's
/// Algorithm R (Knuth, TAOCP vol. 2, §3.4.2) draws a random number for every
/// item. Li's Algorithm L ("Reservoir-sampling algorithms of time complexity
/// O(n(1 + log(N/n)))", ACM TOMS 20(4), 1994), the default, draws how many
/// items to skip before the next one it keeps, so it makes about
/// `capacity × (1 + log(processedCount / capacity))` random draws in all.
///
/// Reservoirs built over disjoint streams merge into a uniform sample of the
/// union: see ``merged(with:using:)``.
public struct Reservoir<Element> {
    /// How the reservoir decides which items to keep.
    public typealias Algorithm = ReservoirAlgorithm

    /// The most elements the sample holds.
    public let capacity: Int

    /// The algorithm that chooses which items to keep.
    public let algorithm: Algorithm

    /// How many items have been appended (or merged in) so far.
    @inlinable
    public var processedCount: Int { itemsSeen }

    /// The sampled items, in no particular order.
    @inlinable
    public var elements: [Element] { sample }

    @usableFromInline var itemsSeen = 0

    @usableFromInline var sample: [Element] = []

    /// Where each element of `elements` came in the stream, counting from 0.
    @usableFromInline var positions: [Int] = []

    /// Algorithm L's threshold: the largest of the kept items' random keys.
    @usableFromInline var threshold = 1.0

    /// Algorithm L: how many coming items to ignore before keeping one.
    @usableFromInline var skipsLeft = 0

    /// Creates an empty reservoir that keeps at most `capacity` items.
    ///
    /// - Precondition: `capacity >= 0`.
    public init(capacity: Int, algorithm: Algorithm = .l) {
        precondition(capacity >= 0, "A reservoir's capacity cannot be negative")
        self.capacity = capacity
        self.algorithm = algorithm
        // A capacity far above the stream's length must not allocate up front.
        sample.reserveCapacity(min(capacity, 1 << 12))
        positions.reserveCapacity(min(capacity, 1 << 12))
    }

    /// Whether the reservoir holds `capacity` items, so that new items replace old ones.
    @inlinable
    public var isFull: Bool { sample.count == capacity }

    /// The sampled items in the order they came in the stream.
    ///
    ///     var generator = Xoshiro256StarStar(seed: 1)
    ///     var reservoir = Reservoir<String>(capacity: 2)
    ///     reservoir.append(contentsOf: ["a", "b", "c", "d"], using: &generator)
    ///     reservoir.elementsInStreamOrder   // two of them, e.g. ["b", "d"], never ["d", "b"]
    ///
    /// - Complexity: O(k log k) for a sample of k elements.
    public var elementsInStreamOrder: [Element] {
        positions.indices.sorted { positions[$0] < positions[$1] }.map { elements[$0] }
    }

    /// The stream positions (from 0) of the sampled items, in ascending order.
    public var sampledPositions: [Int] { positions.sorted() }
}

/// How a ``Reservoir`` decides which items to keep. Both give every item the
/// same chance; they differ in cost.
public enum ReservoirAlgorithm: String, Hashable, Sendable, CaseIterable {
    /// Waterman's Algorithm R: item number `j` replaces a random slot with
    /// probability `capacity / j`. One random number per item.
    case r
    /// Li's Algorithm L: draws the gap to the next kept item from its exact
    /// distribution and ignores the items in between.
    case l
}

extension Reservoir: Sendable where Element: Sendable {}
extension Reservoir: Equatable where Element: Equatable {}
extension Reservoir: Hashable where Element: Hashable {}
