/// The one way texts cross between JavaScript and the module: a fixed block of linear memory. For each
/// call JavaScript encodes its texts into the block's two input areas and passes their byte counts (and
/// any numbers) as arguments; the module answers with the call's return value, numbers in the slots and
/// texts in the output area. Nothing is allocated to cross the bridge, and the block never moves.
///
/// This file is the only definition of the layout: the block starts with it (the *header*, eight
/// Int32: the offset and capacity of the slots, the text area, the second area and the output area),
/// and formkit.mjs reads it from there.
///
///     0     header: slots offset, slot count, text offset, text capacity,
///           second offset, second capacity, output offset, output capacity
///     32    slots: 8 Int32 answers (see each operation)
///     64    the text (a field's text, a number, lines of input), UTF-8
///     4160  the second text (a replacement, a region, separators), UTF-8
///     5184  the answer's texts, UTF-8, one after another
enum Exchange {
    static let slotsOffset = 32  // after the header's eight Int32
    static let slotCount = 8
    static let textOffset = slotsOffset + slotCount * 4
    static let textCapacity = 4096
    static let secondOffset = textOffset + textCapacity
    static let secondCapacity = 1024
    static let outputOffset = secondOffset + secondCapacity
    static let outputCapacity = 4096

    /// What an operation answers, as the call's return value.
    enum Status: Int32 {
        case ok = 0
        /// A refused edit or input, or a parse error: the reason is the answer.
        case rejected = 1
        case noSuchField = -1
        case badRange = -2
        case tooLong = -3
    }

    /// The start of the block, its header written.
    nonisolated(unsafe) static let start: UnsafeMutableRawPointer = {
        let start = UnsafeMutableRawPointer.allocate(byteCount: outputOffset + outputCapacity, alignment: 16)
        let header = [slotsOffset, slotCount, textOffset, textCapacity, secondOffset, secondCapacity, outputOffset, outputCapacity]
        for (index, value) in header.enumerated() {
            start.storeBytes(of: Int32(value), toByteOffset: index * 4, as: Int32.self)
        }
        return start
    }()

    /// Answer slot `index`.
    static func setSlot(_ index: Int, _ value: Int) {
        start.storeBytes(of: Int32(truncatingIfNeeded: value), toByteOffset: slotsOffset + index * 4, as: Int32.self)
    }

    /// The text JavaScript wrote, `count` bytes of UTF-8 (invalid bytes repaired with U+FFFD); empty
    /// when the count is out of range.
    static func text(_ count: Int) -> String {
        string(at: textOffset, count: count, capacity: textCapacity)
    }

    /// The second text, `count` bytes from `offset` bytes into its area.
    static func second(_ count: Int, from offset: Int = 0) -> String {
        string(at: secondOffset + offset, count: count, capacity: secondCapacity - offset)
    }

    /// The text area's first `count` bytes as they are (nothing when the count is out of range).
    static func textBytes(_ count: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: start + textOffset, count: count > 0 && count <= textCapacity ? count : 0)
    }

    private static func string(at offset: Int, count: Int, capacity: Int) -> String {
        guard count > 0, count <= capacity else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: start + offset, count: count), as: UTF8.self)
    }

    /// Writes `text` into the output area, `offset` bytes in; returns its UTF-8 length, or nil when it
    /// does not fit.
    static func writeOutput(_ text: String, at offset: Int = 0) -> Int? {
        // A native text's bytes are copied from where they are, with no mutable copy of the text made.
        if let written = text.utf8.withContiguousStorageIfAvailable({ writeOutput(UnsafeRawBufferPointer($0), at: offset) }) {
            return written
        }
        return Array(text.utf8).withUnsafeBytes { writeOutput($0, at: offset) }
    }

    /// Writes bytes into the output area, `offset` bytes in; returns their count, or nil when they do
    /// not fit.
    static func writeOutput(_ bytes: UnsafeRawBufferPointer, at offset: Int = 0) -> Int? {
        guard offset >= 0, offset + bytes.count <= outputCapacity else { return nil }
        guard let source = bytes.baseAddress else { return 0 }
        (start + outputOffset + offset).copyMemory(from: source, byteCount: bytes.count)
        return bytes.count
    }

    /// Whether the output area's first `outputCount` bytes are `text` and then the second area's first
    /// `count` bytes, every byte ASCII (a byte is then a UTF-16 unit, so JavaScript may join the two
    /// texts it sent instead of reading the output).
    static func output(_ outputCount: Int, is text: String, followedBySecond count: Int) -> Bool {
        let same = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard count > 0, bytes.count + count == outputCount else { return false }
            let output = UnsafeRawBufferPointer(start: start + outputOffset, count: outputCount)
            let second = UnsafeRawBufferPointer(start: start + secondOffset, count: count)
            // The text's bytes, then the second area's, each in a loop of its own; the bytes' high bits
            // gathered and tested once at the end.
            var bits: UInt8 = 0
            for index in 0..<bytes.count {
                guard output[index] == bytes[index] else { return false }
                bits |= bytes[index]
            }
            for index in 0..<count {
                guard output[bytes.count + index] == second[index] else { return false }
                bits |= second[index]
            }
            return bits < 0x80
        }
        return same ?? false
    }

    /// Writes texts one after another into the output area, each one's length into the next slot from
    /// `firstSlot`; `.tooLong` when they do not fit.
    static func writeOutputs(_ texts: [String], firstSlot: Int = 0) -> Status {
        var offset = 0
        for (index, text) in texts.enumerated() {
            guard let count = writeOutput(text, at: offset) else { return .tooLong }
            setSlot(firstSlot + index, count)
            offset += count
        }
        return .ok
    }
}
