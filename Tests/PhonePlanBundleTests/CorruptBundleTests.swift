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
