#if canImport(Foundation)
import Foundation
#endif

extension Reservoir {
    /// Offers the next item of the stream, creating it only if the reservoir keeps it.
    ///
    /// Use it when making an element costs something, such as copying a line
    /// out of a read buffer: with Algorithm L most items are never made.
    ///
    ///     var generator = Xoshiro256StarStar(seed: 3)
    ///     var reservoir = Reservoir<String>(capacity: 1)
    ///     reservoir.offer(using: &generator) { "first" }    // true: the reservoir was empty
    ///
    /// - Returns: Whether the item went into the sample.
    /// - Complexity: Amortized O(1).
    @inlinable
    @discardableResult
    public mutating func offer(
        using generator: inout some RandomNumberGenerator,
        _ makeElement: () throws -> Element
    ) rethrows -> Bool {
        // Algorithm L's common case first, small enough to inline into the
        // caller's loop: an item inside the drawn gap. (skipsLeft is only ever
        // positive for a full Algorithm L reservoir.)
        if skipsLeft > 0 {
            skipsLeft -= 1
            itemsSeen += 1
            return false
        }
        return try consider(using: &generator, makeElement)
    }

    /// Decides about an item that Algorithm L's gap does not cover.
    @inlinable
    @inline(never)
    mutating func consider(
        using generator: inout some RandomNumberGenerator,
        _ makeElement: () throws -> Element
    ) rethrows -> Bool {
        if sample.count < capacity {
            sample.append(try makeElement())
            positions.append(processedCount)
            itemsSeen += 1
            if isFull && algorithm == .l {
                startSkipping(using: &generator)
            }
            return true
        }
        guard capacity > 0 else {
            itemsSeen += 1
            return false
        }
        let slot: Int
        switch algorithm {
        case .r:
            // Item number processedCount + 1 is kept with probability capacity / (processedCount + 1).
            let draw = Int.random(in: 0...processedCount, using: &generator)
            guard draw < capacity else {
                itemsSeen += 1
                return false
            }
            slot = draw
        case .l:
            slot = Int.random(in: 0..<capacity, using: &generator)
        }
        sample[slot] = try makeElement()
        positions[slot] = processedCount
        itemsSeen += 1
        if algorithm == .l {
            threshold *= exp(log(generator.nextOpenUnit()) / Double(capacity))
            drawSkip(using: &generator)
        }
        return true
    }

    /// Offers the next item of the stream, using the system's random number generator.
    @inlinable
    @discardableResult
    public mutating func offer(_ makeElement: () throws -> Element) rethrows -> Bool {
        var generator = SystemRandomNumberGenerator()
        return try offer(using: &generator, makeElement)
    }

    /// Appends the next item of the stream; the reservoir keeps it or drops it.
    ///
    ///     var generator = Xoshiro256StarStar(seed: 3)
    ///     var reservoir = Reservoir<Int>(capacity: 2)
    ///     reservoir.append(10, using: &generator)
    ///     reservoir.elements   // [10]
    ///
    /// - Complexity: Amortized O(1).
    @inlinable
    public mutating func append(_ element: Element, using generator: inout some RandomNumberGenerator) {
        offer(using: &generator) { element }
    }

    /// Appends the next item of the stream, using the system's random number generator.
    @inlinable
    public mutating func append(_ element: Element) {
        var generator = SystemRandomNumberGenerator()
        append(element, using: &generator)
    }

    /// Appends every item of `items`, in order.
    ///
    ///     var generator = Xoshiro256StarStar(seed: 5)
    ///     var reservoir = Reservoir<Int>(capacity: 10)
    ///     reservoir.append(contentsOf: 1...1_000_000, using: &generator)
    ///     reservoir.elements.count   // 10
    ///
    /// With Algorithm L, skipped items are only stepped over, never copied.
    ///
    /// - Complexity: O(n) steps of the sequence's iterator for n items, and
    ///   O(capacity × (1 + log(n / capacity))) random draws with Algorithm L.
    @inlinable
    public mutating func append(
        contentsOf items: some Sequence<Element>,
        using generator: inout some RandomNumberGenerator
    ) {
        var iterator = items.makeIterator()
        while true {
            if algorithm == .l && skipsLeft > 0 && isFull {
                // Step over the items Algorithm L has already decided to ignore.
                while skipsLeft > 0 {
                    guard iterator.next() != nil else { return }
                    skipsLeft -= 1
                    itemsSeen += 1
                }
            }
            guard let item = iterator.next() else { return }
            append(item, using: &generator)
        }
    }

    /// Appends every item of `items`, using the system's random number generator.
    @inlinable
    public mutating func append(contentsOf items: some Sequence<Element>) {
        var generator = SystemRandomNumberGenerator()
        append(contentsOf: items, using: &generator)
    }

    /// How many coming items the reservoir will certainly not keep.
    ///
    /// With Algorithm L, once full, it is the gap it has drawn to the next kept
    /// item; otherwise 0. A reader that can pass over items cheaply, such as
    /// lines in a buffer, steps over this many and calls ``skip(_:)``.
    ///
    ///     let gap = reservoir.itemsToSkip      // e.g. 8411
    ///     reservoir.skip(gap)                  // the next offer may be kept
    @inlinable
    public var itemsToSkip: Int {
        // Only a full Algorithm L reservoir ever draws a gap.
        skipsLeft
    }

    /// Counts `count` items as seen without offering them.
    ///
    /// - Precondition: `0 <= count <= itemsToSkip`.
    @inlinable
    public mutating func skip(_ count: Int) {
        precondition(count >= 0 && count <= itemsToSkip, "Only the items in itemsToSkip can be skipped")
        skipsLeft -= count
        itemsSeen += count
    }

    /// Draws Algorithm L's first threshold once the reservoir has just filled up.
    @inlinable
    mutating func startSkipping(using generator: inout some RandomNumberGenerator) {
        threshold = exp(log(generator.nextOpenUnit()) / Double(capacity))
        drawSkip(using: &generator)
    }

    /// Draws how many items to ignore before the next kept one: a geometric
    /// variate with success probability `threshold`.
    @inlinable
    mutating func drawSkip(using generator: inout some RandomNumberGenerator) {
        let gap = (log(generator.nextOpenUnit()) / log1p(-threshold)).rounded(.down)
        // A tiny threshold can make the gap larger than any stream; clamp it.
        skipsLeft = gap < 0x1p62 ? Int(gap) : 1 << 62
    }
}
