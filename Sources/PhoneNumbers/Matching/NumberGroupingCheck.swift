/// Whether a candidate's digits are grouped the way its number is formatted (strict and exact grouping):
/// first with the region's own format, then with each of its alternate formats.
struct NumberGroupingCheck {
    let candidate: ArraySlice<Unicode.Scalar>
    let number: PhoneNumber
    let source: CountryCodeSource

    func passes(exact: Bool) -> Bool {
        let normalized = normalizedCandidate()
        let check = exact ? allGroupsExactlyPresent : allGroupsRemainGrouped
        if check(normalized, formattedGroups()) { return true }
        let national = number.nationalSignificantDigits
        for format in AlternateFormats.formats(forCallingCode: number.countryCode)
        where format.leadingDigitsMatch(national) {
            if check(normalized, format.groups(of: national)) { return true }
        }
        return false
    }

    /// The candidate with every digit as ASCII and everything else kept (`normalize_digits_only(…, True)`).
    private func normalizedCandidate() -> [Unicode.Scalar] {
        candidate.map { scalar in
            CharacterClasses.digitValue(scalar).map { Unicode.Scalar(0x30 + $0) } ?? scalar
        }
    }

    /// The groups of the national number in RFC 3966 format, without the calling code and extension.
    private func formattedGroups() -> [[Unicode.Scalar]] {
        let rfc3966 = Array(number.formatted(.rfc3966).unicodeScalars)
        let end = rfc3966.firstIndex(of: ";") ?? rfc3966.endIndex
        let start = (rfc3966.firstIndex(of: "-") ?? -1) + 1
        guard start <= end else { return [[]] }
        return rfc3966[start..<end].split(separator: "-", omittingEmptySubsequences: false).map(Array.init)
    }

    private var nationalDigits: [Unicode.Scalar] {
        number.nationalSignificantDigits.map { Unicode.Scalar(0x30 + $0) }
    }

    /// Each group appears whole, in order, in the candidate; the national destination code is followed by
    /// a separator unless the number is written as one block.
    private func allGroupsRemainGrouped(_ normalized: [Unicode.Scalar], _ groups: [[Unicode.Scalar]]) -> Bool {
        var from = 0
        if source != .fromDefaultCountry {
            let code = Array(String(number.countryCode).unicodeScalars)
            from = (firstIndex(of: code, in: normalized, from: 0) ?? -1) + code.count
        }
        for (position, group) in groups.enumerated() {
            guard let found = firstIndex(of: group, in: normalized, from: from) else { return false }
            from = found + group.count
            if position == 0 && from < normalized.count {
                let region = MetadataStore.shared.mainRegion(forCallingCode: number.countryCode)
                let prefix = region.flatMap { MetadataStore.shared.metadata(forRegion: $0) }?.nationalPrefix
                if let prefix, !prefix.isEmpty, isASCIIDigit(normalized[from]) {
                    return normalized[(from - group.count)...].starts(with: nationalDigits)
                }
            }
        }
        let ext = Array((number.extension ?? "").unicodeScalars)
        return firstIndex(of: ext, in: normalized, from: from) != nil
    }

    /// The candidate's last groups equal the formatted groups (the first may carry a prefix), or the
    /// national number is written as one block.
    private func allGroupsExactlyPresent(_ normalized: [Unicode.Scalar], _ groups: [[Unicode.Scalar]]) -> Bool {
        // `re.split(r"\D+", normalized)`: empty groups at the ends when the candidate starts or ends with a separator.
        var candidateGroups: [[Unicode.Scalar]] = [[]]
        var afterSeparator = false
        for scalar in normalized {
            if isASCIIDigit(scalar) {
                if afterSeparator { candidateGroups.append([]) }
                afterSeparator = false
                candidateGroups[candidateGroups.count - 1].append(scalar)
            } else {
                afterSeparator = true
            }
        }
        if afterSeparator { candidateGroups.append([]) }
        var candidateIndex = candidateGroups.count - (number.extension != nil ? 2 : 1)
        if candidateGroups.count == 1
            || (candidateIndex >= 0 && firstIndex(of: nationalDigits, in: candidateGroups[candidateIndex], from: 0) != nil)
        {
            return true
        }
        var formattedIndex = groups.count - 1
        while formattedIndex > 0 && candidateIndex >= 0 {
            guard candidateGroups[candidateIndex] == groups[formattedIndex] else { return false }
            formattedIndex -= 1
            candidateIndex -= 1
        }
        return candidateIndex >= 0 && candidateGroups[candidateIndex].reversed().starts(with: groups[0].reversed())
    }

    private func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    /// `haystack.find(needle, from)`.
    private func firstIndex(of needle: [Unicode.Scalar], in haystack: [Unicode.Scalar], from: Int) -> Int? {
        let from = max(from, 0)
        guard needle.count <= haystack.count - from else { return needle.isEmpty && from <= haystack.count ? from : nil }
        var index = from
        while index + needle.count <= haystack.count {
            if haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
