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
        // Whole 32-byte chunks that cannot hold the last wanted newline,
        // counted eight bytes at a time in a 64-bit word.
        while offset + 32 <= bytes.count {
            let chunk = base + offset
            let flags = Self.newlineFlags(chunk.loadUnaligned(as: UInt64.self))
                &+ Self.newlineFlags(chunk.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                &+ Self.newlineFlags(chunk.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
                &+ Self.newlineFlags(chunk.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
            // Each byte of `flags` counts up to 4 newlines; the multiply adds the eight bytes up.
            let found = Int((flags &* 0x0101_0101_0101_0101) &>> 56)
            if skipped + found >= wanted { break }
            skipped += found
            offset += 32
        }
        // Then newline by newline, up to the last wanted one.
        while skipped < wanted, let newline = memchr(base + offset, 0x0A, bytes.count - offset) {
            offset = base.distance(to: newline) + 1
            skipped += 1
        }
        return skipped < wanted ? (skipped, bytes.count) : (skipped, offset)
    }

    /// 1 in each byte of `word` that is a newline, 0 in the others.
    @inline(__always)
    static func newlineFlags(_ word: UInt64) -> UInt64 {
        let zeroWhereNewline = word ^ 0x0A0A_0A0A_0A0A_0A0A
        // The high bit of each byte is set exactly when the byte is not zero.
        let nonzero = ((zeroWhereNewline & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | zeroWhereNewline
        return (~nonzero & 0x8080_8080_8080_8080) &>> 7
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
