/// How a metadata record names a pattern (an automaton of ``AutomatonTables``): by its index, or, for
/// the patterns that belong to this record alone, `+k`: the record's base (its last field) + k.
///
/// Tools/metadata/generate.py numbers the patterns several records share first, then each record's own
/// in the order the record names them, so a record's own references read +0, +1, +2… and a shared
/// pattern is the same text in every record that names it; both gzip far better than indices in the
/// patterns' sorted order (the region records: 18.4 KB to 15.8 KB).
///
///     PatternReference.index(of: "+2", base: 1500)  // 1502
///     PatternReference.index(of: "37", base: 1500)  // 37
enum PatternReference {
    /// The pattern index a reference names; nil for an empty or malformed one.
    static func index(of reference: Substring, base: Int) -> Int? {
        guard reference.first == "+" else { return Int(reference) }
        guard let offset = Int(reference.dropFirst()), offset >= 0 else { return nil }
        return base.addingReportingOverflow(offset).overflow ? nil : base + offset
    }
}
