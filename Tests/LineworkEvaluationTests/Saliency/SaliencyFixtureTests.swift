import LineworkCodecs
import LineworkEvaluation
import LineworkImage
import Testing

/// Linework's saliency metrics against pysaliency on the committed golden cases.
struct SaliencyFixtureTests {
    static let cases = SaliencyFixtures.manifest.cases

    @Test func fixturesCoverTheIntendedCases() {
        #expect(Self.cases.map(\.name) == ["smooth", "ties", "sixteen", "resized", "levels-resized", "constant"])
        #expect(Self.cases.contains { $0.bitDepth == 16 })
    }

    /// Every score, sAUC with the other cases' fixations as negatives (the script scores the
    /// cases as one dataset).
    @Test(arguments: cases)
    func scoresWithGivenDensityAgreeWithPysaliency(_ fixture: SaliencyFixtures.Case) throws {
        let fixations = try FixationMap(mask: fixture.map("fixations"))
        #expect(fixations.count == fixture.fixationCount)
        let others = try Self.cases.filter { $0.name != fixture.name }.map { try FixationMap(mask: $0.map("fixations")) }
        let scores = try SaliencyScores(
            prediction: fixture.map("prediction"), fixations: fixations, density: fixture.map("density"),
            otherFixations: others)
        #expect(Set(scores.byName.keys) == Set(fixture.given.keys))
        for (name, value) in scores.byName {
            let expected = try #require(fixture.given[name])
            #expect(abs(value - expected) <= SaliencyFixtures.tolerance(name), "\(name): \(value) vs pysaliency \(expected)")
            print("saliency-fixture \(fixture.name) \(name) linework \(value) pysaliency \(expected) diff \(abs(value - expected))")
        }
    }

    @Test(arguments: cases)
    func scoresWithBlurredFixationsAgreeWithPysaliency(_ fixture: SaliencyFixtures.Case) throws {
        let fixations = try FixationMap(mask: fixture.map("fixations"))
        let scores = try SaliencyScores(
            prediction: fixture.map("prediction"), fixations: fixations, sigma: SaliencyFixtures.manifest.sigma)
        for name in ["CC", "SIM", "KLD"] {
            let value = try #require(scores.byName[name]), expected = try #require(fixture.blurred[name])
            #expect(abs(value - expected) <= 1e-3, "\(name): \(value) vs pysaliency \(expected)")
        }
    }

    /// The 16-bit case's values differ by less than one 8-bit step: reading it at 8 bits would
    /// merge neighbouring values and move AUC and NSS well beyond the tolerance.
    @Test func sixteenBitPredictionKeepsItsPrecision() throws {
        let fixture = try #require(Self.cases.first { $0.name == "sixteen" })
        let decoded = try ImageDecoder().decode(path: fixture.path("prediction"))
        guard case .uint16 = decoded.pixels else {
            Issue.record("the fixture is not 16-bit")
            return
        }
        let fixations = try FixationMap(mask: fixture.map("fixations"))
        let eightBit = try #require(PixelBuffer.uint8(decoded.pixels.eightBit).unitGrayImage)
        let coarse = try SaliencyMetrics.nss(prediction: eightBit, fixations: fixations)
        #expect(abs(coarse - fixture.given["NSS"]!) > 1e-3)
    }
}
