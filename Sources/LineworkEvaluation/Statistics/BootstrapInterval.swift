/// A dataset mean with its bootstrap confidence interval: what ``PairedBootstrap`` gives for one
/// model's score over the images, or for the per-image difference between two models.
public struct BootstrapInterval: Sendable, Equatable, Codable {
    /// The mean over the images that have a finite score.
    public var mean: Double
    /// The interval's lower end: the `(1 − confidence) / 2` quantile of the resampled means.
    public var low: Double
    /// The interval's upper end: the `(1 + confidence) / 2` quantile of the resampled means.
    public var high: Double
    /// The images the mean is over (those with a finite score; for a difference, a finite score
    /// from both sides).
    public var count: Int

    /// Creates an interval from its parts.
    ///
    /// - Parameters:
    ///   - mean: the mean over the images.
    ///   - low: the lower end.
    ///   - high: the upper end.
    ///   - count: the number of images.
    public init(mean: Double, low: Double, high: Double, count: Int) {
        self.mean = mean
        self.low = low
        self.high = high
        self.count = count
    }

    /// Whether zero lies outside the interval: for a difference between two models, whether the
    /// better one is better with the interval's confidence ("resolved").
    public var excludesZero: Bool { low > 0 || high < 0 }
}
