import Foundation
import LineworkCore
import LineworkImage

/// Predictions that know nothing about the image, to show what a score is worth.
///
/// Every saliency table should carry them: a model that does not beat the centre bias has
/// learnt little more than photographers' habit of framing the subject in the middle.
public enum BaselineMaps {
    /// The centre-bias blob's standard deviation as a fraction of each side, 0.25: the blob
    /// reaches 1/e² of its peak at the frame's edges, close to the MIT benchmark's
    /// "center" baseline of a Gaussian stretched to the image's aspect ratio.
    public static let defaultCenterSigma = 0.25

    /// Chance: a uniform map (every pixel 1). It scores AUC-Judd 0.5, NSS 0 and CC 0 exactly.
    ///
    /// - Throws: `LineworkError.invalidOption` for a non-positive size.
    public static func chance(width: Int, height: Int) throws -> FloatImage {
        try checkSize(width, height)
        return FloatImage(validWidth: width, height: height, repeating: 1)
    }

    /// Centre bias: a Gaussian centred on the image, its standard deviation `sigmaFraction` of
    /// the width horizontally and of the height vertically, peaking at 1 in the middle.
    ///
    /// Pixel centres are at integer coordinates, so the centre is ((W − 1) / 2, (H − 1) / 2)
    /// and the map is symmetric under both flips.
    ///
    /// - Throws: `LineworkError.invalidOption` for a non-positive size or fraction.
    public static func centerBias(
        width: Int, height: Int, sigmaFraction: Double = defaultCenterSigma
    ) throws -> FloatImage {
        try checkSize(width, height)
        guard sigmaFraction > 0, sigmaFraction.isFinite else {
            throw LineworkError.invalidOption(
                name: "sigmaFraction", value: "\(sigmaFraction)", allowed: "must be a positive fraction of the sides")
        }
        // Separable: exp(−(u² + v²)) = exp(−u²) · exp(−v²), two small tables instead of W·H exps.
        func profile(_ length: Int) -> [Double] {
            let centre = Double(length - 1) / 2, sigma = sigmaFraction * Double(length)
            return (0..<length).map { exp(-pow(Double($0) - centre, 2) / (2 * sigma * sigma)) }
        }
        let columns = profile(width), rows = profile(height)
        var samples = [Float](repeating: 0, count: width * height)
        samples.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = y &* width
                for x in 0..<width { out[row &+ x] = Float(rows[y] * columns[x]) }
            }
        }
        return FloatImage(validWidth: width, height: height, samples: samples)
    }

    private static func checkSize(_ width: Int, _ height: Int) throws {
        guard width > 0, height > 0 else {
            throw LineworkError.invalidOption(name: "size", value: "\(width)×\(height)", allowed: "must be positive")
        }
    }
}
