import FormKitTestSupport
import Testing

@testable import Suggestions

/// Random sequences of mutations, checked against a `Dictionary` and the invariants after every step.
@Suite("TernarySearchTree against a Dictionary model")
struct TreeModelTests {
    /// Short keys from a small alphabet, so that keys share prefixes and collide often.
    static func randomKey(using rng: inout SplitMix64) -> String {
        let alphabet: [Character] = ["a", "b", "c", "é", "e\u{301}", "Z", "😀"]
        let length = Int.random(in: 0...5, using: &rng)
        return String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func mutationsMatchTheModel(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var tree = TernarySearchTree<Int>()
        var model: [String: Int] = [:]
        for step in 0..<600 {
            let key = Self.randomKey(using: &rng).precomposedNFC
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<5:
                #expect(tree.updateValue(step, forKey: key) == model.updateValue(step, forKey: key))
            case 5..<9:
                #expect(tree.removeValue(forKey: key) == model.removeValue(forKey: key))
            default:
                let pairs = (0..<Int.random(in: 0...30, using: &rng)).map { _ in
                    (Self.randomKey(using: &rng).precomposedNFC, step)
                }
                tree = TernarySearchTree(pairs, uniquingKeysWith: { first, _ in first })
                model = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
            }
            let problems = tree.invariantViolations()
            #expect(problems.isEmpty, "step \(step): \(problems.prefix(3))")
            #expect(tree.count == model.count)
            #expect(tree[key] == model[key])
        }
        let expected = model.sorted { Array($0.key.unicodeScalars.map(\.value)).lexicographicallyPrecedes($1.key.unicodeScalars.map(\.value)) }
        #expect(tree.map(\.key) == expected.map(\.key))
        #expect(tree.map(\.value) == expected.map(\.value))
    }
}

extension String {
    var precomposedNFC: String { KeyScalars.decode(KeyScalars.encode(self)) }
}
