import PhoneNumberMetadata

/// Decodes each region's short-number plan on first use and keeps it; thread-safe.
///
/// Nothing here runs, and no short-number literal is read, until a short number is asked about: the
/// main plans' store and footprint stay as they are.
package final class ShortNumberPlans: @unchecked Sendable {
    /// The plans every short-number question uses.
    package static let shared = ShortNumberPlans()

    private enum Slot {
        case unknown, missing
        case present(ShortNumberPlan)
    }

    private let lock = CacheLock()
    /// Plans by region, 26 × 26 slots indexed by the code's two letters.
    private var slots = [Slot](repeating: .unknown, count: 26 * 26)

    private init() {}

    /// The short-number plan of a region written as two ASCII letters of either case; nil when the
    /// region has none (or the text is not a region code).
    package func plan(forRegion region: some StringProtocol) -> ShortNumberPlan? {
        var bytes = region.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next(), bytes.next() == nil else { return nil }
        let a = Int(first | 0x20) &- 0x61
        let b = Int(second | 0x20) &- 0x61
        guard a >= 0, a < 26, b >= 0, b < 26, first < 0x80, second < 0x80 else { return nil }
        let index = a * 26 + b
        let slot = lock.withLock { slots[index] }
        switch slot {
        case .present(let plan): return plan
        case .missing: return nil
        case .unknown: break
        }
        let code = String(decoding: [UInt8(0x41 + a), UInt8(0x41 + b)], as: UTF8.self)
        let loaded = PhoneMetadataRecords.shortNumberRecord(forRegion: code).flatMap(ShortNumberPlan.init(record:))
        lock.withLock { slots[index] = loaded.map(Slot.present) ?? .missing }
        return loaded
    }

    /// Every plan decoded so far.
    package func loadedPlans() -> [ShortNumberPlan] {
        lock.withLock {
            slots.compactMap { slot in
                if case .present(let plan) = slot { plan } else { nil }
            }
        }
    }
}
