#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered standard output, the one writer every command goes through: text and bytes are
/// gathered in one buffer and written with `write(2)` when it fills or on `flush()`.
struct StandardOutput: TextOutputStream {
    private var buffer: [UInt8] = []

    init() {
        buffer.reserveCapacity(Self.capacity)
    }

    mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= Self.capacity { flush() }
    }

    mutating func writeLine(_ line: String) {
        write(line)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= Self.capacity { flush() }
    }

    /// Writes bytes as they are.
    mutating func write(bytes: some Collection<UInt8>) {
        if buffer.isEmpty && bytes.count >= Self.capacity {
            // A large block goes straight out, without a copy.
            if bytes.withContiguousStorageIfAvailable({ Self.writeAll($0) }) != nil { return }
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.capacity { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBufferPointer { Self.writeAll($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes every byte to standard output, resuming after interruptions and short writes; stops
    /// quietly when the reader has gone (the process then ends on SIGPIPE, as a filter should).
    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard var start = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = systemWrite(STDOUT_FILENO, start, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            start += written
            remaining -= written
        }
    }

    private static let capacity = 64 * 1024
}

/// `write(2)`, under a name that does not clash with `StandardOutput.write`.
@inline(__always)
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
