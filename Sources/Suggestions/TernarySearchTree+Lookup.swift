extension TernarySearchTree {
    /// The value stored for `key`, or nil; setting nil removes the key.
    ///
    ///     var ages = TernarySearchTree<Int>()
    ///     ages["Ada"] = 36
    ///     ages["Ada"]   // 36
    ///     ages["Alan"]  // nil
    ///
    /// - Complexity: O(log *n* + *k*) for a key of *k* characters.
    public subscript(key: String) -> Value? {
        get {
            var visits = 0
            return value(forKey: key, visits: &visits)
        }
        set {
            if let newValue {
                updateValue(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// The value stored for `key`, or nil, adding the nodes the search read to `visits`.
    ///
    ///     var visits = 0
    ///     tree.value(forKey: "banana", visits: &visits) // visits is now about 18
    public func value(forKey key: String, visits: inout Int) -> Value? {
        let end = endNode(of: key, visits: &visits)
        guard end >= 0 else { return nil }
        let slot = nodes[Int(end)].eq
        return slot >= 0 ? values[Int(slot)] : nil
    }

    /// Whether the tree holds `key`.
    ///
    ///     let words = TernarySearchTree(words: ["cat", "cats"])
    ///     words.contains("cat")  // true
    ///     words.contains("ca")   // false
    ///
    /// - Complexity: O(log *n* + *k*) for a key of *k* characters; a miss
    ///   usually stops after a few characters.
    public func contains(_ key: String) -> Bool {
        var visits = 0
        return contains(key, visits: &visits)
    }

    /// Whether the tree holds `key`, adding the nodes the search read to `visits`.
    public func contains(_ key: String, visits: inout Int) -> Bool {
        let end = endNode(of: key, visits: &visits)
        return end >= 0 && nodes[Int(end)].eq >= 0
    }

    /// The end node of `key`, or -1 when no path spells it. The end node's
    /// value slot may be -1 if the key was removed.
    func endNode(of key: String, visits: inout Int) -> Int32 {
        if let found = KeyScalars.withASCII(key, { bytes in
            endNode(of: bytes, bias: 1, visits: &visits)
        }) {
            return found
        }
        return endNode(of: KeyScalars.encode(key), bias: 0, visits: &visits)
    }

    /// The end node of a key given as scalars that become encoded by adding `bias`.
    @inline(__always)
    func endNode<Key: RandomAccessCollection>(
        of key: Key, bias: UInt32, visits: inout Int
    ) -> Int32 where Key.Element: FixedWidthInteger, Key.Index == Int {
        nodes.withUnsafeBufferPointer { nodes in
            let n = key.count
            var i = 0
            var p = root
            @inline(__always) func scalar(_ i: Int) -> UInt32 {
                i < n ? UInt32(truncatingIfNeeded: key[key.startIndex + i]) &+ bias : endOfKey
            }
            // Jump over the first one or two levels when the key starts with ASCII.
            let c0 = scalar(0)
            if RootShortcuts.isASCII(c0) {
                let c1 = scalar(1)
                if RootShortcuts.isASCII(c1) {
                    p = shortcuts.pair[Int(c0 &- 1) &* 128 &+ Int(c1 &- 1)]
                    i = 2
                } else {
                    p = shortcuts.first[Int(c0 &- 1)]
                    i = 1
                }
                guard p >= 0 else { return -1 }
                visits += 1
                p = nodes[Int(p)].eq
            }
            while p >= 0 {
                visits += 1
                let node = nodes[Int(p)]
                let c = scalar(i)
                if c < node.split {
                    p = node.lo
                } else if c > node.split {
                    p = node.hi
                } else {
                    if c == endOfKey { return p }
                    i += 1
                    p = node.eq
                }
            }
            return -1
        }
    }
}
