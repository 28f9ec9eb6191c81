import PhonePlanBundle

/// The other ways a country's numbers are commonly grouped (libphonenumber's alternate formats), which
/// strict and exact grouping accept besides the region's own format. Decoded from the plans'
/// bundle on use; only candidates that fail the region's own grouping get here.
enum AlternateFormats {
    /// The alternate formats of a calling code, in the metadata's order.
    static func formats(forCallingCode code: Int) -> [NumberFormatRule] {
        let store = MetadataStore.shared
        return store.bundle.alternateFormats(forCallingCode: code).map { NumberFormatRule(record: $0, store: store) }
    }
}

extension NumberFormatRule {
    /// The groups of a national significant number laid out by this rule in RFC 3966 style
    /// (`_format_nsn_using_pattern(…, RFC3966).split("-")`).
    func groups(of national: [UInt8]) -> [[Unicode.Scalar]] {
        let formatted = NumberGrouping.substitute(pattern, template: format, in: national)
        let hyphenated = RFC3966Formatting.hyphenate(formatted)
        return hyphenated.unicodeScalars.split(separator: "-", omittingEmptySubsequences: false).map(Array.init)
    }
}
