import PhoneNumberMetadata

/// The regions of a calling code, read in place from the metadata's `US,AG,AI…` list, main country
/// first; empty for an unassigned code. "001" stands for the non-geographic codes.
///
///     Array(ShortNumberRegions(callingCode: 7))  // ["RU", "KZ"]
struct ShortNumberRegions: Sequence {
    private let list: Substring

    init(callingCode: Int) {
        list = PhoneMetadataRecords.regions(forCallingCode: callingCode)?[...] ?? ""
    }

    /// Whether more than one region shares the code.
    var isShared: Bool { list.utf8.contains(UInt8(ascii: ",")) }

    /// Walks the list without building an array of its parts.
    struct Iterator: IteratorProtocol {
        fileprivate var rest: Substring

        mutating func next() -> Substring? {
            guard !rest.isEmpty else { return nil }
            guard let comma = rest.utf8.firstIndex(of: UInt8(ascii: ",")) else {
                defer { rest = rest[rest.endIndex...] }
                return rest
            }
            defer { rest = rest[rest.utf8.index(after: comma)...] }
            return rest[..<comma]
        }
    }

    func makeIterator() -> Iterator { Iterator(rest: list) }
}
