import FormKitTestSupport
import Testing
@testable import FormKitCLI

@Suite("BulkRunner")
struct BulkRunnerTests {
    @Test(arguments: [1, 3, 7, 64, 1000])
    func chunksCoverTheLinesAndEndAtLineFeeds(size: Int) {
        let text = (0..<300).map { "line \($0) " + String(repeating: "x", count: $0 % 17) }.joined(separator: "\n")
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            let lines = UnsafeRawBufferPointer(buffer)
            let chunks = BulkRunner.chunkBounds(of: lines, count: 8, minimumBytes: size)
            #expect(chunks.first?.lowerBound == 0)
            #expect(chunks.last?.upperBound == lines.count)
            for (before, after) in zip(chunks, chunks.dropFirst()) {
                #expect(before.upperBound == after.lowerBound)
                #expect(lines[before.upperBound - 1] == 0x0A)
            }
        }
    }

    @Test func endOfLastLineIsJustAfterTheLastLineFeed() {
        Array("a\nbc\nd".utf8).withUnsafeBytes { #expect(BulkRunner.endOfLastLine(in: $0) == 5) }
        Array("abc".utf8).withUnsafeBytes { #expect(BulkRunner.endOfLastLine(in: $0) == nil) }
    }

    /// Lines with errors, a CRLF, a last line without a line feed: every --jobs and chunk size
    /// gives the bytes of --jobs 1, and the messages name the same lines.
    @Test(arguments: [
        ["--jobs", "4", "--chunk-bytes", "64", "--batch-bytes", "2000"], ["--jobs", "2", "--chunk-bytes", "1"], ["--jobs", "3"],
    ])
    func outputIsTheSameForEveryJobs(jobs: [String]) throws {
        var lines = (0..<3_000).map { index in
            switch index % 7 {
            case 0: "nonsense \(index)"
            case 1: "020 7031 \(3000 + index % 1000)\tgb\r"
            default: "+1 650 253 \(1000 + index)"
            }
        }
        lines.append("+44 20 7031 3000")  // no line feed after the last line
        let input = lines.joined(separator: "\n")
        for command in [["phone", "format", "--style", "national"], ["phone", "info", "--tsv"], ["phone", "info"]] {
            let one = try FormKitProcess.run(command + ["--jobs", "1"], input: input)
            let many = try FormKitProcess.run(command + jobs, input: input)
            #expect(one.standardOutput == many.standardOutput)
            #expect(one.standardError == many.standardError)
            #expect(one.status == many.status)
            #expect(!one.standardOutput.isEmpty)
        }
        let format = try FormKitProcess.run(["phone", "format"] + jobs, input: input)
        #expect(format.standardError.contains("input 2997: "))
        #expect(format.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).count == lines.count + 1)
    }

    @Test func jobsMustBePositive() throws {
        let result = try FormKitProcess.run(["phone", "info", "--tsv", "--jobs", "0"], input: "")
        #expect(result.status == 64)
        #expect(result.standardError.contains("--jobs"))
    }
}
