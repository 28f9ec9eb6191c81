extension TernarySearchTree {
    /// Builds a balanced tree from key-value pairs in any order, combining the values of repeated keys.
    ///
    ///     let tree = TernarySearchTree([("b", 1), ("a", 2), ("b", 3)],
    ///                                  uniquingKeysWith: +)
    ///     tree["b"]  // 4
    ///
    /// The keys are normalized and sorted (skipped when they already are),
    /// then each level of the tree is built around the median key, as the
    /// seed article's median-first insertion does, so the tree is balanced
    /// whatever the input order. Nodes are written depth-first, the order in
    /// which searches read them.
    ///
    /// - Complexity: O(*n* log *n*) comparisons for *n* keys; one pass when
    ///   the input is already sorted.
    public init<S: Sequence>(
        _ elements: S, uniquingKeysWith combine: (Value, Value) throws -> Value
    ) rethrows where S.Element == (String, Value) {
        var texts: [String] = []
        var inputValues: [Value] = []
        for (key, value) in elements {
            texts.append(key)
            inputValues.append(value)
        }
        try self.init(texts: texts, values: inputValues, uniquingKeysWith: combine)
    }

    /// Builds a balanced tree from parallel arrays of keys and values.
    init(
        texts input: [String], values inputValues: [Value], uniquingKeysWith combine: (Value, Value) throws -> Value
    ) rethrows {
        let texts = input.map { KeyScalars.isKnownNFC($0) ? $0 : $0.precomposedStringWithCanonicalMapping }
        let utf8 = UTF8Keys(texts)
        let order = utf8.sortedOrder()
        var keys = KeyBuffer()
        var uniqueValues: [Value] = []
        uniqueValues.reserveCapacity(order.count)
        var previous: Int?
        for index in order {
            if let previous, utf8.compare(previous, index) == 0 {
                uniqueValues[uniqueValues.count - 1] = try combine(uniqueValues[uniqueValues.count - 1], inputValues[index])
            } else {
                utf8.append(index, to: &keys)
                uniqueValues.append(inputValues[index])
                previous = index
            }
        }
        self.init(sortedUniqueKeys: keys, values: uniqueValues)
    }

    /// Builds a tree from keys already sorted and unique, level by level: each
    /// level's binary search tree takes the character of the range's median
    /// key as its root, as the seed article's median-first insertion does,
    /// and nodes are written depth-first in the order searches read them.
    ///
    /// - Complexity: O(*N* log *n*) for *N* nodes and *n* keys, with no
    ///   search from the root per key and no allocation per node.
    init(sortedUniqueKeys keys: KeyBuffer, values: [Value]) {
        self.init()
        self.values = values
        (store, owners) = BalancedBuilder.build(keys)
    }

    /// Rebuilds the tree balanced from its own keys, dropping the nodes of removed keys.
    mutating func rebuildBalanced() {
        var keys = KeyBuffer()
        var sortedValues: [Value] = []
        sortedValues.reserveCapacity(count)
        var walk = InOrderWalk(nodes: nodes, counts: counts, start: root, depth: 0)
        while let (path, slot) = walk.next() {
            keys.append(path)
            sortedValues.append(values[Int(slot)])
        }
        self = TernarySearchTree(sortedUniqueKeys: keys, values: sortedValues)
    }
}
