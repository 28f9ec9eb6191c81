/// How often the condition of a conditional check held. A check that asserts only when its
/// condition holds passes on nothing if the condition never holds, so the test also asserts that
/// `held` reached a floor:
///
///     var valid = ConditionTally("the number is valid")
///     for number in numbers where valid.count(number.isValid) { #expect(number.isPossible) }
///     #expect(valid.held >= 50, "\(valid)")   // "the number is valid" held 3 times in 500
public struct ConditionTally: CustomStringConvertible, Sendable {
    public let condition: String
    public private(set) var held = 0
    public private(set) var tried = 0

    public init(_ condition: String) {
        self.condition = condition
    }

    /// Counts one evaluation of the condition and returns it, to be used as the condition itself.
    public mutating func count(_ holds: Bool) -> Bool {
        tried += 1
        if holds { held += 1 }
        return holds
    }

    public var description: String { "\"\(condition)\" held \(held) times in \(tried)" }
}
