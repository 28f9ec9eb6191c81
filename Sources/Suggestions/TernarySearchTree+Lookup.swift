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
    ///     tree.value(forKey: "banana", visits: &visits) // visits is now about 12
    @inlinable
    public func value(forKey key: String, visits: inout Int) -> Value? {
        let node = store.keyNode(of: key, visits: &visits)
        return node == -1 ? nil : value(at: node)
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
        store.keyNode(of: key, visits: &visits) != -1
    }
}

extension NodeStore {
    /// The node where `key` ends, ``emptyKey`` for the empty key, or -1 when
    /// the tree does not hold it.
    ///
    /// Keys are read straight from the string's UTF-8 bytes while their
    /// characters are below U+0300, which are in NFC whatever follows them;
    /// the first byte of anything else sends the search to the normalized
    /// scalars instead.
    @usableFromInline
    func keyNode(of key: String, visits: inout Int) -> Int32 {
        // Native strings lend their bytes directly; others take the normalized path.
        let found = key.utf8.withContiguousStorageIfAvailable { bytes in
            nodes.withUnsafeBufferPointer { nodes in
                keyNode(ofUTF8: bytes, nodes: nodes, visits: &visits)
            }
        }
        if case let node?? = found { return node }
        return keyNode(of: KeyScalars.encode(key), visits: &visits)
    }

    /// The node where a key given as UTF-8 bytes ends, or -1; nil when the
    /// key holds a scalar from U+0300 up, so it must be normalized first.
    @inline(__always)
    private func keyNode(
        ofUTF8 bytes: UnsafeBufferPointer<UInt8>, nodes: UnsafeBufferPointer<Node>, visits: inout Int
    ) -> Int32? {
        let end = bytes.count
        guard end > 0 else { return holdsEmptyKey ? Self.emptyKey : -1 }
        /// A miss is only sure when no later scalar could compose with an earlier one.
        func miss(after i: Int) -> Int32? {
            bytes[min(i, end)...].allSatisfy { $0 < 0xCC } ? -1 : nil
        }
        // The node of the first three, two or one characters, from the shortcuts when they are ASCII.
        let b0 = bytes[0]
        var p: Int32
        var i: Int
        if end >= 3, let letters = RootShortcuts.tripleIndex(b0, bytes[1], bytes[2]) {
            p = shortcuts.triple[letters]
            i = 3
        } else if end >= 2, b0 < 0x80, bytes[1] < 0x80 {
            p = shortcuts.pair[Int(b0) &* 128 &+ Int(bytes[1])]
            i = 2
        } else if b0 < 0x80 {
            p = shortcuts.first[Int(b0)]
            i = 1
        } else {
            p = root
            i = 0
        }
        var count = 0
        if i > 0 {
            guard p >= 0 else { return miss(after: i) }
            count = 1
            if i == end {
                visits += count
                return nodes[Int(p)].endsKey ? p : -1
            }
            p = nodes[Int(p)].eq
        }
        // Invariant: bytes before `i` spelled the path to `p`'s level.
        while true {
            var c = UInt32(bytes[i])
            if c < 0x80 {
                i &+= 1
            } else if c < 0xCC {
                // A two-byte scalar below U+0300; the string is valid UTF-8, so its second byte is there.
                c = (c & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                i &+= 2
            } else {
                return nil
            }
            while true {
                guard p >= 0 else {
                    visits += count
                    return miss(after: i)
                }
                count &+= 1
                let node = nodes[Int(p)]
                let split = node.character
                if c < split {
                    p = node.lo
                } else if c > split {
                    p = node.hi
                } else {
                    if i == end {
                        visits += count
                        return node.endsKey ? p : -1
                    }
                    p = node.eq
                    break
                }
            }
        }
    }

    /// The node where a key given as scalar values ends, ``emptyKey``, or -1.
    func keyNode(of key: [UInt32], visits: inout Int) -> Int32 {
        guard !key.isEmpty else { return holdsEmptyKey ? Self.emptyKey : -1 }
        let node = prefixNode(of: key, visits: &visits)
        return node >= 0 && nodes[Int(node)].endsKey ? node : -1
    }

    /// The node of the last character of `prefix`, which is not empty, or -1 when no key starts with it.
    func prefixNode(of prefix: [UInt32], visits: inout Int) -> Int32 {
        walkPath(of: prefix) { _ in visits += 1 }
    }

    /// Follows `key`, which is not empty, from the root, calling `body` with
    /// every node read, and returns the node of its last character, or -1
    /// when no path spells it.
    func walkPath(of key: some RandomAccessCollection<UInt32>, _ body: (Int32) -> Void) -> Int32 {
        var i = key.startIndex
        var p = root
        while p >= 0 {
            body(p)
            let node = nodes[Int(p)]
            let c = key[i]
            if c < node.character {
                p = node.lo
            } else if c > node.character {
                p = node.hi
            } else {
                key.formIndex(after: &i)
                if i == key.endIndex { return p }
                p = node.eq
            }
        }
        return -1
    }
}
