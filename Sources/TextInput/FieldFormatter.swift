import StandardLibrarySubstitutes

/// A formatter for a field that re-formats itself on every edit: a phone number, a card number,
/// a date typed as digits.
///
/// A conforming type says which characters are *meaningful* (the digits of a phone number; the
/// characters a person types rather than the formatting the field adds) and how to lay them out.
/// The editing behaviour comes with the protocol (see `applying(_:to:)`): the caret stays after the
/// same meaningful character, deleting formatting deletes the meaningful character before it, and
/// pasted text keeps only its meaningful characters.
///
///     let card = try MaskFormatter("#### #### #### ####")
///     var field = card.state(for: "")
///     field = try card.applying(.paste("4111-1111-1111-1111"), to: field)
///     field.text   // "4111 1111 1111 1111"
public protocol FieldFormatter: Sendable {
    /// The meaningful characters of `text` typed, pasted or found in the field, when it lands
    /// after `position` meaningful characters (a phone's `+` counts only at position 0).
    func meaningfulCharacters(in text: Substring, at position: Int) -> String

    /// The meaningful characters of `text` typed or pasted after `position` meaningful characters.
    /// By default the same as `meaningfulCharacters(in:at:)`; a phone field reads a pasted
    /// `00 44 …` as `+44 …` here.
    func meaningfulCharacters(inserting text: Substring, at position: Int) -> String

    /// Lays out meaningful characters: the field's text, and where each of them landed.
    /// Laying out the meaningful characters of a layout's own text gives the same layout.
    func layout(_ meaningful: String) -> FieldLayout

    /// Whether an insertion is refused when its result fits no format (a full mask), rather
    /// than shown unformatted.
    var rejectsInsertionsThatDoNotFit: Bool { get }

    /// The field's state after `edit`. The default, ``applyingByLayingOut(_:to:)``, lays out the
    /// edited meaningful characters again; a formatter may answer the same faster.
    ///
    /// - Throws: `InputRejection` when the edit is refused; the state is then unchanged.
    func applying(_ edit: TextEdit, to state: TextEditingState) throws(InputRejection) -> TextEditingState
}

/// A formatted field's text, and where each meaningful character sits in it.
public struct FieldLayout: Hashable, Sendable {
    /// The formatted text.
    public var text: String
    /// The UTF-16 range of each meaningful character in `text`, in order.
    public var meaningfulRanges: [Range<Int>]
    /// Whether no format fitted and the meaningful characters are shown as they are.
    public var isFallback: Bool

    /// Creates a layout.
    public init(text: String, meaningfulRanges: [Range<Int>], isFallback: Bool = false) {
        self.text = text
        self.meaningfulRanges = meaningfulRanges
        self.isFallback = isFallback
    }

    /// The layout that shows `meaningful` unformatted.
    public static func unformatted(_ meaningful: String) -> FieldLayout {
        var ranges: [Range<Int>] = []
        var offset = 0
        for character in meaningful {
            let width = character.utf16.count
            ranges.append(offset..<(offset + width))
            offset += width
        }
        return FieldLayout(text: meaningful, meaningfulRanges: ranges, isFallback: true)
    }
}

extension FieldFormatter {
    public var rejectsInsertionsThatDoNotFit: Bool { false }

    public func meaningfulCharacters(inserting text: Substring, at position: Int) -> String {
        meaningfulCharacters(in: text, at: position)
    }

    /// Formats `text` as the field would show it.
    ///
    ///     try MaskFormatter("(###) ###-####").format("650.253.0000")  // "(650) 253-0000"
    public func format(_ text: String) -> String {
        layout(meaningfulCharacters(in: text[...], at: 0)).text
    }

    /// The field's state for `text`, formatted, with the caret at the end.
    public func state(for text: String) -> TextEditingState {
        TextEditingState(text: format(text))
    }

    /// The meaningful characters of the field's current text and the range of each.
    func meaningfulContent(of text: String) -> (characters: [Character], ranges: [Range<Int>]) {
        let meaningful = meaningfulCharacters(in: text[...], at: 0)
        let layout = layout(meaningful)
        if layout.text.utf8Equals(text) { return (Array(meaningful), layout.meaningfulRanges) }
        // Text the formatter did not write (set by a program): find its meaningful characters one by one.
        var characters: [Character] = []
        var ranges: [Range<Int>] = []
        var offset = 0
        for character in text {
            let width = character.utf16.count
            for kept in meaningfulCharacters(in: String(character)[...], at: characters.count) {
                characters.append(kept)
                ranges.append(offset..<(offset + width))
            }
            offset += width
        }
        return (characters, ranges)
    }
}
