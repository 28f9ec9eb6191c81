import Foundation

/// Pearson's chi-square test, with the p-value computed from the regularized
/// incomplete gamma function (series and continued fraction, as in Abramowitz
/// and Stegun 6.5.29 and 6.5.31).
enum ChiSquare {
    /// The probability that a chi-square variable with `degreesOfFreedom` is at least `statistic`.
    static func pValue(_ statistic: Double, degreesOfFreedom: Int) -> Double {
        upperRegularizedGamma(Double(degreesOfFreedom) / 2, statistic / 2)
    }

    /// Pearson's statistic: the sum of (observed − expected)² / expected.
    static func statistic(observed: [Int], expected: [Double]) -> Double {
        zip(observed, expected).reduce(0) { sum, pair in
            let difference = Double(pair.0) - pair.1
            return sum + difference * difference / pair.1
        }
    }

    /// Q(a, x) = Γ(a, x) / Γ(a).
    static func upperRegularizedGamma(_ a: Double, _ x: Double) -> Double {
        guard x > 0 else { return 1 }
        let logPrefactor = a * log(x) - x - lgamma(a)
        if x < a + 1 {
            // Series for the lower function P(a, x).
            var term = 1 / a
            var sum = term
            var n = a
            for _ in 0..<10_000 {
                n += 1
                term *= x / n
                sum += term
                if term < sum * 1e-16 { break }
            }
            return max(0, 1 - sum * exp(logPrefactor))
        }
        // Continued fraction for Q(a, x), evaluated with Lentz's method.
        let tiny = 1e-300
        var b = x + 1 - a
        var c = 1 / tiny
        var d = 1 / b
        var fraction = d
        for i in 1..<10_000 {
            let an = -Double(i) * (Double(i) - a)
            b += 2
            d = an * d + b
            if abs(d) < tiny { d = tiny }
            c = b + an / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            fraction *= delta
            if abs(delta - 1) < 1e-16 { break }
        }
        return exp(logPrefactor) * fraction
    }
}
