import DigitPatterns
import StandardLibrarySubstitutes

/// The parts before the national number: `+` or an IDD, the calling code, the national prefix.
extension AsYouTypeFormatter {
    /// Moves a leading `+` or IDD prefix of the typed digits into the prefix (`_attempt_to_extract_idd`).
    mutating func extractIDD() -> Bool {
        let end: Int?
        if accruedDigits.first == Self.plus {
            end = 1
        } else if let idd = plan.internationalPrefix {
            end = idd.firstMatch(
                in: accruedDigits.map { $0 &- 0x30 }, from: 0, captureCount: plan.internationalPrefixGroupCount)?.end
        } else {
            end = 0  // no IDD in the plan: phonenumbers' `\+|` then matches the empty string
        }
        guard let end else { return false }
        isCompleteNumber = true
        nationalNumber = accruedDigits[end...].map { $0 &- 0x30 }
        prefix = Array(accruedDigits[..<end])
        if accruedDigits.first != Self.plus { prefix.append(Self.space) }
        return true
    }

    /// Moves a calling code at the start of the national number into the prefix and switches to
    /// its plan (`_attempt_to_extract_ccc`).
    mutating func extractCallingCode() -> Bool {
        guard let (code, length) = CountryCodeExtraction.callingCodePrefix(nationalNumber) else { return false }
        nationalNumber.removeFirst(length)
        let found = AsYouTypePlans.shared.plan(forCallingCode: code)
        // A plan for the formatter's own region is kept, as phonenumbers does.
        if found.region.utf8Equals("001") || !found.region.utf8Equals(region) { plan = found }
        prefix.append(contentsOf: String(code).utf8)
        prefix.append(Self.space)
        extractedNationalPrefix = []
        return true
    }

    /// Moves a national prefix (or NANPA's `1`) into the prefix and returns it
    /// (`_remove_national_prefix_from_national_number`).
    mutating func removeNationalPrefix() -> [UInt8] {
        var start = 0
        if plan.countryCode == 1, nationalNumber.count >= 2, nationalNumber[0] == 1,
            nationalNumber[1] != 0, nationalNumber[1] != 1
        {
            start = 1
            prefix.append(contentsOf: [UInt8(ascii: "1"), Self.space])
            isCompleteNumber = true
        } else if let pattern = plan.nationalPrefixForParsing,
            let match = pattern.firstMatch(in: nationalNumber, from: 0, captureCount: plan.nationalPrefixForParsingGroupCount),
            match.end > 0
        {
            isCompleteNumber = true
            start = match.end
            prefix.append(contentsOf: nationalNumber[..<start].map { $0 + 0x30 })
        }
        let removed = Array(nationalNumber[..<start])
        nationalNumber.removeFirst(start)
        return removed.map { $0 + 0x30 }
    }

    /// Puts the national prefix back and tries to remove a longer one (`_able_to_extract_longer_ndd`).
    mutating func extractLongerNationalPrefix() -> Bool {
        if !extractedNationalPrefix.isEmpty {
            nationalNumber = extractedNationalPrefix.map { $0 - 0x30 } + nationalNumber
            // Like Python's `rfind`, -1 (not found) cuts off the last character.
            let index = Self.lastIndex(of: extractedNationalPrefix, in: prefix) ?? (prefix.count - 1)
            prefix.removeSubrange(max(0, index)...)
        }
        return extractedNationalPrefix != removeNationalPrefix()
    }

    private static func lastIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        for start in stride(from: haystack.count - needle.count, through: 0, by: -1)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }
}
