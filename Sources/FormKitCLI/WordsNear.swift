import ArgumentParser

/// `formkit words near WORD --distance D [--edit]`.
struct WordsNear: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "near",
        abstract: "Print the words within a Hamming distance (or, with --edit, an edit distance) of a word.",
        discussion: """
            Hamming distance counts the positions that differ plus the \
            difference in length; edit (Levenshtein) distance counts \
            insertions, deletions and substitutions. Both count Unicode scalars.

            Examples:
              formkit words near Dobbs --distance 2
              formkit words near recieve --distance 2 --edit
            """
    )

    @ParentCommand var words: WordsCommand

    @Argument(help: "The word; read from standard input when omitted.")
    var word: String?

    @Option(help: "The largest distance to accept.")
    var distance: Int

    @Flag(help: "Use edit (Levenshtein) distance instead of Hamming distance.")
    var edit = false

    func validate() throws {
        guard distance >= 0 else { throw ValidationError("--distance must be 0 or more, not \(distance)") }
    }

    func run() throws {
        let tree = try words.options.loadTree()
        try forEachQuery(word) { word in
            var visits = 0
            let found = edit
                ? tree.neighbors(of: word, withinEditDistance: distance, visits: &visits)
                : tree.neighbors(of: word, withinHammingDistance: distance, visits: &visits)
            words.options.report(visits: visits, for: word)
            return found.map(\.key)
        }
    }
}
