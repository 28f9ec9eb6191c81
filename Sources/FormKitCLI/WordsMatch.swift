import ArgumentParser

/// `formkit words match PATTERN`.
struct WordsMatch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "match",
        abstract: "Print the words that match a crossword pattern, where . is any one character.",
        discussion: """
            The whole word must match: .a.a.a finds banana but not abracadabra.

            Example:
              formkit words match .a.a.a
            """
    )

    @ParentCommand var words: WordsCommand

    @Argument(help: "The pattern; read from standard input when omitted.")
    var pattern: String?

    func run() throws {
        let tree = try words.options.loadTree()
        try forEachQuery(pattern) { pattern in
            var visits = 0
            let found = tree.matches(for: pattern, visits: &visits)
            words.options.report(visits: visits, for: pattern)
            return found.map(\.key)
        }
    }
}
