import LineworkEvaluation
import Testing

/// `PairedBootstrap.intervals(byName:)`, what `linework evaluate … --intervals` writes.
struct PairedBootstrapNamedTests {
    /// Each name's interval is `interval(of:)` over that name's values, NaN where an image lacks
    /// it; a name finite on no image is left out.
    @Test func eachNameIsBootstrappedOnItsOwn() throws {
        let bootstrap = try PairedBootstrap(resamples: 500, confidence: 0.9, seed: 7)
        let scores: [[String: Double]] = [
            ["F": 0.5, "P": 1, "none": .nan], ["F": 0.75, "P": 0.25], ["F": 1, "none": .nan], ["F": 0.25, "P": 0.5],
        ]
        let intervals = bootstrap.intervals(byName: scores)
        #expect(Set(intervals.keys) == ["F", "P"])
        #expect(intervals["F"] == bootstrap.interval(of: [0.5, 0.75, 1, 0.25]))
        #expect(intervals["P"] == bootstrap.interval(of: [1, 0.25, .nan, 0.5]))
        #expect(intervals["P"]?.count == 3 && intervals["F"]?.mean == 0.625)
    }
}
