import DigitPatterns
import StandardLibrarySubstitutes

/// Objects made once per key and shared by every plan that names the key: the plans write few distinct
/// prefix patterns and prefix rules many times over (245 international prefixes are 41 texts), so
/// each plan's own copy kept tens of kilobytes alive with every plan decoded.
///
///     let patterns = InterningTable<ParsedPrefixPattern>()
///     patterns.value(hash: InterningHash.of("00"), matching: { $0.text.utf8Equals("00") }) {
///         ParsedPrefixPattern(text: "00")  // parsed now; the next lookup of "00" finds it
///     }
///
/// A key's slot is chosen by its hash, then the next slots while they hold other keys; a key that
/// finds none of its eight slots free gets an object of its own, so a full table costs a copy, never a
/// wrong value. Thread-safe without a lock (``FirstUseTable``). Keys are compared byte by byte by the
/// caller: `String ==` would link Unicode's normalisation tables into formkit.wasm (14 KB after gzip),
/// and a `Hashable` key makes the table's first use look up conformances at run time (0.7 M
/// instructions of a program's first number).
struct InterningTable<Value: AnyObject & Sendable>: Sendable {
    private let entries: FirstUseTable<Value>

    /// A table of `slotCount` slots.
    init(slotCount: Int = 256) {
        entries = FirstUseTable(count: slotCount)
    }

    /// The object whose key has `hash` and that `matching` accepts, made with `make` the first time.
    func value(hash: UInt32, matching: (Value) -> Bool, make: () -> Value) -> Value {
        let count = entries.count
        let first = Int(hash % UInt32(count))
        for probe in 0..<8 {
            if let entry = entries.value(at: (first + probe) % count, make: make), matching(entry) { return entry }
        }
        return make()
    }
}

/// The hash an ``InterningTable`` places a key by: FNV-1a over the key's texts' bytes, each text
/// followed by a byte no text holds (a nil text by another). Not generic, so one copy serves every table.
enum InterningHash {
    static func of(_ first: String?, _ second: String? = nil) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        mix(first, into: &hash)
        mix(second, into: &hash)
        return hash
    }

    private static func mix(_ text: String?, into hash: inout UInt32) {
        if let text {
            // A native text's bytes are one buffer, read without the view's iterator (1.3 KB of the page's
            // code); another text is placed by its length alone, a weaker hash but never a wrong value.
            let start = hash
            hash = text.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.reduce(start) { ($0 ^ UInt32($1)) &* 16_777_619 }
            } ?? (start ^ UInt32(truncatingIfNeeded: text.utf8.count)) &* 16_777_619
        }
        hash = (hash ^ (text == nil ? 0xFE : 0xFF)) &* 16_777_619
    }
}

/// A prefix pattern's text, parsed: what ``MetadataStore/prefixPatterns`` shares.
final class ParsedPrefixPattern: Sendable {
    let text: String
    /// Nil when the text does not parse.
    let pattern: DigitPattern?

    init(text: String) {
        self.text = text
        pattern = try? DigitPattern(parsing: text)
    }
}
