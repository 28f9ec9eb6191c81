import ArgumentParser

/// `formkit words count-prefix PREFIX`.
struct WordsCountPrefix: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "count-prefix",
        abstract: "Print how many words start with a prefix.",
        discussion: """
            Example:
              formkit words count-prefix tele
            """
    )

    @ParentCommand var words: WordsCommand

    @Argument(help: "The prefix; read from standard input when omitted.")
    var prefix: String?

    func run() throws {
        let tree = try words.options.loadTree()
        try forEachQuery(prefix) { prefix in
            var visits = 0
            let count = tree.count(withPrefix: prefix, visits: &visits)
            words.options.report(visits: visits, for: prefix)
            return [String(count)]
        }
    }
}
