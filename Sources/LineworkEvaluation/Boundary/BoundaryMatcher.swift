import LineworkCore

/// BSDS-style correspondence of predicted and truth boundary pixels (Martin, Fowlkes & Malik,
/// PAMI 2004), as the BSDS300/500 benchmark's `correspondPixels` counts it.
///
/// A predicted pixel and a truth pixel may match when their centres are at most
/// `tolerance × diagonal` apart (Euclidean, diagonal = √(width² + height²)); each pixel matches
/// at most one pixel of the other map. Among all such one-to-one matchings the matcher finds one
/// of **maximum cardinality** with Hopcroft–Karp (exact, not greedy). BSDS solves a min-cost
/// assignment whose outlier cost makes it maximise the number of matches first, so the counts
/// agree; only which pixels pair up may differ, and the counts do not depend on it.
///
/// Cost: the graph is never stored. A pixel's neighbours are found by scanning the ≈ π r²
/// offsets of the tolerance disc, nearest first, in a `width × height` table of truth indices.
/// A greedy nearest-free-neighbour pass gives the starting matching (most pixels match there);
/// Hopcroft–Karp phases then add the augmenting paths it missed. Each phase is O(P · r²) for P
/// predicted pixels, and there are O(√P) phases at worst, a handful in practice.
public enum BoundaryMatcher {
    /// The default tolerance, 0.0075 of the image diagonal: the BSDS benchmark's `maxDist`
    /// (about 3.6 pixels on a 481 × 321 BSDS image).
    public static let defaultTolerance = 0.0075

    /// Matches a predicted boundary map to a truth map of the same size.
    ///
    /// - Parameters:
    ///   - prediction: the predicted boundary pixels (thin them first for BSDS-comparable numbers).
    ///   - truth: the ground-truth boundary pixels.
    ///   - tolerance: the largest match distance as a fraction of the image diagonal, ≥ 0.
    /// - Returns: the counts, with `matchedPredicted == matchedTruth` (the matching is one to one).
    /// - Throws: `LineworkError.invalidOption` for a negative or non-finite tolerance or maps of
    ///   different sizes.
    public static func counts(
        prediction: BoundaryMap, truth: BoundaryMap, tolerance: Double = defaultTolerance
    ) throws -> BoundaryCounts {
        guard tolerance.isFinite, tolerance >= 0 else {
            throw LineworkError.invalidOption(
                name: "--tolerance", value: "\(tolerance)", allowed: "must be a finite fraction of the diagonal ≥ 0")
        }
        try MapChecks.requireSameSize(
            "prediction", (prediction.width, prediction.height), as: "ground truth", (truth.width, truth.height))
        let diagonal = Double(truth.width * truth.width + truth.height * truth.height).squareRoot()
        let matched = maximumMatching(prediction, truth, radius: tolerance * diagonal)
        return BoundaryCounts(
            matchedPredicted: matched, predicted: prediction.count, matchedTruth: matched, truth: truth.count)
    }

    /// The size of a maximum one-to-one matching between pixels at most `radius` apart.
    static func maximumMatching(_ prediction: BoundaryMap, _ truth: BoundaryMap, radius: Double) -> Int {
        guard prediction.count > 0, truth.count > 0 else { return 0 }
        let graph = PixelGraph(prediction: prediction, truth: truth, radius: radius)
        defer { graph.deallocate() }
        return HopcroftKarp(graph: graph).run()
    }
}
