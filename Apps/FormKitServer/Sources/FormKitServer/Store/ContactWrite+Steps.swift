/// The steps both stores take to write a ``ContactWrite``, in this order: the word rows that go, the deleted
/// rows, the inserted rows with their words, the updated rows, and the updated rows' new words. A row's
/// words are written again only when its sort key changed: they are the sort key's later words.
extension ContactWrite {
    /// The rows whose word rows go: each deleted row, and the old row of an update whose sort key changed.
    var rowsLosingWords: [IndexedContact] {
        rows.compactMap { change in
            switch change {
            case .delete(let old): old
            case .update(let row, let old) where row.sortKey != old.sortKey: old
            default: nil
            }
        }
    }

    var deleted: [IndexedContact] { rows.compactMap { if case .delete(let old) = $0 { old } else { nil } } }
    var inserted: [IndexedContact] { rows.compactMap { if case .insert(let row) = $0 { row } else { nil } } }
    var updated: [IndexedContact] { rows.compactMap { if case .update(let row, _) = $0 { row } else { nil } } }

    /// The updated rows whose word rows are written again: those whose sort key changed.
    var rowsGainingWords: [IndexedContact] {
        rows.compactMap { if case .update(let row, let old) = $0, row.sortKey != old.sortKey { row } else { nil } }
    }

    /// The rows as written, in the plan's order, given the ``inserted`` rows as the store wrote them (with ids):
    /// what ``AppStore/write(contacts:_:)`` returns.
    func written(inserting inserted: [Contact]) -> [Contact] {
        var inserted = inserted.makeIterator()
        return rows.compactMap { change in
            switch change {
            case .insert: inserted.next()
            case .update(let row, _): row.contact
            case .delete(let old): old.contact
            }
        }
    }
}
