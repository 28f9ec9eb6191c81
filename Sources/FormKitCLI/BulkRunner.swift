import Dispatch
import Foundation

/// Runs a bulk command's per-line work over standard input on several threads and writes the
/// results in input order, so the output is the same bytes for any number of jobs.
///
/// Input is read in batches of about `batchBytes`; each batch is cut at line ends into chunks of
/// about `chunkBytes`, the chunks are taken by `jobs` threads as they come free, and their outputs are
/// written in order before the next batch is read. Memory stays at one batch and its output
/// whatever the length of the input. Standard error messages are written between the same output
/// lines as they would be with one job.
///
///     let runner = BulkRunner(jobs: 2)
///     let failures = try runner.run(work, to: &output)
struct BulkRunner {
    /// How many threads process chunks at once (at least 1).
    var jobs: Int
    /// Bytes of input per chunk, about: a few hundred lines, so that threads share a batch fairly
    /// even when the system holds one of them back.
    var chunkBytes = 8 * 1024
    /// Bytes of input per batch, whatever --jobs is: large enough that the threads meet once per
    /// tens of milliseconds of work, small enough that a batch and its output stay far below the
    /// process's own memory.
    var batchBytes = 256 * 1024
    /// Whether to flush standard output after every batch (a person is watching).
    var flushesEachBatch = false
    /// Where lines come from.
    var input: Int32 = STDIN_FILENO

    init(jobs: Int, flushesEachBatch: Bool = false) {
        self.jobs = max(1, jobs)
        self.flushesEachBatch = flushesEachBatch
    }

    /// Processes each argument as a line, or every line of the input when there are none, and
    /// returns how many failed.
    ///
    /// - Throws: `LineReaderError` when reading the input fails, `BulkRunStopped` when a line's
    ///   work stopped the command (after the output of the lines before it).
    func run(_ work: some LineWork, arguments: [String], to output: inout StandardOutput) throws -> Int {
        if arguments.isEmpty { return try run(work, to: &output) }
        let chunk = Self.collect(work, lines: arguments)
        write(chunk, linesBefore: 0, to: &output)
        if let reason = chunk.stopReason { throw BulkRunStopped(reason: reason) }
        return chunk.failures
    }

    /// Runs the work on lines given as strings, on this thread: what the command line's arguments,
    /// and tests, give.
    static func collect(_ work: some LineWork, lines: [String]) -> ChunkOutput {
        var chunk = ChunkOutput()
        chunk.startsInput = true
        for line in lines where chunk.stopReason == nil {
            var text = line
            text.withUTF8 { work.process(UnsafeRawBufferPointer($0), into: &chunk) }
            chunk.nextLine()
        }
        return chunk
    }

    /// Processes every line of the input and returns how many failed.
    ///
    /// - Throws: `LineReaderError` when reading the input fails.
    func run(_ work: some LineWork, to output: inout StandardOutput) throws -> Int {
        // A terminal gives a line at a time: answer each read at once rather than wait for a batch.
        let answersEachRead = isatty(input) != 0
        let batchTarget = Swift.max(batchBytes, 2 * jobs * chunkBytes)
        var batch: [UInt8] = []
        batch.reserveCapacity(batchTarget + chunkBytes)
        // The output buffers of the last batch, for the next one.
        var spare: [[UInt8]] = []
        var linesBefore = 0
        var failures = 0
        var totalRead = 0
        var atEnd = false
        while !atEnd {
            // Fill the batch (it starts with the unfinished line of the previous one), and past
            // its size when it holds no line feed yet (a line longer than a batch).
            var hasLineFeed = false
            while batch.count < batchTarget || !hasLineFeed {
                let wanted = Swift.max(batchTarget - batch.count, chunkBytes)
                let count = try readBlock(into: &batch, wanted: wanted, offset: totalRead)
                totalRead += count
                if count == 0 {
                    atEnd = true
                    break
                }
                hasLineFeed = hasLineFeed || batch.withUnsafeBytes {
                    Self.endOfLastLine(in: UnsafeRawBufferPointer(rebasing: $0[(batch.count - count)...])) != nil
                }
                if answersEachRead && hasLineFeed { break }
            }
            // Whole lines only, unless the input has ended.
            let end = atEnd ? batch.count : (batch.withUnsafeBytes { Self.endOfLastLine(in: $0) } ?? 0)
            if end > 0 {
                let startsInput = linesBefore == 0
                var outputs = batch.withUnsafeBytes {
                    process(UnsafeRawBufferPointer(rebasing: $0[..<end]), work, startsInput: startsInput, reusing: &spare)
                }
                for index in outputs.indices {
                    write(outputs[index], linesBefore: linesBefore, to: &output)
                    linesBefore += outputs[index].lineIndex
                    failures += outputs[index].failures
                    if let reason = outputs[index].stopReason { throw BulkRunStopped(reason: reason) }
                    spare.append(outputs[index].takeBytes())
                }
                if flushesEachBatch { output.flush() }
            }
            batch.removeSubrange(..<end)
        }
        return failures
    }

    /// Cuts `lines` (whole lines, the last one maybe without its line feed) into chunks, processes
    /// them on up to `jobs` threads, and returns their outputs in input order.
    private func process(
        _ lines: UnsafeRawBufferPointer, _ work: some LineWork, startsInput: Bool, reusing buffers: inout [[UInt8]]
    ) -> [ChunkOutput] {
        let chunks = Self.chunkBounds(of: lines, count: Swift.max(2 * jobs, lines.count / chunkBytes), minimumBytes: chunkBytes / 4)
        var outputs: [ChunkOutput] = []
        outputs.reserveCapacity(chunks.count)
        for index in chunks.indices {
            var buffer: [UInt8] = []
            if index < buffers.count { swap(&buffer, &buffers[index]) }
            outputs.append(ChunkOutput(reusing: consume buffer, capacity: chunks[index].count * 2))
        }
        buffers.removeAll(keepingCapacity: true)
        let threads = Swift.min(jobs, chunks.count)
        outputs.withUnsafeMutableBufferPointer { slots in
            let slots = UncheckedSendable(slots)
            let lines = UncheckedSendable(lines)
            let claims = ChunkClaims(count: chunks.count)
            let runOne: @Sendable (Int) -> Void = { _ in
                // Each thread takes the next chunk nobody has taken, so a thread the system holds back
                // leaves its share to the others; each slot is written by the one thread that took it.
                while let index = claims.next() {
                    let range = chunks[index]
                    Self.process(
                        UnsafeRawBufferPointer(rebasing: lines.value[range]), work,
                        startsInput: startsInput && index == 0, into: &slots.value[index])
                }
            }
            if threads == 1 {
                runOne(0)
            } else {
                DispatchQueue.concurrentPerform(iterations: threads, execute: runOne)
            }
        }
        return outputs
    }

    /// Runs the work on every line of one chunk.
    private static func process(
        _ bytes: UnsafeRawBufferPointer, _ work: some LineWork, startsInput: Bool, into output: inout ChunkOutput
    ) {
        output.startsInput = startsInput
        guard let base = bytes.baseAddress else { return }
        var start = 0
        while start < bytes.count && output.stopReason == nil {
            if let newline = memchr(base + start, 0x0A, bytes.count - start) {
                let lineFeed = base.distance(to: UnsafeRawPointer(newline))
                var end = lineFeed
                if end > start && bytes[end - 1] == 0x0D { end -= 1 }  // a CRLF line ending
                work.process(UnsafeRawBufferPointer(rebasing: bytes[start..<end]), into: &output)
                output.nextLine()
                start = lineFeed + 1
            } else {
                // The input's last line, without a line feed.
                work.process(UnsafeRawBufferPointer(rebasing: bytes[start...]), into: &output)
                output.nextLine()
                break
            }
        }
    }

    /// Up to `count` ranges of about equal size covering `lines`, each ending just after a line
    /// feed (the last one at the end), none smaller than `minimumBytes` but the last.
    static func chunkBounds(of lines: UnsafeRawBufferPointer, count: Int, minimumBytes: Int) -> [Range<Int>] {
        guard let base = lines.baseAddress, !lines.isEmpty else { return [] }
        let size = Swift.max(minimumBytes, (lines.count + count - 1) / count)
        var bounds: [Range<Int>] = []
        var start = 0
        while start < lines.count {
            var end = Swift.min(start + size, lines.count)
            if end < lines.count {
                // Move the cut just past the next line feed.
                if let newline = memchr(base + end - 1, 0x0A, lines.count - end + 1) {
                    end = base.distance(to: UnsafeRawPointer(newline)) + 1
                } else {
                    end = lines.count
                }
            }
            bounds.append(start..<end)
            start = end
        }
        return bounds
    }

    /// The offset just after the last line feed, or nil when there is none.
    static func endOfLastLine(in bytes: UnsafeRawBufferPointer) -> Int? {
        var index = bytes.count
        while index > 0 {
            index -= 1
            if bytes[index] == 0x0A { return index + 1 }
        }
        return nil
    }

    /// Appends up to `wanted` bytes read from the input; returns how many (0 at the end).
    private func readBlock(into batch: inout [UInt8], wanted: Int, offset: Int) throws -> Int {
        let start = batch.count
        batch.append(contentsOf: repeatElement(0, count: wanted))
        var count = 0
        while true {
            count = batch.withUnsafeMutableBytes { buffer in
                guard let base = buffer.baseAddress else { return 0 }
                return read(input, base + start, wanted)
            }
            if count >= 0 || errno != EINTR { break }
        }
        batch.removeSubrange((start + Swift.max(count, 0))...)
        if count < 0 { throw LineReaderError(code: errno, offset: offset) }
        return count
    }

    /// Writes one chunk's output, with its messages to standard error in their places.
    private func write(_ chunk: ChunkOutput, linesBefore: Int, to output: inout StandardOutput) {
        var written = 0
        for message in chunk.messages {
            output.write(bytes: chunk.bytes[written..<message.outputOffset])
            written = message.outputOffset
            output.flush()  // keep standard output in step with the messages
            let text = message.text(linesBefore + message.lineIndex + 1)
            FileHandle.standardError.write(Data(text.utf8))
        }
        output.write(bytes: chunk.bytes[written...])
    }
}

/// Hands out chunk indices 0, 1, … once each, to whichever thread asks first.
final class ChunkClaims: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private let count: Int

    init(count: Int) { self.count = count }

    /// The next chunk to process, or nil when all are taken.
    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }
}

/// A line's work stopped the command: the reason, for its error message.
struct BulkRunStopped: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}

/// A value handed to the threads of `DispatchQueue.concurrentPerform`, which the caller keeps
/// alive and whose parts each thread uses apart from the others.
struct UncheckedSendable<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
