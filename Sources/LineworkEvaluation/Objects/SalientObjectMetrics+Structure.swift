import Foundation
import LineworkCore
import LineworkImage

extension SalientObjectMetrics {
    /// The S-measure's weight of the object-aware score against the region-aware one, α = 0.5
    /// (Fan et al. 2017), the value every benchmark reports.
    public static let defaultStructureAlpha = 0.5

    /// The structure measure, S-measure (Fan et al., ICCV 2017), as `pysodmetrics.Smeasure`
    /// computes it, in 0…1 (1 = perfect).
    ///
    /// On the prediction min–max rescaled and the mask binarised (`ObjectMapPair`):
    /// - all background: 1 − mean(prediction); all object: mean(prediction);
    /// - else max(0, α · S_object + (1 − α) · S_region), where S_object weighs the object's
    ///   and the background's `2x̄ / (x̄² + 1 + σ + ε)` (σ the sample standard deviation, 0 for
    ///   one pixel) by their areas, and S_region splits both maps at the object's centroid
    ///   (row and column rounded half to even, plus one, as MATLAB's `1:X`) into four
    ///   quadrants, each scored by SSIM's `4 x̄ ȳ σxy / ((x̄² + ȳ²)(σx² + σy²) + ε)` (1 when both
    ///   terms are 0) and weighted by its area. ε = 2.22 · 10⁻¹⁶.
    /// An empty quadrant (the centroid on the last row or column) makes the score NaN, as in
    /// `pysodmetrics`.
    ///
    /// - Parameters:
    ///   - prediction: one-channel, 0…1, the mask's size.
    ///   - mask: one-channel, 0…1; pixels ≥ 0.5 are object.
    ///   - alpha: α in 0…1, default 0.5.
    /// - Throws: `LineworkError.invalidOption` for colour maps, different sizes or α outside 0…1.
    public static func structureMeasure(
        prediction: FloatImage, mask: FloatImage, alpha: Double = defaultStructureAlpha
    ) throws -> Double {
        try check(prediction, mask)
        guard alpha >= 0, alpha <= 1 else {
            throw LineworkError.invalidOption(name: "alpha", value: "\(alpha)", allowed: "must be in 0…1")
        }
        return structureMeasure(ObjectMapPair(prediction: prediction, mask: mask), alpha: alpha)
    }

    static func structureMeasure(_ pair: ObjectMapPair, alpha: Double) -> Double {
        let n = Double(pair.pixelCount)
        if pair.objectCount == 0 { return 1 - pair.prediction.reduce(0, +) / n }
        if pair.objectCount == pair.pixelCount { return pair.prediction.reduce(0, +) / n }
        let score = alpha * objectScore(pair) + (1 - alpha) * regionScore(pair)
        return score.isNaN ? .nan : max(0, score)
    }

    private static let epsilon = 2.220446049250313e-16

    /// The object-aware score: foreground and background similarity weighted by area.
    private static func objectScore(_ pair: ObjectMapPair) -> Double {
        var foreground: [Double] = [], background: [Double] = []
        foreground.reserveCapacity(pair.objectCount)
        background.reserveCapacity(pair.pixelCount - pair.objectCount)
        for i in 0..<pair.pixelCount {
            if pair.object[i] { foreground.append(pair.prediction[i]) } else { background.append(1 - pair.prediction[i]) }
        }
        let share = Double(pair.objectCount) / Double(pair.pixelCount)
        return share * similarity(foreground) + (1 - share) * similarity(background)
    }

    /// `2x̄ / (x̄² + 1 + σ + ε)`, σ with N − 1 (0 for one value).
    private static func similarity(_ values: [Double]) -> Double {
        let count = Double(values.count)
        let mean = values.reduce(0, +) / count
        let deviation = values.count > 1
            ? (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (count - 1)).squareRoot() : 0
        return 2 * mean / (mean * mean + 1 + deviation + epsilon)
    }

    /// The region-aware score: SSIM of the four quadrants around the object's centroid.
    private static func regionScore(_ pair: ObjectMapPair) -> Double {
        var rows = 0.0, columns = 0.0
        for y in 0..<pair.height {
            for x in 0..<pair.width where pair.object[y * pair.width + x] {
                rows += Double(y)
                columns += Double(x)
            }
        }
        let count = Double(pair.objectCount)
        let cy = Int((rows / count).rounded(.toNearestOrEven)) + 1
        let cx = Int((columns / count).rounded(.toNearestOrEven)) + 1
        let (w, h) = (pair.width, pair.height)
        let area = Double(w * h)
        let weights = [Double(cx * cy) / area, Double(cy * (w - cx)) / area, Double((h - cy) * cx) / area]
        let quadrants = [(0..<cy, 0..<cx), (0..<cy, cx..<w), (cy..<h, 0..<cx), (cy..<h, cx..<w)]
        let scores = quadrants.map { structuralSimilarity(pair, rows: $0.0, columns: $0.1) }
        return weights[0] * scores[0] + weights[1] * scores[1] + weights[2] * scores[2]
            + (1 - weights[0] - weights[1] - weights[2]) * scores[3]
    }

    /// SSIM of one quadrant, with `pysodmetrics`' N − 1 + ε denominators; NaN when empty.
    private static func structuralSimilarity(_ pair: ObjectMapPair, rows: Range<Int>, columns: Range<Int>) -> Double {
        let n = Double(rows.count * columns.count)
        guard n > 0 else { return .nan }
        var sumX = 0.0, sumY = 0.0
        for y in rows {
            for x in columns {
                sumX += pair.prediction[y * pair.width + x]
                sumY += pair.object[y * pair.width + x] ? 1 : 0
            }
        }
        let meanX = sumX / n, meanY = sumY / n
        var varX = 0.0, varY = 0.0, covariance = 0.0
        for y in rows {
            for x in columns {
                let dx = pair.prediction[y * pair.width + x] - meanX
                let dy = (pair.object[y * pair.width + x] ? 1 : 0) - meanY
                varX += dx * dx
                varY += dy * dy
                covariance += dx * dy
            }
        }
        let denominator = n - 1 + epsilon
        let alpha = 4 * meanX * meanY * covariance / denominator
        let beta = (meanX * meanX + meanY * meanY) * (varX + varY) / denominator
        if alpha != 0 { return alpha / (beta + epsilon) }
        return beta == 0 ? 1 : 0
    }
}
