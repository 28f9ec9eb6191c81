import StandardLibrarySubstitutes

/// A numbering-plan bundle: every region's plan, its patterns and their compiled automata, in one
/// validated block of bytes (PhonePlanBundle.docc/BundleFormat.md is the specification).
///
/// Creating one from bytes given at run time validates the whole bundle (magic, version, checksum,
/// every section's bounds and layout, every record); after that nothing read from it can fall outside
/// it. The bundle compiled into the library is read lazily: its records are found through
/// ``PlanSection/recordOffsets`` and checked when first read, and its checksum is left to the stage
/// that checks it equals a fresh build. The automata are matched on its bytes through a small index
/// built while validating them (``PlanAutomata``).
///
///     let bundle = try PlanBundle(bytes: data)
///     bundle.phonenumbersVersion  // "9.0.43"
///     bundle.regionCount          // 245
public struct PlanBundle: Sendable {
    /// The four bytes every bundle starts with.
    public static let magic: [UInt8] = Array("FKPN".utf8)
    /// The format version this reader reads and ``PlanBundleWriter`` writes.
    public static let formatVersion: UInt16 = 2
    /// The bytes before the section table.
    static let headerSize = 32
    /// The bytes of one section-table entry: tag, offset, length.
    static let entrySize = 12
    /// The bytes the phonenumbers version may take in the header.
    static let versionSize = 16

    /// The whole bundle, read in place.
    let storage: BundleBytes
    /// The whole bundle, copied.
    public var bytes: [UInt8] { Array(storage.buffer) }
    /// The version of the `phonenumbers` package the bundle was built from.
    public let phonenumbersVersion: String
    /// The CRC-32 of every byte after the header's first 16.
    public let checksum: UInt32
    /// Where each section lies in ``bytes``, by ``PlanSection/ordinal`` (an array, not a dictionary:
    /// the WebAssembly page links no hashing).
    private let ranges: [Range<Int>]
    /// The number of grouping patterns, of patterns (grouping and other), and of short-number patterns.
    private(set) var groupingPatternCount = 0
    private(set) var patternCount = 0
    private(set) var shortPatternCount = 0
    /// The automata sections, validated and indexed (the built-in bundle's short-number graph only on
    /// its first question: ``automata(_:)``).
    private var mainGraph: PlanAutomata?
    private var shortGraph: PlanAutomata?
    /// Where each region's record starts, sorted by region code.
    private var regionOffsets: [(key: String, offset: Int)] = []
    /// Where each non-geographic calling code's record starts, codes ascending.
    private var nonGeographicOffsets: [(key: String, offset: Int)] = []
    /// Where each region's short-number record starts, sorted by region code.
    private var shortOffsets: [(key: String, offset: Int)] = []
    /// Where each calling code's regions start, codes ascending.
    private var callingCodeOffsets: [(key: Int, offset: Int)] = []
    /// Where each calling code's alternate formats start, codes ascending.
    private var alternateFormatOffsets: [(key: Int, offset: Int)] = []

    /// Validates a bundle (copied); throws the first fault found. Every record is walked and checked,
    /// and ``PlanSection/recordOffsets``, when there, must list where the walk found them.
    public init(bytes: [UInt8]) throws(PlanBundleError) {
        try self.init(storage: BundleBytes(copying: bytes), checksWhole: true)
        try checkPatternTexts()
        regionOffsets = try recordOffsets(.regions)
        nonGeographicOffsets = try recordOffsets(.nonGeographic)
        shortOffsets = try shortRecordOffsets()
        callingCodeOffsets = try callingCodeOffsets(.callingCodes)
        alternateFormatOffsets = try callingCodeOffsets(.alternateFormats)
        guard let stored = try storedRecordOffsets() else { return }
        let walked = [regionOffsets.map { $0.offset }, nonGeographicOffsets.map { $0.offset }, shortOffsets.map { $0.offset },
            callingCodeOffsets.map { $0.offset }, alternateFormatOffsets.map { $0.offset }]
        for index in walked.indices where walked[index] != stored[index] {
            throw .malformedSection(PlanSection.recordOffsets.rawValue, reason: "offsets that are not the records'")
        }
    }

    /// Reads in place the bundle compiled into the library, which outlives every use of it: the header,
    /// the section table and the main automata are checked now; the checksum and the pattern texts are
    /// not (stage 27 checks the compiled bundle equals a fresh, wholly checked build). Its records are
    /// found through ``PlanSection/recordOffsets``, which it must have, and checked as they are read;
    /// the short-number automata on their first question. Throws the first fault found.
    package init(staticBytes: UnsafeBufferPointer<UInt8>) throws(PlanBundleError) {
        try self.init(storage: BundleBytes(static: staticBytes), checksWhole: false)
        guard let stored = try storedRecordOffsets() else { throw .missingSection(PlanSection.recordOffsets.rawValue) }
        regionOffsets = try storedKeys(.regions, stored[0])
        nonGeographicOffsets = try storedKeys(.nonGeographic, stored[1])
        shortOffsets = try storedKeys(.shortRegions, stored[2])
        callingCodeOffsets = try storedCodes(.callingCodes, stored[3])
        alternateFormatOffsets = try storedCodes(.alternateFormats, stored[4])
    }

    /// What both read first: the header, the section table, the pattern counts and the automata (with
    /// `checksWhole`, the checksum, the pattern texts and the short-number automata too).
    private init(storage: BundleBytes, checksWhole: Bool) throws(PlanBundleError) {
        let bytes = storage.buffer
        guard bytes.count >= Self.headerSize else { throw .truncated(expected: Self.headerSize, actual: bytes.count) }
        guard Array(bytes[0..<4]) == Self.magic else { throw .badMagic }
        let version = Self.uint16(bytes, at: 4)
        guard version == Self.formatVersion else { throw .unsupportedVersion(version) }
        let total = Self.int(Self.uint32(bytes, at: 8))
        guard bytes.count == total else { throw .truncated(expected: total, actual: bytes.count) }
        let expected = Self.uint32(bytes, at: 12)
        if checksWhole {
            let actual = CRC32.checksum(UnsafeBufferPointer(rebasing: bytes[16...]))
            guard expected == actual else { throw .checksumMismatch(expected: expected, actual: actual) }
        }
        let sectionCount = Int(Self.uint16(bytes, at: 6))
        let tableEnd = Self.headerSize + sectionCount * Self.entrySize
        guard tableEnd <= total else { throw .truncated(expected: tableEnd, actual: total) }
        var found = [Range<Int>?](repeating: nil, count: PlanSection.allCases.count)
        for entry in 0..<sectionCount {
            let at = Self.headerSize + entry * Self.entrySize
            let tag = String(decoding: bytes[at..<(at + 4)], as: UTF8.self)
            guard let section = PlanSection.allCases.first(where: { $0.rawValue.utf8Equals(tag) }), found[section.ordinal] == nil else { throw .missingSection(tag) }
            let offset = Self.int(Self.uint32(bytes, at: at + 4))
            let length = Self.int(Self.uint32(bytes, at: at + 8))
            guard offset >= tableEnd, length <= total - offset else { throw .sectionOutOfBounds(tag) }
            found[section.ordinal] = offset..<(offset + length)
        }
        var ranges: [Range<Int>] = []
        for section in PlanSection.allCases {
            // Record offsets may be left out of a bundle loaded at run time, which is walked anyway.
            guard let range = found[section.ordinal] ?? (section == .recordOffsets ? tableEnd..<tableEnd : nil) else {
                throw .missingSection(section.rawValue)
            }
            ranges.append(range)
        }
        self.storage = storage
        self.phonenumbersVersion = String(decoding: bytes[16..<32].prefix { $0 != 0 }, as: UTF8.self)
        self.checksum = expected
        self.ranges = ranges
        // The graphs number the patterns, the grouping patterns first.
        groupingPatternCount = lineCount(.groupingPatterns)
        patternCount = try graphPatternCount(.automata)
        shortPatternCount = try graphPatternCount(.shortAutomata)
        guard groupingPatternCount <= patternCount else {
            throw .malformedSection(PlanSection.groupingPatterns.rawValue, reason: "\(groupingPatternCount) "
                + "grouping patterns for \(patternCount) automata")
        }
        (mainGraph, shortGraph) = try validateSections(checksWhole: checksWhole)
    }

    /// The pattern texts' line counts against the automata: the texts may be left out (a bundle for a
    /// page that never reads them), but when present there is one line a pattern.
    private func checkPatternTexts() throws(PlanBundleError) {
        let others = lineCount(.otherPatterns)
        guard others == 0 || groupingPatternCount + others == patternCount else {
            throw .malformedSection(PlanSection.otherPatterns.rawValue, reason: "\(groupingPatternCount) grouping and "
                + "\(others) other patterns for \(patternCount) automata")
        }
        let shortLines = lineCount(.shortPatterns)
        guard shortLines == 0 || shortLines == shortPatternCount else {
            throw .malformedSection(PlanSection.shortPatterns.rawValue, reason: "\(shortLines) patterns for "
                + "\(shortPatternCount) automata")
        }
    }

    /// The bytes of a section.
    public func section(_ section: PlanSection) -> Slice<UnsafeBufferPointer<UInt8>> { storage[ranges[section.ordinal]] }

    /// The number of patterns an automata section says it has (its layout is checked later).
    private func graphPatternCount(_ section: PlanSection) throws(PlanBundleError) -> Int {
        let range = range(of: section)
        guard range.count >= PlanAutomata.countsSize else {
            throw .malformedSection(section.rawValue, reason: "shorter than its counts")
        }
        return Self.int(Self.uint32(storage.buffer, at: range.lowerBound + 4))
    }

    /// The number of lines of a text section, counted without splitting it.
    func lineCount(_ section: PlanSection) -> Int {
        let bytes = self.section(section)
        return bytes.isEmpty ? 0 : bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// The lines of a text section (split on its bytes: no grapheme breaking).
    public func lines(_ section: PlanSection) -> [String] {
        let bytes = self.section(section)
        if bytes.isEmpty { return [] }
        return bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The compiled automata of ``PlanSection/automata`` or ``PlanSection/shortAutomata``, matched on
    /// the bundle's bytes. The built-in bundle's short-number graph is read and indexed at each call:
    /// keep what this returns.
    public func automata(_ section: PlanSection) -> PlanAutomata {
        if let graph = section == .automata ? mainGraph : section == .shortAutomata ? shortGraph : nil { return graph }
        guard section == .shortAutomata else { preconditionFailure("\(section.rawValue) is not an automata section") }
        do {
            return try shortAutomata()
        } catch {
            preconditionFailure("the built-in numbering-plan bundle is damaged: \(error)")
        }
    }

    /// The range of a section, for the checks that read it.
    func range(of section: PlanSection) -> Range<Int> { ranges[section.ordinal] }

    /// The number of regions with a plan.
    public var regionCount: Int { regionOffsets.count }

    /// The region codes with a plan, sorted.
    public var regions: [String] { regionOffsets.map { $0.key } }

    /// The non-geographic calling codes with a plan, ascending.
    public var nonGeographicCallingCodes: [Int] { nonGeographicOffsets.compactMap { Int($0.key) } }

    /// The record of a region (upper-case CLDR code); nil when the bundle has none.
    public func record(forRegion region: String) -> PlanRecord? {
        regionOffsets.first { $0.key.utf8Equals(region) }.flatMap { record(in: .regions, at: $0.offset) }
    }

    /// The record of a non-geographic calling code (800, 808…); nil when the bundle has none.
    public func record(forNonGeographicCallingCode code: Int) -> PlanRecord? {
        nonGeographicOffsets.first { $0.key.utf8Equals(String(code)) }.flatMap { record(in: .nonGeographic, at: $0.offset) }
    }

    /// The calling codes the bundle has plans for, ascending.
    public var callingCodes: [Int] { callingCodeOffsets.map { $0.key } }

    /// The regions of a calling code, main region first (`001` for a non-geographic one); empty when
    /// the bundle has none. Read without fault while validating, so reading it again cannot fail.
    public func regions(forCallingCode code: Int) -> [String] {
        guard let offset = callingCodeOffsets.first(where: { $0.key == code })?.offset else { return [] }
        var reader = reader(.callingCodes, from: offset)
        return (try? reader.callingCodeRegions().regions) ?? []
    }

    /// The alternate formats of a calling code; empty when it has none.
    public func alternateFormats(forCallingCode code: Int) -> [FormatRecord] {
        guard let offset = alternateFormatOffsets.first(where: { $0.key == code })?.offset else { return [] }
        var reader = reader(.alternateFormats, from: offset)
        return (try? reader.alternateFormats().formats) ?? []
    }

    /// The regions with a short-number plan, sorted.
    public var shortNumberRegions: [String] { shortOffsets.map { $0.key } }

    /// The short-number record of a region; nil when the bundle has none.
    public func shortRecord(forRegion region: String) -> ShortPlanRecord? {
        guard let offset = shortOffsets.first(where: { $0.key.utf8Equals(region) })?.offset else { return nil }
        var reader = reader(.shortRegions, from: offset)
        return try? reader.shortRecord()  // read without fault while validating
    }

    /// A record read again at an offset found while validating: it was read without fault then, so
    /// reading it cannot fail now.
    private func record(in section: PlanSection, at offset: Int) -> PlanRecord? {
        var reader = reader(section, from: offset)
        return try? reader.record()
    }

    static func uint16(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    /// A 32-bit field as an `Int`; `Int.max` where `Int` has 32 bits and the field does not fit (no
    /// bundle that large can be in memory there, so it fails the bounds checks rather than trapping).
    static func int(_ value: UInt32) -> Int { Int(exactly: value) ?? Int.max }

    static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes.withUnsafeBufferPointer { uint32($0, at: offset) }
    }

    static func uint32(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << UInt32(8 * $1) }
    }
}
