/// The nodes a ``SubtreeSearch`` must come back to, in memory it manages
/// itself, so that pushing and popping are a store and a load.
struct SearchStack: ~Copyable {
    /// A node and the number of characters above its level.
    struct Entry {
        var node: Int32
        var depth: Int32
    }

    private var entries: UnsafeMutablePointer<Entry>
    private var capacity = 64
    private var count = 0

    init() {
        entries = .allocate(capacity: capacity)
    }

    deinit {
        entries.deallocate()
    }

    /// Makes room to push `extra` more entries with ``pushReserved(_:depth:)``.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count &+ extra > capacity { grow() }
    }

    /// Pushes `node` at `depth`, unless it is `-1`, no node, into room made by ``reserve(_:)``.
    ///
    /// The entry is written either way and kept only for a node, which
    /// spares the search a branch it would often mispredict.
    @inline(__always)
    mutating func pushReserved(_ node: Int32, depth: Int32) {
        entries[count] = Entry(node: node, depth: depth)
        count &+= Int(UInt32(bitPattern: ~node) >> 31)
    }

    @inline(__always)
    mutating func pop() -> Entry? {
        guard count > 0 else { return nil }
        count &-= 1
        return entries[count]
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Entry>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: entries, count: count)
        entries.deallocate()
        entries = larger
        capacity *= 2
    }
}
