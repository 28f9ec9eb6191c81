import ArgumentParser
import Foundation
import Suggestions

/// `formkit words`: dictionary queries answered by a ternary search tree.
struct WordsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "words",
        abstract: "Complete, match and look up words in a dictionary.",
        discussion: """
            The dictionary is a file of one word per line (default \
            /usr/share/dict/words); empty lines and repeated words are ignored. \
            Matches print one per line in sorted order. With no query argument, \
            queries are read from standard input, one per line, and each \
            result line is prefixed by its query and a tab.

            Examples:
              formkit words complete tele --limit 5
              formkit words match .a.a.a
              formkit words near Dobbs --distance 2
              formkit words --dictionary names.txt count-prefix Jo
            """,
        subcommands: [
            WordsComplete.self, WordsMatch.self, WordsNear.self, WordsCountPrefix.self,
            WordsRank.self, WordsSelect.self, WordsStats.self,
        ]
    )

    @OptionGroup var options: WordsOptions
}

/// The options every `formkit words` query shares.
struct WordsOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The word list: one word per line.", valueName: "file"))
    var dictionary = "/usr/share/dict/words"

    @Flag(name: .long, help: "Print the number of tree nodes each query visited to standard error.")
    var visits = false

    /// Reads the dictionary into a balanced tree.
    func loadTree() throws -> TernarySearchTree<Void> {
        guard let data = FileManager.default.contents(atPath: dictionary) else {
            throw exitReporting("cannot read dictionary '\(dictionary)'", code: 1)
        }
        let text = String(decoding: data, as: UTF8.self)
        let words = text.split(whereSeparator: \.isNewline).lazy.map(String.init)
        return TernarySearchTree(words: words)
    }

    /// Writes the visit count of one query to standard error when asked.
    func report(visits count: Int, for query: String) {
        guard visits else { return }
        FileHandle.standardError.write(Data("visits \(count) \(query)\n".utf8))
    }
}

/// Runs `answer` for the query argument, or for each line of standard input when there is none.
///
/// `answer` returns the result lines of one query; from standard input each
/// line is prefixed with its query and a tab. A failure is printed as
/// `formkit: error: <message>` and exits with status 1.
func forEachQuery(_ argument: String?, _ answer: (String) throws(WordsError) -> [String]) throws {
    var output = StandardOutput()
    defer { output.flush() }
    do {
        for query in InputLines(arguments: argument.map { [$0] } ?? []) {
            for line in try answer(query) {
                output.writeLine(argument == nil ? "\(query)\t\(line)" : line)
            }
        }
    } catch {
        output.flush()
        throw exitReporting(error.description, code: 1)
    }
}

/// A `formkit words` failure, such as an unreadable dictionary or an index out of range.
struct WordsError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
