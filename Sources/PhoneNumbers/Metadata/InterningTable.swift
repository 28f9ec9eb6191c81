import StandardLibrarySubstitutes

/// Values made once per key and shared by every plan that names the key: the plans write few distinct
/// prefix patterns and prefix rules many times over (245 international prefixes are 41 texts), so
/// each plan's own copy kept tens of kilobytes alive with every plan decoded.
///
///     let patterns = InterningTable<DigitPattern?>()
///     patterns.value(for: "00") { try? DigitPattern(parsing: $0) }  // parsed now
///     patterns.value(for: "00") { try? DigitPattern(parsing: $0) }  // the same tree, nothing parsed
///
/// A key's slot is chosen by a hash of its bytes, then the next slots while they hold other keys; a
/// key that finds none of its eight slots free gets a value of its own, so a full table costs a copy,
/// never a wrong value. Thread-safe without a lock (``FirstUseTable``). The keys are texts hashed here,
/// not `Hashable` values: a generic requirement made the table's first use look up conformances at
/// run time, 0.7 M instructions of the program's first number.
struct InterningTable<Value: Sendable>: Sendable {
    /// A key and its value, kept together so that a lookup can tell its own key from another's.
    final class Entry: Sendable {
        let key: String
        let value: Value

        init(key: String, value: Value) {
            self.key = key
            self.value = value
        }
    }

    private let entries: FirstUseTable<Entry>

    /// A table of `slotCount` slots.
    init(slotCount: Int = 256) {
        entries = FirstUseTable(count: slotCount)
    }

    /// The value of `key`, made with `make` the first time.
    func value(for key: String, make: (String) -> Value) -> Value {
        var hash: UInt32 = 2_166_136_261  // FNV-1a over the bytes
        for byte in key.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let count = entries.count
        let first = Int(hash % UInt32(count))
        for probe in 0..<8 {
            let entry = entries.value(at: (first + probe) % count) { Entry(key: key, value: make(key)) }
            if let entry, entry.key.utf8Equals(key) { return entry.value }  // bytes: `==` links Unicode's tables
        }
        return make(key)
    }
}
