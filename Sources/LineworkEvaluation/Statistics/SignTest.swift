import Foundation

/// The two-sided exact sign test on paired scores: how often the first model beats the second,
/// image by image, and how likely so lopsided a count is if neither were better (a fair coin per
/// image). Ties and images without both scores are left out, as in the test's textbook form.
public struct SignTest: Sendable, Equatable, Codable {
    /// Images where the first model scored higher.
    public var wins: Int
    /// Images where the second model scored higher.
    public var losses: Int
    /// Images where both scored the same (left out of the test).
    public var ties: Int
    /// The two-sided p-value: twice the binomial(n, ½) probability of a count at least as far from
    /// n / 2 as the one seen, at most 1 (1 when there is no untied image).
    public var p: Double

    /// Tests `a` against `b`, image by image.
    ///
    /// - Parameters:
    ///   - a: the first model's score per image (NaN where it has none).
    ///   - b: the second model's, on the same images in the same order.
    ///   - higherIsBetter: whether a higher score is the better one (false for MAE or KLD, where
    ///     the lower wins).
    public init(_ a: [Double], _ b: [Double], higherIsBetter: Bool = true) {
        var wins = 0, losses = 0, ties = 0
        for (x, y) in zip(a, b) where x.isFinite && y.isFinite {
            if x == y { ties += 1 } else if (x > y) == higherIsBetter { wins += 1 } else { losses += 1 }
        }
        self.wins = wins
        self.losses = losses
        self.ties = ties
        p = Self.twoSidedP(successes: min(wins, losses), trials: wins + losses)
    }

    /// `min(1, 2 · P(X ≤ k))` for X ~ binomial(n, ½), summed in log space so that n in the
    /// thousands neither overflows nor underflows.
    static func twoSidedP(successes k: Int, trials n: Int) -> Double {
        guard n > 0 else { return 1 }
        let logHalf = -Double(n) * log(2.0)
        var logTerm = logHalf                   // log C(n, 0) / 2ⁿ
        var total = exp(logTerm)
        if k > 0 {
            for i in 1 ... k {
                logTerm += log(Double(n - i + 1)) - log(Double(i))
                total += exp(logTerm)
            }
        }
        return min(1, 2 * total)
    }
}
