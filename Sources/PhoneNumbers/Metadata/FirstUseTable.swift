/// A fixed number of slots, each filled on first use with an object that never changes, and read
/// without a lock afterwards: the plan caches answer every lookup of every thread through one.
///
///     let plans = FirstUseTable<RegionMetadata>(count: 676)
///     plans.value(at: 52) { decodePlan(52) }  // decoded now
///     plans.value(at: 52) { decodePlan(52) }  // the same object, nothing decoded
///
/// A lookup is one acquiring load, so threads reading the same slot share its cache line instead of
/// taking turns at a lock (with a lock, two threads formatting numbers spent much of their time
/// waking each other). Two threads that find a slot empty at the same moment may both build its
/// object; the first one stored is kept and both get it. A slot whose object cannot be built stays
/// empty, and `make` runs again on its next lookup (cheap for the caches here: a search of the records).
///
/// The standard library's atomic reference functions are used rather than the Synchronization
/// module, whose `Atomic` needs macOS 15 and iOS 18; they are emitted into this module, so they need
/// no newer system, and no more than the standard library itself.
final class FirstUseTable<Value: AnyObject & Sendable>: @unchecked Sendable {
    /// How many slots there are.
    let count: Int
    /// Each slot is written once, by a compare-and-swap from nil, and never freed while the table lives.
    private let slots: UnsafeMutablePointer<Value?>

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// The object of slot `index` (in `0..<count`), built with `make` the first time; nil when `make`
    /// returns nil for it.
    @inline(__always)
    func value(at index: Int, make: () -> Value?) -> Value? {
        precondition(index >= 0 && index < count, "FirstUseTable: slot out of range")
        if let stored = _stdlib_atomicAcquiringLoadARCRef(object: slots + index) {
            return stored.takeUnretainedValue()
        }
        guard let made = make() else { return nil }
        // Keeps the first object stored, this one or another thread's.
        return _stdlib_atomicAcquiringInitializeARCRef(object: slots + index, desired: made).takeUnretainedValue()
    }

    /// Calls `body` with the object of slot `index`, built with `make` the first time, without
    /// retaining it (a slot keeps its object as long as the table lives); nil when `make` returns nil.
    /// For the lookups made for every number, where the retain and release are a large part of the cost.
    @inline(__always)
    func withValue<Result>(at index: Int, make: () -> Value?, _ body: (Value) -> Result) -> Result? {
        precondition(index >= 0 && index < count, "FirstUseTable: slot out of range")
        if let stored = _stdlib_atomicAcquiringLoadARCRef(object: slots + index) {
            return stored._withUnsafeGuaranteedRef(body)
        }
        return value(at: index, make: make).map(body)
    }

    /// The objects built so far, in slot order, among the first `limit` slots.
    func builtValues(inFirst limit: Int) -> [Value] {
        (0..<min(limit, count)).compactMap {
            _stdlib_atomicAcquiringLoadARCRef(object: slots + $0)?.takeUnretainedValue()
        }
    }
}
