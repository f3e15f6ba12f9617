/// One image's BSDS counts at every threshold of a sweep: what a soft boundary map scores,
/// before anything is summed over a dataset.
///
/// It holds everything ODS, OIS, AP and R50 need (`BoundaryThresholdSummary`), so a caller can
/// cache it per image (it is `Codable`) and summarise any set of images later.
public struct BoundaryThresholdCounts: Sendable, Equatable, Hashable, Codable {
    /// The thresholds, ascending (`BoundaryThresholds.values`).
    public var thresholds: [Double]
    /// The counts at each threshold, in the order of `thresholds`.
    public var counts: [BoundaryCounts]

    /// Creates the record from its parts.
    ///
    /// - Parameters:
    ///   - thresholds: the thresholds, ascending.
    ///   - counts: one entry per threshold, in the same order.
    public init(thresholds: [Double], counts: [BoundaryCounts]) {
        self.thresholds = thresholds
        self.counts = counts
    }
}
