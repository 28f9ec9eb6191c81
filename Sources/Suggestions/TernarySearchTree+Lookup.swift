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
        @inlinable get {
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
    @inlinable
    public func value(forKey key: String, visits: inout Int) -> Value? {
        let end = store.endNode(of: key, visits: &visits)
        guard end >= 0 else { return nil }
        let slot = store.nodes[Int(end)].eq
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
    @inlinable
    public func contains(_ key: String) -> Bool {
        var visits = 0
        return contains(key, visits: &visits)
    }

    /// Whether the tree holds `key`, adding the nodes the search read to `visits`.
    @inlinable
    public func contains(_ key: String, visits: inout Int) -> Bool {
        let end = store.endNode(of: key, visits: &visits)
        return end >= 0 && store.nodes[Int(end)].eq >= 0
    }
}

extension NodeStore {
    /// The end node of `key`, or -1 when no path spells it. The end node's
    /// value slot may be -1 if the key was removed.
    ///
    /// ASCII keys are read byte by byte from the string; the first non-ASCII
    /// byte sends the search to the normalized scalars instead.
    @usableFromInline
    func endNode(of key: String, visits: inout Int) -> Int32 {
        // Native strings lend their bytes directly; others are read through an iterator.
        let contiguous = key.utf8.withContiguousStorageIfAvailable { bytes in
            nodes.withUnsafeBufferPointer { nodes in
                endNode(ofASCII: bytes, nodes: nodes, visits: &visits)
            }
        }
        if let contiguous {
            return contiguous ?? endNode(of: KeyScalars.encode(key), visits: &visits)
        }
        let found = nodes.withUnsafeBufferPointer { nodes -> Int32? in
            var bytes = key.utf8.makeIterator()
            var count = 0
            var p = root
            var c = Self.next(&bytes)
            // Jump over the first one or two levels when the key starts with ASCII.
            if RootShortcuts.isASCII(c) {
                let c0 = c
                c = Self.next(&bytes)
                if RootShortcuts.isASCII(c) {
                    p = shortcuts.pair[Int(c0 &- 1) &* 128 &+ Int(c &- 1)]
                    c = Self.next(&bytes)
                } else {
                    p = shortcuts.first[Int(c0 &- 1)]
                }
                guard p >= 0 else { return Self.restIsASCII(c, &bytes) ? -1 : nil }
                count += 1
                p = nodes[Int(p)].eq
            }
            while p >= 0 {
                guard c != Self.notASCII else { return nil }
                count += 1
                let node = nodes[Int(p)]
                if c < node.split {
                    p = node.lo
                } else if c > node.split {
                    p = node.hi
                } else {
                    if c == endOfKey {
                        visits += count
                        return p
                    }
                    c = Self.next(&bytes)
                    p = node.eq
                }
            }
            guard Self.restIsASCII(c, &bytes) else { return nil }
            visits += count
            return -1
        }
        if let found { return found }
        return endNode(of: KeyScalars.encode(key), visits: &visits)
    }

    /// The end node of a key given as UTF-8 bytes, -1 when no path spells
    /// it, or nil when the key holds a non-ASCII byte before the search ends
    /// and must be normalized first.
    @inline(__always)
    private func endNode(
        ofASCII bytes: UnsafeBufferPointer<UInt8>, nodes: UnsafeBufferPointer<Node>, visits: inout Int
    ) -> Int32? {
        let end = bytes.count
        var i = 0
        /// The byte at `i` as an encoded scalar, `endOfKey` past the end, or `notASCII`.
        func character(_ i: Int) -> UInt32 {
            guard i < end else { return endOfKey }
            let byte = bytes[i]
            return byte < 0x80 ? UInt32(byte) &+ 1 : Self.notASCII
        }
        /// Whether the bytes from `i` on are all ASCII, so a miss needs no normalization.
        func restIsASCII(_ i: Int) -> Bool {
            bytes[min(i, end)...].allSatisfy { $0 < 0x80 }
        }
        var count = 0
        var p = root
        var c = character(0)
        if RootShortcuts.isASCII(c) {
            let c0 = c
            c = character(1)
            if RootShortcuts.isASCII(c) {
                p = shortcuts.pair[Int(c0 &- 1) &* 128 &+ Int(c &- 1)]
                i = 2
            } else {
                p = shortcuts.first[Int(c0 &- 1)]
                i = 1
            }
            c = character(i)
            guard p >= 0 else { return restIsASCII(i) ? -1 : nil }
            count += 1
            p = nodes[Int(p)].eq
        }
        while p >= 0 {
            guard c != Self.notASCII else { return nil }
            count += 1
            let node = nodes[Int(p)]
            if c < node.split {
                p = node.lo
            } else if c > node.split {
                p = node.hi
            } else {
                if c == endOfKey {
                    visits += count
                    return p
                }
                i += 1
                c = character(i)
                p = node.eq
            }
        }
        guard restIsASCII(i) else { return nil }
        visits += count
        return -1
    }

    /// Marks a byte that is not ASCII, so the key must be normalized first.
    private static let notASCII = UInt32.max

    /// The next byte as an encoded scalar, `endOfKey` at the end, or `notASCII`.
    @inline(__always)
    private static func next(_ bytes: inout String.UTF8View.Iterator) -> UInt32 {
        guard let byte = bytes.next() else { return endOfKey }
        return byte < 0x80 ? UInt32(byte) &+ 1 : notASCII
    }

    /// Whether the current byte and all the rest are ASCII, so a miss needs no normalization.
    private static func restIsASCII(_ current: UInt32, _ bytes: inout String.UTF8View.Iterator) -> Bool {
        guard current != notASCII else { return false }
        while let byte = bytes.next() {
            if byte >= 0x80 { return false }
        }
        return true
    }

    /// The end node of an encoded key, or -1.
    func endNode(of key: [UInt32], visits: inout Int) -> Int32 {
        var i = 0
        var p = root
        while p >= 0 {
            visits += 1
            let node = nodes[Int(p)]
            let c = i < key.count ? key[i] : endOfKey
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
