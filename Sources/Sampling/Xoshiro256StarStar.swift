/// A fast, seedable random number generator, for reproducible samples.
///
///     var generator = Xoshiro256StarStar(seed: 7)
///     let picked = (1...100).reservoirSample(count: 3, using: &generator)
///     // the same three numbers on every run and every platform
///
/// This is Blackman and Vigna's xoshiro256** ("Scrambled linear pseudorandom
/// number generators", ACM TOMS 2021). Its 256-bit state is filled from the
/// 64-bit seed with SplitMix64, as its authors recommend. It is not
/// cryptographically secure: use `SystemRandomNumberGenerator` when an
/// adversary must not predict the sample.
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable, Hashable {
    @usableFromInline var s0, s1, s2, s3: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        var mix = seed
        func splitMix() -> UInt64 {
            mix &+= 0x9E37_79B9_7F4A_7C15
            var z = mix
            z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z &>> 31)
        }
        (s0, s1, s2, s3) = (splitMix(), splitMix(), splitMix(), splitMix())
    }

    /// Creates a generator seeded from `source`, for example the system generator.
    public init(seedingFrom source: inout some RandomNumberGenerator) {
        self.init(seed: source.next())
    }

    @inlinable
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, by: 7) &* 9
        let t = s1 &<< 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, by: 45)
        return result
    }

    @inlinable
    func rotateLeft(_ x: UInt64, by k: UInt64) -> UInt64 {
        (x &<< k) | (x &>> (64 - k))
    }
}
