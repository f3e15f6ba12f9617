import Foundation
import LineworkImage

extension SaliencyMetrics {
    /// The MIT benchmark's regulariser for KLD, 2.2204e-16 (MATLAB's `eps`), as in pysaliency's
    /// `MIT_KLDiv`: it is added inside the logarithm and to the predicted probability.
    public static let klEpsilon = 2.2204e-16

    /// Pearson's linear correlation coefficient between a prediction and a density.
    ///
    /// Symmetric and invariant to affine changes of either map. Degenerate cases as pysaliency's
    /// `metrics.CC`: a constant prediction against a varying density scores 0; a constant
    /// density gives NaN (the correlation is undefined).
    ///
    /// - Throws: `LineworkError.invalidOption` when a map is not gray or the sizes differ.
    public static func correlationCoefficient(prediction: FloatImage, density: FloatImage) throws -> Double {
        try check(prediction, density: density)
        return prediction.samples.withUnsafeBufferPointer { p in
            density.samples.withUnsafeBufferPointer { q in
                let (meanP, deviationP) = MapStatistics.moments(p)
                let (meanQ, deviationQ) = MapStatistics.moments(q)
                if deviationQ == 0 { return .nan }
                if deviationP == 0 { return 0 }
                var covariance = 0.0
                for i in 0..<p.count { covariance += (Double(p[i]) - meanP) * (Double(q[i]) - meanQ) }
                return covariance / Double(p.count) / (deviationP * deviationQ)
            }
        }
    }

    /// Similarity, or histogram intersection: Σ min(P, Q) over pixels, where P and Q are the two
    /// maps made into distributions (shifted up when negative, divided by their sums, uniform
    /// when all zero). 1 for identical distributions, 0 for disjoint ones.
    ///
    /// - Throws: `LineworkError.invalidOption` when a map is not gray or the sizes differ.
    public static func similarity(prediction: FloatImage, density: FloatImage) throws -> Double {
        try check(prediction, density: density)
        return prediction.samples.withUnsafeBufferPointer { p in
            density.samples.withUnsafeBufferPointer { q in
                let dp = MapStatistics.Density(p), dq = MapStatistics.Density(q)
                var sum = 0.0
                for i in 0..<p.count { sum += Swift.min(dp.probability(p[i]), dq.probability(q[i])) }
                return sum
            }
        }
    }

    /// The Kullback–Leibler divergence of the prediction from the ground-truth density, the MIT
    /// benchmark's way (pysaliency's `MIT_KLDiv`): with P the prediction's and Q the density's
    /// distribution, Σ Q · ln(ε + Q / (P + ε)), ε = `klEpsilon`, in nats.
    ///
    /// Not symmetric: the density is the reference. 0 for identical distributions; a prediction
    /// that is zero where the density is not is punished by about ln(1/ε) ≈ 36 per unit mass.
    ///
    /// - Throws: `LineworkError.invalidOption` when a map is not gray or the sizes differ.
    public static func klDivergence(prediction: FloatImage, density: FloatImage) throws -> Double {
        try check(prediction, density: density)
        return prediction.samples.withUnsafeBufferPointer { p in
            density.samples.withUnsafeBufferPointer { q in
                let dp = MapStatistics.Density(p), dq = MapStatistics.Density(q)
                let eps = klEpsilon
                var sum = 0.0
                for i in 0..<p.count {
                    let truth = dq.probability(q[i])
                    if truth == 0 { continue }  // 0 · ln(ε) = 0
                    sum += truth * log(eps + truth / (dp.probability(p[i]) + eps))
                }
                return sum
            }
        }
    }
}
