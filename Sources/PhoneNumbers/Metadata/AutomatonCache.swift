import Foundation
import PhoneNumberMetadata

/// The automata of the plans, by pattern index: read from the tables compiled at generation time
/// (or, where a table is missing, compiled from the pattern text), once per pattern, so regions that
/// share patterns share automata. Only decoding takes the lock; matching never does.
final class AutomatonCache: @unchecked Sendable {
    static let shared = AutomatonCache()

    private let lock = NSLock()
    private var automata: [Int: DigitAutomaton] = [:]

    /// The automaton of the pattern with this index; nil for an empty or unknown reference.
    func automaton(at reference: Substring) -> DigitAutomaton? {
        guard let index = Int(reference) else { return nil }
        lock.lock()
        if let known = automata[index] {
            lock.unlock()
            return known
        }
        lock.unlock()
        guard let loaded = Self.load(index) else { return nil }
        lock.lock()
        automata[index] = loaded
        lock.unlock()
        return loaded
    }

    private static func load(_ index: Int) -> DigitAutomaton? {
        if let table = PhoneMetadataRecords.compiledAutomaton(at: index), let automaton = DigitAutomaton(encoded: table) {
            return automaton
        }
        guard let text = PhoneMetadataRecords.automatonPattern(at: index),
            let tree = try? DigitPattern(parsing: text)
        else { return nil }
        return DigitAutomaton(tree)
    }

    /// Bytes held by all automata loaded so far.
    var byteCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return automata.values.reduce(0) { $0 + $1.byteCount + 48 }
    }
}
