import TextInput

extension PhoneFieldFormatter {
    /// The field's state after `edit`, as TextInput's `FieldFormatter.applyingByLayingOut(_:to:)`
    /// gives it, computed on the typed digits: when the field wrote the state's text, only the
    /// digits after the change are typed again, from the formatter it remembers for the digits
    /// before it.
    ///
    /// A paste, a text with letters and a strict keystroke are as ``edit(_:to:)`` says (a refused
    /// keystroke answers `state`).
    ///
    /// - Throws: `InputRejection(.characterNotAllowed)` when the edit inserts no digit and removes nothing.
    public func applying(_ edit: TextEdit, to state: TextEditingState) throws(InputRejection) -> TextEditingState {
        try self.edit(edit, to: state).state
    }

    /// ``applying(_:to:)`` of an edit laid out on the typed digits (no paste, no letters, no strict check).
    func applyingDigits(_ edit: TextEdit, to state: TextEditingState) throws(InputRejection) -> TextEditingState {
        if case .select(let range) = edit { return state.selecting(range) }
        guard let change = state.change(for: edit) else { return state }
        // The field wrote this text, from exactly the digits it shows.
        guard let known = memory.layout(ofText: state.text), known.showsTyped else {
            return try applyingByLayingOut(edit, to: state)
        }
        let old = known.typed
        let touched = FieldLayout.meaningfulIndices(touchedBy: change.range, ranges: known.layout.meaningfulRanges)
        let inserted = meaningfulBytes(inserting: change.replacement, at: touched.lowerBound)
        guard let replaced = try FieldLayout.meaningfulIndices(
            replacedBy: change, touched: touched, inserts: !inserted.isEmpty, count: old.count)
        else { return TextEditingState(text: state.text, caret: change.range.lowerBound) }
        let (start, end) = (replaced.lowerBound, replaced.upperBound)
        // Read again as a whole: a `+` that is no longer first is dropped.
        // The old characters before the change, the inserted ones, the old ones after: read in place,
        // not joined into a new array first.
        let insertedEnd = start + inserted.count
        let count = old.count - (end - start) + inserted.count
        var typed: [UInt8] = []
        typed.reserveCapacity(count)
        var caret = 0
        for index in 0..<count {
            let byte = index < start ? old[index] : index < insertedEnd ? inserted[index - start] : old[index - insertedEnd + end]
            guard byte != UInt8(ascii: "+") || typed.isEmpty else { continue }
            typed.append(byte)
            if index < insertedEnd { caret = typed.count }
        }
        let result = layout(typed: typed, caret: caret)
        return TextEditingState(text: result.text, caret: result.caretOffset(afterMeaningful: caret))
    }

    /// The layout the field made for `text` when it shows exactly the characters typed for it (what
    /// ``typingDigitAtEnd(_:after:)`` types on); nil otherwise.
    package func layout(shownIn text: String) -> PhoneFieldMemory.Layout? {
        guard let known = memory.layout(ofText: text), known.showsTyped else { return nil }
        return known
    }

    /// ``applying(_:to:)`` of one ASCII digit (`0`–`9`) inserted at the end of the text of `shown`, a
    /// layout of the field that shows exactly its typed characters (``layout(shownIn:)``), the caret at
    /// its end: `shown` becomes the new text's layout, found without reading the old text again; answers
    /// the caret and whether the new text is the old one with the digit after it, all ASCII. A strict
    /// field's keystroke is not checked here (``typing(_:to:)`` checks it).
    ///
    /// The layout of a text that only added its digit is not given to the memory: its owner keeps it,
    /// and the next key typed at the end types on it in place, with no new layout or array, as long as
    /// its ASCII text shows exactly its typed characters (an owner that edits elsewhere hands it to the
    /// memory first, ``remember(_:)``).
    package func typingDigitAtEnd(_ digit: UInt8, after shown: inout PhoneFieldMemory.Layout) -> (caret: Int, isAppended: Bool) {
        let owned = shown.isKnownASCII && isKnownUniquelyReferenced(&shown)
        if owned { shown.appendTyped(digit) }
        let typed = owned ? shown.typed : Self.typed(shown.typed, then: digit)
        let output = memory.type(typed, keeping: (typed.count - 1, typed.count), from: blank)
        // Most keys only add their digit to the old text: the layout follows from the old one, the new
        // text compared with it once and not scanned.
        if shown.isKnownASCII && Self.output(output, appends: digit, to: shown) {
            if owned {
                shown.showAppended(output)
            } else {
                shown = PhoneFieldMemory.Layout(
                    typed: typed, asciiText: output, textCount: shown.textCount + 1, showsTyped: shown.showsTyped,
                    caretAtEnd: shown.textCount + 1)
            }
            return (shown.caretAtEnd, true)
        }
        // A new ASCII layout that still shows exactly the typed characters (a layout kept only when it does)
        // is written in place too.
        if owned, shown.showsTyped, let ascii = Self.asciiScan(of: output, typed: typed), ascii.showsTyped {
            shown.show(output, textCount: ascii.textCount, caretAtEnd: ascii.caretAtEnd)
            return (shown.caretAtEnd, false)
        }
        shown = rememberedLayout(of: output, typed: typed)
        // An ASCII text's caret is where the layout puts it; any other is moved out of a character's
        // middle as a state moves it.
        let caret = shown.isKnownASCII
            ? shown.caretAtEnd : TextEditingState(text: shown.text, caret: shown.caretAtEnd).selection.lowerBound
        return (caret, false)
    }

    /// `typed` and then `digit`, with room for the field's usual count of characters: the keys after it
    /// are added in place.
    private static func typed(_ typed: [UInt8], then digit: UInt8) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: Swift.max(typed.count + 1, typedCapacity)) { bytes, count in
            for index in typed.indices { bytes[index] = typed[index] }
            bytes[typed.count] = digit
            count = typed.count + 1
        }
    }

    /// Keeps `layout`, which ``typingDigitAtEnd(_:after:)`` made, in the memory: an edit that is not a
    /// key typed at the end finds the field's text there.
    package func remember(_ layout: PhoneFieldMemory.Layout) {
        memory.remember(layout)
    }

    /// Whether `output` is the text of `shown` (ASCII) with `digit` after it.
    private static func output(_ output: String, appends digit: UInt8, to shown: PhoneFieldMemory.Layout) -> Bool {
        let count = shown.textCount
        guard output.utf8.count == count + 1 else { return false }
        let same = output.utf8.withContiguousStorageIfAvailable { new in
            shown.text.utf8.withContiguousStorageIfAvailable { old -> Bool in
                guard old.count == count, new[count] == digit else { return false }
                for index in 0..<count where new[index] != old[index] { return false }
                return true
            }
        }
        return (same ?? nil) ?? false
    }

    /// The UTF-8 of ``meaningfulCharacters(inserting:at:)``, read from the bytes when `text` is ASCII
    /// and no `00` starts it (a key typed, a plain number pasted): no String is made.
    func meaningfulBytes(inserting text: String, at position: Int) -> [UInt8] {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> [UInt8]? in
            var kept: [UInt8] = []
            kept.reserveCapacity(bytes.count)
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte == UInt8(ascii: "+") {
                    if position == 0 && kept.isEmpty { kept.append(byte) }
                } else if (0x30...0x39).contains(byte) {
                    kept.append(byte)
                }
            }
            return kept
        }
        // A `00` first may be read as `+`: the general function decides.
        guard let kept = ascii ?? nil, position != 0 || kept.count <= 2 || kept[0] != 0x30 || kept[1] != 0x30 else {
            return Array(meaningfulCharacters(inserting: text[...], at: position).utf8)
        }
        return kept
    }

    /// Whether the meaningful characters of `text` are exactly `typed`.
    func shows(_ typed: [UInt8], in text: String) -> Bool {
        let ascii = text.utf8.withContiguousStorageIfAvailable { Self.shows(typed, inASCII: $0) }
            ?? Array(text.utf8).withUnsafeBufferPointer { Self.shows(typed, inASCII: $0) }
        return ascii ?? typed.elementsEqual(meaningfulCharacters(in: text[...], at: 0).utf8)
    }

    /// ``shows(_:in:)`` over the UTF-8 bytes of a text; nil when one is not ASCII.
    private static func shows(_ typed: [UInt8], inASCII bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var index = 0
        for byte in bytes {
            if byte >= 0x80 { return nil }
            let meaningful = (0x30...0x39).contains(byte) || (byte == UInt8(ascii: "+") && index == 0)
            guard meaningful else { continue }
            guard index < typed.count, typed[index] == byte else { return false }
            index += 1
        }
        return index == typed.count
    }
}
