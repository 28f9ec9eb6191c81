import ArgumentParser

/// `formkit words stats`.
struct WordsStats: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Print the number of words, tree nodes and bytes of tree storage.",
        discussion: """
            Example:
              formkit words stats
                words 104334
                nodes ...
                bytes ...
            """
    )

    @ParentCommand var words: WordsCommand

    func run() throws {
        let tree = try words.options.loadTree()
        print("words \(tree.count)")
        print("nodes \(tree.nodeCount)")
        print("bytes \(tree.storageBytes)")
    }
}
