import DigitPatterns

/// Choosing a format rule for a national significant number and applying it.
enum NumberGrouping {
    /// The first rule whose last leading-digit pattern matches a prefix of the number and whose pattern
    /// matches all of it (`_choose_formatting_pattern_for_number`).
    static func rule(for digits: some Collection<UInt8>, in rules: [NumberFormatRule]) -> NumberFormatRule? {
        rules.withUnsafeBufferPointer { firstRule(for: digits, among: $0) }
    }

    /// The rule for the digits among the plan's formats for `style` (``RegionMetadata/formats(for:)``),
    /// reading the plan's arrays in place rather than retaining a copy of one; the rules are tried from
    /// one place, so the page's size-built module holds one copy of the loop.
    static func rule(
        for digits: some Collection<UInt8>, metadata: RegionMetadata, style: PhoneNumberFormat
    ) -> NumberFormatRule? {
        let national = metadata.internationalFormats.isEmpty || style == .national
        return metadata.nationalFormats.withUnsafeBufferPointer { nationalFormats in
            metadata.internationalFormats.withUnsafeBufferPointer { internationalFormats in
                firstRule(for: digits, among: national ? nationalFormats : internationalFormats)
            }
        }
    }

    /// ``rule(for:metadata:style:)`` handed to `body` without being retained (the plan's array holds it),
    /// so that neither the rule nor its templates are retained and released around writing a format.
    static func withRule<Result>(
        for digits: some Collection<UInt8>, metadata: RegionMetadata, style: PhoneNumberFormat,
        _ body: (NumberFormatRule) -> Result?
    ) -> Result? {
        let national = metadata.internationalFormats.isEmpty || style == .national
        return metadata.nationalFormats.withUnsafeBufferPointer { nationalFormats in
            metadata.internationalFormats.withUnsafeBufferPointer { internationalFormats in
                let rules = national ? nationalFormats : internationalFormats
                guard let index = firstRuleIndex(for: digits, among: rules) else { return nil }
                return Unmanaged.passUnretained(rules[index])._withUnsafeGuaranteedRef(body)
            }
        }
    }

    /// ``rule(for:in:)`` over the rules in place.
    @inline(__always)
    private static func firstRule(
        for digits: some Collection<UInt8>, among rules: UnsafeBufferPointer<NumberFormatRule>
    ) -> NumberFormatRule? {
        firstRuleIndex(for: digits, among: rules).map { rules[$0] }
    }

    /// Where the first rule that applies is among the rules: they are read without retaining each (the
    /// array holds them), as that retain and release cost as much as a rule's leading-digits test.
    @inline(__always)
    private static func firstRuleIndex(
        for digits: some Collection<UInt8>, among rules: UnsafeBufferPointer<NumberFormatRule>
    ) -> Int? {
        let count = digits.count
        let onlyDigits = NumberFormatRule.holdsOnlyDigits(digits)
        for index in rules.indices {
            let applies = Unmanaged.passUnretained(rules[index])._withUnsafeGuaranteedRef {
                $0.applies(to: digits, count: count, onlyDigits: onlyDigits)
            }
            if applies { return index }
        }
        return nil
    }

    /// Appends the national significant number laid out by the plan for `style` (`_format_nsn`, before any
    /// RFC 3966 hyphenation), digits only when no rule applies.
    static func append(
        _ digits: [UInt8], metadata: RegionMetadata, style: PhoneNumberFormat, to output: inout [UInt8]
    ) {
        guard let rule = rule(for: digits, metadata: metadata, style: style) else {
            output.append(contentsOf: digits.lazy.map { $0 + 0x30 })
            return
        }
        let template = style == .national ? rule.nationalFormat : rule.format
        if let split = rule.groupSplit {
            // The whole number matches the rule, so the split gives the groups.
            var template = template
            template.withUTF8 { appendTemplate($0, split: split, digits: digits, to: &output) }
        } else {
            substitute(rule.pattern, captureCount: rule.captureCount, template: template, in: digits, to: &output)
        }
    }

    /// The template with group `n` standing for the `n`th group of the split digits.
    static func appendTemplate<Digits: RandomAccessCollection<UInt8>>(
        _ template: UnsafeBufferPointer<UInt8>, split: GroupSplit, digits: Digits, to output: inout some ByteOutput
    ) where Digits.Index == Int {
        let count = digits.count
        // Templates name the groups in order: each starts where the one before ended.
        var nextGroup = 0
        var nextStart = 0
        var index = 0
        while index < template.count {
            let byte = template[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < template.count else {
                output.append(byte)
                continue
            }
            let next = template[index]
            index += 1
            let group = Int(next) - 0x31
            if group >= 0, group < split.groupCount {
                let start = group == nextGroup ? nextStart : split.range(ofGroup: group, digitCount: count).lowerBound
                let end = start + split.length(ofGroup: group, digitCount: count)
                var position = start
                let stop = min(end, count)
                while position < stop {
                    output.append(digits[position] &+ 0x30)
                    position += 1
                }
                nextGroup = group + 1
                nextStart = end
            } else if group < 0 || group >= 9 {
                output.append(next)
            }
        }
    }

    /// Replaces the first group reference of the template with the prefix rule, whose `\1` is that reference.
    static func insertingNationalPrefix(_ prefixRule: String, into template: String) -> String {
        let bytes = Array(template.utf8)
        guard let index = bytes.indices.first(where: {
            bytes[$0] == UInt8(ascii: "\\") && $0 + 1 < bytes.count && bytes[$0 + 1] >= 0x30 && bytes[$0 + 1] <= 0x39
        }) else { return template }
        let reference = bytes[index...index + 1]
        var replacement: [UInt8] = []
        var rule = Array(prefixRule.utf8)[...]
        while let byte = rule.popFirst() {
            if byte == UInt8(ascii: "\\"), let next = rule.popFirst() {
                if next == UInt8(ascii: "1") { replacement.append(contentsOf: reference) } else { replacement.append(next) }
            } else {
                replacement.append(byte)
            }
        }
        return String(decoding: bytes[..<index] + replacement + bytes[(index + 2)...], as: UTF8.self)
    }

    /// `re.sub(pattern, template, number)`: every non-overlapping match, leftmost first, replaced by the
    /// template with its groups filled in; the rest copied.
    static func substitute(_ pattern: DigitPattern, template: String, in digits: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(digits.count + 8)
        substitute(pattern, captureCount: pattern.captureCount, template: template, in: digits, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// ``substitute(_:template:in:)`` appending to `output`, with the pattern's capture count given.
    static func substitute(
        _ pattern: DigitPattern, captureCount: Int, template: String, in digits: [UInt8], to output: inout [UInt8]
    ) {
        var position = 0
        while position <= digits.count {
            if let match = pattern.firstMatch(in: digits, from: position, captureCount: captureCount),
                match.end > position
            {
                appendTemplate(template, groups: match.groups, digits: digits, to: &output)
                position = match.end
            } else {
                if position < digits.count { output.append(digits[position] + 0x30) }
                position += 1
            }
        }
    }

    private static func appendTemplate(_ template: String, groups: [Range<Int>?], digits: [UInt8], to output: inout [UInt8]) {
        var bytes = template.utf8.makeIterator()
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "\\"), let next = bytes.next() {
                let index = Int(next) - 0x31
                if index >= 0, index < groups.count, let range = groups[index] {
                    output.append(contentsOf: digits[range].lazy.map { $0 + 0x30 })
                } else if index < 0 || index >= 9 {
                    output.append(next)
                }
            } else {
                output.append(byte)
            }
        }
    }

    static func text(_ digits: [UInt8]) -> String {
        String(decoding: digits.map { $0 + 0x30 }, as: UTF8.self)
    }
}

/// The RFC 3966 layout of a formatted national number: separators become single hyphens.
enum RFC3966Formatting {
    /// Drops a leading run of separators and turns every other run into one `-`.
    ///
    ///     RFC3966Formatting.hyphenate("(044) 668 18 00")  // "044-668-18-00"
    static func hyphenate(_ formatted: String) -> String {
        var output = String.UnicodeScalarView()
        var pendingSeparator = false
        var atStart = true
        for scalar in formatted.unicodeScalars {
            if CharacterClasses.isValidPunctuationForSeparator(scalar) {
                pendingSeparator = true
                continue
            }
            if pendingSeparator && !atStart { output.append("-") }
            pendingSeparator = false
            atStart = false
            output.append(scalar)
        }
        if pendingSeparator && !atStart { output.append("-") }
        return String(output)
    }
}

extension CharacterClasses {
    /// VALID_PUNCTUATION without case folding (the separator pattern is compiled without IGNORECASE).
    static func isValidPunctuationForSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "X" && isValidPunctuation(scalar)
    }
}

extension RegionMetadata {
    /// The formats used for a style: international formats when the plan has its own, else national ones.
    func formats(for style: PhoneNumberFormat) -> [NumberFormatRule] {
        internationalFormats.isEmpty || style == .national ? nationalFormats : internationalFormats
    }
}
