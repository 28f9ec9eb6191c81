#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor in large blocks and hands over one line at a time,
/// without the newline, straight from the read buffer.
///
///     let reader = LineReader(fileDescriptor: STDIN_FILENO)
///     try reader.forEachLine { line in print(line.count) }
///
/// Lines are found with `memchr`, so a line costs a few nanoseconds unless the
/// caller copies it. Memory is one block plus the longest line that straddles
/// two blocks. The last line needs no trailing newline.
struct LineReader {
    /// Where the bytes come from.
    var fileDescriptor: Int32

    /// How many bytes one `read` asks for.
    var blockSize = 1 << 20

    /// Calls `body` with each line's bytes, valid only during the call, and
    /// `afterBlock` with the total bytes read so far after every block.
    ///
    /// - Throws: `LineReaderError` if reading fails, or what `body` throws.
    func forEachLine(
        afterBlock: (Int) -> Void = { _ in },
        _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: blockSize, alignment: 64)
        defer { block.deallocate() }
        guard let base = block.baseAddress else { return }
        // The start of a line that the previous block cut in two.
        var pending: [UInt8] = []
        var totalRead = 0
        while true {
            let count = read(fileDescriptor, base, blockSize)
            if count < 0 {
                if errno == EINTR { continue }
                throw LineReaderError(code: errno, offset: totalRead)
            }
            if count == 0 { break }
            totalRead += count
            var start = 0
            while let newline = memchr(base + start, 0x0A, count - start) {
                let end = base.distance(to: newline)
                let line = UnsafeRawBufferPointer(start: base + start, count: end - start)
                if pending.isEmpty {
                    try body(line)
                } else {
                    pending.append(contentsOf: line)
                    try pending.withUnsafeBytes(body)
                    pending.removeAll(keepingCapacity: true)
                }
                start = end + 1
            }
            pending.append(contentsOf: UnsafeRawBufferPointer(start: base + start, count: count - start))
            afterBlock(totalRead)
        }
        if !pending.isEmpty {
            try pending.withUnsafeBytes(body)
        }
    }
}

/// Reading the input failed at a byte offset.
struct LineReaderError: Error, Hashable, CustomStringConvertible {
    /// The `errno` value.
    var code: Int32
    /// How many bytes had been read when it failed.
    var offset: Int

    var description: String {
        "cannot read input after byte \(offset): \(String(cString: strerror(code)))"
    }
}
