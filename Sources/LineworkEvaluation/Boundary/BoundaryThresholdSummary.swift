import LineworkCore

/// A threshold sweep's dataset scores, as the BSDS benchmark (`collect_eval_bdry`) and
/// pyedgeeval (`calculate_metrics`) compute them from the per-image counts of
/// `BoundaryThresholdSweep`: the precision–recall curve, ODS, OIS, AP and R50.
///
/// Counts are summed over images before any ratio is taken (never averaged F values):
/// - **curve**: one point per threshold, the summed counts and their precision, recall and F;
/// - **ODS** (optimal dataset scale): the best F along the curve, *interpolated* between
///   neighbouring thresholds as BSDS and pyedgeeval do — for each pair of neighbours, 101
///   evenly spaced mixes d = 0, 0.01 … 1 of their thresholds, precisions and recalls, F taken of
///   the mixed precision and recall; the first strictly best wins. Its threshold, precision and
///   recall are the mix's, so they need not be a curve point's;
/// - **OIS** (optimal image scale): each image at its own best threshold (the first of equal
///   F values), those counts summed;
/// - **AP**: pyedgeeval's average precision, Σ over recall levels r = 0, 0.01 … 0.99 of the
///   largest precision among the curve points with recall ≥ r (0 when none), divided by 101
///   (pyedgeeval sums 100 levels over BSDS's 101, which this keeps for comparable numbers);
/// - **R50**: pyedgeeval's recall at 50 % precision — the curve points with recall ≥ 0.001,
///   each distinct precision once (its first point), recall interpolated linearly in precision
///   at max(lowest precision, 0.5); nil when 0.5 lies above every precision (or fewer than two
///   points remain).
public struct BoundaryThresholdSummary: Sendable, Equatable, Codable {
    /// One threshold's summed counts and their scores.
    public struct Point: Sendable, Equatable, Codable {
        /// The threshold.
        public var threshold: Double
        /// Summed matched predicted over summed predicted pixels.
        public var precision: Double
        /// Summed matched truth over summed truth pixels.
        public var recall: Double
        /// The harmonic mean of `precision` and `recall`.
        public var F: Double
        /// The summed counts the three ratios come from.
        public var counts: BoundaryCounts
    }

    /// A precision, recall and F, and the threshold they were reached at (nil for OIS, whose
    /// images each have their own).
    public struct Optimum: Sendable, Equatable, Codable {
        /// The threshold (ODS only).
        public var threshold: Double?
        /// The precision.
        public var precision: Double
        /// The recall.
        public var recall: Double
        /// The F.
        public var F: Double
    }

    /// The dataset's precision–recall curve, one point per threshold, ascending thresholds.
    public var curve: [Point]
    /// Optimal dataset scale: the interpolated best F of the curve.
    public var ods: Optimum
    /// Optimal image scale: every image at its best threshold, counts summed.
    public var ois: Optimum
    /// Each image's best threshold (the first of equal F values) with its precision, recall and
    /// F, in the order of the input: what OIS sums.
    public var images: [Optimum]
    /// Average precision (pyedgeeval's AP, see above).
    public var averagePrecision: Double
    /// Recall at 50 % precision (pyedgeeval's R50, see above); nil when undefined.
    public var recallAtHalfPrecision: Double?

    enum CodingKeys: String, CodingKey {
        case curve, ods = "ODS", ois = "OIS", images, averagePrecision = "AP", recallAtHalfPrecision = "R50"
    }

    /// Summarises the counts of a dataset's images.
    ///
    /// - Parameter images: each image's counts, all at the same thresholds.
    /// - Throws: `LineworkError.invalidOption` naming `images` when there is none, or when the
    ///   images were swept at different thresholds or hold no threshold.
    public init(images: [BoundaryThresholdCounts]) throws(LineworkError) {
        guard let thresholds = images.first?.thresholds, !thresholds.isEmpty else {
            throw LineworkError.invalidOption(
                name: "images", value: "\(images.count) images", allowed: "need at least one image swept at one threshold or more")
        }
        for (k, image) in images.enumerated() where image.thresholds != thresholds || image.counts.count != thresholds.count {
            throw LineworkError.invalidOption(
                name: "images", value: "image \(k) swept at \(image.thresholds.count) thresholds",
                allowed: "every image needs the \(thresholds.count) thresholds of image 0, one count each")
        }
        guard let summary = try? BoundarySweepSummary(counts: images.map(\.counts)) else {
            throw LineworkError.invalidOption(name: "images", value: "\(images.count) images", allowed: "need counts at every threshold")
        }
        curve = zip(thresholds, summary.perSetting).map { t, c in
            Point(threshold: t, precision: c.precision, recall: c.recall, F: c.f, counts: c)
        }
        ods = Self.interpolatedBest(curve)
        ois = Optimum(threshold: nil, precision: summary.ois.precision, recall: summary.ois.recall, F: summary.ois.f)
        self.images = zip(images, summary.oisSettings).map { image, k in
            let c = image.counts[k]
            return Optimum(threshold: thresholds[k], precision: c.precision, recall: c.recall, F: c.f)
        }
        averagePrecision = Self.averagePrecision(curve)
        recallAtHalfPrecision = Self.recallAtHalfPrecision(curve)
    }

    /// F of a precision and a recall, 0 when both are 0.
    static func f(_ p: Double, _ r: Double) -> Double { p + r == 0 ? 0 : 2 * p * r / (p + r) }

    /// The best F between neighbouring points, 101 mixes a pair (see the type's summary).
    static func interpolatedBest(_ curve: [Point]) -> Optimum {
        var best = Optimum(threshold: curve[0].threshold, precision: curve[0].precision, recall: curve[0].recall,
                           F: f(curve[0].precision, curve[0].recall))
        for i in curve.indices.dropFirst() {
            let a = curve[i - 1], b = curve[i]
            for step in 0...100 {
                let d = step == 100 ? 1 : Double(step) * 0.01  // numpy's linspace(0, 1, 101)
                let r = b.recall * d + a.recall * (1 - d), p = b.precision * d + a.precision * (1 - d)
                let score = f(p, r)
                if score > best.F {
                    best = Optimum(threshold: b.threshold * d + a.threshold * (1 - d), precision: p, recall: r, F: score)
                }
            }
        }
        return best
    }

    /// pyedgeeval's AP: Σ over r = 0, 0.01 … 0.99 of the best precision at recall ≥ r, over 101.
    static func averagePrecision(_ curve: [Point]) -> Double {
        var total = 0.0
        for level in 0..<100 {
            let r = Double(level) * 0.01  // numpy's arange(0, 1, 0.01)
            let best = curve.filter { $0.recall >= r }.map(\.precision).max() ?? 0
            total += best / 101
        }
        return total
    }

    /// pyedgeeval's R50 (see the type's summary).
    static func recallAtHalfPrecision(_ curve: [Point]) -> Double? {
        // Points with recall ≥ 0.001; each distinct precision once, its first point, ascending.
        var firstOfPrecision: [Double: Double] = [:]
        for point in curve where point.recall >= 1e-3 && firstOfPrecision[point.precision] == nil {
            firstOfPrecision[point.precision] = point.recall
        }
        let xs = firstOfPrecision.keys.sorted()
        guard xs.count >= 2 else { return nil }
        let target = max(xs[0], 0.5)
        guard target <= xs[xs.count - 1] else { return nil }
        // The interval [xs[i − 1], xs[i]] with xs[i − 1] < target ≤ xs[i] (scipy's searchsorted
        // on the left, clipped to 1 … n − 1).
        var i = 1
        while i < xs.count - 1 && xs[i] < target { i += 1 }
        let (x0, x1) = (xs[i - 1], xs[i])
        let (y0, y1) = (firstOfPrecision[x0]!, firstOfPrecision[x1]!)
        return (y1 - y0) / (x1 - x0) * (target - x0) + y0
    }
}
