/// The phone numbers in a text, found lazily from left to right (libphonenumber's `PhoneNumberMatcher`).
///
///     let text = "Call 650-253-0000 or +44 20 7031 3000."
///     PhoneNumber.matches(in: text, defaultRegion: "US").map(\.rawString)  // ["650-253-0000", "+44 20 7031 3000"]
///
/// - Complexity: O(n) in the length of the text; each candidate costs at most a bounded number of parses.
public struct PhoneNumberMatches: Sequence, Sendable {
    let text: String
    let defaultRegion: String?
    let leniency: PhoneNumber.Leniency
    let maxTries: Int

    public func makeIterator() -> Iterator {
        Iterator(text: text, defaultRegion: defaultRegion, leniency: leniency, maxTries: maxTries)
    }

    /// Finds the numbers one by one. It reads the text's scalars once, when created.
    public struct Iterator: IteratorProtocol, Sendable {
        private var finder: MatchFinder
        private let text: String
        /// The scalar offset and string index of the end of the last match (matches only move forward).
        private var cursor: (offset: Int, index: String.Index)

        init(text: String, defaultRegion: String?, leniency: PhoneNumber.Leniency, maxTries: Int) {
            self.text = text
            finder = MatchFinder(
                scalars: PhoneNumberParser.scalars(of: text), defaultRegion: defaultRegion, leniency: leniency,
                maxTries: maxTries)
            cursor = (0, text.unicodeScalars.startIndex)
        }

        public mutating func next() -> PhoneNumberMatch? {
            guard let found = finder.next() else { return nil }
            let scalars = text.unicodeScalars
            let start = scalars.index(cursor.index, offsetBy: found.range.lowerBound - cursor.offset)
            let end = scalars.index(start, offsetBy: found.range.count)
            cursor = (found.range.upperBound, end)
            return PhoneNumberMatch(
                range: start..<end, rawString: String(scalars[start..<end]), number: found.number,
                scalarOffsets: found.range)
        }
    }
}

extension PhoneNumber {
    /// The phone numbers written in a text, as libphonenumber's `PhoneNumberMatcher` finds them.
    ///
    ///     let numbers = PhoneNumber.matches(in: "Ring 020 7031 3000 or +1 650 253 0000", defaultRegion: "GB")
    ///     numbers.map { $0.number.formatted(.e164) }  // ["+442070313000", "+16502530000"]
    ///
    /// - Parameters:
    ///   - text: Any text.
    ///   - defaultRegion: The region of numbers written without a calling code; nil or "ZZ" for none.
    ///   - leniency: How sure the matcher must be (``Leniency/valid`` by default).
    ///   - maxTries: How many candidates that are not numbers are tried before the search gives up.
    /// - Complexity: O(n) in the length of the text.
    public static func matches(
        in text: String, defaultRegion: String? = nil, leniency: Leniency = .valid, maxTries: Int = 65535
    ) -> PhoneNumberMatches {
        PhoneNumberMatches(text: text, defaultRegion: defaultRegion, leniency: leniency, maxTries: max(maxTries, 0))
    }
}
