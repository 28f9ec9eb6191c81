/// The items a subcommand works on: its arguments, or else the lines of standard input.
///
/// Lines are read lazily, so a pipeline of any length runs in constant memory.
struct InputLines: Sequence, IteratorProtocol {
    private var arguments: IndexingIterator<[String]>?

    init(arguments: [String]) {
        self.arguments = arguments.isEmpty ? nil : arguments.makeIterator()
    }

    mutating func next() -> String? {
        if arguments != nil {
            return arguments?.next()
        }
        return readLine(strippingNewline: true)
    }
}
