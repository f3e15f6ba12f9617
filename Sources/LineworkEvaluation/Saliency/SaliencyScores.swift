import LineworkCore
import LineworkImage

/// The MIT-benchmark scores of one saliency prediction against one image's ground truth: the
/// five classic ones, and shuffled AUC, information gain and AUC-Borji.
///
/// Higher is better for all but KLD. Scores that are undefined for the input (see
/// `SaliencyMetrics`) are NaN; sAUC is NaN unless other images' fixations are given.
public struct SaliencyScores: Sendable, Equatable {
    /// Area under the ROC curve with fixated values as thresholds (0.5 = chance, 1 = perfect).
    public var aucJudd: Double
    /// Normalised scanpath saliency (0 = chance).
    public var nss: Double
    /// Linear correlation with the density (0 = chance, 1 = perfect).
    public var cc: Double
    /// Histogram intersection with the density (1 = perfect).
    public var sim: Double
    /// KL divergence of the prediction from the density, in nats (0 = perfect).
    public var kld: Double
    /// Shuffled AUC against the other images' fixations (0.5 = no better than the centre bias
    /// all images share); NaN without other images.
    public var shuffledAUC: Double
    /// Information gain over the centre-bias baseline, in bits per fixation (0 = as good).
    public var informationGain: Double
    /// AUC against every pixel as a negative (0.5 = chance).
    public var aucBorji: Double

    /// Creates a score record from its eight measures.
    public init(aucJudd: Double, nss: Double, cc: Double, sim: Double, kld: Double,
                shuffledAUC: Double, informationGain: Double, aucBorji: Double) {
        self.aucJudd = aucJudd
        self.nss = nss
        self.cc = cc
        self.sim = sim
        self.kld = kld
        self.shuffledAUC = shuffledAUC
        self.informationGain = informationGain
        self.aucBorji = aucBorji
    }

    /// The JSON keys of the contract, in order: AUC-Judd, NSS, CC, SIM, KLD, sAUC, IG, AUC-Borji.
    public static let names = ["AUC-Judd", "NSS", "CC", "SIM", "KLD", "sAUC", "IG", "AUC-Borji"]

    /// The scores keyed by `names`.
    public var byName: [String: Double] {
        ["AUC-Judd": aucJudd, "NSS": nss, "CC": cc, "SIM": sim, "KLD": kld,
         "sAUC": shuffledAUC, "IG": informationGain, "AUC-Borji": aucBorji]
    }

    /// Scores a prediction against one image's fixations and density.
    ///
    /// - Parameters:
    ///   - prediction: a one-channel saliency map of any size; it is resized bilinearly (pixel
    ///     centres aligned, as OpenCV's `INTER_LINEAR`, in double precision) to the fixation
    ///     map's size.
    ///   - fixations: the fixated pixels, for AUC-Judd and NSS.
    ///   - density: the ground-truth density for CC, SIM and KLD, the fixation map's size;
    ///     when `nil`, the fixations blurred by `sigma` pixels (`FixationDensity`).
    ///   - sigma: the blur for a missing density, default `FixationDensity.defaultSigma`.
    ///   - otherFixations: the other images' fixations, the negatives of sAUC (see
    ///     `SaliencyMetrics.shuffledAUC`); none by default, which leaves sAUC NaN.
    /// - Throws: `LineworkError.invalidOption` for a colour map, a density of the wrong size or
    ///   an invalid σ.
    public init(
        prediction: FloatImage, fixations: FixationMap, density: FloatImage? = nil,
        sigma: Double = FixationDensity.defaultSigma, otherFixations: [FixationMap] = []
    ) throws {
        try MapChecks.requireGray(prediction, "prediction")
        // The AUCs compare values exactly, so they read the map resized in double precision,
        // as pysaliency holds it (`ReferenceMap`); the other scores read it in single precision.
        let map = ReferenceMap.scored(prediction, at: fixations)
        let resized = map.floatImage
        let truth = try density ?? FixationDensity.density(of: fixations, sigma: sigma)
        let centre = try BaselineMaps.centerBias(width: fixations.width, height: fixations.height)
        self.init(
            aucJudd: SaliencyMetrics.aucJudd(map.values, fixations: fixations),
            nss: try SaliencyMetrics.nss(prediction: resized, fixations: fixations),
            cc: try SaliencyMetrics.correlationCoefficient(prediction: resized, density: truth),
            sim: try SaliencyMetrics.similarity(prediction: resized, density: truth),
            kld: try SaliencyMetrics.klDivergence(prediction: resized, density: truth),
            shuffledAUC: SaliencyMetrics.shuffledAUC(map.values, fixations: fixations, otherFixations: otherFixations),
            informationGain: try SaliencyMetrics.informationGain(prediction: resized, fixations: fixations, baseline: centre),
            aucBorji: SaliencyMetrics.aucBorji(map.values, fixations: fixations))
    }

    /// The per-metric mean over images, skipping NaN scores (as pysaliency averages AUCs);
    /// NaN for a metric with no finite score, and for an empty list.
    public static func mean(_ scores: [SaliencyScores]) -> SaliencyScores {
        func average(_ value: (SaliencyScores) -> Double) -> Double { scores.map(value).finiteMean() ?? .nan }
        return SaliencyScores(
            aucJudd: average(\.aucJudd), nss: average(\.nss), cc: average(\.cc), sim: average(\.sim),
            kld: average(\.kld), shuffledAUC: average(\.shuffledAUC), informationGain: average(\.informationGain),
            aucBorji: average(\.aucBorji))
    }
}
