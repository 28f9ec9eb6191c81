/// Choosing a format rule for a national significant number and applying it.
enum NumberGrouping {
    /// The first rule whose last leading-digit pattern matches a prefix of the number and whose pattern
    /// matches all of it (`_choose_formatting_pattern_for_number`).
    static func rule(for digits: [UInt8], in rules: [NumberFormatRule]) -> NumberFormatRule? {
        rules.first { $0.leadingDigitsMatch(digits) && $0.automaton.matches(digits: digits) }
    }

    /// The national significant number laid out by the plan (`_format_nsn`), digits only when no rule applies.
    static func format(_ digits: [UInt8], metadata: RegionMetadata, style: PhoneNumberFormat) -> String {
        let rules = metadata.internationalFormats.isEmpty || style == .national
            ? metadata.nationalFormats : metadata.internationalFormats
        guard let rule = rule(for: digits, in: rules) else { return text(digits) }
        let template = style == .national ? rule.nationalFormat : rule.format
        var formatted: String
        if let lengths = rule.fixedGroupLengths {
            // Every match of the rule has these group lengths, and the whole number matches it.
            var groups: [Range<Int>?] = []
            groups.reserveCapacity(lengths.count)
            var start = 0
            for length in lengths {
                groups.append(start..<(start + length))
                start += length
            }
            var output: [UInt8] = []
            output.reserveCapacity(digits.count + 8)
            appendTemplate(template, groups: groups, digits: digits, to: &output)
            formatted = String(decoding: output, as: UTF8.self)
        } else {
            formatted = substitute(rule.pattern, template: template, in: digits)
        }
        if style == .rfc3966 { formatted = RFC3966Formatting.hyphenate(formatted) }
        return formatted
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
        var position = 0
        while position <= digits.count {
            if let match = pattern.firstMatch(in: digits, from: position), match.end > position {
                appendTemplate(template, groups: match.groups, digits: digits, to: &output)
                position = match.end
            } else {
                if position < digits.count { output.append(digits[position] + 0x30) }
                position += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
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
