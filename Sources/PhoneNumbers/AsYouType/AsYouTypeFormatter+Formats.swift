/// Choosing a format and filling its template digit by digit.
extension AsYouTypeFormatter {
    /// Starts over with the formats of the plan now in use (`_attempt_to_choose_pattern_with_prefix_extracted`).
    mutating func chooseFormatWithPrefixExtracted() -> String {
        ableToFormat = true
        isExpectingCountryCallingCode = false
        possibleFormats.removeAll(keepingCapacity: true)
        lastMatchPosition = 0
        template.removeAll(keepingCapacity: true)
        currentPatternID = nil
        return chooseFormat()
    }

    /// Picks formats once three national digits are known (`_attempt_to_choose_formatting_pattern`).
    mutating func chooseFormat() -> String {
        guard nationalNumber.count >= 3 else { return withPrefix(nationalNumber.lazy.map { $0 + 0x30 }) }
        collectFormats()
        let exact = formatAccruedDigits()
        if !exact.isEmpty { return exact }
        return makeTemplate() ? fillTemplateWithNationalNumber() : typedText
    }

    /// The formats that suit how the number is being typed (`_get_available_formats`).
    private mutating func collectFormats() {
        let international = isCompleteNumber && extractedNationalPrefix.isEmpty
        let formats = international && !plan.internationalFormats.isEmpty ? plan.internationalFormats : plan.nationalFormats
        // Room for every format at once: appended one by one, the list grew several times.
        possibleFormats.reserveCapacity(formats.count)
        for format in formats {
            let optional = format.rule.nationalPrefixOptionalWhenFormatting
            if !extractedNationalPrefix.isEmpty {
                if format.prefixRuleHasFirstGroupOnly && !optional && format.rule.carrierCodeFormattingRule == nil { continue }
            } else if !isCompleteNumber && !format.prefixRuleHasFirstGroupOnly && !optional {
                continue
            }
            if format.isEligible { possibleFormats.append(format) }
        }
        narrowFormats(by: nationalNumber)
    }

    /// Keeps the formats whose leading digits fit (`_narrow_down_possible_formats`).
    mutating func narrowFormats(by leadingDigits: [UInt8]) {
        let wanted = leadingDigits.count - 3
        possibleFormats.removeAll { format in
            let patterns = format.leadingDigits
            guard !patterns.isEmpty else { return false }
            var index = min(wanted, patterns.count - 1)
            if index < 0 { index = max(0, index + patterns.count) }  // Python's negative indexing
            return !patterns[index].matchesPrefix(of: leadingDigits)
        }
    }

    /// Takes the first format with a template long enough (`_maybe_create_new_template`);
    /// false when the current one is kept or none is left.
    mutating func makeTemplate() -> Bool {
        // Formats that cannot take the number are dropped, so the candidate is always the first.
        while let format = possibleFormats.first {
            if currentPatternID == format.patternID { return false }
            if let layout = format.template, format.templateDigits >= nationalNumber.count {
                template.removeAll(keepingCapacity: true)
                template.append(contentsOf: layout)
                currentPatternID = format.patternID
                shouldAddSpaceAfterNationalPrefix = format.prefixRuleHasSeparator ?? false
                lastMatchPosition = 0
                return true
            }
            possibleFormats.removeFirst()
        }
        ableToFormat = false
        return false
    }

    /// The national number laid out by a format it matches exactly, when that shows every digit
    /// typed (`_attempt_to_format_accrued_digits`); empty otherwise.
    mutating func formatAccruedDigits() -> String {
        var full: [UInt8] = []
        for format in possibleFormats where format.rule.patternMatches(nationalNumber) {
            shouldAddSpaceAfterNationalPrefix = format.prefixRuleHasSeparator ?? false
            full.removeAll(keepingCapacity: true)
            full.reserveCapacity(prefix.count + 1 + format.rule.format.utf8.count + nationalNumber.count)
            full.append(contentsOf: prefix)
            if shouldAddSpaceAfterNationalPrefix && !prefix.isEmpty && prefix.last != Self.space { full.append(Self.space) }
            if let split = format.rule.groupSplit {
                // The whole number matches, so the split gives the groups `re.sub` would: no matcher, no parse.
                var template = format.rule.format
                template.withUTF8 { NumberGrouping.appendTemplate($0, split: split, digits: nationalNumber, to: &full) }
            } else {
                full.append(contentsOf:
                    NumberGrouping.substitute(format.rule.pattern, template: format.rule.format, in: nationalNumber).utf8)
            }
            if full.lazy.filter(Self.isDiallable).elementsEqual(accruedDigits) { return Self.text(full) }
        }
        return ""
    }

    private static func isDiallable(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == plus || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "#")
    }

    /// Puts one digit in the template's next place (`_input_digit_helper`); false when the template
    /// is full, and then phonenumbers shows the typed text.
    mutating func placeInTemplate(_ digit: UInt8) -> Bool {
        var next = lastMatchPosition
        while next < template.count && template[next] != AsYouTypePlan.placeholder { next += 1 }
        if next < template.count {
            template[next] = digit
            lastMatchPosition = next
            return true
        }
        if possibleFormats.count == 1 { ableToFormat = false }
        currentPatternID = nil
        return false
    }

    /// The template up to the last digit placed.
    var filledTemplate: ArraySlice<UInt8> {
        template.isEmpty ? [] : template[...min(lastMatchPosition, template.count - 1)]
    }

    /// Fills a new template with every national digit so far (`_input_accrued_national_number`).
    mutating func fillTemplateWithNationalNumber() -> String {
        guard !nationalNumber.isEmpty else { return Self.text(prefix) }
        var placed = false
        for digit in nationalNumber { placed = placeInTemplate(digit + 0x30) }
        return ableToFormat ? (placed ? withPrefix(filledTemplate) : withPrefix(accruedInput)) : typedText
    }

    /// The prefix, a space when the format wants one after the national prefix, and `national`
    /// (`_append_national_number`).
    func withPrefix(_ national: some Collection<UInt8>) -> String {
        withPrefix(national, space: shouldAddSpaceAfterNationalPrefix && !prefix.isEmpty && prefix.last != Self.space)
    }

    /// The prefix, a space if asked, and `national` (UTF-8), written into one new string.
    func withPrefix(_ national: some Collection<UInt8>, space: Bool) -> String {
        String(unsafeUninitializedCapacity: prefix.count + (space ? 1 : 0) + national.count) { buffer in
            var end = buffer.initialize(fromContentsOf: prefix)
            if space {
                buffer[end] = Self.space
                end += 1
            }
            for byte in national {
                buffer[end] = byte
                end += 1
            }
            return end
        }
    }
}
