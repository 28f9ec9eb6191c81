import StandardLibrarySubstitutes
import TextInput

/// What a phone field remembers between edits, so that an edit types only the digits after it:
/// the formatter after some prefixes of the typed characters (around the caret and at the end),
/// and the last layouts, to recognise a text the field wrote.
///
/// Shared by copies of a `PhoneFieldFormatter`, and safe to use from several threads: a lock
/// guards it (typing into a remembered formatter happens under it), and what it hands out are values.
package final class PhoneFieldMemory: @unchecked Sendable {
    /// A layout and the characters that were typed for it. A class: the memory keeps it, a keystroke
    /// hands it on and the next one drops it, each a single reference counted rather than each of its
    /// texts and arrays. Never changed once the memory or more than one owner has it; a layout the
    /// last key typed at the end made, held only by its field's owner, takes the next digit in place
    /// (``PhoneFieldFormatter/typingDigitAtEnd(_:after:)``), which no other thread can see.
    package final class Layout: @unchecked Sendable {
        /// The layout of an empty text, nothing typed.
        static let empty = Layout(typed: [], asciiText: "", textCount: 0, showsTyped: true, caretAtEnd: 0)

        package private(set) var typed: [UInt8]
        /// The layout's text.
        package private(set) var text: String
        /// The UTF-8 length of the layout's text, read once: the memory compares a text with each
        /// layout it keeps on every keystroke, and most differ in length (a String's length is not free
        /// in the page's WebAssembly).
        package private(set) var textCount: Int
        /// Whether the text's meaningful characters are exactly `typed`, read once when the layout is
        /// made: an edit and the entry ask it of the text the field wrote on every keystroke.
        package let showsTyped: Bool
        /// The caret after the last typed character: where a key typed at the end leaves it.
        private(set) var caretAtEnd: Int
        /// The layout as the general way made it; nil for an ASCII text, whose ranges are read again
        /// from its bytes when an edit in the middle asks (a key typed at the end needs only `caretAtEnd`,
        /// and makes no array of ranges).
        private let general: FieldLayout?

        /// A layout made the general way. `textCount` is the UTF-8 length of its text, which the caller
        /// has just read.
        init(typed: [UInt8], layout: FieldLayout, textCount: Int, showsTyped: Bool) {
            self.typed = typed
            text = layout.text
            self.textCount = textCount
            self.showsTyped = showsTyped
            caretAtEnd = layout.caretOffset(afterMeaningful: typed.count)
            general = layout
        }

        /// The layout of an ASCII `text` in which every typed character was found, in order
        /// (``PhoneFieldFormatter/asciiScan(of:typed:)``).
        init(typed: [UInt8], asciiText text: String, textCount: Int, showsTyped: Bool, caretAtEnd: Int) {
            self.typed = typed
            self.text = text
            self.textCount = textCount
            self.showsTyped = showsTyped
            self.caretAtEnd = caretAtEnd
            general = nil
        }

        /// Adds `digit` to the typed characters of an ASCII layout that no one else holds; ``showAppended(_:)``
        /// then gives it its new text.
        func appendTyped(_ digit: UInt8) {
            typed.append(digit)
        }

        /// Makes `text`, the old text with the digit ``appendTyped(_:)`` added after it, the layout's text.
        func showAppended(_ text: String) {
            show(text, textCount: textCount + 1, caretAtEnd: textCount + 1)
        }

        /// Makes `text`, an ASCII text that shows exactly the typed characters (``PhoneFieldFormatter/asciiScan(of:typed:)``),
        /// the layout's text.
        func show(_ text: String, textCount: Int, caretAtEnd: Int) {
            self.text = text
            self.textCount = textCount
            self.caretAtEnd = caretAtEnd
        }

        /// Where each typed character is in the text.
        var layout: FieldLayout {
            general ?? PhoneFieldFormatter.layout(of: text, typed: String(decoding: typed, as: UTF8.self))
        }

        /// Whether the text is known to be ASCII (each byte a UTF-16 unit and a character, so that
        /// `caretAtEnd` needs no check against the text's characters).
        var isKnownASCII: Bool { general == nil }
    }

    private let lock = CacheLock()
    /// Formatters after typing some characters (ASCII digits and a leading `+`), most recent last. A
    /// formatter's `accruedInput` is what was typed into it, byte for byte, so it names itself.
    private var snapshots: [AsYouTypeFormatter] = []
    /// At most `layoutCapacity`, each text once (a layout of the same text takes the place of the
    /// old one), so the order of a search does not matter; when full, the oldest is at `oldestLayout`.
    private var layouts: [Layout] = []
    private var oldestLayout = 0

    /// How many snapshots and layouts are kept.
    static let snapshotCapacity = 8
    static let layoutCapacity = 4
    /// Typing at the end keeps the formatter of each length that is a multiple of this; the others
    /// are typed on in place (see ``type(_:keeping:from:)``). A checkpoint costs the next key a copy of
    /// the formatter's buffers; a key that goes back types at most `checkpointSpacing - 1` again. 16:
    /// most numbers are typed whole with no copy after the first key (BENCHMARKS.md, "The page's
    /// keystroke").
    static let checkpointSpacing = 16

    /// The formatter's output after typing `typed`, typed on from the snapshot with the longest prefix
    /// of it (from `blank` when none); the formatter after the first `kept` characters (either count)
    /// and after all of them is remembered.
    ///
    /// Typing at the end goes from the snapshot of the last layout to the next layout. That snapshot
    /// is then typed on in place, in the memory, unless its length is a checkpoint: copied, its
    /// buffers would all be copied again at the first keystroke (copy on write), and the copy left
    /// behind serves only an edit that goes back, which then types again from the nearest checkpoint
    /// (at most `checkpointSpacing - 1` characters).
    func type(_ typed: [UInt8], keeping kept: (Int, Int), from blank: AsYouTypeFormatter) -> String {
        lock.withLock {
            var best: Int?
            var bestLength = 0
            for index in snapshots.indices {
                let length = snapshots[index].accruedInput.count
                if length > bestLength && length <= typed.count && typed.starts(with: snapshots[index].accruedInput) {
                    best = index
                    bestLength = length
                }
            }
            let keepsBetween = { (count: Int) in bestLength < count && count < typed.count }
            if let best, best == snapshots.count - 1, bestLength < typed.count,
                bestLength % Self.checkpointSpacing != 0, !keepsBetween(kept.0), !keepsBetween(kept.1)
            {
                for index in bestLength..<typed.count {
                    snapshots[best].inputScalar(Unicode.Scalar(typed[index]), rememberingPosition: false)
                }
                return snapshots[best].output
            }
            var formatter = best.map { snapshots[$0] } ?? blank
            for index in bestLength..<typed.count {
                formatter.inputScalar(Unicode.Scalar(typed[index]), rememberingPosition: false)
                if index + 1 != typed.count && (index + 1 == kept.0 || index + 1 == kept.1) {
                    rememberHoldingLock(formatter)
                }
            }
            if bestLength < typed.count { rememberHoldingLock(formatter) }
            return formatter.output
        }
    }

    /// What `body` answers for the formatter that wrote `text`: the formatter after the characters
    /// of the layout whose text it is, when the text shows exactly them; nil when none is remembered.
    /// One look under the lock, for the entry asked right after an edit. With `typed`, the characters
    /// typed for `text` when the caller knows them, the formatter is found by them, the text unread.
    func withFormatter<Result>(writing text: String, typed: [UInt8]? = nil, _ body: (AsYouTypeFormatter) -> Result) -> Result? {
        lock.withLock {
            let found: [UInt8]
            if let typed {
                found = typed
            } else {
                let count = text.utf8.count
                guard let layout = layouts.first(where: { Self.same($0, text, count: count) }), layout.showsTyped else { return nil }
                found = layout.typed
            }
            guard let index = snapshots.lastIndex(where: { $0.accruedInput == found }) else { return nil }
            return body(snapshots[index])
        }
    }

    /// The layout whose text is `text`, with what was typed for it.
    func layout(ofText text: String) -> Layout? {
        if text.isEmpty { return .empty }
        let count = text.utf8.count
        return lock.withLock { layouts.first { Self.same($0, text, count: count) } }
    }

    /// Whether a layout's text is `text`, whose UTF-8 length is `count`: their UTF-8 bytes, which is
    /// what the field wrote (String's `==` would link canonical comparison into the page, Wasm/README.md).
    /// Inlined: the layouts are compared on every keystroke and most differ in length, which is then
    /// all that is read of them (a call retained and released each one).
    @inline(__always)
    private static func same(_ layout: Layout, _ text: String, count: Int) -> Bool {
        layout.textCount == count && layout.text.utf8Equals(text)
    }

    /// Keeps `snapshot`, the caller holding the lock: in place of one typed the same, else after
    /// the others, the oldest dropped when the memory is full.
    private func rememberHoldingLock(_ snapshot: AsYouTypeFormatter) {
        if let same = snapshots.firstIndex(where: { $0.accruedInput == snapshot.accruedInput }) {
            snapshots[same] = snapshot
            return
        }
        if snapshots.count >= Self.snapshotCapacity { snapshots.removeFirst() }
        snapshots.append(snapshot)
    }

    func remember(_ layout: Layout) {
        lock.withLock {
            if let same = layouts.firstIndex(where: { Self.same($0, layout.text, count: layout.textCount) }) {
                layouts[same] = layout
                return
            }
            // Full: the oldest is replaced where it is, and the next oldest is after it (no shifting).
            if layouts.count < Self.layoutCapacity {
                layouts.append(layout)
            } else {
                layouts[oldestLayout] = layout
                oldestLayout = (oldestLayout + 1) % Self.layoutCapacity
            }
        }
    }
}
