import ArgumentParser
@testable import FormKitCLI
import FormKitTestSupport
import Foundation
import Sampling
import Testing

/// A temporary file holding `text`, open for reading, closed and removed by `body`'s end.
func withInput<T>(_ text: String, _ body: (Int32) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("formkit-sample-\(UUID()).txt")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let descriptor = open(url.path, O_RDONLY)
    #expect(descriptor >= 0)
    defer { close(descriptor) }
    return try body(descriptor)
}

@Suite("formkit sample")
struct SampleCommandTests {
    static let numbers = (1...5_000).map(String.init).joined(separator: "\n") + "\n"

    func sample(_ arguments: [String], input: String) throws -> [String] {
        let command = try SampleCommand.parse(arguments)
        return try withInput(input) { try command.sampleLines(from: $0) }.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("Prints K lines of the input in input order", arguments: ["r", "l"])
    func inputOrder(algorithm: String) throws {
        let lines = try sample(["-k", "20", "--seed", "3", "--algorithm", algorithm], input: Self.numbers)
        let values = lines.compactMap(Int.init)
        #expect(values.count == 20)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
        #expect(values.allSatisfy { (1...5_000).contains($0) })
    }

    /// Skipping lines in the reader must not change the sample: the command
    /// agrees with the library fed line by line with the same seed.
    @Test("Agrees with the library given the same seed", arguments: ReservoirAlgorithm.allCases, [1, 50, 4_999, 6_000])
    func agreesWithLibrary(algorithm: ReservoirAlgorithm, count: Int) throws {
        let lines = try sample(["-k", "\(count)", "--seed", "11", "--algorithm", algorithm.rawValue], input: Self.numbers)
        var generator = Xoshiro256StarStar(seed: 11)
        let expected = (1...5_000).map(String.init).reservoirSample(count: count, algorithm: algorithm, using: &generator)
        #expect(lines == expected)
    }

    @Test("Keeps empty lines, carriage returns and a last line without newline")
    func lineShapes() throws {
        #expect(try sample(["-k", "9"], input: "a\r\n\n\nlast") == ["a\r", "", "", "last"])
        #expect(try sample(["-k", "9"], input: "") == [])
        #expect(try sample(["-k", "0"], input: "a\nb\n") == [])
    }

    @Test("Weighted sampling never picks a zero weight")
    func weighted() throws {
        let input = "skip,0\nkeep,2.5\nalso, 1e3 \r\n"
        let lines = try sample(["-k", "5", "--weight-field", "2", "--delimiter", ","], input: input)
        #expect(lines == ["keep,2.5", "also, 1e3 \r"])
    }

    @Test("Bad weights are reported by line and field, without the line's text", arguments: [
        ("a\t1\nb\n", "line 2, field 2: the line has only 1 field"),
        ("a\t1\n+1 650 253 0000\tlots\n", "line 2, field 2: the weight is not a number"),
        ("a\t-2\n", "line 1, field 2: the weight is negative"),
        ("a\tinf\n", "line 1, field 2: the weight is infinite or not a number"),
    ])
    func badWeights(input: String, message: String) throws {
        let command = try SampleCommand.parse(["-k", "1", "--weight-field", "2"])
        do {
            _ = try withInput(input) { try command.sampleLines(from: $0) }
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test("Invalid options are refused", arguments: [
        ["-k", "x"],
        ["-k=-1"],
        ["-k", "1", "--weight-field", "0"],
        ["-k", "1", "--weight-field", "2", "--algorithm", "r"],
        ["-k", "1", "--delimiter", ","],
        ["-k", "1", "--weight-field", "2", "--delimiter", ",;"],
        ["-k", "1", "--algorithm", "z"],
    ])
    func invalidOptions(arguments: [String]) {
        #expect(throws: (any Error).self) { try SampleCommand.parse(arguments) }
    }

    @Test("Writes each line with a newline")
    func output() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formkit-out-\(UUID()).txt")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_WRONLY)
        try SampleCommand.parse(["-k", "1"]).emit([Array("a".utf8), [], Array("b".utf8)], to: descriptor)
        close(descriptor)
        #expect(try String(contentsOf: url, encoding: .utf8) == "a\n\nb\n")
    }
}

@Suite("LineReader")
struct LineReaderTests {
    /// Random inputs, read in tiny blocks while skipping random numbers of
    /// lines, give exactly the lines and count of a plain split.
    @Test("Agrees with splitting on newlines, for every block size and skip pattern")
    func agreesWithSplit() throws {
        var generator = SplitMix64(seed: 21)
        for round in 0..<300 {
            let lineCount = Int.random(in: 0...40, using: &generator)
            var lines = (0..<lineCount).map { _ in
                String(repeating: "x", count: Int.random(in: 0...90, using: &generator))
            }
            lines = lines.enumerated().map { "\($0.offset)\($0.element)" }
            let trailingNewline = Bool.random(using: &generator)
            let text = lines.joined(separator: "\n") + (trailingNewline && !lines.isEmpty ? "\n" : "")
            let reader = LineReader(fileDescriptor: -1, blockSize: [1, 2, 7, 63, 64, 65, 200, 1 << 20][round % 8])
            var seen: [(Int, String)] = []
            var expectedIndex = 0
            var skips = SplitMix64(seed: UInt64(round))
            let count = try withInput(text) { descriptor in
                var reader = reader
                reader.fileDescriptor = descriptor
                return try reader.forEachLine { line, index in
                    #expect(index == expectedIndex, "round \(round): the skip was not honoured")
                    seen.append((index, String(decoding: line, as: UTF8.self)))
                    let skip = Int.random(in: 0...3, using: &skips)
                    expectedIndex = index + skip + 1
                    return skip
                }
            }
            #expect(count == lines.count, "round \(round)")
            #expect(expectedIndex >= lines.count, "round \(round): lines after the last skip were dropped")
            #expect(seen.allSatisfy { lines[$0.0] == $0.1 }, "round \(round)")
        }
    }
}

@Suite("WeightField")
struct WeightFieldTests {
    /// Random bytes never crash the field parser: it returns a finite weight
    /// of at least 0 or a line-and-field error.
    @Test("Arbitrary bytes give a weight or an error")
    func arbitraryBytes() {
        var generator = SplitMix64(seed: 31)
        let alphabet = Array("0123456789.,-+eE \t\r\u{0}ainfx".utf8) + [0xFF, 0xC3]
        for round in 0..<20_000 {
            let line = (0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let field = WeightField(number: Int.random(in: 1...3, using: &generator), delimiter: UInt8(ascii: ","))
            line.withUnsafeBytes { bytes in
                do throws(WeightFieldError) {
                    let weight = try field.weight(in: bytes, lineNumber: round + 1)
                    #expect(weight.isFinite && weight >= 0)
                } catch {
                    #expect(error.line == round + 1 && error.field == field.number)
                }
            }
        }
    }

    /// The fast path for plain decimals gives exactly what `strtod` gives.
    @Test("Plain decimals parse exactly as strtod parses them")
    func fastPathAgreesWithStrtod() {
        var generator = SplitMix64(seed: 41)
        var fastPath = ConditionTally("the fast path reads the decimal")
        for _ in 0..<100_000 {
            let integer = String(UInt64.random(in: 0...999_999_999_999, using: &generator))
            let fraction = String(UInt64.random(in: 0...999_999, using: &generator))
            let text = Bool.random(using: &generator) ? integer : integer.prefix(Int.random(in: 1...9, using: &generator)) + "." + fraction
            let fast = Array(text.utf8).withUnsafeBytes { WeightField.plainDecimal($0) }
            let slow = Array(text.utf8).withUnsafeBytes { WeightField.parseWithStrtod($0) }
            if fastPath.count(fast != nil), let fast { #expect(fast.bitPattern == slow?.bitPattern, "\(text)") }
        }
        #expect(fastPath.held >= 90_000, "\(fastPath)")
        #expect(Array("1e3".utf8).withUnsafeBytes { WeightField.plainDecimal($0) } == nil)
        #expect(Array(".".utf8).withUnsafeBytes { WeightField.parseDouble($0) } == nil)
        #expect(Array("1.2.3".utf8).withUnsafeBytes { WeightField.parseDouble($0) } == nil)
        #expect(Array("0.1".utf8).withUnsafeBytes { WeightField.parseDouble($0) } == 0.1)
    }

    @Test("Finds the weight in the right field", arguments: [
        ("a,b,3.5", 3, 3.5), ("7,x", 1, 7), (" 2 ,", 1, 2), ("x,,1e-3\r", 3, 0.001),
        // Found by scripts/fuzz-sample: a long mantissa overflowed the fast path.
        ("39229929992939299299929", 1, 39229929992939299299929.0), ("1234567890123456", 1, 1234567890123456),
    ])
    func fields(line: String, number: Int, weight: Double) throws {
        let field = WeightField(number: number, delimiter: UInt8(ascii: ","))
        let parsed = try Array(line.utf8).withUnsafeBytes { try field.weight(in: $0, lineNumber: 1) }
        #expect(parsed == weight)
    }
}
