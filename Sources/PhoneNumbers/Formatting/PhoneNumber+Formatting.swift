import StandardLibrarySubstitutes

extension PhoneNumber {
    /// The number written in a standard style (`format_number`).
    ///
    ///     let number = try PhoneNumber(parsing: "+41 44 668 18 00")
    ///     number.formatted(.e164)           // "+41446681800"
    ///     number.formatted(.international)  // "+41 44 668 18 00"
    ///     number.formatted(.national)       // "044 668 18 00"
    ///     number.formatted(.rfc3966)        // "tel:+41-44-668-18-00"
    public func formatted(_ style: PhoneNumberFormat = .international) -> String {
        guard let packed = packedNationalDigits, (0...999).contains(countryCode) else { return formattedFromBytes(style) }
        // E.164: `+`, the calling code and the packed digits, written once.
        if style == .e164 { return e164(packed) }
        #if !hasFeature(Embedded)
        // The usual case: the digits packed in two words, no array, the text written once. (Not in the
        // page's module, Wasm/README.md: a field's check after each key formats only E.164, and this way
        // costs about 6 KB of code to download.)
        if let text = formattedWithoutArrays(style, packed) { return text }
        #endif
        return formattedFromBytes(style)
    }

    /// The others (RFC 3966, a rule that needs its pattern matched, unusual numbers): the bytes
    /// `appendFormatted(_:to:)` writes.
    private func formattedFromBytes(_ style: PhoneNumberFormat) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(32)
        appendFormatted(style, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// `+`, the calling code (0…999) and the digits, written straight into the string's storage (of the
    /// exact length, so that a text of up to 15 bytes is stored inline, without an allocation).
    private func e164(_ national: some Collection<UInt8>) -> String {
        let codeLength = countryCode < 10 ? 1 : countryCode < 100 ? 2 : 3
        return String(unsafeUninitializedCapacity: 1 + codeLength + national.count) { buffer in
            var output = ByteWriter(buffer: buffer)
            output.append(UInt8(ascii: "+"))
            output.appendDecimal(countryCode)
            for digit in national { output.append(digit &+ 0x30) }
            return output.count
        }
    }

    /// The international or national format from packed digits, when that needs no pattern matching;
    /// nil for the other cases.
    private func formattedWithoutArrays(_ style: PhoneNumberFormat, _ national: NationalDigits) -> String? {
        guard style == .international || style == .national else { return nil }
        return MetadataStore.withShared { store in
            store.withMetadata(forCallingCode: countryCode) {
                formattedInOneAllocation(national, metadata: $0, style: style)
            } ?? nil
        }
    }

    /// The international or national format written on the stack and copied into a string once, when
    /// the rule that applies splits the number without matching (the usual case); nil otherwise. The
    /// rule and its template are read in place, not retained.
    private func formattedInOneAllocation<Digits: RandomAccessCollection<UInt8>>(
        _ national: Digits, metadata: RegionMetadata, style: PhoneNumberFormat
    ) -> String? where Digits.Index == Int {
        NumberGrouping.withRule(for: national, metadata: metadata, style: style) { rule in
            guard let split = rule.groupSplit else { return nil }
            // The metadata's templates are native strings, so their bytes are read in place.
            if style == .national {
                return rule.nationalFormat.utf8.withContiguousStorageIfAvailable {
                    formatted(national, template: $0, split: split, metadata: metadata, style: style)
                }
            }
            return rule.format.utf8.withContiguousStorageIfAvailable {
                formatted(national, template: $0, split: split, metadata: metadata, style: style)
            }
        }
    }

    /// The digits laid out by a template split into groups, after `+` and the calling code in
    /// international format, with the extension: written on the stack and copied into a string once.
    private func formatted<Digits: RandomAccessCollection<UInt8>>(
        _ national: Digits, template: UnsafeBufferPointer<UInt8>, split: GroupSplit, metadata: RegionMetadata,
        style: PhoneNumberFormat
    ) -> String where Digits.Index == Int {
        // Room for `+`, the calling code and a space, the template with every digit, and the extension.
        let ext = `extension`.flatMap { $0.isEmpty ? nil : $0 }
        let extensionPrefix = ext == nil ? "" : metadata.preferredExtensionPrefix ?? " ext. "
        let capacity = 5 + template.count + 2 * national.count + extensionPrefix.utf8.count + (ext?.utf8.count ?? 0)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { scratch in
            var output = ByteWriter(buffer: scratch)
            if style == .international { appendInternationalPrefix(to: &output) }
            NumberGrouping.appendTemplate(template, split: split, digits: national, to: &output)
            appendExtension(style, metadata: metadata, to: &output)
            // Copied into a string of the exact length: one of up to 15 bytes (most national formats)
            // is stored inline, without an allocation.
            let text = UnsafeBufferPointer(rebasing: scratch[..<output.count])
            return String(unsafeUninitializedCapacity: text.count) { $0.initialize(fromContentsOf: text) }
        }
    }

    /// The number as dialled from another region (`format_out_of_country_calling_number`): national format
    /// within the same country, otherwise that region's international prefix and the calling code.
    ///
    ///     try PhoneNumber(parsing: "+1 650 253 0000").formatted(forDialingFrom: "DE")  // "00 1 650-253-0000"
    ///     try PhoneNumber(parsing: "+1 650 253 0000").formatted(forDialingFrom: "CA")  // "1 (650) 253-0000"
    public func formatted(forDialingFrom region: String) -> String {
        let store = MetadataStore.shared
        let from = CaseMapping.uppercased(region)
        guard store.isSupported(region: from), let callingFrom = store.metadata(forRegion: from) else {
            return formatted(.international)
        }
        let national = nationalSignificantDigits
        guard let metadata = store.metadata(forCallingCode: countryCode) else { return NumberGrouping.text(national) }
        if countryCode == 1 {
            if store.regions(forCallingCode: 1).contains(from) { return "1 " + formatted(.national) }
        } else if countryCode == callingFrom.countryCode {
            return formatted(.national)
        }
        var prefix = ""
        if let preferred = callingFrom.preferredInternationalPrefix {
            prefix = preferred
        } else if let idd = callingFrom.internationalPrefix, Self.isSingleInternationalPrefix(idd) {
            prefix = idd
        }
        var grouped: [UInt8] = []
        NumberGrouping.append(national, metadata: metadata, style: .international, to: &grouped)
        appendExtension(.international, metadata: metadata, to: &grouped)
        let formatted = String(decoding: grouped, as: UTF8.self)
        return prefix.isEmpty ? "+\(countryCode) " + formatted : "\(prefix) \(countryCode) " + formatted
    }

    /// Whether an IDD pattern is one plain prefix (`[\d]+(?:[~⁓∼～][\d]+)?`), usable when formatting.
    static func isSingleInternationalPrefix(_ idd: String) -> Bool {
        let scalars = Array(idd.unicodeScalars)
        var index = 0
        func digitRun() -> Bool {
            let start = index
            while index < scalars.count && CharacterClasses.isDecimalDigit(scalars[index]) { index += 1 }
            return index > start
        }
        guard digitRun() else { return false }
        if index == scalars.count { return true }
        guard "~\u{2053}\u{223C}\u{FF5E}".unicodeScalars.contains(scalars[index]) else { return false }
        index += 1
        return digitRun() && index == scalars.count
    }
}
