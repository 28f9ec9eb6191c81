extension StringProtocol {
    /// The range of the first occurrence of `target`, compared character by character: Foundation's
    /// `range(of:)` for a library that does not import Foundation. Nil when `target` is empty or does
    /// not occur.
    ///
    ///     "0\\1 \\2".firstOccurrence(of: "\\1")  // the range of "\\1"
    @inlinable
    package func firstOccurrence(of target: some StringProtocol) -> Range<Index>? {
        guard let first = target.first else { return nil }
        var start = startIndex
        while let found = self[start...].firstIndex(of: first) {
            if self[found...].starts(with: target) {
                return found..<index(found, offsetBy: target.count)
            }
            start = index(after: found)
        }
        return nil
    }
}
