import LineworkCodecs
import LineworkImage
import Testing
@testable import LineworkExperiment

struct TruthOverlayTests {
    /// A one-pixel boundary in a truth map four times the picture's size still marks a line in
    /// the picture, and nothing else is red; the backdrop stays light.
    @Test func aThinBoundaryInALargerMapSurvivesShrinking() throws {
        let photo = Image(validWidth: 20, height: 10, samples: [UInt8](repeating: 0, count: 200))
        var truth = FloatImage(validWidth: 80, height: 40, repeating: 0)
        for x in 0..<80 { truth.samples[17 * 80 + x] = 1 }
        let picture = try decode(TruthOverlay.png(.boundaries, photo: photo, truth: truth))
        for y in 0..<10 {
            for x in 0..<20 {
                #expect(isRed(picture, x, y) == (y == 4), "pixel (\(x), \(y))")
            }
        }
        #expect(picture[0, 0, 0] == 150)
    }

    /// A fixation is a five-pixel cross; an object is its outline, not its inside.
    @Test func fixationsAreCrossesAndObjectsAreOutlines() throws {
        let photo = Image(validWidth: 9, height: 9, channels: 3, samples: [UInt8](repeating: 255, count: 243))
        var point = FloatImage(validWidth: 9, height: 9, repeating: 0)
        point.samples[4 * 9 + 4] = 1
        let cross = try decode(TruthOverlay.png(.fixations, photo: photo, truth: point))
        #expect((0..<81).filter { isRed(cross, $0 % 9, $0 / 9) } == [31, 39, 40, 41, 49])
        var square = FloatImage(validWidth: 9, height: 9, repeating: 0)
        for y in 1..<8 { for x in 1..<8 { square.samples[y * 9 + x] = 1 } }
        let outline = try decode(TruthOverlay.png(.objects, photo: photo, truth: square))
        #expect(!isRed(outline, 4, 4) && isRed(outline, 1, 4) && isRed(outline, 0, 4) && isRed(outline, 2, 4))
        #expect(outline[4, 4, 0] == 255)
    }

    private func decode(_ bytes: [UInt8]) throws -> Image<UInt8> {
        guard case .uint8(let image) = try ImageDecoder().decode(bytes: bytes, path: "memory").pixels else {
            throw DecodeFailure()
        }
        return image
    }

    private func isRed(_ image: Image<UInt8>, _ x: Int, _ y: Int) -> Bool {
        image[x, y, 0] == TruthOverlay.red.x && image[x, y, 1] == TruthOverlay.red.y && image[x, y, 2] == TruthOverlay.red.z
    }

    private struct DecodeFailure: Error {}
}
