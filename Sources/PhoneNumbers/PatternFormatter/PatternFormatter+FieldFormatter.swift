import TextInput

/// The seed's auto-formatting phone field: `PatternFormatter` re-formats a field on every edit,
/// with the caret kept after the same digit and formatting deletable.
///
///     let us = PatternFormatter(region: "us")!
///     var field = us.state(for: "650253")                // "650-253"
///     field = try us.applying(.insert("0"), to: field)   // "650-2530"
///     field = try us.applying(.insert("0"), to: field)   // "(650) 253-00"
extension PatternFormatter: FieldFormatter {
    public func meaningfulCharacters(in text: Substring, at position: Int) -> String {
        PhonePad.strip(text)
    }

    public func layout(_ meaningful: String) -> FieldLayout {
        masks.layout(meaningful)
    }

    public var rejectsInsertionsThatDoNotFit: Bool { false }
}
