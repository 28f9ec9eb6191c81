/// A "Did you mean…" choice: options to pick one from, answered with the chosen row or -1 for cancel.
///
/// This is the seed's `AlertTableView` without the view: the caller gives a
/// title, the options and a context of its own, a UI shows them, and the
/// answer carries the row the person picked (or ``cancelledIndex``) back
/// with the same context, so one handler can serve many prompts.
///
///     let cities = Suggester([.init("Grenoble", weight: 158_000), .init("Greenville", weight: 72_000),
///                             .init("Granville", weight: 12_000)])
///     let prompt = DidYouMean(typed: "Grenvile", suggester: cities, context: "city")
///     prompt.options                    // ["Grenoble", "Greenville", "Granville"] (all 2 edits away)
///     try prompt.choose(row: 1).option  // "Greenville"
///     prompt.cancel().index             // -1
public struct DidYouMean<Context> {
    /// The index an answer carries when the person cancels.
    public static var cancelledIndex: Int { -1 }

    /// The prompt's title.
    public var title: String
    /// The options, in the order to show them.
    public var options: [String]
    /// The caller's context, returned with the answer.
    public var context: Context

    /// A choice between `options`.
    public init(title: String = "Did you mean…", options: [String], context: Context) {
        self.title = title
        self.options = options
        self.context = context
    }

    /// A choice between the suggester's near matches and completions for `typed`, best first.
    ///
    /// An exact match is left out: there is nothing to ask about it.
    public init(title: String = "Did you mean…", typed: String, suggester: Suggester, limit: Int = 5, context: Context) {
        let options = suggester.suggestions(for: typed, limit: limit + 1)
            .filter { $0.kind != .exact }
            .prefix(limit)
            .map(\.text)
        self.init(title: title, options: Array(options), context: context)
    }

    /// The answer when the person picks `row`.
    ///
    /// - Throws: ``ChoiceError`` with kind `.rowOutOfRange` when `row` is not an option's index.
    public func choose(row: Int) throws(ChoiceError) -> Answer {
        guard options.indices.contains(row) else { throw ChoiceError(kind: .rowOutOfRange, offset: row) }
        return Answer(index: row, option: options[row], context: context)
    }

    /// The answer when the person cancels: index -1 and no option.
    public func cancel() -> Answer {
        Answer(index: Self.cancelledIndex, option: nil, context: context)
    }

    /// What the person chose, with the prompt's context.
    public struct Answer {
        /// The chosen row, or -1 for cancel.
        public var index: Int
        /// The chosen option, or nil for cancel.
        public var option: String?
        /// The context the prompt was created with.
        public var context: Context

        /// Whether the person cancelled.
        public var isCancelled: Bool { index == DidYouMean.cancelledIndex }
    }
}

extension DidYouMean: Sendable where Context: Sendable {}
extension DidYouMean: Equatable where Context: Equatable {}
extension DidYouMean.Answer: Sendable where Context: Sendable {}
extension DidYouMean.Answer: Equatable where Context: Equatable {}

/// A choice that cannot be made: which problem, and the row it was asked for.
public struct ChoiceError: Error, Hashable, Sendable {
    /// The problems a choice can have.
    public enum Kind: Hashable, Sendable {
        /// The row is not the index of any option.
        case rowOutOfRange
    }

    /// What was wrong.
    public var kind: Kind
    /// The row that was asked for.
    public var offset: Int
}
