/// One keystroke: libphonenumber's `inputDigit`, step by step.
extension AsYouTypeFormatter {
    static let space = UInt8(ascii: " ")
    static let plus = UInt8(ascii: "+")

    mutating func inputScalar(_ scalar: Unicode.Scalar, rememberingPosition remember: Bool) {
        // The digit as ASCII (or the plus), which is what the templates take.
        if scalar.isASCII {
            accruedInput.append(UInt8(truncatingIfNeeded: scalar.value))
        } else {
            UTF8.encode(scalar) { accruedInput.append($0) }
        }
        accruedInputCount += 1
        accruedInputUTF16Count += UTF16.width(scalar)
        if remember { originalPosition = accruedInputUTF16Count }
        var digit = UInt8(truncatingIfNeeded: scalar.value)
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
    private mutating func accept(_ scalar: Unicode.Scalar) -> UInt8? {
        // A full-width plus is typed text: phonenumbers accepts it but can then never format the number.
        if scalar == "+" && accruedInputCount == 1 {
            accruedDigits.append(Self.plus)
            return Self.plus
        }
        if scalar.isASCII {
            guard scalar.value >= 0x30 && scalar.value <= 0x39 else { return nil }
            accruedDigits.append(UInt8(scalar.value))
            nationalNumber.append(UInt8(scalar.value) - 0x30)
            return UInt8(scalar.value)
        }
        guard let value = CharacterClasses.digitValue(scalar) else { return nil }
        accruedDigits.append(0x30 + value)
        nationalNumber.append(value)
        return 0x30 + value
    }

    private mutating func formattedOutput(after digit: UInt8) -> String {
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
            return withPrefix(nationalNumber.lazy.map { $0 + 0x30 }, space: false)
        }
        guard !possibleFormats.isEmpty else { return chooseFormat() }
        let placed = placeInTemplate(digit)
        let exact = formatAccruedDigits()
        if !exact.isEmpty { return exact }
        narrowFormats(by: nationalNumber)
        if makeTemplate() { return fillTemplateWithNationalNumber() }
        // The template is unchanged since the digit was placed, so its text can be read now.
        return ableToFormat ? (placed ? withPrefix(filledTemplate) : withPrefix(accruedInput)) : typedText
    }

    /// Everything typed, as typed.
    var typedText: String {
        String(decoding: accruedInput, as: UTF8.self)
    }

    static func text(_ ascii: [UInt8]) -> String {
        String(decoding: ascii, as: UTF8.self)
    }
}
