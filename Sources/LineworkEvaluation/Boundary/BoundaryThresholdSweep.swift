import Dispatch
import LineworkCore
import LineworkImage

/// A soft (probabilistic) boundary map scored the BSDS way: binarised at every threshold of a
/// `BoundaryThresholds`, each binary map prepared and matched exactly as a binary prediction is
/// (`BoundaryMatcher`), giving one `BoundaryCounts` per threshold.
///
/// Which side is thinned: the **prediction**, at every threshold, as BSDS's
/// `evaluation_bdry_image` and pyedgeeval do (`BoundaryMap.thinned()`); the truth only when
/// `thinsTruth` is set (BSDS's human boundaries are one pixel wide already, while truth drawn by
/// a raster library is often two).
///
/// Cost: the map's values are sorted once; a threshold whose binary map is the same as the
/// previous one's (no value in between) reuses its counts, so an 8-bit map is thinned and
/// matched at most 256 times whatever the threshold count, and a binary map once. The distinct
/// binary maps are thinned and matched in parallel (`DispatchQueue.concurrentPerform`).
public enum BoundaryThresholdSweep {
    /// How each binary map is prepared before matching.
    public struct Options: Sendable, Equatable, Hashable, Codable {
        /// The largest match distance as a fraction of the image diagonal; default
        /// `BoundaryMatcher.defaultTolerance`, BSDS's `maxDist`.
        public var tolerance: Double
        /// Whether runs of predicted pixels along the image's frame are dropped before thinning
        /// (`BoundaryMap.removingFrameRuns()`), as `linework evaluate contours` does; default
        /// true. pyedgeeval and BSDS keep them: set false to compare with them on maps with
        /// boundary on the frame.
        public var removesFrameRuns: Bool
        /// Whether the truth is thinned too; default false (BSDS thins predictions only).
        public var thinsTruth: Bool

        /// Creates options.
        ///
        /// - Parameters:
        ///   - tolerance: match distance as a fraction of the diagonal, default BSDS's 0.0075.
        ///   - removesFrameRuns: drop prediction runs along the frame; default true.
        ///   - thinsTruth: thin the truth too; default false.
        public init(tolerance: Double = BoundaryMatcher.defaultTolerance, removesFrameRuns: Bool = true,
                    thinsTruth: Bool = false) {
            self.tolerance = tolerance
            self.removesFrameRuns = removesFrameRuns
            self.thinsTruth = thinsTruth
        }
    }

    /// The prediction's counts at every threshold.
    ///
    /// - Parameters:
    ///   - prediction: a one-channel map on 0…1 (an 8-bit PNG's levels v / 255, as
    ///     `PixelBuffer.unitGrayImage` gives; values are compared as the doubles v / 255 that
    ///     numpy holds, see `ReferenceMap`). Non-finite values are never boundary.
    ///   - truth: the ground-truth boundary pixels, the prediction's size.
    ///   - thresholds: the thresholds to binarise at (pixels ≥ t are boundary).
    ///   - options: tolerance, frame runs and whether the truth is thinned.
    /// - Returns: the counts at each threshold, in the order of `thresholds`.
    /// - Throws: `LineworkError.invalidOption` for a colour prediction, maps of different sizes
    ///   or a bad tolerance; `LineworkError.resourceLimit` when one matching would exceed
    ///   `BoundaryMatcher`'s limits.
    public static func counts(
        prediction: FloatImage, truth: BoundaryMap, thresholds: BoundaryThresholds, options: Options = Options()
    ) throws -> BoundaryThresholdCounts {
        try MapChecks.requireGray(prediction, "prediction")
        try MapChecks.requireSameSize(
            "prediction", (prediction.width, prediction.height), as: "ground truth", (truth.width, truth.height))
        let values = ReferenceMap(prediction).values
        let truth = options.thinsTruth ? truth.thinned() : truth

        // Pixel indices by value, highest first: the boundary at threshold t is a prefix.
        let order = values.indices.filter { values[$0].isFinite && values[$0] > 0 }
            .sorted { values[$0] > values[$1] }
        let levels = order.map { values[$0] }
        // Prefix length per threshold; thresholds with the same length share one binary map.
        let lengths = thresholds.values.map { t in prefixLength(levels, atLeast: t) }
        let distinct = Array(Set(lengths)).sorted()
        var results = [Result<BoundaryCounts, any Error>](repeating: .success(.zero), count: distinct.count)
        results.withUnsafeMutableBufferPointer { out in
            let slots = SendableSlots(out)
            DispatchQueue.concurrentPerform(iterations: distinct.count) { k in
                slots[k] = Result(catching: {
                    let chosen = order[0..<distinct[k]].sorted()
                    var map = BoundaryMap(width: truth.width, height: truth.height, indices: chosen)
                    if options.removesFrameRuns { map = map.removingFrameRuns() }
                    return try BoundaryMatcher.counts(prediction: map.thinned(), truth: truth, tolerance: options.tolerance)
                })
            }
        }
        var byLength: [Int: BoundaryCounts] = [:]
        for (k, length) in distinct.enumerated() { byLength[length] = try results[k].get() }
        return BoundaryThresholdCounts(thresholds: thresholds.values, counts: lengths.map { byLength[$0]! })
    }

    /// The number of leading values (descending) that are ≥ `t`.
    private static func prefixLength(_ descending: [Double], atLeast t: Double) -> Int {
        var low = 0, high = descending.count
        while low < high {
            let middle = (low + high) / 2
            if descending[middle] >= t { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// Slots of a buffer that `concurrentPerform`'s iterations write, each its own index.
private struct SendableSlots<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
    init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }
    subscript(index: Int) -> Element {
        get { buffer[index] }
        nonmutating set { buffer[index] = newValue }
    }
}
