import LineworkArt
import LineworkContours
import LineworkCore
import LineworkImage
import Testing

struct StrokeWeightsTests {
    /// 4 × 2 map, left half 1, right half 0.
    let halves = FloatImage(validWidth: 4, height: 2, samples: [1, 1, 0, 0, 1, 1, 0, 0])

    @Test func weightIsTheMeanUnderTheStrokeRelativeToTheTopTenth() {
        // Working image 8 × 4 over the same picture: map pixel (i) covers working x 2i…2i+1.
        let size = PixelSize(width: 8, height: 4)
        let left: [Point2] = [[0, 1], [1, 2]]
        let right: [Point2] = [[7, 1], [6, 2]]
        let middle: [Point2] = [[0, 1], [7, 1]] // one point at 1, one at 0: mean 0.5
        let weights = StrokeWeights.weights(of: [left, right, middle], map: halves, workingSize: size)
        #expect(weights[0] == 1)
        #expect(weights[1] == 0)
        #expect(abs(weights[2] - 0.5.squareRoot()) < 1e-12)
    }

    @Test func aFlatZeroMapGivesZeroWeights() {
        let zero = FloatImage(validWidth: 3, height: 3, repeating: 0)
        let weights = StrokeWeights.weights(of: [[[1, 1]], [[2, 2]]], map: zero, workingSize: PixelSize(width: 3, height: 3))
        #expect(weights == [0, 0])
    }

    @Test func samplesAreBilinearWithAlignedCentres() {
        // Working size equals the map: the point between the pixel centres x = 1 and x = 2 reads 0.5.
        let size = PixelSize(width: 4, height: 2)
        let weights = StrokeWeights.weights(of: [[[1.5, 0]], [[0, 0]]], map: halves, workingSize: size)
        #expect(abs(weights[0] - 0.5.squareRoot()) < 1e-12 && weights[1] == 1)
    }
}
