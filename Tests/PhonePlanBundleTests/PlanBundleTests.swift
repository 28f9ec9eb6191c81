@testable import PhonePlanBundle
import Testing

/// A small bundle of two regions whose one pattern, `\d`, is both the grouping and the other pattern.
enum SampleBundle {
    /// `\d`: the start goes to an accepting state on every digit; `dead` says which state is dead.
    static func digitGraph(dead: Int = 0) -> PlanBundleWriter.Graph {
        var successors = [[Int]](repeating: [], count: 3)
        var accepting = [false, false, false]
        let (start, accept) = dead == 0 ? (1, 2) : (0, 1)
        successors[dead] = [Int](repeating: dead, count: 10)
        successors[start] = [Int](repeating: accept, count: 10)
        successors[accept] = [Int](repeating: dead, count: 10)
        accepting[accept] = true
        return .init(successors: successors, accepting: accepting, starts: [start, start], dead: dead)
    }

    /// A record that uses every kind of field: DE's, naming pattern 1 (`\d`) and grouping pattern 0.
    static let germany: PlanRecord = {
        var record = PlanRecord(id: "DE", callingCode: 49, internationalPrefix: "00", nationalPrefix: "0")
        record.isMainCountryForCode = true
        record.leadingDigits = 1
        record.descriptions[2] = NumberDescriptionRecord(
            pattern: 1, possibleLengths: 1 << 11 | 1 << 10, localOnlyLengths: 1 << 4, exampleNumber: "15123456789")
        record.nationalFormats = [FormatRecord(
            format: "$1 $2", leadingDigits: [0, 1], nationalPrefixFormattingRule: "0$FG",
            nationalPrefixOptionalWhenFormatting: true, carrierCodeFormattingRule: nil, groupingPattern: 0)]
        return record
    }()

    static func records(_ records: [PlanRecord], for section: PlanSection = .regions) -> [UInt8] {
        var writer = PlanBundleWriter(phonenumbersVersion: "9.0.30")
        writer.setLines(["\\d"], for: .groupingPatterns)
        writer.setLines(["\\d"], for: .otherPatterns)
        writer.setGraph(digitGraph(), for: .automata)
        writer.setRecords(records, for: section)
        return writer.bytes()
    }

    static func bytes(dead: Int = 0) -> [UInt8] {
        var writer = PlanBundleWriter(phonenumbersVersion: "9.0.30")
        writer.setRecords([PlanRecord(id: "CH", callingCode: 41, internationalPrefix: "00"), germany], for: .regions)
        writer.setLines(["\\d"], for: .groupingPatterns)
        writer.setLines(["\\d"], for: .otherPatterns)
        writer.setGraph(digitGraph(dead: dead), for: .automata)
        return writer.bytes()
    }

    /// The bytes with the checksum made right again, so the layout checks behind it are reached.
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        let checksum = bytes.withUnsafeBufferPointer { CRC32.checksum(UnsafeBufferPointer(rebasing: $0[16...])) }
        bytes.replaceSubrange(12..<16, with: PlanBundleWriter.littleEndian(checksum))
        return bytes
    }
}

@Suite struct PlanBundleTests {
    @Test func aWrittenBundleReadsBack() throws {
        let bundle = try PlanBundle(bytes: SampleBundle.bytes())
        #expect(bundle.phonenumbersVersion == "9.0.30")
        #expect(bundle.regionCount == 2)
        #expect(bundle.record(forRegion: "DE") == SampleBundle.germany)
        #expect(bundle.record(forRegion: "CH")?.internationalPrefix == "00")
        #expect(bundle.record(forRegion: "FR") == nil)
        #expect(bundle.regions == ["CH", "DE"])
        #expect(bundle.nonGeographicCallingCodes.isEmpty)
        let automata = bundle.automata(.automata)
        #expect(automata.patternCount == 2)
        #expect(automata.matches([7], pattern: 1))
        #expect(!automata.matches([7, 7], pattern: 1))
        #expect(!automata.matches([], pattern: 0))
        #expect(automata.automaton(ofPattern: 0).accepting == [false, false, true])
    }

    @Test func theDeadStateIsWrittenFirstWhereverTheGraphHasIt() throws {
        let bundle = try PlanBundle(bytes: SampleBundle.bytes(dead: 2))
        #expect(bundle.automata(.automata).matches([3], pattern: 0))
        #expect(bundle.automata(.automata).automaton(ofPattern: 0).accepting == [false, false, true])
        #expect(SampleBundle.bytes(dead: 2).count == SampleBundle.bytes().count)
    }

    @Test func theChecksumIsZlibsCRC32() {
        let text = Array("123456789".utf8)
        #expect(text.withUnsafeBufferPointer { CRC32.checksum($0) } == 0xCBF4_3926)
    }

    @Test func aWrongMagicOrVersionIsRefused() {
        var bytes = SampleBundle.bytes()
        bytes[0] = UInt8(ascii: "X")
        #expect(throws: PlanBundleError.badMagic) { try PlanBundle(bytes: bytes) }
        bytes = SampleBundle.bytes()
        bytes[4] = 1  // the layout before record offsets
        #expect(throws: PlanBundleError.unsupportedVersion(1)) { try PlanBundle(bytes: bytes) }
    }

    @Test func noBytesAreTruncatedAtZeroBytes() {
        #expect(throws: PlanBundleError.truncated(expected: 32, actual: 0)) { try PlanBundle(bytes: []) }
    }

    @Test func aSectionOutsideTheBundleIsRefusedEvenWithTheRightChecksum() {
        var bytes = SampleBundle.bytes()
        bytes[PlanBundle.headerSize + 4 + 3] = 0x7F  // the first section's offset, far past the end
        #expect(throws: PlanBundleError.sectionOutOfBounds("RGNS")) { try PlanBundle(bytes: SampleBundle.resealed(bytes)) }
    }

    /// The offset of the sample's automata section.
    static func automataOffset(_ bytes: [UInt8]) -> Int {
        let entry = PlanBundle.headerSize + PlanSection.allCases.firstIndex(of: .automata)! * PlanBundle.entrySize
        return Int(PlanBundle.uint32(bytes, at: entry + 4))
    }

    @Test func theSampleGraphIsWrittenAsRuns() {
        let bytes = SampleBundle.bytes()
        let offset = Self.automataOffset(bytes)
        // 3 states, 2 patterns, 3 runs, no named target; starts: the next walk's, then state 1 + 1;
        // runs: dead; every digit to a new state; accepting, every digit to the dead state.
        #expect(Array(bytes[offset..<(offset + 23)]) == [3, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x09, 0x19, 0x49])
    }

    @Test func aStartOutsideTheGraphIsRefusedEvenWithTheRightChecksum() {
        var bytes = SampleBundle.bytes()
        bytes[Self.automataOffset(bytes) + 18] = 9  // pattern 1 starts at state 8 of 3
        #expect(throws: PlanBundleError.malformedSection("AUTM", reason: "pattern 1 starts outside the graph")) {
            try PlanBundle(bytes: SampleBundle.resealed(bytes))
        }
    }

    @Test func aNewStateOutsideTheGraphIsRefusedEvenWithTheRightChecksum() {
        var bytes = SampleBundle.bytes()
        bytes[Self.automataOffset(bytes) + 22] = 0x59  // state 2 goes to a fourth state of 3
        #expect(throws: PlanBundleError.malformedSection("AUTM", reason: "state 2 goes outside the graph")) {
            try PlanBundle(bytes: SampleBundle.resealed(bytes))
        }
    }

    @Test func aRunThatDoesNotEndAtNineIsRefused() {
        var bytes = SampleBundle.bytes()
        bytes[Self.automataOffset(bytes) + 21] = 0x18  // state 1's only run ends at 8
        #expect(throws: PlanBundleError.self) { try PlanBundle(bytes: SampleBundle.resealed(bytes)) }
    }

    @Test func unsortedRegionsAreRefused() {
        #expect(throws: PlanBundleError.malformedSection("RGNS", reason: "regions out of order")) {
            try PlanBundle(bytes: SampleBundle.records([SampleBundle.germany, PlanRecord(id: "CH", callingCode: 41)]))
        }
    }

    @Test func nonGeographicRecordsReadBackByCallingCode() throws {
        let freephone = PlanRecord(id: "001", callingCode: 800, sameMobileAndFixedLinePattern: true)
        let bundle = try PlanBundle(bytes: SampleBundle.records([freephone], for: .nonGeographic))
        #expect(bundle.record(forNonGeographicCallingCode: 800) == freephone)
        #expect(bundle.record(forNonGeographicCallingCode: 808) == nil)
        #expect(bundle.nonGeographicCallingCodes == [800])
    }

    @Test func shortRecordsReadBack() throws {
        var emergency = ShortPlanRecord(id: "CH", callingCode: 41)
        emergency.descriptions[5] = NumberDescriptionRecord(
            pattern: 0, possibleLengths: 1 << 3, localOnlyLengths: 0, exampleNumber: "112")
        var writer = PlanBundleWriter(phonenumbersVersion: "9.0.30")
        writer.setLines(["112"], for: .shortPatterns)
        var graph = SampleBundle.digitGraph()
        graph.starts = [1]  // one pattern's automaton
        writer.setGraph(graph, for: .shortAutomata)
        writer.setShortRecords([emergency])
        let bundle = try PlanBundle(bytes: writer.bytes())
        #expect(bundle.shortRecord(forRegion: "CH") == emergency)
        #expect(bundle.shortRecord(forRegion: "DE") == nil)
        emergency.descriptions[5]?.pattern = 1  // past the one short-number pattern
        writer.setShortRecords([emergency])
        #expect(throws: PlanBundleError.malformedSection("SREC", reason: "a pattern past the pattern count")) {
            try PlanBundle(bytes: writer.bytes())
        }
    }

    @Test func callingCodesAndAlternateFormatsReadBack() throws {
        var writer = PlanBundleWriter(phonenumbersVersion: "9.0.30")
        writer.setLines(["\\d"], for: .groupingPatterns)
        writer.setLines(["\\d"], for: .otherPatterns)
        writer.setGraph(SampleBundle.digitGraph(), for: .automata)
        writer.setCallingCodes([(1, ["US", "CA"]), (800, ["001"])])
        writer.setAlternateFormats([(49, SampleBundle.germany.nationalFormats)])
        let bundle = try PlanBundle(bytes: writer.bytes())
        #expect(bundle.callingCodes == [1, 800])
        #expect(bundle.regions(forCallingCode: 1) == ["US", "CA"])
        #expect(bundle.regions(forCallingCode: 7).isEmpty)
        #expect(bundle.alternateFormats(forCallingCode: 49) == SampleBundle.germany.nationalFormats)
        #expect(bundle.alternateFormats(forCallingCode: 41).isEmpty)
        writer.setCallingCodes([(800, ["001"]), (1, ["US"])])
        #expect(throws: PlanBundleError.malformedSection("CODE", reason: "calling codes out of order")) {
            try PlanBundle(bytes: writer.bytes())
        }
    }

    @Test func aRecordNamingAPatternPastTheCountIsRefused() {
        var record = SampleBundle.germany
        record.leadingDigits = 2
        #expect(throws: PlanBundleError.malformedSection("RGNS", reason: "a pattern past the pattern count")) {
            try PlanBundle(bytes: SampleBundle.records([record]))
        }
        record = SampleBundle.germany
        record.nationalFormats[0].groupingPattern = 1  // an other pattern, not a grouping one
        #expect(throws: PlanBundleError.malformedSection("RGNS", reason: "a format without a grouping pattern")) {
            try PlanBundle(bytes: SampleBundle.records([record]))
        }
    }

    @Test func everyCutOfARecordSectionIsRefusedEvenWithTheRightChecksum() {
        // Cutting the record section short (and the section table with it) leaves a record that runs past it.
        let bytes = SampleBundle.records([SampleBundle.germany])
        let entry = PlanBundle.headerSize  // RGNS is the first section
        let length = Int(PlanBundle.uint32(bytes, at: entry + 8))
        for cut in 1..<length {
            var damaged = bytes
            damaged.replaceSubrange((entry + 8)..<(entry + 12), with: PlanBundleWriter.littleEndian(UInt32(length - cut)))
            #expect(throws: PlanBundleError.self, "\(cut) bytes cut") { try PlanBundle(bytes: SampleBundle.resealed(damaged)) }
        }
    }

    @Test func theErrorSaysWhatIsWrongInOneLine() {
        let error = PlanBundleError.checksumMismatch(expected: 0xDEAD_BEEF, actual: 1)
        #expect(error.description == "checksum mismatch: header says 0xdeadbeef, contents give 0x00000001")
    }
}
