@testable import PhonePlanBundle
import Testing

/// `ROFF`, where each record starts: read lazily for the built-in bundle, checked against the records
/// for a bundle loaded at run time.
@Suite struct RecordOffsetsTests {
    /// The sample bundle read as the built-in one is (static bytes, records found through `ROFF`).
    static func lazily(_ bytes: [UInt8], _ body: (PlanBundle) throws -> Void) throws {
        try bytes.withUnsafeBufferPointer { buffer in try body(try PlanBundle(staticBytes: buffer)) }
    }

    @Test func theSampleListsWhereItsRegionsStart() throws {
        let bytes = SampleBundle.bytes()
        let bundle = try PlanBundle(bytes: bytes)
        let offsets = try #require(try bundle.storedRecordOffsets())
        #expect(offsets.map(\.count) == [2, 0, 0, 0, 0])
        let regions = bundle.range(of: .regions)
        #expect(offsets[0][0] == regions.lowerBound)
        // ROFF: two records, CH's length and DE's, then no record in the other four sections.
        let lengths = [offsets[0][1] - regions.lowerBound, regions.upperBound - offsets[0][1]]
        #expect(Array(bundle.section(.recordOffsets)) == [2] + lengths.map { UInt8($0) } + [0, 0, 0, 0])
    }

    @Test func aBundleReadLazilyAnswersAsOneCheckedWhole() throws {
        let checked = try PlanBundle(bytes: SampleBundle.bytes())
        try Self.lazily(SampleBundle.bytes()) { lazy in
            #expect(lazy.regions == ["CH", "DE"])
            #expect(lazy.record(forRegion: "DE") == checked.record(forRegion: "DE"))
            #expect(lazy.record(forRegion: "DE") == SampleBundle.germany)
            #expect(lazy.record(forRegion: "FR") == nil)
        }
    }

    @Test func offsetsThatAreNotTheRecordsAreRefusedEvenWithTheRightChecksum() throws {
        var bytes = SampleBundle.bytes()
        let range = try PlanBundle(bytes: bytes).range(of: .recordOffsets)
        bytes[range.lowerBound + 1] -= 1  // CH one byte shorter, DE one longer: the sum still fits
        bytes[range.lowerBound + 2] += 1
        #expect(throws: PlanBundleError.malformedSection("ROFF", reason: "offsets that are not the records'")) {
            try PlanBundle(bytes: SampleBundle.resealed(bytes))
        }
    }

    @Test func lengthsPastTheirSectionAreRefusedEvenWhenReadLazily() throws {
        var bytes = SampleBundle.bytes()
        let range = try PlanBundle(bytes: bytes).range(of: .recordOffsets)
        bytes[range.lowerBound + 2] = 0x7F  // DE's length, far past RGNS
        let refused = PlanBundleError.malformedSection("ROFF", reason: "lengths past the section")
        #expect(throws: refused) { try PlanBundle(bytes: SampleBundle.resealed(bytes)) }
        #expect(throws: refused) { try Self.lazily(bytes) { _ in } }
    }

    @Test func aLoadedBundleMayLeaveTheOffsetsOutButNotTheBuiltInOne() throws {
        let entry = PlanBundle.headerSize + PlanSection.recordOffsets.ordinal * PlanBundle.entrySize
        var withoutOffsets = SampleBundle.bytes()
        withoutOffsets.replaceSubrange((entry + 8)..<(entry + 12), with: [0, 0, 0, 0])  // ROFF's length 0
        withoutOffsets = SampleBundle.resealed(withoutOffsets)
        #expect(try PlanBundle(bytes: withoutOffsets).record(forRegion: "DE") == SampleBundle.germany)
        #expect(throws: PlanBundleError.missingSection("ROFF")) { try Self.lazily(withoutOffsets) { _ in } }
    }
}
