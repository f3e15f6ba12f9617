import Foundation
import LineworkCore
import LineworkEvaluation
import Testing

/// The paired bootstrap's intervals cover the true mean as often as they claim, pairing removes
/// the between-image spread from a difference, and the sign test's p-values are the binomial's.
struct StatisticsTests {
    /// Standard normal samples (Box–Muller) from a seeded generator.
    static func normals(_ count: Int, mean: Double, sd: Double, generator: inout SplitMix64) -> [Double] {
        (0 ..< count).map { _ in
            let u = (Double(generator.next() >> 11) + 0.5) / 9_007_199_254_740_992
            let v = Double(generator.next() >> 11) / 9_007_199_254_740_992
            return mean + sd * (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
        }
    }

    @Test func intervalsCoverTheTrueMeanAsOftenAsTheySay() throws {
        var generator = SplitMix64(seed: 7)
        let trials = 300
        var covered = 0
        for trial in 0 ..< trials {
            let bootstrap = try PairedBootstrap(resamples: 1000, seed: UInt64(trial))
            let sample = Self.normals(30, mean: 0.3, sd: 1, generator: &generator)
            let interval = try #require(bootstrap.interval(of: sample))
            if interval.low <= 0.3 && 0.3 <= interval.high { covered += 1 }
        }
        // The percentile bootstrap runs a little narrow at n = 30 (about 93–94 % for 95 %).
        let share = Double(covered) / Double(trials)
        #expect(share >= 0.89 && share <= 0.98, "covered \(covered) of \(trials)")
    }

    @Test func widthIsTheNormalTheorysForALargeSample() throws {
        var generator = SplitMix64(seed: 11)
        let sample = Self.normals(400, mean: 5, sd: 2, generator: &generator)
        let interval = try #require(try PairedBootstrap().interval(of: sample))
        let mean = sample.reduce(0, +) / 400
        let sd = (sample.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / 399).squareRoot()
        let expected = 2 * 1.959964 * sd / 20
        #expect(abs((interval.high - interval.low) / expected - 1) < 0.1, "\(interval), expected width \(expected)")
        #expect(abs(interval.mean - mean) < 1e-12)
        #expect(interval.low < mean && mean < interval.high)
    }

    /// Two models that differ by a small, steady amount on images that differ a lot: the paired
    /// interval resolves the difference; the two models' own intervals overlap almost entirely.
    @Test func pairingRemovesTheSpreadBetweenImages() throws {
        var generator = SplitMix64(seed: 3)
        let images = Self.normals(20, mean: 0.5, sd: 0.2, generator: &generator)
        let noise = Self.normals(20, mean: 0, sd: 0.002, generator: &generator)
        let a = zip(images, noise).map { $0 + 0.01 + $1 }
        let bootstrap = try PairedBootstrap()
        let difference = try #require(bootstrap.interval(ofDifference: a, images))
        #expect(difference.excludesZero, "\(difference)")
        #expect(abs(difference.mean - 0.01) < 0.002)
        let ownA = try #require(bootstrap.interval(of: a)), ownB = try #require(bootstrap.interval(of: images))
        #expect(ownA.low < ownB.high, "the unpaired intervals were expected to overlap")
        // A difference of pure noise is not resolved.
        let unrelated = try #require(bootstrap.interval(ofDifference: Self.normals(20, mean: 0, sd: 1, generator: &generator),
                                                        Self.normals(20, mean: 0, sd: 1, generator: &generator)))
        #expect(!unrelated.excludesZero, "\(unrelated)")
    }

    @Test func fixedSeedGivesTheSameIntervalAndNaNsAreLeftOut() throws {
        let values = [0.1, 0.4, .nan, 0.35, 0.8, 0.2, 0.55]
        let first = try #require(try PairedBootstrap().interval(of: values))
        let again = try #require(try PairedBootstrap().interval(of: values))
        #expect(first == again)
        #expect(first.count == 6)
        let other = try #require(try PairedBootstrap(seed: 1).interval(of: values))
        #expect(other != first)
        #expect(try PairedBootstrap().interval(of: [.nan]) == nil)
        #expect(try PairedBootstrap().interval(ofDifference: [1, 2], [1]) == nil)
        let paired = try #require(try PairedBootstrap().interval(ofDifference: [1, .nan, 3], [0, 5, .nan]))
        #expect(paired.count == 1 && paired.mean == 1 && paired.low == 1 && paired.high == 1)
    }

    @Test func optionsOutOfRangeNameTheirField() {
        #expect(throws: LineworkError.self) { try PairedBootstrap(resamples: 10) }
        #expect(throws: LineworkError.self) { try PairedBootstrap(confidence: 1) }
        do {
            _ = try PairedBootstrap(confidence: 0.3)
        } catch {
            #expect("\(error)".contains("confidence"))
        }
    }

    /// Exact binomial values: 9 of 10 is p = 2 · 11 / 1024; 5 of 10 is 1.
    @Test func signTestIsTheExactBinomial() {
        let nine = SignTest([1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0.5], [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0.5])
        #expect(nine.wins == 9 && nine.losses == 1 && nine.ties == 1)
        #expect(abs(nine.p - 22.0 / 1024) < 1e-15)
        let even = SignTest([1, 1, 1, 1, 1, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 1, 1, 1, 1, 1])
        #expect(even.p == 1)
        // Lower is better (MAE): the first model's lower values are wins.
        let lower = SignTest([0.1, 0.2, 0.1], [0.3, 0.4, 0.5], higherIsBetter: false)
        #expect(lower.wins == 3 && lower.losses == 0 && abs(lower.p - 0.25) < 1e-15)
        #expect(SignTest([], []).p == 1)
        // 900 wins of 2,000: the normal approximation gives about 8.6e-6.
        let large = SignTest(Array(repeating: 1, count: 900) + Array(repeating: 0, count: 1100),
                             Array(repeating: 0, count: 900) + Array(repeating: 1, count: 1100))
        #expect(large.p > 6e-6 && large.p < 1.2e-5, "\(large.p)")
    }
}
