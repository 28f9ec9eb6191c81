#if canImport(Foundation)
import Foundation
#endif

// The few continuous and discrete random variates the samplers need, drawn
// from any `RandomNumberGenerator` so that tests can fix them.

extension RandomNumberGenerator {
    /// A uniform number in the open interval (0, 1): never 0, so its logarithm
    /// is finite, and never 1, so its logarithm is never 0.
    @inlinable
    mutating func nextOpenUnit() -> Double {
        (Double(next() &>> 11) + 0.5) * 0x1p-53
    }

    /// A standard normal variate (Marsaglia's polar method).
    @inlinable
    mutating func nextStandardNormal() -> Double {
        while true {
            let u = 2 * nextOpenUnit() - 1
            let v = 2 * nextOpenUnit() - 1
            let s = u * u + v * v
            if s > 0 && s < 1 {
                return u * (-2 * log(s) / s).squareRoot()
            }
        }
    }

    /// A Gamma(shape, 1) variate for `shape >= 1`.
    ///
    /// Marsaglia and Tsang, "A simple method for generating gamma variables",
    /// ACM TOMS 26(3), 2000: an exact rejection method that accepts more than
    /// 95% of its candidates for every shape.
    @inlinable
    mutating func nextGamma(shape: Double) -> Double {
        let d = shape - 1.0 / 3.0
        let c = 1 / (9 * d).squareRoot()
        while true {
            let x = nextStandardNormal()
            let root = 1 + c * x
            guard root > 0 else { continue }
            let v = root * root * root
            let u = nextOpenUnit()
            if log(u) < 0.5 * x * x + d - d * v + d * log(v) {
                return d * v
            }
        }
    }

    /// A Beta(a, b) variate for `a, b >= 1`, as the ratio of two gamma variates.
    @inlinable
    mutating func nextBeta(_ a: Double, _ b: Double) -> Double {
        let x = nextGamma(shape: a)
        let y = nextGamma(shape: b)
        return x / (x + y)
    }

    /// How many of `draws` items drawn without replacement from a population of
    /// `successes + failures` items are successes: a hypergeometric variate.
    ///
    /// It simulates the draws one by one, so it is exact.
    ///
    /// - Complexity: O(`draws`).
    @inlinable
    mutating func nextHypergeometric(draws: Int, successes: Int, failures: Int) -> Int {
        var successesLeft = UInt64(successes)
        var populationLeft = UInt64(successes) + UInt64(failures)
        var drawn = 0
        for _ in 0..<min(draws, successes + failures) {
            if UInt64.random(in: 0..<populationLeft, using: &self) < successesLeft {
                drawn += 1
                successesLeft -= 1
            }
            populationLeft -= 1
        }
        return drawn
    }
}

extension Range<Int> {
    /// A uniformly random choice of `count` of these integers (a partial
    /// Fisher–Yates shuffle), in no particular order.
    ///
    /// - Complexity: O(`self.count`).
    @inlinable
    func randomSubset(count: Int, using generator: inout some RandomNumberGenerator) -> ArraySlice<Int> {
        var values = Array(self)
        for i in 0..<count {
            values.swapAt(i, Int.random(in: i..<values.count, using: &generator))
        }
        return values[..<count]
    }
}
