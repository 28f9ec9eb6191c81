import PhoneNumbers
import TextInput

/// The phone fields being typed into in the page, each a `PhoneFieldFormatter` kept from one
/// keystroke to the next, so that its memory (the formatter at the caret and at the end) makes a
/// keystroke cost one digit typed, not the whole field typed again. A field answers exactly what a
/// new `PhoneFieldFormatter` answers (Wasm/Tests: the as-you-type corpus both ways).
///
/// A field is named by a handle, its index here; a closed field's place is reused.
enum PhoneFieldSessions {
    /// A field and the text it answered last, which JavaScript need not send back. A class, so that
    /// the table and a call share one field: nothing of it is copied on a keystroke.
    final class Session {
        var field: PhoneFieldFormatter
        /// The field's layout of the text it answered last, when it shows exactly the characters typed
        /// for it and a digit typed at the end made it (nil when not known: the field's memory is asked).
        private(set) var layout: PhoneFieldMemory.Layout?
        /// The text it answered last when no layout is kept.
        private var unlaidText = ""

        /// The text the field answered last.
        var text: String { layout?.text ?? unlaidText }

        init(field: PhoneFieldFormatter) {
            self.field = field
        }

        /// The kept layout, no longer kept: the caller holds the only reference the session had, until
        /// ``answered(_:layout:)`` gives it back (a status other than `.ok` leaves the session without
        /// its text, and formkit.mjs then sends the text again).
        func takeLayout() -> PhoneFieldMemory.Layout? {
            defer { layout = nil }
            return layout
        }

        /// Keeps `text`, the field's answer, with its `layout` when one is known: the layout holds the
        /// text, which a key typed at the end then neither copies nor releases.
        func answered(_ text: String, layout: PhoneFieldMemory.Layout?) {
            self.layout = layout
            unlaidText = layout == nil ? text : ""
        }
    }

    /// The most fields open at once; opening another fails.
    static let capacity = 4096

    nonisolated(unsafe) private static var sessions: [Session?] = []

    /// Opens a field for `region`; its handle, or -1 when `capacity` fields are open.
    static func open(region: String, strict: Bool = false, types: PhoneNumberTypeSet = .all) -> Int {
        let session = Session(field: PhoneFieldFormatter(region: region, strict: strict, types: types))
        if let free = sessions.firstIndex(where: { $0 == nil }) {
            sessions[free] = session
            return free
        }
        guard sessions.count < capacity else { return -1 }
        sessions.append(session)
        return sessions.count - 1
    }

    /// Closes a field; its handle may name a new one later.
    static func close(_ handle: Int) {
        guard sessions.indices.contains(handle) else { return }
        sessions[handle] = nil
    }

    /// Runs `body` on the open field `handle`; nil when there is none.
    static func withSession<Result>(_ handle: Int, _ body: (Session) -> Result) -> Result? {
        guard sessions.indices.contains(handle), let session = sessions[handle] else { return nil }
        return body(session)
    }
}
