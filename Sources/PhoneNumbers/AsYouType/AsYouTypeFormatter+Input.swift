/// One keystroke: libphonenumber's `inputDigit`, step by step.
extension AsYouTypeFormatter {
    static let space = UInt8(ascii: " ")
    static let plus = UInt8(ascii: "+")

    mutating func inputScalar(_ scalar: Unicode.Scalar, rememberingPosition remember: Bool) {
        accruedInput.append(scalar)
        if remember { originalPosition = accruedInput.reduce(0) { $0 + UTF16.width($1) } }
        var digit = scalar
        if let accepted = accept(scalar) {
            digit = accepted
            if remember { positionToRemember = accruedDigits.count }
        } else {
            ableToFormat = false
            inputHasFormatting = true
        }
        output = formattedOutput(after: digit)
    }

    /// Accrues a digit (as ASCII) or a leading plus; nil for anything else.
    private mutating func accept(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        // A full-width plus is typed text: phonenumbers accepts it but can then never format the number.
        if scalar == "+" && accruedInput.count == 1 {
            accruedDigits.append(Self.plus)
            return "+"
        }
        let type = scalar.properties.numericType
        guard type == .decimal || type == .digit, let value = CharacterClasses.digitValue(scalar) else { return nil }
        accruedDigits.append(0x30 + value)
        nationalNumber.append(value)
        return Unicode.Scalar(0x30 + value)
    }

    private mutating func formattedOutput(after digit: Unicode.Scalar) -> String {
        if !ableToFormat {
            if inputHasFormatting { return typedText }
            if extractIDD() {
                if extractCallingCode() { return chooseFormatWithPrefixExtracted() }
            } else if extractLongerNationalPrefix() {
                prefix.append(Self.space)
                return chooseFormatWithPrefixExtracted()
            }
            return typedText
        }
        switch accruedDigits.count {
        case 0...2:
            return typedText
        case 3:
            if extractIDD() {
                isExpectingCountryCallingCode = true
            } else {
                extractedNationalPrefix = removeNationalPrefix()
                return chooseFormat()
            }
        default:
            break
        }
        if isExpectingCountryCallingCode {
            if extractCallingCode() { isExpectingCountryCallingCode = false }
            return Self.text(prefix) + Self.digitText(nationalNumber[...])
        }
        guard !possibleFormats.isEmpty else { return chooseFormat() }
        let partial = fillTemplate(with: digit)
        let exact = formatAccruedDigits()
        if !exact.isEmpty { return exact }
        narrowFormats(by: nationalNumber)
        if makeTemplate() { return fillTemplateWithNationalNumber() }
        return ableToFormat ? withPrefix(partial) : typedText
    }

    /// Everything typed, as typed.
    var typedText: String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: accruedInput)
        return String(text)
    }

    static func text(_ ascii: [UInt8]) -> String {
        String(decoding: ascii, as: UTF8.self)
    }

    static func digitText(_ digits: ArraySlice<UInt8>) -> String {
        String(decoding: digits.map { $0 + 0x30 }, as: UTF8.self)
    }
}
