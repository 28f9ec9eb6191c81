import ArgumentParser

/// `formkit words complete PREFIX [--limit N]`.
struct WordsComplete: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "complete",
        abstract: "Print the words that start with a prefix, in sorted order.",
        discussion: """
            Example:
              formkit words complete tele --limit 3
            """
    )

    @ParentCommand var words: WordsCommand

    @Argument(help: "The prefix; read from standard input when omitted.")
    var prefix: String?

    @Option(help: "Print at most this many words.")
    var limit: Int = .max

    func validate() throws {
        guard limit >= 0 else { throw ValidationError("--limit must be 0 or more, not \(limit)") }
    }

    func run() throws {
        let tree = try words.options.loadTree()
        try forEachQuery(prefix) { prefix in
            var visits = 0
            let found = tree.completions(of: prefix, limit: limit, visits: &visits)
            words.options.report(visits: visits, for: prefix)
            return found.map(\.key)
        }
    }
}
