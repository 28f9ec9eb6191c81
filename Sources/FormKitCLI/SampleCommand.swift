import ArgumentParser
import Sampling

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `formkit sample`: K random lines of a stream, in input order, in O(K) memory.
struct SampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample",
        abstract: "Print K random lines of the input, in input order.",
        discussion: """
            Every line is equally likely to be printed, however long the input; \
            with --weight-field, lines are drawn without replacement with \
            probability proportional to the number in that field. Only the K \
            chosen lines are kept in memory.

            Examples:
              formkit sample -k 5 --seed 42 < access.log
              formkit sample -k 100 access.log
              formkit sample -k 2 --weight-field 2 --delimiter , < cities.csv
            """
    )

    @Option(name: .customShort("k"), help: "How many lines to print.")
    var count: Int

    @Option(help: "A seed that makes the sample reproducible.")
    var seed: UInt64?

    @Option(help: "r: one random number per line; l: skip ahead between kept lines (default, faster).")
    var algorithm: ReservoirAlgorithm?

    @Option(help: "Weight each line by the number in this field (1 = first).")
    var weightField: Int?

    @Option(help: "The character between fields, for --weight-field (default: tab).")
    var delimiter: String?

    @Argument(help: "The file to sample (default: standard input).")
    var file: String?

    /// Byte counts past which progress is shown, when stderr is a terminal.
    static let progressStep = 64 << 20

    func validate() throws {
        guard count >= 0 else { throw ValidationError("-k must be 0 or more, not \(count).") }
        if let weightField, weightField < 1 {
            throw ValidationError("--weight-field counts from 1, so \(weightField) is not a field.")
        }
        if weightField != nil, algorithm != nil {
            throw ValidationError("--algorithm applies to uniform sampling only; leave it out with --weight-field.")
        }
        if weightField == nil, delimiter != nil {
            throw ValidationError("--delimiter needs --weight-field.")
        }
        _ = try delimiterByte()
    }

    func delimiterByte() throws -> UInt8 {
        let text = delimiter == "\\t" ? "\t" : delimiter ?? "\t"
        guard text.utf8.count == 1, let byte = text.utf8.first, byte != 0x0A else {
            throw ValidationError("--delimiter must be one ASCII character other than newline, such as , or \\t.")
        }
        return byte
    }

    func run() throws {
        var input = STDIN_FILENO
        if let file {
            input = open(file, O_RDONLY)
            guard input >= 0 else {
                throw ValidationError("cannot open \(file): \(String(cString: strerror(errno)))")
            }
        }
        defer { if input != STDIN_FILENO { close(input) } }
        let lines = try sampleLines(from: input, showingProgress: isatty(STDERR_FILENO) != 0)
        try emit(lines, to: STDOUT_FILENO)
    }

    /// The sampled lines of the input read from `input`, in input order.
    func sampleLines(from input: Int32, showingProgress: Bool = false) throws -> [[UInt8]] {
        guard count > 0 else { return [] }
        var generator = seed.map(Xoshiro256StarStar.init(seed:)) ?? {
            var system = SystemRandomNumberGenerator()
            return Xoshiro256StarStar(seedingFrom: &system)
        }()
        let reader = LineReader(fileDescriptor: input)
        var progress = Progress(isShown: showingProgress)
        defer { progress.finish() }

        if let weightField {
            let field = WeightField(number: weightField, delimiter: try delimiterByte())
            var reservoir = WeightedReservoir<[UInt8]>(capacity: count)
            _ = try reader.forEachLine(afterBlock: { progress.update(bytes: $0, lines: $1) }) { line, index in
                let weight = try field.weight(in: line, lineNumber: index + 1)
                try reservoir.offer(weight: weight, using: &generator) { Array(line) }
                return 0
            }
            return reservoir.elementsInStreamOrder
        }
        var reservoir = Reservoir<[UInt8]>(capacity: count, algorithm: algorithm ?? .l)
        let lineCount = try reader.forEachLine(afterBlock: { progress.update(bytes: $0, lines: $1) }) { line, index in
            let skipped = index - reservoir.processedCount
            if skipped > 0 { reservoir.skip(skipped) }
            reservoir.offer(using: &generator) { Array(line) }
            return reservoir.itemsToSkip
        }
        reservoir.skip(lineCount - reservoir.processedCount)
        return reservoir.elementsInStreamOrder
    }

    /// Writes each line followed by a newline, in one buffer.
    func emit(_ lines: [[UInt8]], to output: Int32) throws {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(lines.reduce(0) { $0 + $1.count + 1 })
        for line in lines {
            buffer += line
            buffer.append(0x0A)
        }
        try buffer.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var written = 0
            while written < bytes.count {
                let result = write(output, base + written, bytes.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    throw LineReaderError(code: errno, offset: written)
                }
                written += result
            }
        }
    }
}

extension ReservoirAlgorithm: ExpressibleByArgument {}

/// The "read so far" line on a terminal's stderr, for large inputs.
struct Progress {
    var isShown: Bool
    private var nextReport = SampleCommand.progressStep
    private var printed = false

    init(isShown: Bool) {
        self.isShown = isShown
    }

    mutating func update(bytes: Int, lines: Int) {
        guard isShown, bytes >= nextReport else { return }
        nextReport = bytes + SampleCommand.progressStep
        printed = true
        printToStandardError("\rformkit sample: \(bytes >> 20) MiB, \(lines) lines read")
    }

    func finish() {
        if printed { printToStandardError("\r\u{1B}[K") }
    }

    private func printToStandardError(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
    }
}
