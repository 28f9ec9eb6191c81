import DigitPatterns

/// Stripping the national (trunk) prefix and carrier codes from national input, with the region's
/// prefix-for-parsing pattern and transform rule (see `_maybe_strip_national_prefix_carrier_code`).
enum NationalPrefix {
    struct Result {
        var number: [UInt8]
        var carrierCode: [UInt8]?
        var stripped: Bool
    }

    /// Strips the prefix unless that would turn a number matching the plan into one that does not.
    ///
    ///     // GB: "02070313000" → "2070313000"; AR: "0111512345678" → "91112345678" by the rule "9\1".
    static func strip(_ number: [UInt8], metadata: RegionMetadata) -> Result {
        let unchanged = Result(number: number, carrierCode: nil, stripped: false)
        guard !number.isEmpty, let pattern = metadata.nationalPrefixForParsing,
            metadata.nationalPrefixForParsingFilter?.matchesPrefix(of: number) ?? true,
            let match = firstMatch(pattern, in: number, metadata: metadata)
        else { return unchanged }
        let viableOriginal = metadata.matchesGeneralPattern(number)
        let groupCount = match.groups.count
        let rest = number[match.end...]
        let transform = metadata.nationalPrefixTransformRule ?? ""
        if transform.isEmpty || groupCount == 0 || match.groups[groupCount - 1] == nil {
            let result = Array(rest)
            if viableOriginal && !metadata.matchesGeneralPattern(result) { return unchanged }
            let carrier = groupCount > 0 ? match.groups[0].map { Array(number[$0]) } : nil
            return Result(number: result, carrierCode: carrier, stripped: true)
        }
        var transformed = Template.expand(transform, groups: match.groups, digits: number)
        transformed.append(contentsOf: rest)
        if viableOriginal && !metadata.matchesGeneralPattern(transformed) { return unchanged }
        let carrier = groupCount > 1 ? match.groups[0].map { Array(number[$0]) } : nil
        return Result(number: transformed, carrierCode: carrier, stripped: true)
    }

    /// The prefix-for-parsing pattern's match at the start of `number`, whose prefix its filter has
    /// matched: a pattern of one length without groups matches exactly that long a prefix, so the
    /// backtracking matcher (and its two arrays) is needed only for the others.
    private static func firstMatch(_ pattern: DigitPattern, in number: [UInt8], metadata: RegionMetadata) -> PriorityMatch? {
        if let length = metadata.nationalPrefixForParsingFixedLength, metadata.nationalPrefixForParsingFilter != nil {
            return length <= number.count ? PriorityMatch(end: length, groups: []) : nil
        }
        return pattern.firstMatch(in: number, captureCount: metadata.nationalPrefixForParsingGroupCount)
    }
}

/// Replacement templates of the metadata: `\1`…`\9` stand for captured groups, everything else is literal.
enum Template {
    /// The template with its group references replaced by digits (unmatched groups by nothing).
    static func expand(_ template: String, groups: [Range<Int>?], digits: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var bytes = template.utf8.makeIterator()
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "\\"), let next = bytes.next() {
                let index = Int(next) - 0x31
                if index >= 0, index < groups.count, let range = groups[index] {
                    result.append(contentsOf: digits[range])
                }
            } else if byte >= 0x30 && byte <= 0x39 {
                result.append(byte - 0x30)
            }
        }
        return result
    }
}
