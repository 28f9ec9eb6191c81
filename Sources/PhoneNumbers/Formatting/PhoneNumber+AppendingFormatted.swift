extension PhoneNumber {
    /// Appends the number written in a standard style, as UTF-8, to a caller's buffer: the bytes of
    /// ``formatted(_:)->String`` without building a `String`, for writing many numbers into one output.
    ///
    ///     var row: [UInt8] = []
    ///     let number = try PhoneNumber(parsing: "+41 44 668 18 00")
    ///     number.appendFormatted(.e164, to: &row)            // "+41446681800"
    ///     row.append(UInt8(ascii: "\t"))
    ///     number.appendFormatted(.international, to: &row)   // "+41446681800\t+41 44 668 18 00"
    public func appendFormatted(_ style: PhoneNumberFormat, to output: inout [UInt8]) {
        appendFormatted(style, nationalDigits: nationalSignificantDigits, to: &output)
    }

    /// Appends the number in each style, each after `separator`: the digits are worked out once.
    package func appendFormatted(_ styles: [PhoneNumberFormat], eachAfter separator: UInt8, to output: inout [UInt8]) {
        let national = nationalSignificantDigits
        for style in styles {
            output.append(separator)
            appendFormatted(style, nationalDigits: national, to: &output)
        }
    }

    /// ``appendFormatted(_:to:)`` with the digits worked out.
    func appendFormatted(_ style: PhoneNumberFormat, nationalDigits national: [UInt8], to output: inout [UInt8]) {
        guard (0...999).contains(countryCode) else {
            // No plan has such a code: E.164 as written, the digits alone otherwise.
            if style == .e164 { output.append(contentsOf: "+\(countryCode)".utf8) }
            for digit in national { output.append(digit &+ 0x30) }
            return
        }
        if style == .e164 {
            output.append(UInt8(ascii: "+"))
            output.appendDecimal(countryCode)
            for digit in national { output.append(digit &+ 0x30) }
            return
        }
        let hasPlan = MetadataStore.shared.withMetadata(forCallingCode: countryCode) { metadata in
            appendFormatted(style, nationalDigits: national, metadata: metadata, to: &output)
            return true
        }
        if hasPlan == nil {
            for digit in national { output.append(digit &+ 0x30) }
        }
    }

    /// ``appendFormatted(_:to:)`` in international, national or RFC 3966 format, with the plan looked up.
    private func appendFormatted(
        _ style: PhoneNumberFormat, nationalDigits national: [UInt8], metadata: RegionMetadata, to output: inout [UInt8]
    ) {
        if style == .rfc3966 {
            output.append(contentsOf: "tel:+".utf8)
            output.appendDecimal(countryCode)
            output.append(UInt8(ascii: "-"))
            let start = output.count
            NumberGrouping.append(national, metadata: metadata, style: style, to: &output)
            RFC3966Formatting.hyphenate(&output, from: start)
        } else {
            if style == .international { appendInternationalPrefix(to: &output) }
            NumberGrouping.append(national, metadata: metadata, style: style, to: &output)
        }
        appendExtension(style, metadata: metadata, to: &output)
    }

    /// `+`, the calling code and a space: the start of the international format.
    func appendInternationalPrefix(to output: inout some ByteOutput) {
        output.append(UInt8(ascii: "+"))
        output.appendDecimal(countryCode)
        output.append(UInt8(ascii: " "))
    }

    /// The extension after a number formatted in `style`, if it has one: `;ext=` and its digits in RFC 3966,
    /// otherwise the plan's preferred prefix (` ext. ` when it has none) and its digits.
    func appendExtension(_ style: PhoneNumberFormat, metadata: RegionMetadata, to output: inout some ByteOutput) {
        guard let ext = `extension`, !ext.isEmpty else { return }
        let prefix = style == .rfc3966 ? ";ext=" : metadata.preferredExtensionPrefix ?? " ext. "
        for byte in prefix.utf8 { output.append(byte) }
        for byte in ext.utf8 { output.append(byte) }
    }
}

extension RFC3966Formatting {
    /// ``hyphenate(_:)`` on the UTF-8 bytes of `output` from `start` on, in place.
    static func hyphenate(_ output: inout [UInt8], from start: Int) {
        guard output[start...].allSatisfy({ $0 < 0x80 }) else {
            let text = hyphenate(String(decoding: output[start...], as: UTF8.self))
            output.removeSubrange(start...)
            output.append(contentsOf: text.utf8)
            return
        }
        var write = start
        var pendingSeparator = false
        var atStart = true
        for read in start..<output.count {
            let byte = output[read]
            if CharacterClasses.isValidPunctuationForSeparator(Unicode.Scalar(byte)) {
                pendingSeparator = true
                continue
            }
            // Each separator run is at least one byte long, so the write never overtakes the read.
            if pendingSeparator && !atStart {
                output[write] = UInt8(ascii: "-")
                write += 1
            }
            pendingSeparator = false
            atStart = false
            output[write] = byte
            write += 1
        }
        if pendingSeparator && !atStart {
            output[write] = UInt8(ascii: "-")
            write += 1
        }
        output.removeSubrange(write...)
    }
}
