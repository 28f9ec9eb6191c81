import PhoneNumberMetadata
import StandardLibrarySubstitutes

/// The automata of the plans, by pattern index. They were compiled at generation time into one graph of
/// shared states (``AutomatonGraph``); a pattern's automaton is taken out of it when a plan first uses
/// it, once: plans that share a pattern share its table.
enum AutomatonTables {
    /// The automaton a record's pattern reference names (``PatternReference``, `base` the record's);
    /// nil for an empty or unknown reference.
    static func automaton(at reference: Substring, base: Int) -> DigitAutomaton? {
        guard let index = PatternReference.index(of: reference, base: base) else { return nil }
        return AutomatonCache.shared.automaton(at: index) {
            PhoneMetadataRecords.compiledAutomaton(at: index).map {
                DigitAutomaton(transitions: $0.transitions, accepting: $0.accepting)
            }
        }
    }

    /// The heap bytes of the automata taken out so far and of the decoded graph.
    static var byteCount: Int { AutomatonCache.shared.byteCount + PhoneMetadataRecords.automatonGraphByteCount }
}

/// The automata taken out of the graph so far, by pattern index; thread-safe.
private final class AutomatonCache: @unchecked Sendable {
    static let shared = AutomatonCache()
    private let lock = CacheLock()
    private let count = PhoneMetadataRecords.automatonPatternCount
    private var automata: [DigitAutomaton?]

    init() { automata = [DigitAutomaton?](repeating: nil, count: count) }

    func automaton(at index: Int, _ make: () -> DigitAutomaton?) -> DigitAutomaton? {
        guard index >= 0, index < count else { return nil }
        if let known = lock.withLock({ automata[index] }) { return known }
        let made = make()
        lock.withLock { automata[index] = made }
        return made
    }

    /// The bytes of the tables, with 32 for each one's header.
    var byteCount: Int { lock.withLock { automata.reduce(0) { $0 + ($1.map { 32 + $0.byteCount } ?? 0) } } }
}
