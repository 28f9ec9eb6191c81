/// What the lines of one chunk produced: output bytes, messages for standard error, failures.
///
/// A message keeps its place: it is written after the output bytes that came before it, with the
/// line number it belongs to, once the chunk's place in the input is known.
struct ChunkOutput {
    /// The bytes for standard output.
    var bytes: [UInt8] = []
    /// The index, within the chunk, of the line being processed.
    private(set) var lineIndex = 0
    /// How many lines failed.
    private(set) var failures = 0
    /// Messages for standard error, in order.
    private(set) var messages: [Message] = []
    /// Whether the chunk starts the whole input.
    var startsInput = false
    /// Why the command must stop after this line (damaged data), when it must.
    private(set) var stopReason: String?

    /// Whether the line being processed is the first line of the whole input.
    var isFirstLineOfInput: Bool { startsInput && lineIndex == 0 }

    /// A message for standard error and where it goes.
    struct Message {
        /// How many of the chunk's output bytes are written before it.
        var outputOffset: Int
        /// The index, within the chunk, of its line.
        var lineIndex: Int
        /// The message, given the line's number in the whole input (from 1).
        var text: @Sendable (_ lineNumber: Int) -> String
    }

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// An empty output that writes into `buffer`'s storage (emptied), so that batch after batch
    /// uses the same memory.
    init(reusing buffer: consuming [UInt8], capacity: Int) {
        bytes = consume buffer
        bytes.removeAll(keepingCapacity: true)
        bytes.reserveCapacity(capacity)
    }

    /// Hands over the output bytes' storage, leaving the output empty.
    mutating func takeBytes() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &bytes)
        return taken
    }

    /// Counts the current line as failed, with an optional message for standard error.
    mutating func fail(_ message: (@Sendable (_ lineNumber: Int) -> String)? = nil) {
        failures += 1
        if let message { self.message(message) }
    }

    /// Adds a message for standard error about the current line, without counting a failure.
    mutating func message(_ text: @escaping @Sendable (_ lineNumber: Int) -> String) {
        messages.append(Message(outputOffset: bytes.count, lineIndex: lineIndex, text: text))
    }

    /// Stops the command after the current line: no further line is processed, and the command
    /// ends with `reason` as its error.
    mutating func stop(_ reason: String) {
        stopReason = reason
    }

    /// Moves on to the next line.
    mutating func nextLine() {
        lineIndex += 1
    }
}
