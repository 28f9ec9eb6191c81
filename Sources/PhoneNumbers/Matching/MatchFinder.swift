/// The matcher's search over a text's scalars: candidates from the scanner, the filters, the parse
/// and the leniency checks, then the inner candidates, with libphonenumber's budget of tries.
struct MatchFinder: Sendable {
    struct Found {
        var range: Range<Int>
        var number: PhoneNumber
    }

    let text: [Unicode.Scalar]
    let defaultMetadata: RegionMetadata?
    let leniency: PhoneNumber.Leniency
    private(set) var triesLeft: Int
    private var searchIndex = 0
    private var done = false

    init(scalars: [Unicode.Scalar], defaultRegion: String?, leniency: PhoneNumber.Leniency, maxTries: Int) {
        text = scalars
        defaultMetadata = defaultRegion.flatMap { MetadataStore.shared.metadata(forRegionIgnoringCase: $0) }
        self.leniency = leniency
        triesLeft = maxTries
    }

    /// The next number, or nil when there is none or the tries are used up.
    mutating func next() -> Found? {
        guard !done else { return nil }
        let scanner = CandidateScanner(text: text)
        var index = searchIndex
        while triesLeft > 0, let range = scanner.candidate(from: index) {
            let end = CandidateFilters.endBeforeSecondNumber(text[range])
            let candidate = range.lowerBound..<end
            if let found = extractMatch(candidate) {
                searchIndex = found.range.upperBound
                return found
            }
            triesLeft -= 1
            index = end
        }
        done = true
        return nil
    }

    private mutating func extractMatch(_ candidate: Range<Int>) -> Found? {
        let slice = text[candidate]
        if CandidateFilters.containsSlashSeparatedDate(slice) { return nil }
        if CandidateFilters.endsWithTimeStamp(slice) && CandidateFilters.startsWithMinutes(text, at: candidate.upperBound) {
            return nil
        }
        if let found = parseAndVerify(candidate) { return found }
        return extractInnerMatch(candidate)
    }

    /// Tries the parts of a candidate split at slashes, brackets, dashes, full stops and spaces.
    private mutating func extractInnerMatch(_ candidate: Range<Int>) -> Found? {
        let slice = text[candidate]
        for pattern in InnerMatchPattern.allCases {
            var match = pattern.firstMatch(in: slice, from: candidate.lowerBound)
            var isFirst = true
            while let current = match, triesLeft > 0 {
                if isFirst {
                    let before = candidate.lowerBound..<current.start
                    let trimmed = before.lowerBound..<CandidateFilters.endWithoutUnwantedTail(text[before])
                    if let found = parseAndVerify(trimmed) { return found }
                    triesLeft -= 1
                    isFirst = false
                }
                let group = current.group.lowerBound..<CandidateFilters.endWithoutUnwantedTail(text[current.group])
                if let found = parseAndVerify(group) { return found }
                triesLeft -= 1
                match = pattern.firstMatch(in: slice, from: current.start + 1)
            }
        }
        return nil
    }

    private func parseAndVerify(_ range: Range<Int>) -> Found? {
        let candidate = text[range]
        guard CandidateFilters.hasMatchingBrackets(candidate), !CandidateFilters.containsPublicationPages(candidate)
        else { return nil }
        if leniency >= .valid {
            if range.lowerBound > 0, let first = candidate.first, !MatchingCharacters.isLead(first) {
                let previous = text[range.lowerBound - 1]
                if MatchingCharacters.isInvalidNeighbour(previous) || MatchingCharacters.isLatinLetter(previous) {
                    return nil
                }
            }
            if range.upperBound < text.count {
                let next = text[range.upperBound]
                if MatchingCharacters.isInvalidNeighbour(next) || MatchingCharacters.isLatinLetter(next) { return nil }
            }
        }
        guard
            let parsed = try? PhoneNumberParser(scalars: Array(candidate), defaultMetadata: defaultMetadata)
                .parseWithDetails()
        else { return nil }
        let verification = MatchVerification(candidate: candidate, number: parsed.number, source: parsed.countryCodeSource)
        guard verification.passes(leniency) else { return nil }
        return Found(range: range, number: parsed.number)
    }
}
