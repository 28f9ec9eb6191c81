extension PhoneNumber {
    /// The number written in a standard style (`format_number`).
    ///
    ///     let number = try PhoneNumber(parsing: "+41 44 668 18 00")
    ///     number.formatted(.e164)           // "+41446681800"
    ///     number.formatted(.international)  // "+41 44 668 18 00"
    ///     number.formatted(.national)       // "044 668 18 00"
    ///     number.formatted(.rfc3966)        // "tel:+41-44-668-18-00"
    public func formatted(_ style: PhoneNumberFormat = .international) -> String {
        let national = nationalSignificantDigits
        if style == .e164 { return "+\(countryCode)" + NumberGrouping.text(national) }
        guard let metadata = MetadataStore.shared.metadata(forCallingCode: countryCode) else {
            return NumberGrouping.text(national)
        }
        var formatted = NumberGrouping.format(national, metadata: metadata, style: style)
        appendExtension(to: &formatted, metadata: metadata, style: style)
        switch style {
        case .e164, .national: return formatted
        case .international: return "+\(countryCode) " + formatted
        case .rfc3966: return "tel:+\(countryCode)-" + formatted
        }
    }

    /// The number as dialled from another region (`format_out_of_country_calling_number`): national format
    /// within the same country, otherwise that region's international prefix and the calling code.
    ///
    ///     try PhoneNumber(parsing: "+1 650 253 0000").formatted(forDialingFrom: "DE")  // "00 1 650-253-0000"
    ///     try PhoneNumber(parsing: "+1 650 253 0000").formatted(forDialingFrom: "CA")  // "1 (650) 253-0000"
    public func formatted(forDialingFrom region: String) -> String {
        let store = MetadataStore.shared
        let from = region.uppercased()
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
        var formatted = NumberGrouping.format(national, metadata: metadata, style: .international)
        appendExtension(to: &formatted, metadata: metadata, style: .international)
        return prefix.isEmpty ? "+\(countryCode) " + formatted : "\(prefix) \(countryCode) " + formatted
    }

    private func appendExtension(to formatted: inout String, metadata: RegionMetadata, style: PhoneNumberFormat) {
        guard let ext = `extension`, !ext.isEmpty else { return }
        if style == .rfc3966 {
            formatted += ";ext=" + ext
        } else {
            formatted += (metadata.preferredExtensionPrefix ?? " ext. ") + ext
        }
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
