import FormKitTestSupport
import Foundation
import Testing

/// `formkit words` on a small dictionary file with repeats and empty lines.
@Suite struct WordsCommandTests {
    static let dictionary: URL = {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("formkit-words-\(UUID()).txt")
        let words = "banana\ncasaba\n\npajama\nbanana\nband\nbandana\nDobbs\nDebby\nhobby\nabracadabra\n"
        try? words.write(to: file, atomically: true, encoding: .utf8)
        return file
    }()

    static func words(_ arguments: [String], input: String = "") throws -> (out: String, err: String, status: Int32) {
        let result = try FormKitProcess.run(["words", "--dictionary", dictionary.path] + arguments, input: input)
        return (result.standardOutput, result.standardError, result.status)
    }

    @Test(arguments: [
        (["complete", "ban"], "banana\nband\nbandana\n"),
        (["complete", "ban", "--limit", "2"], "banana\nband\n"),
        (["match", ".a.a.a"], "banana\ncasaba\npajama\n"),
        (["near", "Dobbs", "--distance", "2"], "Debby\nDobbs\nhobby\n"),
        (["near", "bandna", "--distance", "1", "--edit"], "banana\nbandana\n"),
        (["count-prefix", "ban"], "3\n"),
        (["rank", "banana"], "3\n"),
        (["select", "0"], "Debby\n"),
        (["stats"], nil),
    ] as [([String], String?)])
    func answersEachQuery(arguments: [String], expected: String?) throws {
        let result = try Self.words(arguments)
        #expect(result.status == 0)
        if let expected { #expect(result.out == expected) }
    }

    @Test func statsCountWordsOnceAndSkipEmptyLines() throws {
        let result = try Self.words(["stats"])
        #expect(result.out.hasPrefix("words 9\nnodes "))
    }

    @Test func visitsGoToStandardError() throws {
        let result = try Self.words(["match", "b.n.n.", "--visits"])
        #expect(result.out == "banana\n")
        #expect(result.err.hasPrefix("visits "))
    }

    @Test func readsQueriesFromStandardInput() throws {
        let result = try Self.words(["count-prefix"], input: "ban\nz\n")
        #expect(result.out == "ban\t3\nz\t0\n")
    }

    @Test func errorsExitNonZero() throws {
        let outOfRange = try Self.words(["select", "9"])
        #expect(outOfRange.status == 1)
        #expect(outOfRange.err == "formkit: error: index 9 is out of range: the dictionary has 9 words (0 to 8)\n")
        let missing = try FormKitProcess.run(["words", "--dictionary", "/nonexistent/words", "stats"])
        #expect(missing.status == 1 && missing.standardError == "formkit: error: cannot read dictionary '/nonexistent/words'\n")
        let negative = try Self.words(["near", "x", "--distance", "-1"])
        #expect(negative.status != 0)
    }
}
