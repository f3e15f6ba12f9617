import LineworkCore

/// BSDS-style correspondence of predicted and truth boundary pixels (Martin, Fowlkes & Malik,
/// PAMI 2004), as the BSDS300/500 benchmark's `correspondPixels` counts it.
///
/// A predicted pixel and a truth pixel may match when their centres are at most
/// `tolerance × diagonal` apart (Euclidean, diagonal = √(width² + height²)); each pixel matches
/// at most one pixel of the other map. Among all such one-to-one matchings the matcher finds one
/// of **maximum cardinality** with Hopcroft–Karp (exact, not greedy; on the sparse graph
/// described under Cost). BSDS solves a min-cost
/// assignment whose outlier cost makes it maximise the number of matches first, so the counts
/// agree; only which pixels pair up may differ, and the counts do not depend on it.
///
/// Cost: each pixel of the larger map (L pixels) is joined to at most `PixelGraph.maximumDegree`
/// (32) pixels of the other map, its nearest ones, found by scanning the ≈ π r² offsets of the
/// tolerance disc nearest first in a `width × height` table and stopping at the 32nd hit. A
/// greedy pass from the smaller map gives the starting matching (most pixels match there);
/// Hopcroft–Karp phases, searching from the smaller map, then add the augmenting paths it
/// missed, each phase in O(32 L) whatever the tolerance. The cap makes the
/// result a maximum matching of the capped graph: the same as the unrestricted maximum unless a
/// pixel has more than 32 pixels of the other map within reach (thick or noisy maps), where it
/// can only be lower. Measured (matching alone, release build): random 50 % maps of 1000² at the
/// default tolerance, 1.4 s (117 s of CPU for the whole command before); 500² at a tolerance of
/// 0.05, 0.8 s (34 s before).
///
/// Limits: the scan probes at most L × (disc offsets) table cells; above `maximumProbes`
/// (2³², a few seconds) the matcher refuses rather than run for minutes; a graph of more than
/// `maximumEdges` (2²⁷) candidate pairs and a tolerance radius above `maximumRadius` (1024 px)
/// are refused too. Lower the tolerance, downscale the maps, or
/// thin the predictions to stay below them.
public enum BoundaryMatcher {
    /// The default tolerance, 0.0075 of the image diagonal: the BSDS benchmark's `maxDist`
    /// (about 3.6 pixels on a 481 × 321 BSDS image).
    public static let defaultTolerance = 0.0075

    /// The most disc probes one matching may make (pixels of the larger map × offsets within the
    /// tolerance radius): 2³² ≈ 4.3 × 10⁹. A fully dense 1000 × 1000 map at the default
    /// tolerance (radius 10.6 px, 349 offsets) needs 3.5 × 10⁸; a 2000 × 2000 one at a tolerance of
    /// 0.05 (radius 141 px) would need 2.5 × 10¹¹ and is refused.
    public static let maximumProbes = 1 << 32

    /// The most edges the matching graph may hold (pixels of the larger map × at most 32 each):
    /// 2²⁷ ≈ 1.3 × 10⁸, 1 GiB with the transposed copy (8 bytes an edge). A dense 1000² map
    /// holds 1.6 × 10⁷; a fully dense 3000² one, 1.4 × 10⁸, is refused.
    public static let maximumEdges = 1 << 27

    /// The largest tolerance radius in pixels: 1024 (a disc of 3.3 million offsets, about 80 MB
    /// while it is sorted). Only maps over 20,000 pixels across reach it at a tolerance of 0.05.
    public static let maximumRadius = 1024.0

    /// Matches a predicted boundary map to a truth map of the same size.
    ///
    /// - Parameters:
    ///   - prediction: the predicted boundary pixels (thin them first, `BoundaryMap.thinned()`, for
    ///     BSDS-comparable numbers).
    ///   - truth: the ground-truth boundary pixels.
    ///   - tolerance: the largest match distance as a fraction of the image diagonal, ≥ 0.
    /// - Returns: the counts, with `matchedPredicted == matchedTruth` (the matching is one to one).
    /// - Throws: `LineworkError.invalidOption` for a negative or non-finite tolerance or maps of
    ///   different sizes; `LineworkError.resourceLimit` when the matching would exceed
    ///   `maximumProbes`.
    public static func counts(
        prediction: BoundaryMap, truth: BoundaryMap, tolerance: Double = defaultTolerance
    ) throws -> BoundaryCounts {
        guard tolerance.isFinite, tolerance >= 0 else {
            throw LineworkError.invalidOption(
                name: "tolerance", value: "\(tolerance)", allowed: "must be a finite fraction of the diagonal ≥ 0")
        }
        try MapChecks.requireSameSize(
            "prediction", (prediction.width, prediction.height), as: "ground truth", (truth.width, truth.height))
        let diagonal = Double(truth.width * truth.width + truth.height * truth.height).squareRoot()
        let radius = tolerance * diagonal
        let larger = max(prediction.count, truth.count)
        if prediction.count > 0 && truth.count > 0 {
            guard min(radius, diagonal) <= maximumRadius else {
                throw LineworkError.resourceLimit(detail: "boundary matching within \(Int(radius.rounded())) px "
                    + "(`tolerance` \(tolerance)) is above the limit of \(Int(maximumRadius)) px; "
                    + "lower `tolerance` or downscale the maps")
            }
            // The disc never needs to reach past the image's diagonal.
            let offsets = PixelGraph.discSize(radius: min(radius, diagonal))
            guard offsets <= maximumProbes / larger else {
                throw LineworkError.resourceLimit(detail: "boundary matching of \(larger) boundary pixels within "
                    + "\(Int(radius.rounded())) px (`tolerance` \(tolerance)) would probe \(larger) × \(offsets) pixels, "
                    + "above the limit of 2^32; lower `tolerance`, downscale the maps or thin the predictions")
            }
        }
        if prediction.count > 0 && truth.count > 0 {
            let edges = larger * min(PixelGraph.maximumDegree, PixelGraph.discSize(radius: min(radius, diagonal)))
            guard edges <= maximumEdges else {
                throw LineworkError.resourceLimit(detail: "boundary matching of \(larger) boundary pixels would hold "
                    + "\(edges) candidate pairs, above the limit of 2^27; downscale the maps or thin the predictions")
            }
        }
        let matched = maximumMatching(prediction, truth, radius: min(radius, diagonal))
        return BoundaryCounts(
            matchedPredicted: matched, predicted: prediction.count, matchedTruth: matched, truth: truth.count)
    }

    /// The size of a maximum one-to-one matching between pixels at most `radius` apart, each
    /// pixel of the larger map offered its `PixelGraph.maximumDegree` nearest; the search runs
    /// from the smaller map (see `HopcroftKarp`).
    static func maximumMatching(_ prediction: BoundaryMap, _ truth: BoundaryMap, radius: Double) -> Int {
        guard prediction.count > 0, truth.count > 0 else { return 0 }
        let (larger, smaller) = prediction.count >= truth.count ? (prediction, truth) : (truth, prediction)
        let graph = PixelGraph(rows: larger, columns: smaller, radius: radius)
        defer { graph.deallocate() }
        let search = graph.transposed()
        defer { search.deallocate() }
        let greedy = HopcroftKarp.greedy(search)
        return HopcroftKarp(graph: search).run(start: (left: greedy.rows, right: greedy.columns, count: greedy.count))
    }
}
