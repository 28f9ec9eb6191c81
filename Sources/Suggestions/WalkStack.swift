/// The frames a depth-first search must come back to, in memory it manages
/// itself so that pushing and popping are a store and a load.
struct WalkStack: ~Copyable {
    private var frames: UnsafeMutablePointer<WalkFrame>
    private var capacity = 64
    private var count = 0

    init() {
        frames = .allocate(capacity: capacity)
    }

    deinit {
        frames.deinitialize(count: count)
        frames.deallocate()
    }

    @inline(__always)
    mutating func push(_ frame: WalkFrame) {
        if count == capacity { grow() }
        (frames + count).initialize(to: frame)
        count += 1
    }

    @inline(__always)
    mutating func pop() -> WalkFrame? {
        guard count > 0 else { return nil }
        count -= 1
        return (frames + count).move()
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<WalkFrame>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: frames, count: count)
        frames.deallocate()
        frames = larger
        capacity *= 2
    }
}
