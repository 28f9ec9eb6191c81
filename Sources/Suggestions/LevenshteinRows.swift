/// The rows of a Levenshtein table between key prefixes and a query, kept
/// to the band of entries that can stay within a distance limit.
///
/// Row `r` holds the distances from a key's first `r` characters to the
/// query's prefixes. An entry more than `limit` columns off the diagonal is
/// always more than `limit`, so each row keeps only the `2 × limit + 1`
/// entries around it (or the whole row, when that is shorter), and a search
/// costs O(limit) per node however long the query is. Entries past the
/// query's ends, and any entry above the limit, are stored as `limit + 1`.
struct LevenshteinRows {
    private let query: [UInt32]
    private let limit: Int
    /// Entries kept per row.
    private let width: Int
    /// Whether rows keep every column, because the band would be wider.
    private let keepsWholeRows: Bool
    private var entries: [Int]

    /// Rows for `query` and a `limit` below `Int32.max`.
    init(query: [UInt32], limit: Int) {
        // A band of 2 × limit + 1 is no narrower than the whole row once limit reaches half the query.
        let keepsWholeRows = limit >= (query.count + 1) / 2
        let width = keepsWholeRows ? query.count + 1 : 2 * limit + 1
        self.query = query
        self.limit = limit
        self.keepsWholeRows = keepsWholeRows
        self.width = width
        entries = (0..<width).map { slot in
            let column = keepsWholeRows ? slot : slot - limit
            return column >= 0 && column <= query.count ? min(column, limit + 1) : limit + 1
        }
    }

    /// The distance from a key of `row` characters to the whole query; more than the limit when out of reach.
    func distance(row: Int) -> Int {
        let slot = keepsWholeRows ? query.count : query.count - row + limit
        return slot >= 0 && slot < width ? entries[row * width + slot] : limit + 1
    }

    /// Fills `row` for a key whose character at `row - 1` is `character`, from
    /// the row above, and returns its smallest entry.
    mutating func fill(row: Int, with character: UInt32) -> Int {
        let needed = (row + 1) * width
        if entries.count < needed { entries.append(contentsOf: repeatElement(limit + 1, count: needed - entries.count)) }
        let unreachable = limit + 1
        let above = (row - 1) * width, here = row * width
        // In band coordinates the entry diagonally above-left shares the slot; in whole rows it is one slot left.
        let diagonalShift = keepsWholeRows ? -1 : 0
        let upShift = keepsWholeRows ? 0 : 1
        var smallest = unreachable
        return entries.withUnsafeMutableBufferPointer { entries in
            for slot in 0..<width {
                let column = keepsWholeRows ? slot : slot + row - limit
                var value = unreachable
                if column == 0 {
                    value = min(row, unreachable)
                } else if column > 0, column <= query.count {
                    let diagonal = slot + diagonalShift, up = slot + upShift
                    if diagonal >= 0 { value = entries[above + diagonal] + (query[column - 1] == character ? 0 : 1) }
                    if up < width { value = min(value, entries[above + up] + 1) }
                    if slot > 0 { value = min(value, entries[here + slot - 1] + 1) }
                    value = min(value, unreachable)
                }
                entries[here + slot] = value
                smallest = min(smallest, value)
            }
            return smallest
        }
    }
}
