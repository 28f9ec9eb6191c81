#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor in large blocks and hands over lines straight from
/// the read buffer, passing over the lines the caller asks to skip.
///
///     let reader = LineReader(fileDescriptor: STDIN_FILENO)
///     let lineCount = try reader.forEachLine { line, index in
///         print(index, line.count)
///         return 9   // skip the next nine lines
///     }
///
/// Lines handed over are found with `memchr`; skipped lines are only counted,
/// 64 bytes at a time with SIMD compares, which is what makes sampling with
/// Algorithm L run at close to the speed of `wc -l`. Memory is one block plus
/// the longest line that straddles two blocks. The last line needs no newline.
struct LineReader {
    /// Where the bytes come from.
    var fileDescriptor: Int32

    /// How many bytes one `read` asks for.
    var blockSize = 1 << 20

    /// Calls `body` with each line that is not skipped (its bytes, valid only
    /// during the call, without the newline) and its index from 0. `body`
    /// returns how many of the following lines to skip. `afterBlock` gets the
    /// bytes and lines read so far after every block.
    ///
    /// - Returns: The number of lines in the input.
    /// - Throws: `LineReaderError` if reading fails, or what `body` throws.
    func forEachLine(
        afterBlock: (_ bytes: Int, _ lines: Int) -> Void = { _, _ in },
        _ body: (UnsafeRawBufferPointer, Int) throws -> Int
    ) throws -> Int {
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: blockSize, alignment: 64)
        defer { block.deallocate() }
        guard let base = block.baseAddress else { return 0 }
        // The start of a wanted line that the previous block cut in two.
        var pending: [UInt8] = []
        // Whether bytes of a line have been read but not its newline.
        var lineIsOpen = false
        var lineIndex = 0
        var linesToSkip = 0
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
            while start < count {
                if linesToSkip > 0 {
                    let (skipped, end) = skipNewlines(linesToSkip, in: UnsafeRawBufferPointer(start: base + start, count: count - start))
                    linesToSkip -= skipped
                    lineIndex += skipped
                    start += end
                    // Skipping stops just after a newline, or at the end of the block.
                    lineIsOpen = linesToSkip > 0 && base.load(fromByteOffset: count - 1, as: UInt8.self) != 0x0A
                    continue
                }
                guard let newline = memchr(base + start, 0x0A, count - start) else {
                    pending.append(contentsOf: UnsafeRawBufferPointer(start: base + start, count: count - start))
                    lineIsOpen = true
                    break
                }
                let end = base.distance(to: newline)
                let line = UnsafeRawBufferPointer(start: base + start, count: end - start)
                if pending.isEmpty {
                    linesToSkip = try body(line, lineIndex)
                } else {
                    pending.append(contentsOf: line)
                    linesToSkip = try pending.withUnsafeBytes { try body($0, lineIndex) }
                    pending.removeAll(keepingCapacity: true)
                }
                lineIndex += 1
                lineIsOpen = false
                start = end + 1
            }
            afterBlock(totalRead, lineIndex)
        }
        if lineIsOpen {
            // The last line has no newline.
            if linesToSkip == 0 {
                _ = try pending.withUnsafeBytes { try body($0, lineIndex) }
            }
            lineIndex += 1
        }
        return lineIndex
    }

    /// Passes over up to `wanted` newlines in `bytes`.
    ///
    /// - Returns: How many newlines were passed, and the offset just after the
    ///   last one (or `bytes.count` when fewer than `wanted` were found).
    func skipNewlines(_ wanted: Int, in bytes: UnsafeRawBufferPointer) -> (skipped: Int, end: Int) {
        guard let base = bytes.baseAddress else { return (0, 0) }
        var skipped = 0
        var offset = 0
        let newlines = SIMD64<UInt8>(repeating: 0x0A)
        // Whole 64-byte chunks that cannot hold the last wanted newline.
        while offset + 64 <= bytes.count {
            let chunk = (base + offset).loadUnaligned(as: SIMD64<UInt8>.self)
            let found = Int(SIMD64<UInt8>(repeating: 0).replacing(with: 1, where: chunk .== newlines).wrappedSum())
            if skipped + found >= wanted { break }
            skipped += found
            offset += 64
        }
        // Then byte by byte, up to the last wanted newline.
        while skipped < wanted, let newline = memchr(base + offset, 0x0A, bytes.count - offset) {
            offset = base.distance(to: newline) + 1
            skipped += 1
        }
        return skipped < wanted ? (skipped, bytes.count) : (skipped, offset)
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
