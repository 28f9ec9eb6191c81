/// The per-line work of a bulk command: one input line in, its output bytes appended.
///
/// It is shared by the threads of a `BulkRunner`, so it holds only what does not change.
protocol LineWork: Sendable {
    /// Appends the output of one input line (its bytes, without the line feed and a carriage
    /// return before it) to `output.bytes`; a failure is counted with `output.fail(_:)`.
    func process(_ line: UnsafeRawBufferPointer, into output: inout ChunkOutput)
}
