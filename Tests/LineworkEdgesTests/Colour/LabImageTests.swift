import LineworkImage
import Testing

@testable import LineworkEdges

/// sRGB → CIE Lab (D65) against published values.
struct LabImageTests {
    /// Lab of one 8-bit RGB colour.
    func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> SIMD4<Float> {
        LabImage(Image(validWidth: 1, height: 1, channels: 3, samples: [r, g, b]), scheduler: .serial).plane.unpadded[0]
    }

    @Test(arguments: [
        // (R, G, B) → (L*, a*, b*), from the CIE formulas with the sRGB matrix and D65 white.
        ((255, 255, 255), SIMD3<Float>(100, 0, 0)),
        ((0, 0, 0), SIMD3<Float>(0, 0, 0)),
        ((255, 0, 0), SIMD3<Float>(53.24, 80.09, 67.20)),
        ((0, 255, 0), SIMD3<Float>(87.73, -86.18, 83.18)),
        ((0, 0, 255), SIMD3<Float>(32.30, 79.19, -107.86)),
        ((128, 128, 128), SIMD3<Float>(53.59, 0, 0)),
    ])
    func knownColours(rgb: (Int, Int, Int), expected: SIMD3<Float>) {
        let value = lab(UInt8(rgb.0), UInt8(rgb.1), UInt8(rgb.2))
        #expect(abs(value.x - expected.x) < 0.05 && abs(value.y - expected.y) < 0.05 && abs(value.z - expected.z) < 0.05,
                "\(rgb) → \(value)")
    }

    @Test func grayInputHasLightnessOnly() {
        let image = LabImage(Image(validWidth: 3, height: 1, channels: 1, samples: [0, 128, 255]), scheduler: .serial)
        #expect(image.isGray)
        #expect(image.plane.unpadded.map(\.y) == [0, 0, 0] && image.plane.unpadded.map(\.z) == [0, 0, 0])
        #expect(abs(image.plane.unpadded[1].x - 53.59) < 0.05)
    }
}
