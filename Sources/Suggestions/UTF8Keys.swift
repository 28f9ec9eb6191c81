import Foundation

/// The UTF-8 bytes of many NFC keys in one flat buffer, for sorting them without `String` comparisons.
///
/// UTF-8 byte order is Unicode scalar order, so sorting the bytes orders NFC
/// keys as the tree does, without an allocation per key.
struct UTF8Keys {
    /// The bytes of every key, one after another.
    private(set) var bytes: [UInt8] = []
    /// Where each key starts in `bytes`; one more entry than keys.
    private(set) var starts: [Int] = [0]

    /// An empty list, to append keys to.
    init() {}

    /// Copies the UTF-8 bytes of `texts`, normalizing to NFC the few that need it.
    init(_ texts: [String]) {
        bytes.reserveCapacity(texts.reduce(0) { $0 + $1.utf8.count })
        starts.reserveCapacity(texts.count + 1)
        for text in texts {
            let copied = text.utf8.withContiguousStorageIfAvailable { utf8 in
                bytes.append(contentsOf: utf8)
                // Bytes below 0xCC: ASCII, continuation bytes, or scalars below U+0300, all NFC-stable.
                return utf8.allSatisfy { $0 < 0xCC }
            }
            if copied != true {
                if copied == false { bytes.removeLast(bytes.count - starts[starts.count - 1]) }
                bytes.append(contentsOf: KeyScalars.normalized(text).utf8)
            }
            starts.append(bytes.count)
        }
    }

    /// The number of keys.
    var count: Int { starts.count - 1 }

    /// Appends a key given as Unicode scalar values, already in NFC.
    mutating func append(scalars: some Sequence<UInt32>) {
        for value in scalars {
            if let scalar = Unicode.Scalar(value), let utf8 = UTF8.encode(scalar) { bytes.append(contentsOf: utf8) }
        }
        starts.append(bytes.count)
    }

    /// The key indexes in sorted order, equal keys in input order; one pass when already sorted.
    ///
    /// A most-significant-byte radix sort: each range of keys that share
    /// their first `depth` bytes is split into 257 buckets by the next byte
    /// (or its absence), stably; short ranges are finished by insertion sort.
    func sortedOrder() -> [Int] {
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                var sorter = RadixSorter(bytes: bytes, starts: starts)
                return sorter.sortedOrder()
            }
        }
    }
}

/// The radix sort behind ``UTF8Keys/sortedOrder()``.
private struct RadixSorter {
    let bytes: UnsafeBufferPointer<UInt8>
    let starts: UnsafeBufferPointer<Int>
    var order: [Int]
    /// The bucket of each key in the range being split, then the keys in their new order.
    var digits: [UInt16]
    var scratch: [Int]

    init(bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int>) {
        self.bytes = bytes
        self.starts = starts
        let count = starts.count - 1
        order = Array(0..<count)
        digits = []
        scratch = []
    }

    /// Ranges shorter than this are insertion-sorted.
    private static let insertionSortLimit = 24

    mutating func sortedOrder() -> [Int] {
        let count = order.count
        guard !(1..<max(count, 1)).allSatisfy({ compare($0 - 1, $0, from: 0) <= 0 }) else { return order }
        digits = [UInt16](repeating: 0, count: count)
        scratch = [Int](repeating: 0, count: count)
        var pending: [(range: Range<Int>, depth: Int)] = [(0..<count, 0)]
        var histogram = [Int](repeating: 0, count: 257)
        while let (range, depth) = pending.popLast() {
            if range.count < Self.insertionSortLimit {
                insertionSort(range, from: depth)
                continue
            }
            for b in 0..<257 { histogram[b] = 0 }
            for k in range {
                let digit = self.digit(of: order[k], at: depth)
                digits[k] = digit
                histogram[Int(digit)] += 1
            }
            // Keys that all share this byte need no moving: look at the next one.
            if histogram[Int(digits[range.lowerBound])] == range.count {
                if digits[range.lowerBound] != 0 { pending.append((range, depth + 1)) }
                continue
            }
            var next = range.lowerBound
            for b in 0..<257 {
                let size = histogram[b]
                histogram[b] = next
                if b > 0, size > 1 { pending.append((next..<next + size, depth + 1)) }
                next += size
            }
            for k in range {
                let digit = Int(digits[k])
                scratch[histogram[digit]] = order[k]
                histogram[digit] += 1
            }
            for k in range { order[k] = scratch[k] }
        }
        return order
    }

    /// The byte of key `key` at `depth`, plus one, or 0 past its end.
    @inline(__always)
    private func digit(of key: Int, at depth: Int) -> UInt16 {
        let position = starts[key] + depth
        return position < starts[key + 1] ? UInt16(bytes[position]) + 1 : 0
    }

    /// Sorts a short range of keys that share their first `depth` bytes, stably.
    private mutating func insertionSort(_ range: Range<Int>, from depth: Int) {
        for k in range.dropFirst() {
            let key = order[k]
            var j = k
            while j > range.lowerBound, compare(order[j - 1], key, from: depth) > 0 {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = key
        }
    }

    /// Negative, zero or positive as key `a` sorts before, equal to or after key `b`, from byte `depth` on.
    @inline(__always)
    private func compare(_ a: Int, _ b: Int, from depth: Int) -> Int32 {
        let startA = starts[a] + depth, countA = starts[a + 1] - startA
        let startB = starts[b] + depth, countB = starts[b + 1] - startB
        guard let base = bytes.baseAddress else { return 0 }
        let common = memcmp(base + startA, base + startB, min(countA, countB))
        if common != 0 { return common }
        return countA == countB ? 0 : (countA < countB ? -1 : 1)
    }
}
