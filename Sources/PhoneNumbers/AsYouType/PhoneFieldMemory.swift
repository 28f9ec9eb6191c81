import TextInput

/// What a phone field remembers between edits, so that an edit types only the digits after it:
/// the formatter after some prefixes of the typed characters (around the caret and at the end),
/// and the last layouts, to recognise a text the field wrote.
///
/// Shared by copies of a `PhoneFieldFormatter`, and safe to use from several threads: a lock
/// guards it, and what it hands out are values.
final class PhoneFieldMemory: @unchecked Sendable {
    /// A formatter after typing `typed` (ASCII digits and a leading `+`).
    struct Snapshot {
        var typed: [UInt8]
        var formatter: AsYouTypeFormatter
    }

    /// A layout and the characters that were typed for it.
    struct Layout {
        var typed: [UInt8]
        var layout: FieldLayout
    }

    private let lock = CacheLock()
    /// Most recent last.
    private var snapshots: [Snapshot] = []
    /// Most recent last.
    private var layouts: [Layout] = []

    /// How many snapshots and layouts are kept.
    static let snapshotCapacity = 8
    static let layoutCapacity = 4

    /// The snapshot with the longest prefix of `typed`, if any has a non-empty one.
    func longestSnapshot(prefixing typed: [UInt8]) -> Snapshot? {
        lock.withLock {
            var best: Int?
            var bestLength = 0
            for index in snapshots.indices {
                let length = snapshots[index].typed.count
                if length > bestLength && length <= typed.count && typed.starts(with: snapshots[index].typed) {
                    best = index
                    bestLength = length
                }
            }
            return best.map { snapshots[$0] }
        }
    }

    /// The layout whose text is `text`, with what was typed for it.
    func layout(ofText text: String) -> Layout? {
        if text.isEmpty { return Layout(typed: [], layout: FieldLayout(text: "", meaningfulRanges: [])) }
        return lock.withLock { layouts.lastIndex { Self.same($0.layout.text, text) }.map { layouts[$0] } }
    }

    /// Whether two texts are equal, told apart first by their UTF-8 lengths (free, where String's
    /// comparison is not).
    private static func same(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.count == rhs.utf8.count && lhs == rhs
    }

    func remember(_ snapshot: Snapshot) {
        lock.withLock {
            if let same = snapshots.firstIndex(where: { $0.typed == snapshot.typed }) {
                snapshots[same] = snapshot
                return
            }
            if snapshots.count >= Self.snapshotCapacity { snapshots.removeFirst() }
            snapshots.append(snapshot)
        }
    }

    func remember(_ layout: Layout) {
        lock.withLock {
            if let same = layouts.firstIndex(where: { Self.same($0.layout.text, layout.layout.text) }) {
                layouts[same] = layout
                return
            }
            if layouts.count >= Self.layoutCapacity { layouts.removeFirst() }
            layouts.append(layout)
        }
    }
}
