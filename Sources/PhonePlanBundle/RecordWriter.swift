/// Writes records in the layout ``RecordReader`` reads. A record's base is one past the highest
/// pattern the records before it name, so the patterns a record is the first to use (numbered in
/// order of first use by the generator) are written as small numbers from its base.
struct RecordWriter {
    private(set) var bytes: [UInt8] = []
    private var nextNew = 0

    mutating func number(_ value: Int) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func string(_ text: String?) {
        let utf8 = Array((text ?? "").utf8)
        number(utf8.count)
        bytes += utf8
    }

    private mutating func pattern(_ pattern: Int?, base: Int) {
        guard let pattern else { return number(0) }
        number(pattern >= base ? 2 * (pattern - base) + 2 : 2 * pattern + 1)
    }

    mutating func append(_ record: PlanRecord) {
        let base = nextNew
        var patterns = [record.leadingDigits, record.nationalPrefixForParsingFilter, record.internationalPrefixFilter]
            .compactMap { $0 }
        patterns += record.descriptions.compactMap { $0?.pattern }
        for format in record.nationalFormats + record.internationalFormats {
            patterns += format.leadingDigits
            patterns.append(format.groupingPattern)
        }
        nextNew = max(nextNew, (patterns.max() ?? -1) + 1)
        string(record.id)
        number(record.callingCode)
        number(base)
        bytes.append((record.isMainCountryForCode ? 1 : 0) | (record.sameMobileAndFixedLinePattern ? 2 : 0)
            | (record.isMobileNumberPortable ? 4 : 0))
        for text in [record.internationalPrefix, record.preferredInternationalPrefix, record.nationalPrefix,
            record.preferredExtensionPrefix, record.nationalPrefixForParsing, record.nationalPrefixTransformRule] {
            string(text)
        }
        pattern(record.leadingDigits, base: base)
        pattern(record.nationalPrefixForParsingFilter, base: base)
        pattern(record.internationalPrefixFilter, base: base)
        var present = 0
        for (index, description) in record.descriptions.enumerated() where description != nil { present |= 1 << index }
        number(present)
        for description in record.descriptions.compactMap({ $0 }) {
            pattern(description.pattern, base: base)
            number(Int(description.possibleLengths))
            number(Int(description.localOnlyLengths))
            string(description.exampleNumber)
        }
        formats(record.nationalFormats, base: base)
        formats(record.internationalFormats, base: base)
    }

    /// A short-number record (its patterns from base 0; it has no local-only lengths).
    mutating func append(_ record: ShortPlanRecord) {
        string(record.id)
        number(record.callingCode)
        var present = 0
        for (index, description) in record.descriptions.enumerated() where description != nil { present |= 1 << index }
        number(present)
        for description in record.descriptions.compactMap({ $0 }) {
            pattern(description.pattern, base: 0)
            number(Int(description.possibleLengths))
            string(description.exampleNumber)
        }
    }

    /// A calling code and its regions, main region first.
    mutating func append(callingCode: Int, regions: [String]) {
        number(callingCode)
        number(regions.count)
        for region in regions { string(region) }
    }

    /// A calling code and its alternate formats (patterns from base 0).
    mutating func append(callingCode: Int, alternateFormats: [FormatRecord]) {
        number(callingCode)
        formats(alternateFormats, base: 0)
    }

    private mutating func formats(_ formats: [FormatRecord], base: Int) {
        number(formats.count)
        for format in formats {
            string(format.format)
            number(format.leadingDigits.count)
            for leading in format.leadingDigits { pattern(leading, base: base) }
            string(format.nationalPrefixFormattingRule)
            bytes.append(format.nationalPrefixOptionalWhenFormatting ? 1 : 0)
            string(format.carrierCodeFormattingRule)
            pattern(format.groupingPattern, base: base)
        }
    }
}
