import Foundation
import Testing

@testable import FormKitServer

@Suite("CSV records")
struct CSVRecordReaderTests {
    func read(_ bytes: [UInt8], chunk: Int = 3, configure: (inout CSVRecordReader) -> Void = { _ in }) -> [CSVRecordReader.Output] {
        var reader = CSVRecordReader()
        configure(&reader)
        var outputs: [CSVRecordReader.Output] = []
        var start = 0
        while start < bytes.count {
            reader.read(bytes[start..<min(start + chunk, bytes.count)]) { outputs.append($0) }
            start += chunk
        }
        reader.finish { outputs.append($0) }
        return outputs
    }

    func read(_ text: String, chunk: Int = 3) -> [CSVRecordReader.Output] { read(Array(text.utf8), chunk: chunk) }

    @Test(arguments: [1, 2, 7, 1000])
    func readsRFC4180QuotingAcrossChunks(chunk: Int) {
        let text = "a,b\r\n\"O'Neill, S\",\"say \"\"hi\"\"\"\n\"two\nlines\",x\n,\nlast,row"
        #expect(read(text, chunk: chunk) == [
            .record(line: 1, fields: ["a", "b"]),
            .record(line: 2, fields: ["O'Neill, S", "say \"hi\""]),
            .record(line: 3, fields: ["two\nlines", "x"]),
            .record(line: 5, fields: ["", ""]),
            .record(line: 6, fields: ["last", "row"]),
        ])
    }

    @Test func skipsAByteOrderMarkAndBlankLines() {
        #expect(read([0xEF, 0xBB, 0xBF] + Array("name\n\nAda\n".utf8)) == [
            .record(line: 1, fields: ["name"]), .record(line: 3, fields: ["Ada"]),
        ])
    }

    @Test func refusesBrokenQuotingLineByLine() {
        #expect(read("a\"b,c\n\"x\"y,z\nok,1\n\"open") == [
            .refused(line: 1, reason: "a quote inside an unquoted field"),
            .refused(line: 2, reason: "text after a closing quote"),
            .record(line: 3, fields: ["ok", "1"]),
            .refused(line: 4, reason: "a quoted field is not closed before the end of the file"),
        ])
    }

    @Test func refusesInvalidUTF8() {
        #expect(read(Array("a,".utf8) + [0xC3, 0x28] + Array("\nb,c\n".utf8)) == [
            .refused(line: 1, reason: "not UTF-8 text"), .record(line: 2, fields: ["b", "c"]),
        ])
    }

    @Test func refusesTenThousandColumnsAndHugeLinesWithoutKeepingThem() {
        let wide = String(repeating: "x,", count: 10_000) + "x\nok\n"
        #expect(read(wide, chunk: 4096) == [.refused(line: 1, reason: "more than 64 fields"), .record(line: 2, fields: ["ok"])])
        var huge = [UInt8](repeating: UInt8(ascii: "y"), count: 5_000_000)
        huge += Array("\nok\n".utf8)
        #expect(read(huge, chunk: 65_536) == [
            .refused(line: 1, reason: "the record is longer than 65536 bytes"), .record(line: 2, fields: ["ok"]),
        ])
    }
}
