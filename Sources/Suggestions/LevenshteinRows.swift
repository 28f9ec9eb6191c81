/// The rows of a Levenshtein table between key prefixes and a query, kept
/// to the band of entries that can stay within a distance limit.
///
/// Row `r` holds the distances from a key's first `r` characters to the
/// query's prefixes. An entry more than `limit` columns off the diagonal is
/// always more than `limit`, so each row keeps only the `2 × limit + 1`
/// entries around it (or the whole row, when that is shorter), and a search
/// costs O(limit) per node however long the query is.
struct LevenshteinRows {
    private let query: [UInt32]
    private let limit: Int
    /// Entries kept per row.
    private let width: Int
    /// Whether rows keep every column, because the band would be wider.
    private let keepsWholeRows: Bool
    private var entries: [Int]

    init(query: [UInt32], limit: Int) {
        self.query = query
        self.limit = limit
        let band = limit < query.count ? 2 * limit + 1 : query.count + 1
        keepsWholeRows = band >= query.count + 1
        width = keepsWholeRows ? query.count + 1 : band
        entries = [Int](repeating: 0, count: width)
        for column in columnRange(row: 0) { entries[slot(row: 0, column: column)] = column }
    }

    /// The distance from a key of `row` characters to the whole query; more than the limit when outside the band.
    func distance(row: Int) -> Int { entry(row: row, column: query.count) }

    /// Fills `row` for a key whose character at `row - 1` is `character`, from
    /// the row above, and returns its smallest entry.
    mutating func fill(row: Int, with character: UInt32) -> Int {
        if entries.count < (row + 1) * width {
            entries.append(contentsOf: repeatElement(limit + 1, count: (row + 1) * width - entries.count))
        }
        let columns = columnRange(row: row)
        var smallest = limit + 1
        for column in columns {
            var value = row
            if column > 0 {
                let substitution = entry(row: row - 1, column: column - 1) + (query[column - 1] == character ? 0 : 1)
                let deletion = entry(row: row - 1, column: column) + 1
                let insertion = column - 1 >= columns.lowerBound ? entries[slot(row: row, column: column - 1)] + 1 : limit + 1
                value = min(substitution, deletion, insertion)
            }
            entries[slot(row: row, column: column)] = value
            smallest = min(smallest, value)
        }
        return smallest
    }

    /// The columns of `row` within `limit` of the diagonal; empty once the row is past them all.
    private func columnRange(row: Int) -> Range<Int> {
        guard !keepsWholeRows else { return 0..<query.count + 1 }
        let first = max(0, row - limit)
        return first..<max(first, min(query.count, row + limit) + 1)
    }

    /// The entry at `row` and `column`, or more than the limit outside the band.
    private func entry(row: Int, column: Int) -> Int {
        let columns = columnRange(row: row)
        guard columns.contains(column) else { return limit + 1 }
        return entries[slot(row: row, column: column)]
    }

    private func slot(row: Int, column: Int) -> Int {
        row * width + (keepsWholeRows ? column : column - row + limit)
    }
}
