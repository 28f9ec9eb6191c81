extension NodeStore {
    /// Sets every node's length bounds from the keys through it, in one pass
    /// from the last node to the first.
    ///
    /// Every child must come after its parent in the array, as the balanced
    /// builder writes them, so each node's subtrees are done before it is.
    mutating func setLengthBounds() {
        /// For each node, the fewest and most characters that keys in its whole
        /// subtree (siblings included) have from its level on; `empty` when none.
        var subtree = [Bounds](repeating: .empty, count: nodes.count)
        nodes.withUnsafeMutableBufferPointer { nodes in
            for p in nodes.indices.reversed() {
                let node = nodes[p]
                var through = node.endsKey ? Bounds(fewest: 0, most: 0) : .empty
                if node.eq >= 0 { through = through.union(subtree[Int(node.eq)]) }
                if !through.isEmpty { nodes[p].setLengthBounds(Int(through.fewest)...Int(through.most)) }
                var all = through.lengthened
                if node.lo >= 0 { all = all.union(subtree[Int(node.lo)]) }
                if node.hi >= 0 { all = all.union(subtree[Int(node.hi)]) }
                subtree[p] = all
            }
        }
    }
}

/// A range of key lengths, capped at ``Node/lengthCap``.
private struct Bounds {
    var fewest: UInt8
    var most: UInt8

    static let empty = Bounds(fewest: .max, most: 0)

    var isEmpty: Bool { fewest > most }

    func union(_ other: Bounds) -> Bounds {
        Bounds(fewest: min(fewest, other.fewest), most: max(most, other.most))
    }

    /// The bounds one character longer, as seen from the level above.
    var lengthened: Bounds {
        guard !isEmpty else { return self }
        let cap = UInt8(Node.lengthCap)
        return Bounds(fewest: min(fewest + 1, cap), most: min(most + 1, cap))
    }
}
