import Foundation

/// The UTF-8 bytes of many NFC keys in one flat buffer, for sorting them with byte comparisons.
///
/// UTF-8 byte order is Unicode scalar order, so comparing bytes with
/// `memcmp` orders NFC keys as the tree does, without `String`'s comparison
/// machinery and without an allocation per key.
struct UTF8Keys {
    /// The bytes of every key, one after another.
    private var bytes: [UInt8] = []
    /// Where each key starts in `bytes`; one more entry than keys.
    private var starts: [Int] = [0]

    /// Copies the UTF-8 bytes of `texts`, which must already be in NFC.
    init(_ texts: [String]) {
        bytes.reserveCapacity(texts.count * 10)
        starts.reserveCapacity(texts.count + 1)
        for text in texts {
            bytes.append(contentsOf: text.utf8)
            starts.append(bytes.count)
        }
    }

    /// The number of keys.
    var count: Int { starts.count - 1 }

    /// Appends key `index` to `keys` as encoded scalars.
    func append(_ index: Int, to keys: inout KeyBuffer) {
        bytes.withUnsafeBufferPointer { bytes in
            keys.append(utf8: bytes[starts[index]..<starts[index + 1]])
        }
    }

    /// Negative, zero or positive as key `a` sorts before, equal to or after key `b`.
    func compare(_ a: Int, _ b: Int) -> Int32 {
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { Self.compare(a, b, bytes: bytes, starts: $0) }
        }
    }

    /// The key indexes in sorted order, equal keys in input order; one pass when already sorted.
    ///
    /// Each key is sorted by its first sixteen bytes packed into two
    /// integers, so most comparisons read no key bytes at all; only keys
    /// that share those bytes compare the rest.
    func sortedOrder() -> [Int] {
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                let inOrder = (0..<count).dropFirst().allSatisfy {
                    Self.compare($0 - 1, $0, bytes: bytes, starts: starts) <= 0
                }
                guard !inOrder else { return Array(0..<count) }
                var entries = (0..<count).map {
                    (
                        high: Self.eightBytes(of: $0, from: 0, bytes: bytes, starts: starts),
                        low: Self.eightBytes(of: $0, from: 8, bytes: bytes, starts: starts), index: $0
                    )
                }
                entries.sort { a, b in
                    if a.high != b.high { return a.high < b.high }
                    if a.low != b.low { return a.low < b.low }
                    let order = Self.compare(a.index, b.index, bytes: bytes, starts: starts)
                    return order == 0 ? a.index < b.index : order < 0
                }
                return entries.map(\.index)
            }
        }
    }

    /// Eight bytes of a key from `skip` on, big-endian, padded with zeros.
    @inline(__always)
    private static func eightBytes(
        of key: Int, from skip: Int, bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int>
    ) -> UInt64 {
        var prefix: UInt64 = 0
        let start = starts[key] + skip, end = min(starts[key + 1], start + 8)
        for offset in start..<start + 8 {
            prefix = prefix << 8 | (offset < end ? UInt64(bytes[offset]) : 0)
        }
        return prefix
    }

    @inline(__always)
    private static func compare(
        _ a: Int, _ b: Int, bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int>
    ) -> Int32 {
        let startA = starts[a], countA = starts[a + 1] - startA
        let startB = starts[b], countB = starts[b + 1] - startB
        guard let base = bytes.baseAddress else { return 0 }
        let common = memcmp(base + startA, base + startB, min(countA, countB))
        if common != 0 { return common }
        return countA == countB ? 0 : (countA < countB ? -1 : 1)
    }
}
