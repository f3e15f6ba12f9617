import LineworkEvaluation

extension ReportPlan {
    /// The spec's `statistics:` block as a bootstrap: each key defaults as `PairedBootstrap`
    /// does, and an out-of-range value is an error naming `statistics.<key>`.
    ///
    /// - Parameters:
    ///   - statistics: the block, nil when the spec has none.
    ///   - invalid: makes the spec's error for a key, its value and what is allowed.
    /// - Returns: the bootstrap every interval and paired comparison of the report draws.
    static func bootstrap(_ statistics: ReportSpec.Statistics?,
                          invalid: (String, String, String) -> ReportSpecError) throws -> PairedBootstrap {
        let resamples = statistics?.resamples ?? PairedBootstrap.defaultResamples
        let confidence = statistics?.confidence ?? PairedBootstrap.standard.confidence
        let seed = statistics?.seed ?? Int(PairedBootstrap.defaultSeed)
        guard (100 ... 100_000).contains(resamples) else {
            throw invalid("statistics.resamples", "\(resamples)", "must be 100…100000 resamples")
        }
        guard confidence > 0.5, confidence < 1 else {
            throw invalid("statistics.confidence", "\(confidence)", "must be in (0.5, 1), such as 0.95")
        }
        // A seed JSON writes exactly: 0…2^53.
        guard (0 ... 1 << 53).contains(seed) else {
            throw invalid("statistics.seed", "\(seed)", "must be a whole number 0…9007199254740992")
        }
        return try PairedBootstrap(resamples: resamples, confidence: confidence, seed: UInt64(seed))
    }
}
