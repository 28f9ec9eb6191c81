/// The numbering plans sharing a calling code, in the metadata's order (the main country first), each
/// with its rewriting prefix rule, looked up once per code: the strict check (``PhoneNumberPrefixes``)
/// may try each of them on every keystroke, and finding each by its region code every time cost more
/// than trying it.
///
///     CallingCodePlans.of(1)?.plans.count  // 25: the United States, Antigua, Anguilla…
final class CallingCodePlans: Sendable {
    let plans: [RegionMetadata]
    /// Each plan's rewriting prefix rule, nil for a plan whose prefix is not rewritten (most).
    let rules: [RewritingPrefixRule?]

    private init(plans: [RegionMetadata]) {
        self.plans = plans
        rules = plans.map(RewritingPrefixRule.init(plan:))
    }

    /// The rewriting prefix rule of one of the plans (made anew for a plan not among them).
    func rule(of plan: RegionMetadata) -> RewritingPrefixRule? {
        if let index = plans.firstIndex(where: { $0 === plan }) { return rules[index] }
        return RewritingPrefixRule(plan: plan)
    }

    /// The plans of an assigned calling code; nil for one that has none.
    static func of(_ callingCode: Int) -> CallingCodePlans? {
        guard callingCode > 0, callingCode < 1000 else { return nil }
        return table.value(at: callingCode) {
            let store = MetadataStore.shared
            let plans = store.regions(forCallingCode: callingCode).compactMap {
                store.metadata(forCallingCode: callingCode, region: $0)
            }
            return plans.isEmpty ? nil : CallingCodePlans(plans: plans)
        }
    }

    /// The plans looked up so far, by calling code.
    private static let table = FirstUseTable<CallingCodePlans>(count: 1000)
}
