import Sampling
import Testing

/// Fails to compile if a public type stops being `Sendable`.
@Suite("Sendable")
struct SendableTests {
    func requireSendable<T: Sendable>(_: T.Type) {}

    @Test("Public types are Sendable")
    func publicTypes() {
        requireSendable(Reservoir<Int>.self)
        requireSendable(WeightedReservoir<String>.self)
        requireSendable(ReservoirAlgorithm.self)
        requireSendable(SamplingError.self)
        requireSendable(Xoshiro256StarStar.self)
    }

    @Test("System-generator conveniences sample too")
    func systemGenerator() throws {
        var reservoir = Reservoir<Int>(capacity: 2)
        reservoir.append(contentsOf: 0..<100)
        reservoir.append(100)
        reservoir.offer { 101 }
        #expect(reservoir.processedCount == 102 && reservoir.elements.count == 2)
        #expect(reservoir.merged(with: reservoir).processedCount == 204)
        var weighted = WeightedReservoir<Int>(capacity: 2)
        try weighted.append(1, weight: 1)
        try weighted.offer(weight: 2) { 2 }
        #expect(weighted.merged(with: weighted).processedCount == 4)
        #expect((0..<10).reservoirSample(count: 3).count == 3)
        #expect(try (0..<10).weightedReservoirSample(count: 3) { Double($0) }.count == 3)
    }
}
