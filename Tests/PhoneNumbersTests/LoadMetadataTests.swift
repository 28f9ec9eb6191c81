import Foundation
import PhonePlanBundle
@testable import PhoneNumbers
import Testing

/// Loading a bundle at run time. The tests load only copies of the built-in bundle, whose answers are
/// the same, since the plans are the whole process's and other tests run meanwhile.
@Suite struct LoadMetadataTests {
    static var builtIn: [UInt8] { Array(BuiltInPlans.bytes) }

    @Test func aBadBundleThrowsAndThePlansInUseStay() {
        let before = MetadataStore.shared
        var damaged = Self.builtIn
        damaged[1000] ^= 0x10
        #expect(throws: PlanBundleError.self) { try PhoneNumbering.loadMetadata(damaged) }
        #expect(throws: PlanBundleError.truncated(expected: 32, actual: 3)) { try PhoneNumbering.loadMetadata([70, 75, 80]) }
        #expect(MetadataStore.shared === before)
    }

    @Test func aLoadedBundleReplacesThePlans() throws {
        let before = MetadataStore.shared
        try PhoneNumbering.loadMetadata(Self.builtIn)
        #expect(MetadataStore.shared !== before)
        #expect(PhoneNumbering.metadataChecksum == before.bundle.checksum)
        #expect(PhoneNumbering.metadataVersion == "9.0.43")
        #expect(try PhoneNumber(parsing: "044 668 18 00", defaultRegion: "CH").formatted(.international) == "+41 44 668 18 00")
    }

    /// Parsing on other threads while the plans are swapped again and again sees whole plans, old or new.
    @Test func parsingWhileThePlansAreSwappedGivesTheSameAnswers() async throws {
        let inputs = ["+41 44 668 18 00", "020 7031 3000", "+1 650 253 0000", "+800 1234 5678", "0891234567"]
        let regions = ["ZZ", "GB", "ZZ", "ZZ", "DE"]
        func answers() -> [String] {
            zip(inputs, regions).map { input, region in
                guard let number = try? PhoneNumber(parsing: input, defaultRegion: region) else { return "error" }
                return "\(number.formatted(.e164)) \(number.formatted(.national)) \(number.type) \(number.isValid)"
            }
        }
        let expected = answers()
        let bytes = Self.builtIn
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<3 {
                group.addTask { (0..<300).reduce(0) { count, _ in count + (answers() == expected ? 0 : 1) } }
            }
            group.addTask {
                for _ in 0..<10 { try? PhoneNumbering.loadMetadata(bytes) }
                return 0
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        #expect(answers() == expected)
    }
}

/// A bundle may leave out what a program never reads (BundleFormat.md, "A bundle for a page").
@Suite struct StrippedBundleTests {
    /// The built-in bundle with the given sections' bodies replaced, the checksum made right again.
    static func replacing(_ bodies: [PlanSection: [UInt8]]) -> [UInt8] {
        let bytes = Array(BuiltInPlans.bytes)
        func uint32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        let count = Int(bytes[6]) | Int(bytes[7]) << 8
        var sections: [(tag: [UInt8], body: [UInt8])] = []
        for entry in 0..<count {
            let at = 32 + 12 * entry
            let tag = Array(bytes[at..<(at + 4)])
            let section = PlanSection(rawValue: String(decoding: tag, as: UTF8.self))
            sections.append((tag, section.flatMap { bodies[$0] } ?? Array(bytes[uint32(at + 4)..<(uint32(at + 4) + uint32(at + 8))])))
        }
        func littleEndian(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        var table: [UInt8] = []
        var offset = 32 + 12 * count
        for section in sections {
            table += section.tag + littleEndian(offset) + littleEndian(section.body.count)
            offset += section.body.count
        }
        var result = Array(bytes[0..<32]) + table + sections.flatMap(\.body)
        result.replaceSubrange(8..<12, with: littleEndian(result.count))
        let checksum = result.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: Int(crc32(UnsafeBufferPointer(rebasing: $0[16...])))) }
        result.replaceSubrange(12..<16, with: littleEndian(Int(checksum)))
        return result
    }

    /// zlib's CRC-32, bit by bit.
    static func crc32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    static let noShortNumbers: [UInt8] = [1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0x09]

    @Test func aBundleWithoutThePatternTextsAndShortNumbersReadsTheSameMainPlans() throws {
        let stripped = Self.replacing([
            .otherPatterns: [], .shortPatterns: [], .alternateFormats: [], .shortRegions: [], .recordOffsets: [],
            .shortAutomata: Self.noShortNumbers,
        ])
        let bundle = try PlanBundle(bytes: stripped)
        let full = MetadataStore.shared.bundle
        #expect(bundle.regions == full.regions)
        for region in ["CH", "US", "GB", "JP"] { #expect(bundle.record(forRegion: region) == full.record(forRegion: region)) }
        #expect(bundle.automata(.automata).patternCount == full.automata(.automata).patternCount)
        #expect(bundle.shortNumberRegions.isEmpty && bundle.alternateFormats(forCallingCode: 7).isEmpty)
        #expect(bundle.lines(.otherPatterns).isEmpty)
    }

    @Test func somePatternTextsButNotAllAreRefused() {
        let full = MetadataStore.shared.bundle
        let fewer = full.lines(.otherPatterns).dropLast().joined(separator: "\n")
        #expect(throws: PlanBundleError.self) { try PlanBundle(bytes: Self.replacing([.otherPatterns: Array(fewer.utf8)])) }
        let shortFewer = full.lines(.shortPatterns).dropLast().joined(separator: "\n")
        #expect(throws: PlanBundleError.self) { try PlanBundle(bytes: Self.replacing([.shortPatterns: Array(shortFewer.utf8)])) }
    }
}
