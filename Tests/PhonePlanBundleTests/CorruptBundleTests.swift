import PhonePlanBundle
import PropertyBased
import Testing

/// Damaged bundles are refused every time, with a typed error and no trap.
@Suite struct CorruptBundleTests {
    @Test func aFlippedByteIsAlwaysRefused() async {
        let original = SampleBundle.bytes()
        await propertyCheck(count: 300, input: Gen.int(in: 0...(original.count - 1)), Gen.uint8(in: 1...255)) {
            offset, mask in
            var damaged = original
            damaged[offset] ^= mask
            #expect(throws: PlanBundleError.self, "byte \(offset) ^ \(mask)") { try PlanBundle(bytes: damaged) }
        }
    }

    /// With the checksum made right again, a damaged byte reaches the layout checks: they refuse it, or
    /// what they accept reads without a trap (records and automata alike).
    @Test func aDamagedByteBehindARightChecksumNeverTraps() async {
        let original = SampleBundle.records([SampleBundle.germany])
        await propertyCheck(count: 3000, input: Gen.int(in: 32...(original.count - 1)), Gen.uint8(in: 1...255)) {
            offset, mask in
            var damaged = original
            damaged[offset] ^= mask
            guard let bundle = try? PlanBundle(bytes: SampleBundle.resealed(damaged)) else { return }
            for region in bundle.regions { _ = bundle.record(forRegion: region) }
            let automata = bundle.automata(.automata)
            for pattern in 0..<automata.patternCount {
                _ = automata.matches([1, 2, 3], pattern: pattern)
                _ = automata.automaton(ofPattern: pattern)
            }
        }
    }

    @Test func everyTruncationIsRefused() {
        let original = SampleBundle.bytes()
        for length in 0..<original.count {
            #expect(throws: PlanBundleError.self, "cut to \(length)") { try PlanBundle(bytes: Array(original.prefix(length))) }
        }
    }

    @Test func bytesAddedAtTheEndAreRefused() {
        #expect(throws: PlanBundleError.truncated(expected: SampleBundle.bytes().count, actual: SampleBundle.bytes().count + 1)) {
            try PlanBundle(bytes: SampleBundle.bytes() + [0])
        }
    }
}
