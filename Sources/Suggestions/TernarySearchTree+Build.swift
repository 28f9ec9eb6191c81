extension TernarySearchTree {
    /// Builds a balanced tree from key-value pairs in any order, combining the values of repeated keys.
    ///
    ///     let tree = TernarySearchTree([("b", 1), ("a", 2), ("b", 3)],
    ///                                  uniquingKeysWith: +)
    ///     tree["b"]  // 4
    ///
    /// The keys are normalized and radix-sorted (skipped when they already
    /// are sorted), then each level of the tree is built around its median
    /// key, as the seed article's median-first insertion does, so the tree
    /// is balanced whatever the input order. Nodes are written depth-first,
    /// the order in which searches read them.
    ///
    /// - Complexity: O(*N*) for keys of *N* characters in all, plus the sort.
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
        texts: [String], values inputValues: [Value], uniquingKeysWith combine: (Value, Value) throws -> Value
    ) rethrows {
        let utf8 = UTF8Keys(texts)
        var keys = SortedKeys(utf8)
        var sortedValues: [Value] = []
        sortedValues.reserveCapacity(utf8.count)
        for index in utf8.sortedOrder() {
            if keys.append(index) {
                sortedValues.append(inputValues[index])
            } else {
                sortedValues[sortedValues.count - 1] = try combine(sortedValues[sortedValues.count - 1], inputValues[index])
            }
        }
        self.init(sortedUniqueKeys: keys, values: sortedValues)
    }

    /// Builds a tree from keys already sorted and unique, with one value each.
    init(sortedUniqueKeys keys: SortedKeys, values sortedValues: [Value]) {
        self.init()
        let owners: [Int32]
        (store, owners) = BalancedBuilder.build(keys)
        values = ValueSlots(values: sortedValues, owners: owners, nodeCount: store.nodes.count)
    }

    /// Rebuilds the tree balanced from its own keys, dropping the nodes of removed keys.
    mutating func rebuildBalanced() {
        var keys = UTF8Keys()
        var sortedValues: [Value] = []
        sortedValues.reserveCapacity(count)
        forEachKey { key, node in
            keys.append(scalars: key)
            sortedValues.append(value(at: node))
        }
        self = TernarySearchTree(sortedUniqueKeys: SortedKeys(sortedUnique: keys), values: sortedValues)
    }
}
