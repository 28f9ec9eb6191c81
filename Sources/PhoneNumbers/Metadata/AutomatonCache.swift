import Foundation

/// Compiles each distinct pattern of the plans once: regions sharing a calling code share most formats,
/// and many regions have the same fixed-line and mobile patterns. Keys are slices of the metadata
/// records, which are string literals, so they cost no memory of their own.
final class AutomatonCache: @unchecked Sendable {
    static let shared = AutomatonCache()

    private let lock = NSLock()
    private var automata: [Substring: DigitAutomaton] = [:]

    /// The automaton of a pattern, compiled on first request; nil when the pattern is not in the subset.
    func automaton(for pattern: Substring) -> DigitAutomaton? {
        lock.lock()
        if let known = automata[pattern] {
            lock.unlock()
            return known
        }
        lock.unlock()
        guard let tree = try? DigitPattern(parsing: String(pattern)) else { return nil }
        let compiled = DigitAutomaton(tree)
        lock.lock()
        automata[pattern] = compiled
        lock.unlock()
        return compiled
    }

    /// Bytes held by all compiled automata.
    var byteCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return automata.values.reduce(0) { $0 + $1.byteCount + 48 }
    }
}
