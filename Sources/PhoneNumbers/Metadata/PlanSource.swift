/// The one place the numbering plans are read from: a ``MetadataStore`` over the bundle compiled into
/// the library, until a bundle loaded at run time replaces it.
///
/// The store is swapped with one atomic pointer exchange, so a thread parsing meanwhile reads either
/// the old plans or the new ones, never a mix within one lookup. A replaced store is never freed: the
/// numbers, formatters and automata made from it point into it and keep working.
enum PlanSource {
    /// The current store; nil until first use, when the built-in bundle's store is put there.
    nonisolated(unsafe) private static let slot: UnsafeMutablePointer<MetadataStore?> = {  // written only atomically
        let slot = UnsafeMutablePointer<MetadataStore?>.allocate(capacity: 1)
        slot.initialize(to: nil)
        return slot
    }()

    /// The plans in use now.
    @inline(__always)
    static var current: MetadataStore {
        if let stored = _stdlib_atomicAcquiringLoadARCRef(object: slot) { return stored.takeUnretainedValue() }
        // The first use: keeps the first store put here, this one or another thread's.
        return _stdlib_atomicAcquiringInitializeARCRef(object: slot, desired: BuiltInPlans.store())
            .takeUnretainedValue()
    }

    /// Calls `body` with the plans in use now, without retaining them (a store is never freed): for the
    /// lookups made for every number, where the retain and release of ``current`` show.
    /// `body` is called from one place and the first use is a call, so that each caller holds one
    /// copy of `body` and none of the store's loading.
    @inline(__always)
    static func withCurrent<Result>(_ body: (MetadataStore) -> Result) -> Result {
        (_stdlib_atomicAcquiringLoadARCRef(object: slot) ?? currentOnFirstUse())._withUnsafeGuaranteedRef(body)
    }

    /// ``current`` when the slot may still be empty, for ``withCurrent(_:)``: it runs once, so it is not
    /// inlined into every lookup.
    @inline(never)
    private static func currentOnFirstUse() -> Unmanaged<MetadataStore> {
        Unmanaged.passUnretained(MetadataStore.shared)  // the slot keeps the store alive
    }

    /// Makes `store` the plans every later lookup uses; the store it replaces stays alive.
    static func install(_ store: MetadataStore) {
        _ = current  // the slot holds a store from here on
        let desired = UnsafeRawPointer(Unmanaged.passRetained(store).toOpaque())
        slot.withMemoryRebound(to: UnsafeRawPointer?.self, capacity: 1) { pointer in
            var expected = pointer.pointee
            // The store replaced keeps the reference the slot held: it is never released.
            while !_stdlib_atomicCompareExchangeStrongPtr(object: pointer, expected: &expected, desired: desired) {}
        }
    }
}
