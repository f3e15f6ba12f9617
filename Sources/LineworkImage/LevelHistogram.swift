/// Counts of values in numbered bins (gray levels, or fixed-width bins of a channel), and the
/// bin a rank falls in: the histogram behind percentiles read in O(values + bins) instead of a
/// sort. `GrayHistogram` (a working image's 256 levels) and `EdgeContrastGain`'s L\*a\*b\*
/// spreads read their quantiles from it.
package struct LevelHistogram: Sendable {
    /// Values counted in each bin.
    package private(set) var counts: [Int]
    /// Values counted in all.
    package private(set) var total = 0

    /// An empty histogram of `bins` bins (at least one).
    package init(bins: Int) {
        counts = [Int](repeating: 0, count: max(1, bins))
    }

    /// Counts one value in `bin`, clamped to the bins.
    @inline(__always) package mutating func add(_ bin: Int) {
        counts[min(counts.count - 1, max(0, bin))] &+= 1
        total &+= 1
    }

    /// The lowest bin at or below which at least `rank` values lie, or nil when fewer than
    /// `rank` were counted. The caller chooses how a share becomes a rank.
    package func bin(atRank rank: Int) -> Int? {
        var seen = 0
        for (bin, count) in counts.enumerated() {
            seen &+= count
            if seen >= rank { return bin }
        }
        return nil
    }
}
