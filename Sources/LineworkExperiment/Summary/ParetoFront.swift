/// The settings no other setting beats on both of two objectives: a larger score (boundary F)
/// for no more strokes (contours traced), the trade-off a researcher tuning line art makes.
enum ParetoFront {
    /// The positions of the points on the front, ascending: a point is on it when no other
    /// point has a score at least as large and a cost at most as large, one of them strictly.
    /// Points with an undefined score or cost are never on it; equal points are all on it.
    /// O(n²), for grids of at most a few hundred settings.
    static func indices(score: [Double], cost: [Double]) -> [Int] {
        let n = min(score.count, cost.count)
        return (0..<n).filter { i in
            guard score[i].isFinite, cost[i].isFinite else { return false }
            return !(0..<n).contains { j in
                j != i && score[j].isFinite && cost[j].isFinite && score[j] >= score[i] && cost[j] <= cost[i]
                    && (score[j] > score[i] || cost[j] < cost[i])
            }
        }
    }
}
