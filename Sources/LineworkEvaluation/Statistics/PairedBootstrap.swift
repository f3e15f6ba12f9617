import LineworkCore

/// Percentile bootstrap intervals over images (Efron & Tibshirani 1993, ch. 13): the images are
/// resampled with replacement `resamples` times and the interval is the central `confidence`
/// share of the resampled means. For two models scored on the same images the difference is
/// taken image by image first (a *paired* bootstrap), so the interval reflects how consistently
/// one beats the other, not how much the images differ from each other.
///
/// The generator is `SplitMix64` with a fixed `seed`, so a report's intervals are the same on
/// every run and every machine. Quantiles interpolate linearly between order statistics (NumPy's
/// default `linear` method).
public struct PairedBootstrap: Sendable, Equatable {
    /// The default number of resamples: 2,000, enough for the 2.5 % and 97.5 % quantiles to
    /// settle to about ±0.1 standard errors.
    public static let defaultResamples = 2000
    /// The default seed: the ASCII of "Line" read as a number (1,281,977,957), small enough to
    /// be written exactly in JSON.
    public static let defaultSeed: UInt64 = 0x4C69_6E65

    /// Resamples drawn, 100…100,000.
    public let resamples: Int
    /// The interval's coverage, in (0.5, 1): 0.95 by default.
    public let confidence: Double
    /// The generator's seed.
    public let seed: UInt64

    /// The report's bootstrap: 2,000 resamples, 95 % intervals, the default seed.
    public static let standard = PairedBootstrap(checked: defaultResamples, confidence: 0.95, seed: defaultSeed)

    private init(checked resamples: Int, confidence: Double, seed: UInt64) {
        self.resamples = resamples
        self.confidence = confidence
        self.seed = seed
    }

    /// Creates a bootstrap, checking its options.
    ///
    /// - Parameters:
    ///   - resamples: resamples drawn, 100…100,000.
    ///   - confidence: the interval's coverage, in (0.5, 1).
    ///   - seed: the generator's seed.
    /// - Throws: `LineworkError.invalidOption` naming `resamples` or `confidence` when out of range.
    public init(resamples: Int = PairedBootstrap.defaultResamples, confidence: Double = 0.95,
                seed: UInt64 = PairedBootstrap.defaultSeed) throws {
        guard (100 ... 100_000).contains(resamples) else {
            throw LineworkError.invalidOption(name: "resamples", value: "\(resamples)", allowed: "must be 100…100000")
        }
        guard confidence > 0.5, confidence < 1 else {
            throw LineworkError.invalidOption(name: "confidence", value: "\(confidence)", allowed: "must be in (0.5, 1)")
        }
        self.init(checked: resamples, confidence: confidence, seed: seed)
    }

    /// The mean of `values` and its interval, over the finite values; nil when none is finite.
    ///
    /// - Parameter values: one score per image (NaN where an image has none).
    /// - Returns: the interval, or nil.
    public func interval(of values: [Double]) -> BootstrapInterval? {
        interval(ofFinite: values.filter(\.isFinite))
    }

    /// The mean per-image difference `a[i] − b[i]` and its paired interval, over the images where
    /// both are finite; nil when there is none or the two differ in length.
    ///
    /// - Parameters:
    ///   - a: one score per image from the first model.
    ///   - b: the second model's scores, on the same images in the same order.
    /// - Returns: the interval of the mean difference, or nil.
    public func interval(ofDifference a: [Double], _ b: [Double]) -> BootstrapInterval? {
        guard a.count == b.count else { return nil }
        return interval(ofFinite: zip(a, b).compactMap { pair in
            pair.0.isFinite && pair.1.isFinite ? pair.0 - pair.1 : nil
        })
    }

    private func interval(ofFinite values: [Double]) -> BootstrapInterval? {
        let count = values.count
        guard count > 0 else { return nil }
        let mean = values.reduce(0, +) / Double(count)
        var generator = SplitMix64(seed: seed)
        var means = [Double](repeating: 0, count: resamples)
        values.withUnsafeBufferPointer { source in
            means.withUnsafeMutableBufferPointer { out in
                let bound = UInt64(count)
                for resample in 0 ..< resamples {
                    var sum = 0.0
                    for _ in 0 ..< count {
                        // Lemire's multiply-shift: an index in 0..<count without division.
                        let index = Int(generator.next().multipliedFullWidth(by: bound).high)
                        sum += source[index]
                    }
                    out[resample] = sum / Double(count)
                }
            }
        }
        means.sort()
        let tail = (1 - confidence) / 2
        return BootstrapInterval(mean: mean, low: Self.quantile(means, tail), high: Self.quantile(means, 1 - tail),
                                 count: count)
    }

    /// The `q` quantile of sorted values, interpolating linearly between order statistics.
    static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        let position = q * Double(sorted.count - 1)
        let below = Int(position.rounded(.down))
        let above = min(below + 1, sorted.count - 1)
        let weight = position - Double(below)
        return sorted[below] + (sorted[above] - sorted[below]) * weight
    }
}
