/// `tel:` URIs (RFC 3966): the number, its `phone-context` and `isub` parameters.
enum RFC3966 {
    /// The text to parse and the scalar offset in the input it starts at (for error reports).
    struct Candidate {
        var text: [Unicode.Scalar]
        var origin: Int
    }

    /// libphonenumber's `_build_national_number_for_parsing`: for a URI with `;phone-context=`, the global
    /// context (`+…`) followed by the number; otherwise the possible number extracted from the text.
    /// An `;isub=` suffix is dropped.
    static func nationalNumberForParsing(
        _ input: [Unicode.Scalar], seen: SeenCharacters = .any
    ) throws(PhoneNumberParseError) -> Candidate {
        // Both parameters start with `;`: text without one (nearly all of it) is not searched for them.
        let hasParameters = seen.mayHold(";") && input.contains(";")
        var candidate: Candidate
        if hasParameters, let contextIndex = find(phoneContext, in: input[...]) {
            let contextStart = contextIndex + 15
            let contextEnd = input[contextStart...].firstIndex(of: ";") ?? input.endIndex
            let context = input[contextStart..<contextEnd]
            guard isValidContext(context) else { throw PhoneNumberParseError(kind: .notANumber, offset: utf16(input, contextStart)) }
            var text: [Unicode.Scalar] = context.first == "+" ? Array(context) : []
            let numberStart = find(telPrefix, in: input[...]).map { $0 + 4 } ?? 0
            if numberStart < contextIndex { text.append(contentsOf: input[numberStart..<contextIndex]) }
            candidate = Candidate(text: text, origin: numberStart)
        } else {
            let range = NumberText.extractPossibleNumber(
                input[...], mayHoldSecondNumber: seen.mayHold("/") || seen.mayHold("\\"))
            // Usually the whole input is the number: share its storage instead of copying it.
            candidate = Candidate(text: range == input.indices ? input : Array(input[range]), origin: range.lowerBound)
        }
        if hasParameters, let isdn = find(isdnSubaddress, in: candidate.text[...]), isdn > 0 {
            candidate.text.removeSubrange(isdn...)
        }
        return candidate
    }

    private static let phoneContext = Array(";phone-context=".unicodeScalars)
    private static let telPrefix = Array("tel:".unicodeScalars)
    private static let isdnSubaddress = Array(";isub=".unicodeScalars)

    private static func utf16(_ input: [Unicode.Scalar], _ index: Int) -> Int {
        input[..<min(index, input.count)].reduce(0) { $0 + $1.utf16.count }
    }

    static func find(_ needle: [Unicode.Scalar], in haystack: ArraySlice<Unicode.Scalar>) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = haystack.startIndex
        while index + needle.count <= haystack.endIndex {
            if haystack[index] == first && haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// A `phone-context` is a global number (`+` and digits with `-.()`) or a domain name.
    static func isValidContext(_ context: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = context.first else { return false }
        if first == "+" {
            let rest = context.dropFirst()
            return rest.contains(where: CharacterClasses.isDecimalDigit)
                && rest.allSatisfy { CharacterClasses.isDecimalDigit($0) || "-.()".unicodeScalars.contains($0) }
        }
        var labels = context.split(separator: ".", omittingEmptySubsequences: false)
        if labels.count > 1 && labels.last?.isEmpty == true { labels.removeLast() }
        func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
            CharacterClasses.isASCIILetter(scalar) || CharacterClasses.isDecimalDigit(scalar)
        }
        for (position, label) in labels.enumerated() {
            guard let head = label.first, let tail = label.last, isAlphanumeric(tail),
                label.allSatisfy({ isAlphanumeric($0) || $0 == "-" })
            else { return false }
            if position == labels.count - 1 && !CharacterClasses.isASCIILetter(head) { return false }
            if !isAlphanumeric(head) { return false }
        }
        return true
    }
}
