import Foundation

/// Buffered standard output: streaming commands write many short lines.
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
        write("\n")
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { bytes in
            FileHandle.standardOutput.write(Data(bytes))
        }
        buffer.removeAll(keepingCapacity: true)
    }

    private static let capacity = 64 * 1024
}
