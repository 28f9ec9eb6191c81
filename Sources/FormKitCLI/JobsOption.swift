import ArgumentParser
import Foundation

/// `--jobs N`: how many threads a bulk command works on standard input with.
struct JobsOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Threads working on standard input, in chunks (default: the number of cores); the output is the same for every N.",
        valueName: "N"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    /// Bytes of input per chunk and per batch: small values let tests cut a short input into many
    /// chunks and batches.
    @Option(help: .hidden)
    var chunkBytes = 8 * 1024
    @Option(help: .hidden)
    var batchBytes = 256 * 1024

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs: give 1 or more threads, not \(jobs).") }
        guard chunkBytes >= 1, batchBytes >= 1 else { throw ValidationError("--chunk-bytes, --batch-bytes: give 1 or more bytes.") }
    }

    /// The runner for the command: `jobs` threads, flushing after each batch when a person is watching.
    var runner: BulkRunner {
        var runner = BulkRunner(jobs: jobs, flushesEachBatch: isatty(STDOUT_FILENO) != 0)
        runner.chunkBytes = chunkBytes
        runner.batchBytes = batchBytes
        return runner
    }
}
