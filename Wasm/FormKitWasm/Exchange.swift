/// A fixed block of the module's linear memory through which the phone field's calls pass their texts
/// and answers, so that a keystroke allocates nothing to cross the bridge: JavaScript encodes the
/// field's text and the replacement into their areas, passes the numbers as call arguments, and reads
/// the answer's numbers from the slots and its text from the output area. The block never moves.
///
/// Layout (byte offsets from ``start``):
///
///     0     slots: 8 Int32 answers (see each operation)
///     64    the field's text, UTF-8 (textCapacity bytes)
///     1088  the replacement or region, UTF-8 (replacementCapacity bytes)
///     2112  the answer's text, UTF-8 (outputCapacity bytes)
enum Exchange {
    static let slotCount = 8
    static let textOffset = 64
    static let textCapacity = 1024
    static let replacementOffset = textOffset + textCapacity
    static let replacementCapacity = 1024
    static let outputOffset = replacementOffset + replacementCapacity
    static let outputCapacity = 4096

    /// The start of the block.
    nonisolated(unsafe) static let start = UnsafeMutableRawPointer.allocate(
        byteCount: outputOffset + outputCapacity, alignment: 16)

    /// Answer slot `index`.
    static func setSlot(_ index: Int, _ value: Int) {
        start.storeBytes(of: Int32(truncatingIfNeeded: value), toByteOffset: index * 4, as: Int32.self)
    }

    /// The text JavaScript wrote at `offset`, `count` bytes of UTF-8 (invalid bytes repaired with
    /// U+FFFD); empty when the count is out of range.
    static func text(at offset: Int, count: Int, capacity: Int) -> String {
        guard count > 0, count <= capacity else { return "" }
        let bytes = UnsafeRawBufferPointer(start: start + offset, count: count)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `text` into the output area, `offset` bytes in; returns its UTF-8 length, or nil when it
    /// does not fit.
    static func writeOutput(_ text: String, at offset: Int = 0) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            guard offset + bytes.count <= outputCapacity, let source = bytes.baseAddress else {
                return bytes.isEmpty ? 0 : nil
            }
            (start + outputOffset + offset).copyMemory(from: source, byteCount: bytes.count)
            return bytes.count
        }
    }
}
