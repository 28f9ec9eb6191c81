import DigitPatterns
import TextInput
import StandardLibrarySubstitutes

/// A phone-number field that can be edited anywhere: typing, backspace or delete in the middle,
/// replacing a selection, pasting. The text is laid out by `AsYouTypeFormatter`, so typing at the
/// end shows exactly what libphonenumber shows; any other edit re-types the digits and keeps the
/// caret after the same digit.
///
///     let field = PhoneFieldFormatter(region: "US")
///     var state = field.state(for: "6502530000")            // "(650) 253-0000"
///     state = state.selecting(1..<4)                        // "650"
///     state = try field.applying(.paste("415"), to: state)  // "(415) 253-0000", caret 4
///     state = try field.applying(.paste("0044 20 7946 0958"), to: field.state(for: ""))
///     state.text                                            // "+44 20 7946 0958"
///
/// Meaningful characters are the digits (any script, read as ASCII) and a `+` in first place.
/// A pasted number starting with `00` is read as `+` when `00` is not the region's IDD.
///
/// A text put in at once (more than one character replacing the whole field: a paste, an autofill)
/// is read as libphonenumber reads a whole text (see ``PhonePaste``), and may move the field's
/// country: ``edit(_:to:)`` says where. A strict field refuses a keystroke after which no valid
/// number of its types can be typed (see ``init(region:strict:types:)``).
///
/// An edit costs about what typing at the end costs: the field remembers the formatter after the
/// digits before the caret (and at the end), and types only the digits after the change.
public struct PhoneFieldFormatter: FieldFormatter, Hashable {
    /// The region numbers are typed in.
    public var region: String { blank.region }
    /// A formatter with nothing typed, copied for every layout (its plan is looked up once), with room
    /// for `typedCapacity` characters in its buffers.
    let blank: AsYouTypeFormatter
    /// The characters a number is typed in without a buffer of its formatter grown: a copy of `blank`
    /// keeps the capacity when its first keystroke copies the buffers, so the keys after it append in place.
    static let typedCapacity = 32
    /// Formatters and layouts of recent edits, shared by copies of the field.
    let memory = PhoneFieldMemory()

    /// Whether a keystroke after which no valid number of ``types`` can be typed is refused.
    public let isStrict: Bool
    /// The types of number the field takes (all unless told otherwise).
    public let types: PhoneNumberTypeSet

    /// A field for numbers typed in `region` (a CLDR code; unknown: only `+` numbers are formatted).
    /// A `strict` field refuses a keystroke when the plans' automata prove that no valid number of
    /// `types` starts with the digits typed so far (read through the national prefix, the
    /// international prefix and the calling code); it never refuses one of a valid number of
    /// `types`, in any spelling.
    public init(region: String, strict: Bool = false, types: PhoneNumberTypeSet = .all) {
        var blank = AsYouTypeFormatter(region: region)
        blank.reserveCapacity(forTyped: Self.typedCapacity)
        self.blank = blank
        isStrict = strict
        self.types = types
    }

    public static func == (lhs: PhoneFieldFormatter, rhs: PhoneFieldFormatter) -> Bool {
        lhs.region.utf8Equals(rhs.region) && lhs.isStrict == rhs.isStrict && lhs.types == rhs.types
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(region)
        hasher.combine(isStrict)
        hasher.combine(types.rawValue)
    }

    public func meaningfulCharacters(in text: Substring, at position: Int) -> String {
        var kept = ""
        for scalar in text.unicodeScalars {
            if scalar == "+" || scalar == "\u{FF0B}" {
                if position == 0 && kept.isEmpty { kept.append("+") }
            } else if CharacterClasses.isDecimalDigit(scalar), let value = CharacterClasses.digitValue(scalar) {
                kept.unicodeScalars.append(Unicode.Scalar(0x30 + value))
            }
        }
        return kept
    }

    public func meaningfulCharacters(inserting text: Substring, at position: Int) -> String {
        let kept = meaningfulCharacters(in: text, at: position)
        guard position == 0, kept.utf8.count > 2, kept.utf8.starts(with: "00".utf8), !dialsAbroad(withPrefixOf: kept) else { return kept }
        return "+" + kept.dropFirst(2)
    }

    /// Whether `digits` start with the region's own IDD prefix.
    private func dialsAbroad(withPrefixOf digits: String) -> Bool {
        guard let idd = blank.plan.internationalPrefix else { return false }
        return idd.firstMatch(
            in: digits.utf8.map { $0 &- 0x30 }, from: 0, captureCount: blank.plan.internationalPrefixGroupCount) != nil
    }

    public func layout(_ meaningful: String) -> FieldLayout {
        var typed: [UInt8] = []
        typed.reserveCapacity(meaningful.utf8.count)
        for byte in meaningful.utf8 {
            // Only ASCII digits and `+` are typed by the field itself; anything else is laid out as given.
            guard (0x30...0x39).contains(byte) || byte == UInt8(ascii: "+") else { return layoutTypingAll(meaningful) }
            typed.append(byte)
        }
        return layout(typed: typed, caret: typed.count)
    }

    /// The layout of `meaningful`, typed from the start.
    private func layoutTypingAll(_ meaningful: String) -> FieldLayout {
        var formatter = blank
        return Self.layout(of: formatter.input(meaningful), typed: meaningful)
    }

    /// The layout of ASCII digits (and a leading `+`), typed from the longest prefix the field
    /// remembers; the formatter after the digits around `caret`, and after all of them, is remembered.
    func layout(typed: [UInt8], caret: Int) -> FieldLayout {
        rememberedLayout(typed: typed, caret: caret).layout
    }

    /// ``layout(typed:caret:)`` as the memory keeps it: with whether its text shows exactly `typed`,
    /// which a keystroke typed on it needs to know.
    func rememberedLayout(typed: [UInt8], caret: Int) -> PhoneFieldMemory.Layout {
        rememberedLayout(of: memory.type(typed, keeping: (caret - 1, caret), from: blank), typed: typed)
    }

    /// ``rememberedLayout(typed:caret:)`` of `output`, the formatter's text for `typed`.
    func rememberedLayout(of output: String, typed: [UInt8]) -> PhoneFieldMemory.Layout {
        let remembered: PhoneFieldMemory.Layout
        if let ascii = Self.asciiScan(of: output, typed: typed) {
            remembered = PhoneFieldMemory.Layout(
                typed: typed, asciiText: output, textCount: ascii.textCount, showsTyped: ascii.showsTyped,
                caretAtEnd: ascii.caretAtEnd)
        } else {
            let result = Self.layout(of: output, typed: String(decoding: typed, as: UTF8.self))
            remembered = PhoneFieldMemory.Layout(
                typed: typed, layout: result, textCount: result.text.utf8.count, showsTyped: shows(typed, in: result.text))
        }
        memory.remember(remembered)
        return remembered
    }

    /// Where each typed character landed in the formatter's text; unformatted when one is missing.
    static func layout(of text: String, typed meaningful: String) -> FieldLayout {
        if let ranges = asciiMeaningfulRanges(of: text, typed: meaningful) {
            guard ranges.count == meaningful.utf8.count else { return .unformatted(meaningful) }
            return FieldLayout(text: text, meaningfulRanges: ranges, isFallback: text.utf8Equals(meaningful) && !meaningful.isEmpty)
        }
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(meaningful.utf8.count)
        var expected = meaningful.unicodeScalars.makeIterator()
        var next = expected.next()
        var offset = 0
        for scalar in text.unicodeScalars {
            if scalar == next {
                ranges.append(offset..<(offset + 1))
                next = expected.next()
            }
            offset += UTF16.width(scalar)
        }
        guard next == nil else { return .unformatted(meaningful) }
        return FieldLayout(text: text, meaningfulRanges: ranges, isFallback: text.utf8Equals(meaningful) && !meaningful.isEmpty)
    }

    /// What a keystroke's layout needs of a text and the typed ASCII characters, read in one pass over
    /// their bytes with no array made: the text's UTF-8 length, whether its meaningful characters are
    /// exactly the typed ones (``shows(_:in:)``), and the caret after the last typed character; nil
    /// when the text is not ASCII or a typed character is missing from it (then the general function
    /// answers, ``layout(of:typed:)``).
    static func asciiScan(of text: String, typed: [UInt8]) -> (textCount: Int, showsTyped: Bool, caretAtEnd: Int)? {
        let scan = text.utf8.withContiguousStorageIfAvailable { shown in
            typed.withUnsafeBufferPointer { typed -> (textCount: Int, showsTyped: Bool, caretAtEnd: Int)? in
                guard let found = asciiMeaningfulCharacters(shown: shown, typed: typed, into: nil), found.count == typed.count
                else { return nil }
                return (shown.count, found.showsTyped, found.end)
            }
        }
        return scan ?? nil
    }

    /// ``asciiMeaningfulRanges(shown:typed:)`` of two Strings; nil when either is not ASCII.
    private static func asciiMeaningfulRanges(of text: String, typed meaningful: String) -> [Range<Int>]? {
        let ranges = text.utf8.withContiguousStorageIfAvailable { shown in
            meaningful.utf8.withContiguousStorageIfAvailable { typed in asciiMeaningfulRanges(shown: shown, typed: typed) }
        }
        return (ranges ?? nil) ?? nil
    }

    /// ``layout(of:typed:)``'s ranges when both texts are ASCII, where a byte is a scalar and a UTF-16
    /// unit: one per typed character found in order (fewer when one is missing); nil when either
    /// text is not ASCII.
    private static func asciiMeaningfulRanges(shown: UnsafeBufferPointer<UInt8>, typed: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        var isASCII = true
        // Written in place, one range a typed character found: appending one by one cost a capacity
        // check each.
        let ranges = [Range<Int>](unsafeUninitializedCapacity: typed.count) { found, count in
            guard let scan = asciiMeaningfulCharacters(shown: shown, typed: typed, into: found.baseAddress) else {
                isASCII = false
                count = 0
                return
            }
            count = scan.count
        }
        return isASCII ? ranges : nil
    }

    /// One pass over the bytes of a shown text and of the typed characters: how many typed characters
    /// were found in order (each one's UTF-16 range written to `ranges` when given, which has room for
    /// all of them), the offset after the last one found, and whether the shown text's meaningful
    /// characters (digits, a `+` first) are exactly the typed ones, as ``shows(_:in:)`` answers. nil
    /// when either text is not ASCII (where a byte is a scalar and a UTF-16 unit).
    private static func asciiMeaningfulCharacters(
        shown: UnsafeBufferPointer<UInt8>, typed: UnsafeBufferPointer<UInt8>, into ranges: UnsafeMutablePointer<Range<Int>>?
    ) -> (count: Int, end: Int, showsTyped: Bool)? {
        for byte in typed where byte >= 0x80 { return nil }
        var showsTyped = true
        var next = 0
        var end = 0
        for offset in shown.indices {
            let byte = shown[offset]
            if byte >= 0x80 { return nil }
            if next < typed.count && byte == typed[next] {
                ranges?.advanced(by: next).initialize(to: Range(uncheckedBounds: (offset, offset + 1)))
                next += 1
                end = offset + 1
            } else if (0x30...0x39).contains(byte) || (byte == UInt8(ascii: "+") && next == 0) {
                // A meaningful character that is not the next typed one.
                showsTyped = false
            }
        }
        return (next, end, showsTyped && next == typed.count)
    }
}
