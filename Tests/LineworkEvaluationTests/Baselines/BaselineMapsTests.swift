import Foundation
import LineworkCore
import LineworkEvaluation
import LineworkImage
import Testing

struct BaselineMapsTests {
    /// The chance map is a constant: AUC-Judd ½, NSS 0, CC 0 whatever the fixations.
    @Test func chanceScoresChance() throws {
        let fixations = try FixationMap(width: 9, height: 7, points: [(x: 1, y: 1), (x: 4, y: 3), (x: 8, y: 6)])
        let scores = try SaliencyScores(
            prediction: BaselineMaps.chance(width: 9, height: 7), fixations: fixations, sigma: 1)
        #expect(scores.aucJudd == 0.5 && scores.nss == 0 && scores.cc == 0)
    }

    /// Peak 1 at the centre ((W − 1) / 2, (H − 1) / 2), symmetric under both flips, and at one σ
    /// from the centre the value is e^(−½) of the peak.
    @Test func centerBiasIsACentredGaussian() throws {
        let map = try BaselineMaps.centerBias(width: 9, height: 5)
        #expect(map[4, 2] == 1)
        for y in 0..<5 {
            for x in 0..<9 {
                #expect(map[x, y] == map[8 - x, y] && map[x, y] == map[x, 4 - y])
                #expect(map[x, y] <= map[4, 2])
            }
        }
        let wide = try BaselineMaps.centerBias(width: 41, height: 3, sigmaFraction: 10.0 / 41)
        #expect(abs(Double(wide[20 + 10, 1]) - exp(-0.5) * Double(wide[20, 1])) < 1e-5)
    }

    @Test func centerBiasBeatsChanceOnCentralFixations() throws {
        let fixations = try FixationMap(width: 20, height: 10, points: [(x: 9, y: 4), (x: 11, y: 5), (x: 10, y: 6)])
        let centre = try SaliencyScores(
            prediction: BaselineMaps.centerBias(width: 20, height: 10), fixations: fixations, sigma: 2)
        #expect(centre.aucJudd > 0.9 && centre.nss > 1)
    }

    @Test func badSizesAreRefused() {
        #expect(throws: LineworkError.self) { try BaselineMaps.chance(width: 0, height: 3) }
        #expect(throws: LineworkError.self) { try BaselineMaps.centerBias(width: 3, height: 3, sigmaFraction: 0) }
    }
}
