import Dispatch
@testable import PhoneNumbers
import Testing

/// The lock-free cache the plan stores keep their plans in.
@Suite struct FirstUseTableTests {
    final class Box: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test func buildsEachSlotOnceAndKeepsIt() {
        let table = FirstUseTable<Box>(count: 4)
        var builds = 0
        let first = table.value(at: 2) { builds += 1; return Box(7) }
        let second = table.value(at: 2) { builds += 1; return Box(8) }
        #expect(builds == 1)
        #expect(first === second)
        #expect(second?.value == 7)
        #expect(table.withValue(at: 2, make: { Box(9) }) { $0.value } == 7)
        #expect(table.builtValues(inFirst: 4).map(\.value) == [7])
    }

    @Test func aSlotWithoutAnObjectIsTriedAgain() {
        let table = FirstUseTable<Box>(count: 2)
        #expect(table.value(at: 0) { nil } == nil)
        #expect(table.withValue(at: 0, make: { nil }) { $0.value } == nil)
        #expect(table.value(at: 0) { Box(1) }?.value == 1)
    }

    /// Threads racing to fill the same slots all get the object that was stored first.
    @Test func racingThreadsGetTheSameObject() {
        let table = FirstUseTable<Box>(count: 8)
        let seen = FirstUseTable<Box>(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { thread in
            let box = table.value(at: thread % 8) { Box(thread) }
            _ = seen.value(at: thread) { box }
        }
        for thread in 0..<64 {
            #expect(seen.value(at: thread) { nil } === table.value(at: thread % 8) { nil })
        }
    }

    /// A prefix-for-parsing pattern of one length without groups is matched by its filter alone
    /// (`NationalPrefix`): wherever the filter matches, the pattern's match has that length.
    @Test func fixedLengthPrefixesMatchWhereTheirFiltersDo() throws {
        var checked = 0
        for region in PhoneNumbering.supportedRegions {
            let metadata = try #require(MetadataStore.shared.metadata(forRegion: region))
            guard let length = metadata.nationalPrefixForParsingFixedLength, let pattern = metadata.nationalPrefixForParsing,
                let filter = metadata.nationalPrefixForParsingFilter
            else { continue }
            let prefix = (metadata.nationalPrefix ?? "").utf8.map { $0 &- 0x30 }
            for type in PhoneNumberType.allCases {
                guard let example = PhoneNumbering.exampleNumber(for: region, type: type) else { continue }
                for digits in [prefix + example.nationalSignificantDigits, example.nationalSignificantDigits]
                where filter.matchesPrefix(of: digits) {
                    #expect(pattern.firstMatch(in: digits, captureCount: 0)?.end == length, "\(region)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }
}
