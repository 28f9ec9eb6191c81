/// A block of the module's linear memory that JavaScript writes a request into, or reads a
/// response from; it grows on demand and is never freed.
struct SharedBuffer {
    private(set) var start: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int

    init() {
        capacity = 4096
        start = .allocate(capacity: capacity)
    }

    /// Makes room for at least `count` bytes and returns where they start; the contents are kept
    /// only when there was room already.
    mutating func reserve(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if count > capacity {
            start.deallocate()
            capacity = max(count, capacity * 2)
            start = .allocate(capacity: capacity)
        }
        return start
    }

    /// The first `count` bytes.
    func prefix(_ count: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start, count: min(max(0, count), capacity))
    }

    /// Replaces the contents with `bytes`; returns their count.
    mutating func store(_ bytes: [UInt8]) -> Int32 {
        let target = reserve(bytes.count)
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { target.update(from: base, count: source.count) }
        }
        return Int32(bytes.count)
    }
}
