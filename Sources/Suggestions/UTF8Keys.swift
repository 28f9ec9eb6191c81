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
            KeyScalars.forEachUTF8Byte(of: value) { bytes.append($0) }
        }
        starts.append(bytes.count)
    }

    /// The key at `index` as a string.
    func string(at index: Int) -> String {
        bytes.withUnsafeBufferPointer { bytes in
            String(decoding: UnsafeBufferPointer(rebasing: bytes[starts[index]..<starts[index + 1]]), as: UTF8.self)
        }
    }

    /// The key indexes in sorted order, equal keys in input order; one pass when already sorted.
    ///
    /// A most-significant-byte radix sort: each range of keys that share
    /// their first `depth` bytes is split into 257 buckets by the next byte
    /// (or its absence), stably; short ranges are finished by insertion sort.
    func sortedOrder() -> [Int] {
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                let sorter = RadixSorter(bytes: bytes, starts: starts)
                return sorter.sortedOrder()
            }
        }
    }
}
