import PhoneNumbers
import TextInput

/// What the page's phone field asks of an open field (``PhoneFieldSessions``), answered by the same
/// code as the server's `POST /api/phone/as-you-type`. Texts come from and go to ``Exchange``.
enum PhoneFieldOperations {
    typealias Status = Exchange.Status

    /// The field's text: the one it answered last when `count` is negative (-1 less that text's UTF-16
    /// length, which JavaScript knows for free), else the exchange's text.
    private static func text(_ count: Int, session: Session) -> String {
        count < 0 ? session.text : Exchange.text(count)
    }

    typealias Session = PhoneFieldSessions.Session

    /// `body` on the field where its session keeps it: an access in place, so that asking a kept field
    /// copies nothing of it.
    private static func inPlace<Answer, Failure: Error>(
        _ field: inout PhoneFieldFormatter, _ body: (inout PhoneFieldFormatter) throws(Failure) -> Answer
    ) throws(Failure) -> Answer {
        try body(&field)
    }

    /// Applies a browser change to the field and lays it out again: on `.ok` the output is the text
    /// and slots 1 and 2 the selection; on `.rejected` the output is the reason and slot 1 its
    /// UTF-16 offset. Slot 0 is the output's UTF-8 length. `backward` is 1 (Backspace), 0 (Delete)
    /// or anything else (not said).
    ///
    /// With `withEntry`, an `.ok` text that starts with `+` also answers what the typing knows, as
    /// ``entry(_:textCount:)`` would, in the same call: slots 3, 4 and 5 as its slots 0, 1 and 2, the
    /// region written in the output after the text. Slot 3 is -1 when there is no entry.
    ///
    /// The change is typed (`PhoneFieldFormatter.typing`): formkit.mjs hands a paste and an edit of a
    /// text with letters to `fk_phone_paste` instead, as `PhoneFieldFormatter.edit` reads them natively.
    /// On `.ok`, slot 6 is 1 when a strict field refused the keystroke (the text and selection are
    /// then the state's), 2 when the text is the edited text with the replacement after it, all ASCII
    /// (most keys typed at the end: formkit.mjs then joins its own strings, and the output's first slot 0
    /// bytes, which it does not read, are left unwritten when a digit typed at the end knows it).
    ///
    /// With `checkRegionCount` 0 or more, an `.ok` text is also checked as ``PhoneCheck`` checks it,
    /// with the default region in the second area after the replacement (`checkRegionCount` bytes):
    /// slot 7 is its packed answer, its texts in the output after the text and the entry's region.
    /// Slot 7 is -1 without a check.
    static func edit(
        _ session: Session, textCount: Int, replacementCount: Int,
        selection: (start: Int, end: Int), change: (start: Int, end: Int), backward: Int, withEntry: Bool,
        checkRegionCount: Int
    ) -> Status {
        if textCount < 0, replacementCount == 1, let typed = typingDigitAtEnd(
            session, length: -1 - textCount, selection: selection, change: change, withEntry: withEntry,
            checkRegionCount: checkRegionCount)
        {
            return typed
        }
        // A refused edit leaves the session as it was: its layout, which only a key typed at the end
        // changes, still describes its text.
        let text = text(textCount, session: session)
        // The ranges within the text's UTF-16 length, read with the state from one pass over its bytes.
        guard selection.start <= selection.end, change.start <= change.end,
            let state = TextEditingState(text: text, selection: selection.start..<selection.end, within: change.start..<change.end)
        else { return .badRange }
        let replacement = Exchange.second(replacementCount)
        // The layout a key typed at the end kept for the text goes to the field's memory, where the edit looks.
        if let layout = session.layout { inPlace(&session.field) { $0.remember(layout) } }
        let edit = state.edit(
            forBrowserChange: change.start..<change.end, replacement: replacement,
            backward: backward == 1 ? true : backward == 0 ? false : nil)
        do throws(InputRejection) {
            let answer = try inPlace(&session.field) { field throws(InputRejection) in try field.typing(edit, to: state) }
            return write(
                answer.state.text, selection: answer.state.selection, layout: nil, appended: .unknown(edited: text),
                isRefused: answer.isRefused, session: session, withEntry: withEntry, check: (checkRegionCount, replacementCount))
        } catch {
            guard let count = Exchange.writeOutput(error.description) else { return .tooLong }
            Exchange.setSlot(0, count)
            Exchange.setSlot(1, error.offset)
            return .rejected
        }
    }

    /// ``edit(_:textCount:replacementCount:selection:change:backward:withEntry:checkRegionCount:)`` of one
    /// ASCII digit typed at the end of the text the field answered last, the caret there, in a field
    /// that is not strict: typed on the layout the field made of that text, without reading the text
    /// again (`PhoneFieldFormatter.typingDigitAtEnd`); nil for any other edit. `length` is that text's
    /// UTF-16 length as the caller sent it (counting it here cost about 2% of a keystroke).
    private static func typingDigitAtEnd(
        _ session: Session, length: Int, selection: (start: Int, end: Int), change: (start: Int, end: Int),
        withEntry: Bool, checkRegionCount: Int
    ) -> Status? {
        let digit = Exchange.start.load(fromByteOffset: Exchange.secondOffset, as: UInt8.self)
        guard (0x30...0x39).contains(digit), !session.field.isStrict else { return nil }
        // Taken from the session, which `write` gives it back to: held once, the layout takes the digit in place.
        guard selection.start == length, selection.end == length, change.start == length, change.end == length,
            var shown = session.takeLayout() ?? inPlace(&session.field, { $0.layout(shownIn: session.text) })
        else { return nil }
        let answer = inPlace(&session.field) { $0.typingDigitAtEnd(digit, after: &shown) }
        return write(
            shown.text, selection: answer.caret..<answer.caret, layout: shown, appended: .known(answer.isAppended),
            isRefused: false, session: session, withEntry: withEntry, check: (checkRegionCount, 1))
    }

    /// Whether an answer's text is the edited text with the replacement after it, all ASCII.
    private enum Appending {
        case known(Bool)
        /// Not known: the output is compared with `edited`, the text the change was made to.
        case unknown(edited: String)
    }

    /// Writes an edit's `.ok` answer, its `text` and `selection` (see ``edit(_:textCount:replacementCount:selection:change:backward:withEntry:checkRegionCount:)``),
    /// and keeps its text in the session, with its `layout` when a digit typed at the end made it.
    /// A text known to be `appended` is not written: formkit.mjs joins the strings it sent (slot 6 is 2),
    /// and the output's first bytes are left as they were. The replacement is at the start of the second
    /// area; `check` is the check region's byte count (-1 for no check) and its offset in the second
    /// area, which is also the replacement's byte count. (Not inlined: both ways of editing call it,
    /// and the page's module stays smaller with one copy.)
    @inline(never)
    private static func write(
        _ text: String, selection: Range<Int>, layout: PhoneFieldMemory.Layout?, appended: Appending, isRefused: Bool,
        session: Session, withEntry: Bool, check: (count: Int, offset: Int)
    ) -> Status {
        let isAppended: Bool
        let count: Int
        switch appended {
        case .known(true):
            guard let layout, layout.textCount <= Exchange.outputCapacity else { return .tooLong }
            isAppended = true
            count = layout.textCount
        case .known(false):
            guard let written = Exchange.writeOutput(text) else { return .tooLong }
            isAppended = false
            count = written
        case .unknown(let edited):
            guard let written = Exchange.writeOutput(text) else { return .tooLong }
            isAppended = Exchange.output(written, is: edited, followedBySecond: check.offset)
            count = written
        }
        // Only a layout that shows exactly its typed characters is typed on at the next key.
        session.answered(text, layout: layout?.showsTyped == true ? layout : nil)
        Exchange.setSlot(0, count)
        Exchange.setSlot(1, selection.lowerBound)
        Exchange.setSlot(2, selection.upperBound)
        Exchange.setSlot(3, -1)
        Exchange.setSlot(6, isRefused ? 1 : isAppended ? 2 : 0)
        Exchange.setSlot(7, -1)
        var end = count
        // The text's first byte, read where it was just written rather than from the String (when it was).
        let first = isAppended ? text.utf8.first : count > 0 ? Exchange.start.load(fromByteOffset: Exchange.outputOffset, as: UInt8.self) : nil
        if withEntry && first == UInt8(ascii: "+") {
            // The entry of a text whose typed characters are known is read from them, not from the text.
            let entry = inPlace(&session.field) { $0.entry(for: text, typed: session.layout?.typed, withTemplate: false) }
            guard let regionCount = writeEntry(entry, at: count, slot: 3) else { return .tooLong }
            end += regionCount
        }
        if check.count >= 0 {
            let region = Exchange.second(check.count, from: check.offset)
            guard let answer = PhoneCheck.answer(text, region: region, at: end) else { return .tooLong }
            Exchange.setSlot(7, answer)
        }
        return .ok
    }

    /// Lays out a whole text, as if typed from scratch; the output is the text, slot 0 its length.
    static func layout(_ session: Session, textCount: Int) -> Status {
        let text = text(textCount, session: session)
        let laidOut = inPlace(&session.field) { $0.format(text) }
        guard let count = Exchange.writeOutput(laidOut) else { return .tooLong }
        Exchange.setSlot(0, count)
        return .ok
    }

    /// What the typing in the field's text knows: slot 1 the calling code (0 when none), slot 2
    /// whether it is typed in international form (1 or 0); the output is the region of the digits once
    /// they parse (empty otherwise), slot 0 its length.
    static func entry(_ session: Session, textCount: Int) -> Status {
        let text = text(textCount, session: session)
        return writeEntry(inPlace(&session.field) { $0.entry(for: text, withTemplate: false) }, at: 0, slot: 0) == nil ? .tooLong : .ok
    }

    /// Writes an entry: its region in the output `offset` bytes in, its UTF-8 length at `slot`, the
    /// calling code (0 when none) at the next slot and whether it is international (1 or 0) at the one
    /// after. Returns the region's UTF-8 length, nil when it does not fit.
    private static func writeEntry(_ entry: PhoneEntry, at offset: Int, slot: Int) -> Int? {
        guard let count = Exchange.writeOutput(entry.region ?? "", at: offset) else { return nil }
        Exchange.setSlot(slot, count)
        Exchange.setSlot(slot + 1, entry.callingCode ?? 0)
        Exchange.setSlot(slot + 2, entry.isInternational ? 1 : 0)
        return count
    }
}
