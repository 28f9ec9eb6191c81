import ArgumentParser

/// `formkit words rank WORD`.
struct WordsRank: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rank",
        abstract: "Print how many words sort before a word (its index, when it is in the dictionary).",
        discussion: """
            Example:
              formkit words rank banana
            """
    )

    @ParentCommand var words: WordsCommand

    @Argument(help: "The word; read from standard input when omitted.")
    var word: String?

    func run() throws {
        let tree = try words.options.loadTree()
        try forEachQuery(word) { word in
            var visits = 0
            let rank = tree.rank(of: word, visits: &visits)
            words.options.report(visits: visits, for: word)
            return [String(rank)]
        }
    }
}
