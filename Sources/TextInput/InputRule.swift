/// A rule a field's text must follow, judged on the *prospective* text: what the field would hold
/// if an edit were accepted.
///
/// Rules compose; the first rule that rejects gives the reason.
///
///     let vowels = InputRule.all(.allowedCharacters("aeiouAEIOU"), .maxLength(6))
///     vowels.rejection(of: "aei")   // nil
///     vowels.rejection(of: "aeb")   // character not allowed at offset 2
public struct InputRule: Sendable {
    private let judge: @Sendable (String) -> InputRejection?

    /// Creates a rule from a function that returns why a text is rejected, or nil to accept it.
    public init(_ judge: @escaping @Sendable (String) -> InputRejection?) {
        self.judge = judge
    }

    /// Why `text` breaks this rule, or nil when it follows it.
    public func rejection(of text: String) -> InputRejection? {
        judge(text)
    }

    /// Throws why `text` breaks this rule.
    public func validate(_ text: String) throws(InputRejection) {
        if let rejection = judge(text) { throw rejection }
    }

    /// A rule that every text follows.
    public static let any = InputRule { _ in nil }

    /// A rule that a text follows when it follows each of `rules`, judged in order.
    public static func all(_ rules: [InputRule]) -> InputRule {
        InputRule { text in
            for rule in rules {
                if let rejection = rule.judge(text) { return rejection }
            }
            return nil
        }
    }

    /// A rule that a text follows when it follows each of `rules`, judged in order.
    public static func all(_ rules: InputRule...) -> InputRule {
        all(rules)
    }

    /// This rule, then `other`.
    public func and(_ other: InputRule) -> InputRule {
        .all(self, other)
    }
}

extension TextEditingState {
    /// The state after `edit` when the prospective text follows `rule`.
    ///
    /// Deletions are always allowed, as in UIKit's `shouldChangeCharactersIn` contract: a field
    /// must never trap text its owner can no longer erase.
    ///
    ///     let digits = InputRule.all(.allowedCharacters("0123456789"), .maxLength(3))
    ///     var field = TextEditingState(text: "12")
    ///     field = try field.applying(.insert("3"), checkedBy: digits)   // "123"
    ///     try field.applying(.insert("4"), checkedBy: digits)           // throws: longer than 3 characters
    ///
    /// - Throws: `InputRejection` when the rule rejects the prospective text; the state is unchanged.
    public func applying(_ edit: TextEdit, checkedBy rule: InputRule) throws(InputRejection) -> TextEditingState {
        if case .select(let range) = edit { return selecting(range) }
        guard let change = change(for: edit) else { return self }
        if !change.isDeletion {
            try rule.validate(prospectiveText(after: change))
        }
        return applying(change)
    }

    /// Applies `edit` when the prospective text follows `rule`; otherwise leaves the state unchanged.
    ///
    /// - Returns: why the edit was rejected, or nil when it was applied.
    @discardableResult
    public mutating func apply(_ edit: TextEdit, checkedBy rule: InputRule) -> InputRejection? {
        do {
            self = try applying(edit, checkedBy: rule)
            return nil
        } catch {
            return error
        }
    }
}
