import Foundation

/// The radix sort behind ``UTF8Keys/sortedOrder()``: most significant byte
/// first, stable, over entries that carry eight bytes of their key.
///
/// Each range of keys that share their first `depth` bytes is split into
/// 257 buckets by the next byte, or its absence. The byte comes from the
/// entry's own copy of eight key bytes, so a pass reads the entries in order
/// and no key; only when a range gets past those eight bytes are they
/// refilled from the keys. Short ranges are finished by insertion sort.
struct RadixSorter {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let starts: UnsafeBufferPointer<Int>

    /// A key being sorted.
    private struct Entry {
        /// Eight of the key's bytes from the range's `base` on, the first in the top byte, padded with zeros.
        var window: UInt64
        /// The key's index.
        var index: Int32
        /// The key's length in bytes, capped at `Int32.max`.
        var length: Int32
    }

    /// A range of entries whose keys share their first `depth` bytes, with windows from `base`.
    private struct Pending {
        var range: Range<Int>
        var depth: Int
        var base: Int
    }

    /// Ranges shorter than this are insertion-sorted.
    private static let insertionSortLimit = 24

    init(bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int>) {
        self.bytes = bytes
        self.starts = starts
    }

    /// The key indexes in sorted order, equal keys in input order.
    func sortedOrder() -> [Int] {
        let count = starts.count - 1
        guard !(1..<max(count, 1)).allSatisfy({ compare($0 - 1, $0, from: 0) <= 0 }) else { return Array(0..<count) }
        var entries = (0..<count).map { key in
            Entry(window: window(of: key, from: 0), index: Int32(key), length: Int32(clamping: starts[key + 1] - starts[key]))
        }
        var scratch = entries
        var pending = [Pending(range: 0..<count, depth: 0, base: 0)]
        var histogram = [Int](repeating: 0, count: 257)
        while var next = pending.popLast() {
            if next.range.count < Self.insertionSortLimit {
                insertionSort(&entries, next.range, from: next.depth)
                continue
            }
            if next.depth == next.base + 8 {
                for k in next.range { entries[k].window = window(of: Int(entries[k].index), from: next.depth) }
                next.base = next.depth
            }
            let shift = UInt64(56 - 8 * (next.depth - next.base))
            /// The entry's byte at the range's depth, plus one, or 0 past its end.
            func digit(_ entry: Entry) -> Int {
                next.depth < Int(entry.length) ? Int(entry.window >> shift & 0xFF) + 1 : 0
            }
            for b in 0..<257 { histogram[b] = 0 }
            for k in next.range { histogram[digit(entries[k])] += 1 }
            let first = digit(entries[next.range.lowerBound])
            // Keys that all share this byte need no moving: look at the next one.
            if histogram[first] == next.range.count {
                if first != 0 { pending.append(Pending(range: next.range, depth: next.depth + 1, base: next.base)) }
                continue
            }
            var start = next.range.lowerBound
            for b in 0..<257 {
                let size = histogram[b]
                histogram[b] = start
                if b > 0, size > 1 { pending.append(Pending(range: start..<start + size, depth: next.depth + 1, base: next.base)) }
                start += size
            }
            for k in next.range {
                let d = digit(entries[k])
                scratch[histogram[d]] = entries[k]
                histogram[d] += 1
            }
            for k in next.range { entries[k] = scratch[k] }
        }
        return entries.map { Int($0.index) }
    }

    /// Eight bytes of key `key` from `offset` on, the first in the top byte, padded with zeros.
    private func window(of key: Int, from offset: Int) -> UInt64 {
        let start = starts[key] + offset, end = starts[key + 1]
        var window: UInt64 = 0
        for i in start..<start + 8 { window = window << 8 | (i < end ? UInt64(bytes[i]) : 0) }
        return window
    }

    /// Sorts a short range of entries whose keys share their first `depth` bytes, stably.
    private func insertionSort(_ entries: inout [Entry], _ range: Range<Int>, from depth: Int) {
        for k in range.dropFirst() {
            let entry = entries[k]
            var j = k
            while j > range.lowerBound, precedes(entry, entries[j - 1], from: depth) {
                entries[j] = entries[j - 1]
                j -= 1
            }
            entries[j] = entry
        }
    }

    /// Whether `a`'s key sorts before `b`'s; their windows decide unless they are equal.
    ///
    /// A zero that pads a short key's window compares like a byte below all
    /// others, which is where a key that ends sorts, so unequal windows order
    /// their keys rightly; equal ones leave it to the bytes.
    @inline(__always)
    private func precedes(_ a: Entry, _ b: Entry, from depth: Int) -> Bool {
        guard a.window == b.window else { return a.window < b.window }
        return compare(Int(a.index), Int(b.index), from: depth) < 0
    }

    /// Negative, zero or positive as key `a` sorts before, equal to or after key `b`, from byte `depth` on.
    private func compare(_ a: Int, _ b: Int, from depth: Int) -> Int32 {
        let startA = starts[a] + depth, countA = starts[a + 1] - startA
        let startB = starts[b] + depth, countB = starts[b + 1] - startB
        guard let base = bytes.baseAddress else { return 0 }
        let common = memcmp(base + startA, base + startB, min(countA, countB))
        if common != 0 { return common }
        return countA == countB ? 0 : (countA < countB ? -1 : 1)
    }
}
