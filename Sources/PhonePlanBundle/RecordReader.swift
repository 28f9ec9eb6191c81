/// Reads the records of ``PlanSection/regions`` and ``PlanSection/nonGeographic`` (BundleFormat.md has
/// the layout): LEB128 numbers, strings as a length and printable ASCII, patterns relative to the
/// record's base. Every read checks its bounds and values, so a damaged record throws and never traps.
struct RecordReader {
    private let bytes: UnsafeBufferPointer<UInt8>  // kept alive by the bundle that made the reader
    private let end: Int
    private let tag: String
    /// The number of patterns and of grouping patterns, which pattern numbers must stay below.
    private let patternCount: Int
    private let groupingCount: Int
    private(set) var position: Int

    init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, tag: String, patternCount: Int, groupingCount: Int) {
        self.bytes = bytes
        self.end = range.upperBound
        self.tag = tag
        self.patternCount = patternCount
        self.groupingCount = groupingCount
        self.position = range.lowerBound
    }

    var isAtEnd: Bool { position == end }

    func fail(_ reason: String) -> PlanBundleError { .malformedSection(tag, reason: reason) }

    mutating func byte() throws(PlanBundleError) -> UInt8 {
        guard position < end else { throw fail("a record runs past the section") }
        defer { position += 1 }
        return bytes[position]
    }

    /// An unsigned LEB128 number of at most five bytes, written in its shortest form.
    mutating func number() throws(PlanBundleError) -> Int {
        var value: UInt64 = 0  // 64 bits wide on every platform: Int has 32 in WebAssembly
        for shift in stride(from: UInt64(0), to: 35, by: 7) {
            let next = try byte()
            value |= UInt64(next & 0x7F) << shift
            if next & 0x80 == 0 {
                guard next != 0 || shift == 0 else { throw fail("a number not in its shortest form") }
                guard value <= UInt64(UInt32.max), let number = Int(exactly: value) else {
                    throw fail("a number past 32 bits")
                }
                return number
            }
        }
        throw fail("a number longer than five bytes")
    }

    /// A string of printable ASCII; nil when empty.
    mutating func string() throws(PlanBundleError) -> String? {
        let length = try number()
        guard length <= end - position else { throw fail("a record runs past the section") }
        let text = bytes[position..<(position + length)]
        guard text.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E }) else { throw fail("a string that is not printable ASCII") }
        position += length
        return length == 0 ? nil : String(decoding: text, as: UTF8.self)
    }

    /// A pattern: 0 none, 2n + 1 pattern n, 2k + 2 the record's base + k.
    mutating func pattern(base: Int) throws(PlanBundleError) -> Int? {
        let value = try number()
        if value == 0 { return nil }
        let pattern = value % 2 == 1 ? (value - 1) / 2 : base + (value - 2) / 2
        guard pattern < patternCount else { throw fail("a pattern past the pattern count") }
        return pattern
    }

    mutating func record() throws(PlanBundleError) -> PlanRecord {
        guard let id = try string() else { throw fail("a record without an id") }
        var record = PlanRecord(id: id, callingCode: try number())
        let base = try number()
        let flags = try byte()
        guard flags < 8 else { throw fail("unknown flags") }
        record.isMainCountryForCode = flags & 1 != 0
        record.sameMobileAndFixedLinePattern = flags & 2 != 0
        record.isMobileNumberPortable = flags & 4 != 0
        record.internationalPrefix = try string()
        record.preferredInternationalPrefix = try string()
        record.nationalPrefix = try string()
        record.preferredExtensionPrefix = try string()
        record.nationalPrefixForParsing = try string()
        record.nationalPrefixTransformRule = try string()
        record.leadingDigits = try pattern(base: base)
        record.nationalPrefixForParsingFilter = try pattern(base: base)
        record.internationalPrefixFilter = try pattern(base: base)
        let present = try number()
        guard present < 1 << PlanRecord.descriptionCount else { throw fail("unknown number descriptions") }
        for index in 0..<PlanRecord.descriptionCount where present >> index & 1 == 1 {
            record.descriptions[index] = NumberDescriptionRecord(
                pattern: try pattern(base: base), possibleLengths: UInt32(try number()),
                localOnlyLengths: UInt32(try number()), exampleNumber: try string())
        }
        record.nationalFormats = try formats(base: base)
        record.internationalFormats = try formats(base: base)
        return record
    }

    /// A short-number record: id, calling code, the descriptions present (a number, one bit each) and
    /// per description its pattern, possible lengths and example number.
    mutating func shortRecord() throws(PlanBundleError) -> ShortPlanRecord {
        guard let id = try string() else { throw fail("a record without an id") }
        var record = ShortPlanRecord(id: id, callingCode: try number())
        let present = try number()
        guard present < 1 << ShortPlanRecord.descriptionCount else { throw fail("unknown number descriptions") }
        for index in 0..<ShortPlanRecord.descriptionCount where present >> index & 1 == 1 {
            record.descriptions[index] = NumberDescriptionRecord(
                pattern: try pattern(base: 0), possibleLengths: UInt32(try number()), localOnlyLengths: 0,
                exampleNumber: try string())
        }
        return record
    }

    /// A calling code's regions (`CODE`): the code, the count, then each region's id, main region first.
    mutating func callingCodeRegions() throws(PlanBundleError) -> (code: Int, regions: [String]) {
        let code = try number()
        let count = try number()
        guard count <= end - position else { throw fail("a record runs past the section") }
        var regions: [String] = []
        for _ in 0..<count {
            guard let region = try string() else { throw fail("an empty region code") }
            regions.append(region)
        }
        return (code, regions)
    }

    /// A calling code's alternate formats (`ALTF`): the code, then its formats, patterns from base 0.
    mutating func alternateFormats() throws(PlanBundleError) -> (code: Int, formats: [FormatRecord]) {
        (try number(), try formats(base: 0))
    }

    private mutating func formats(base: Int) throws(PlanBundleError) -> [FormatRecord] {
        let count = try number()
        guard count <= end - position else { throw fail("a record runs past the section") }
        var formats: [FormatRecord] = []
        for _ in 0..<count {
            let format = try string() ?? ""
            let leadingCount = try number()
            guard leadingCount <= end - position else { throw fail("a record runs past the section") }
            var leading: [Int] = []
            for _ in 0..<leadingCount {
                guard let pattern = try pattern(base: base) else { throw fail("an empty leading-digits pattern") }
                leading.append(pattern)
            }
            let rule = try string()
            let optional = try byte()
            guard optional <= 1 else { throw fail("a flag that is neither 0 nor 1") }
            let carrier = try string()
            guard let grouping = try pattern(base: base), grouping < groupingCount else {
                throw fail("a format without a grouping pattern")
            }
            formats.append(FormatRecord(
                format: format, leadingDigits: leading, nationalPrefixFormattingRule: rule,
                nationalPrefixOptionalWhenFormatting: optional == 1, carrierCodeFormattingRule: carrier,
                groupingPattern: grouping))
        }
        return formats
    }
}
