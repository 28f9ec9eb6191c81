import ArgumentParser

/// `formkit words select N`.
struct WordsSelect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "select",
        abstract: "Print the word at an index in sorted order, counting from 0.",
        discussion: """
            Example:
              formkit words select 0
            """
    )

    @ParentCommand var words: WordsCommand

    @Argument(help: "The index; read from standard input when omitted.")
    var index: String?

    func run() throws {
        let tree = try words.options.loadTree()
        try forEachQuery(index) { (text) throws(WordsError) in
            guard let index = Int(text) else {
                throw WordsError("'\(text)' is not an index (a whole number)")
            }
            var visits = 0
            let word = tree.element(atRank: index, visits: &visits)?.key
            words.options.report(visits: visits, for: text)
            guard let word else {
                throw WordsError("index \(index) is out of range: the dictionary has \(tree.count) words (0 to \(tree.count - 1))")
            }
            return [word]
        }
    }
}
