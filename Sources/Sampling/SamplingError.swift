/// Why an item could not be sampled, and where it was in the stream.
///
///     var reservoir = WeightedReservoir<String>(capacity: 2)
///     try reservoir.append("x", weight: -1)
///     // throws SamplingError(kind: .negativeWeight, offset: 0)
public struct SamplingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong with the item.
    public enum Kind: Hashable, Sendable {
        /// The weight was below zero.
        case negativeWeight
        /// The weight was infinite or not a number.
        case nonFiniteWeight
    }

    /// What was wrong with the item.
    public var kind: Kind

    /// The item's position in the stream, counting from 0.
    public var offset: Int

    /// Creates an error of `kind` for the item at `offset`.
    public init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    public var description: String {
        switch kind {
        case .negativeWeight: "item \(offset): weight is negative"
        case .nonFiniteWeight: "item \(offset): weight is infinite or not a number"
        }
    }
}
