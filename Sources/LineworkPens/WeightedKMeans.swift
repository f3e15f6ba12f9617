import LineworkCore
import LineworkImage

/// k-means of weighted colours in CIE Lab (Lloyd's iterations after k-means++ seeding, Arthur
/// & Vassilvitskii 2007), for `ColourSeparation`.
///
/// Deterministic: the seeding draws from a fixed `SplitMix64`, so the same colours always give
/// the same pens. Each sample pulls on its centre in proportion to its weight (a stroke's
/// length, so long strokes decide the pen colours).
struct WeightedKMeans {
    /// The cluster centres, at most k (fewer when there are fewer distinct colours).
    let centres: [CIELab]
    /// The centre index of every sample.
    let assignments: [Int]

    /// - Parameters:
    ///   - samples: colours and their (non-negative) weights.
    ///   - k: clusters wanted, at least 1.
    ///   - iterations: Lloyd's iterations at most; it stops early when no sample changes cluster.
    init(_ samples: [(colour: CIELab, weight: Double)], k: Int, iterations: Int = 50) {
        guard !samples.isEmpty, k > 0 else {
            centres = []
            assignments = Array(repeating: 0, count: samples.count)
            return
        }
        var generator = SplitMix64(seed: 0x5EED)
        // k-means++: the first centre by weight, each next with odds weight · distance².
        var centres = [samples[Self.pick(samples.map(\.weight), using: &generator)].colour]
        while centres.count < k {
            let odds = samples.map { sample in
                sample.weight * centres.map { sample.colour.distanceSquared(to: $0) }.min()!
            }
            guard odds.reduce(0, +) > 0 else { break }   // every colour is already a centre
            centres.append(samples[Self.pick(odds, using: &generator)].colour)
        }
        var assignments = [Int](repeating: -1, count: samples.count)
        for _ in 0..<max(1, iterations) {
            var changed = false
            for (i, sample) in samples.enumerated() {
                let nearest = centres.indices.min { sample.colour.distanceSquared(to: centres[$0]) < sample.colour.distanceSquared(to: centres[$1]) }!
                if nearest != assignments[i] { assignments[i] = nearest; changed = true }
            }
            if !changed { break }
            var sums = [(l: Double, a: Double, b: Double, weight: Double)](repeating: (0, 0, 0, 0), count: centres.count)
            for (i, sample) in samples.enumerated() {
                let w = max(sample.weight, 0)
                sums[assignments[i]].l += w * sample.colour.l
                sums[assignments[i]].a += w * sample.colour.a
                sums[assignments[i]].b += w * sample.colour.b
                sums[assignments[i]].weight += w
            }
            for c in centres.indices where sums[c].weight > 0 {
                centres[c] = CIELab(l: sums[c].l / sums[c].weight, a: sums[c].a / sums[c].weight, b: sums[c].b / sums[c].weight)
            }
        }
        self.centres = centres
        self.assignments = assignments
    }

    /// An index drawn with probability proportional to `odds` (all zero: the first).
    static func pick(_ odds: [Double], using generator: inout SplitMix64) -> Int {
        let total = odds.reduce(0) { $0 + max($1, 0) }
        guard total > 0 else { return 0 }
        var target = Double.random(in: 0..<total, using: &generator)
        for (i, odd) in odds.enumerated() where odd > 0 {
            target -= odd
            if target < 0 { return i }
        }
        return odds.lastIndex { $0 > 0 } ?? 0
    }
}
