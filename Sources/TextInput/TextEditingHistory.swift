/// A field's undo history. States are values, so undoing is going back to an earlier one: there is
/// no range to replay against text that has changed since, and nothing to crash on.
///
///     var history = TextEditingHistory()
///     history.record(history.current.applying(.insert("a")))
///     history.record(history.current.applying(.insert("b")))
///     history.undo()?.text    // "a"
///     history.redo()?.text    // "ab"
///
/// Changes of the selection alone move the current state without adding a step.
public struct TextEditingHistory: Hashable, Sendable {
    /// The field's state now.
    public private(set) var current: TextEditingState
    /// How many steps are kept; the oldest are forgotten first.
    public let limit: Int
    private var undoStates: [TextEditingState] = []
    private var redoStates: [TextEditingState] = []

    /// A history starting at `state`, keeping at most `limit` steps.
    public init(_ state: TextEditingState = TextEditingState(), limit: Int = 100) {
        current = state
        self.limit = max(0, limit)
    }

    /// Makes `state` current; when its text differs, the old state becomes an undo step and the
    /// redo steps are dropped.
    public mutating func record(_ state: TextEditingState) {
        if state.text != current.text {
            undoStates.append(current)
            if undoStates.count > limit { undoStates.removeFirst(undoStates.count - limit) }
            redoStates.removeAll()
        }
        current = state
    }

    /// Whether there is a step to undo.
    public var canUndo: Bool { !undoStates.isEmpty }
    /// Whether there is an undone step to redo.
    public var canRedo: Bool { !redoStates.isEmpty }

    /// Goes back one step and returns the state now current, or nil when there is none.
    @discardableResult
    public mutating func undo() -> TextEditingState? {
        guard let previous = undoStates.popLast() else { return nil }
        redoStates.append(current)
        current = previous
        return previous
    }

    /// Goes forward one undone step and returns the state now current, or nil when there is none.
    @discardableResult
    public mutating func redo() -> TextEditingState? {
        guard let next = redoStates.popLast() else { return nil }
        undoStates.append(current)
        current = next
        return next
    }
}
