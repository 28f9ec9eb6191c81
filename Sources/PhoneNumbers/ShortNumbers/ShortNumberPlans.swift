import PhonePlanBundle

/// Decodes each region's short-number plan on first use and keeps it; thread-safe.
///
/// Nothing here runs, and no short-number record is read, until a short number is asked about: the
/// main plans' store and footprint stay as they are.
package final class ShortNumberPlans: Sendable {
    /// The plans every short-number question uses: those of the plans in use now (``PlanSource``).
    package static var shared: ShortNumberPlans { MetadataStore.shared.shortNumberPlans }

    private let bundle: PlanBundle
    /// The short-number patterns' automata, read on the first question (slot 0).
    private let graph = FirstUseTable<PlanGraph>(count: 1)

    /// Plans by region, 26 × 26 slots indexed by the code's two letters; a lookup takes no lock.
    private let plans = FirstUseTable<ShortNumberPlan>(count: 26 * 26)

    /// The short-number plans of a bundle; its records and automata are read on first use.
    init(bundle: PlanBundle) {
        self.bundle = bundle
    }

    /// The short-number plan of a region written as two ASCII letters of either case; nil when the
    /// region has none (or the text is not a region code).
    package func plan(forRegion region: some StringProtocol) -> ShortNumberPlan? {
        var bytes = region.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next(), bytes.next() == nil else { return nil }
        let a = Int(first | 0x20) &- 0x61
        let b = Int(second | 0x20) &- 0x61
        guard a >= 0, a < 26, b >= 0, b < 26, first < 0x80, second < 0x80 else { return nil }
        return plans.value(at: a * 26 + b) {
            let code = String(decoding: [UInt8(0x41 + a), UInt8(0x41 + b)], as: UTF8.self)
            guard let record = bundle.shortRecord(forRegion: code),
                let automata = graph.value(at: 0, make: { PlanGraph(bundle.automata(.shortAutomata)) })
            else { return nil }
            return ShortNumberPlan(record: record, graph: automata)
        }
    }

    /// Every plan decoded so far.
    package func loadedPlans() -> [ShortNumberPlan] {
        plans.builtValues(inFirst: plans.count)
    }
}
