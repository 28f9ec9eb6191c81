import StandardLibrarySubstitutes

#if !hasFeature(Embedded)
extension PhoneNumber {
    /// A phone number as a `Regex` component: it consumes the longest text at its position that parses as
    /// one valid number, and captures that `PhoneNumber`.
    ///
    ///     let call = Regex { "Call "; Capture { .phoneNumber(defaultRegion: "US") }; " now" }
    ///     try call.wholeMatch(in: "Call (650) 253-0000 now")?.1.formatted(.e164)  // "+16502530000"
    ///
    /// The text may start with a digit, `+` or an opening bracket and ends right after a digit (or the `#`
    /// closing an extension); in between come digits and the punctuation of numbers (`-`, `.`, `/`,
    /// brackets, spaces, `x`, `;ext=`, `#`). A number at the text's position either matches, or the
    /// component fails there and the regex backtracks as with any other component.
    ///
    /// - Complexity: O(k²) for the k ≤ 250 scalars (at most 48 digits) of number-like text at the position.
    public struct RegexMatcher: CustomConsumingRegexComponent, Sendable {
        public typealias RegexOutput = PhoneNumber

        /// The region of numbers written without a calling code; nil for none.
        public let defaultRegion: String?

        /// A component reading numbers with the default region.
        public init(defaultRegion: String?) {
            self.defaultRegion = defaultRegion
        }

        public func consuming(
            _ input: String, startingAt index: String.Index, in bounds: Range<String.Index>
        ) throws -> (upperBound: String.Index, output: PhoneNumber)? {
            let region = defaultRegion.flatMap { CaseMapping.uppercased($0) == "ZZ" ? nil : $0 }
            let metadata = region.flatMap { MetadataStore.shared.metadata(forRegionIgnoringCase: $0) }
            guard region == nil || metadata != nil else { return nil }
            let scalars = input.unicodeScalars
            guard index < bounds.upperBound, let first = scalars[index...].first,
                CharacterClasses.isDecimalDigit(first) || MatchingCharacters.isLead(first)
            else { return nil }
            // The number-like text at the position, and the places a number may end in it.
            var taken: [Unicode.Scalar] = []
            var ends: [(count: Int, index: String.Index)] = []
            var position = index
            var digits = 0
            while position < bounds.upperBound && taken.count < PhoneNumberParser.maximumInputLength
                && digits < Self.maximumDigits
            {
                let scalar = scalars[position]
                guard Self.mayBeInNumber(scalar) else { break }
                taken.append(scalar)
                position = scalars.index(after: position)
                if CharacterClasses.isDecimalDigit(scalar) { digits += 1 }
                let endsNumber = CharacterClasses.isDecimalDigit(scalar)
                    || (scalar == "#" && taken.count > 1 && CharacterClasses.isDecimalDigit(taken[taken.count - 2]))
                if endsNumber { ends.append((taken.count, position)) }
            }
            for end in ends.reversed() {
                let parser = PhoneNumberParser(scalars: Array(taken[..<end.count]), defaultMetadata: metadata)
                if let number = try? parser.parse(), number.isValid { return (end.index, number) }
            }
            return nil
        }

        /// More digits than an IDD, a calling code, the longest national number and extension together.
        private static let maximumDigits = 48

        private static func mayBeInNumber(_ scalar: Unicode.Scalar) -> Bool {
            CharacterClasses.isDecimalDigit(scalar) || CharacterClasses.isValidPunctuation(scalar)
                || MatchingCharacters.isLead(scalar) || scalar == "#" || scalar == ";" || scalar == "="
                || scalar == "e" || scalar == "t"
        }
    }
}

extension RegexComponent where Self == PhoneNumber.RegexMatcher {
    /// A phone number, captured as a `PhoneNumber`: the longest valid number at the position.
    ///
    ///     let line = Regex { "Tel: "; Capture { .phoneNumber(defaultRegion: "GB") } }
    ///     try line.firstMatch(in: "Tel: 020 7031 3000")?.1.countryCode  // 44
    public static func phoneNumber(defaultRegion: String?) -> PhoneNumber.RegexMatcher {
        PhoneNumber.RegexMatcher(defaultRegion: defaultRegion)
    }
}
#endif
