extension PairedBootstrap {
    /// The bootstrap interval of each named score's mean over images, as `linework evaluate
    /// … --intervals` writes them beside the plain means.
    ///
    /// Each metric is resampled on its own, over the images where it is finite, with this
    /// bootstrap's resamples, confidence and seed (so every metric sees the same generator
    /// stream and the result is deterministic).
    ///
    /// - Parameter scores: one dictionary per image, score name to value (NaN where undefined).
    /// - Returns: each name's interval; a name with no finite value on any image is left out.
    public func intervals(byName scores: [[String: Double]]) -> [String: BootstrapInterval] {
        let names = Set(scores.flatMap(\.keys))
        var out: [String: BootstrapInterval] = [:]
        for name in names {
            out[name] = interval(of: scores.map { $0[name] ?? .nan })
        }
        return out
    }
}
