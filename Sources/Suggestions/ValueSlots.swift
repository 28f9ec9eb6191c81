/// The values of a tree's keys in one dense array, and which node each belongs to.
///
/// A key's value is found from the node where the key ends (or
/// ``NodeStore/emptyKey``). A type of size zero, such as `Void`, has exactly
/// one value, so a set of words keeps that one value and a count, and no
/// slots at all: a word costs its nodes and nothing more.
@usableFromInline
struct ValueSlots<Value> {
    /// The values, in no particular order; for a type of size zero, just one while there are keys.
    @usableFromInline private(set) var values: [Value] = []
    /// The number of values of a type of size zero.
    private var zeroSizeCount = 0
    /// For each node, the slot of the value of the key that ends there, or -1.
    private var slotOfNode: [Int32] = []
    /// For each slot, the node whose key owns it.
    private var nodeOfSlot: [Int32] = []
    /// The slot of the empty key's value, or -1.
    private var emptyKeySlot: Int32 = -1

    /// Whether values need slots: only a type with more than one value does.
    @usableFromInline static var keepsSlots: Bool { MemoryLayout<Value>.size != 0 }

    init() {}

    /// The values of sorted keys and the node each key ends at, from a bulk build.
    init(values: [Value], owners: [Int32], nodeCount: Int) {
        guard Self.keepsSlots else {
            self.values = Array(values.prefix(1))
            zeroSizeCount = values.count
            return
        }
        self.values = values
        nodeOfSlot = owners
        slotOfNode = [Int32](repeating: -1, count: nodeCount)
        for (slot, node) in owners.enumerated() { setSlot(Int32(slot), of: node) }
    }

    /// The number of values.
    var count: Int { Self.keepsSlots ? values.count : zeroSizeCount }

    /// Pairs each key found with the value of the key that ends at its node.
    ///
    /// Inlinable, so that a caller's specialized code pairs them without
    /// generic calls per key.
    @inlinable
    func elements(_ found: [(key: String, node: Int32, distance: Int)]) -> [(key: String, value: Value)] {
        var elements: [(key: String, value: Value)] = []
        elements.reserveCapacity(found.count)
        for (key, node, _) in found {
            elements.append((key, value(at: node)))
        }
        return elements
    }

    /// The value of the key that ends at `node`.
    @inlinable
    func value(at node: Int32) -> Value {
        Self.keepsSlots ? values[Int(slot(of: node))] : values[0]
    }

    /// Replaces the value of the key that ends at `node`, returning the old one.
    mutating func replaceValue(at node: Int32, with value: Value) -> Value {
        guard Self.keepsSlots else { return values[0] }
        let slot = Int(slot(of: node))
        defer { values[slot] = value }
        return values[slot]
    }

    /// Adds the value of a new key that ends at `node`.
    mutating func add(_ value: Value, at node: Int32) {
        guard Self.keepsSlots else {
            if values.isEmpty { values.append(value) }
            zeroSizeCount += 1
            return
        }
        setSlot(Int32(values.count), of: node)
        nodeOfSlot.append(node)
        values.append(value)
    }

    /// Removes and returns the value of the key that ended at `node`.
    mutating func remove(at node: Int32) -> Value {
        guard Self.keepsSlots else {
            zeroSizeCount -= 1
            return zeroSizeCount == 0 ? values.removeLast() : values[0]
        }
        let slot = Int(slot(of: node))
        setSlot(-1, of: node)
        let last = values.count - 1
        if slot != last {
            values.swapAt(slot, last)
            nodeOfSlot[slot] = nodeOfSlot[last]
            setSlot(Int32(slot), of: nodeOfSlot[slot])
        }
        nodeOfSlot.removeLast()
        return values.removeLast()
    }

    /// Whether the slots agree with the nodes that end keys; for the invariant checker.
    func ownsExactly(_ keyNodes: [Int32]) -> Bool {
        guard Self.keepsSlots else { return keyNodes.count == zeroSizeCount && values.count == min(zeroSizeCount, 1) }
        return keyNodes.count == values.count && nodeOfSlot.count == values.count
            && keyNodes.allSatisfy { node in
                let slot = self.slot(of: node)
                return slot >= 0 && Int(slot) < nodeOfSlot.count && nodeOfSlot[Int(slot)] == node
            }
    }

    /// The bytes the arrays hold; none for a type of size zero.
    var storageBytes: Int {
        guard Self.keepsSlots else { return 0 }
        return values.count * MemoryLayout<Value>.stride + (slotOfNode.count + nodeOfSlot.count) * MemoryLayout<Int32>.stride
    }

    @usableFromInline
    func slot(of node: Int32) -> Int32 {
        node == NodeStore.emptyKey ? emptyKeySlot : Int(node) < slotOfNode.count ? slotOfNode[Int(node)] : -1
    }

    private mutating func setSlot(_ slot: Int32, of node: Int32) {
        if node == NodeStore.emptyKey {
            emptyKeySlot = slot
            return
        }
        if Int(node) >= slotOfNode.count {
            slotOfNode.append(contentsOf: repeatElement(-1, count: Int(node) + 1 - slotOfNode.count))
        }
        slotOfNode[Int(node)] = slot
    }
}

extension ValueSlots: Sendable where Value: Sendable {}
