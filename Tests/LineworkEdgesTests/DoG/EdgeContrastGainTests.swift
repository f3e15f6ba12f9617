import LineworkContours
import LineworkImage
import Testing

@testable import LineworkEdges

/// `EdgeContrastGain`: a low-contrast copy of an image with strong edges draws its faint lines
/// too (issue 34: the astronaut's nose at 35% contrast).
struct EdgeContrastGainTests {
    /// A 128 × 128 gray scene: black and white stripes 10 px tall over the top 40 rows (edges far
    /// stronger than `EdgeContrastGain.reference`), and on the mid-gray ground below a faint
    /// dark line, 3 px wide and 79 px long, `depth` gray levels darker; all at `contrast` about
    /// the image's mean.
    static func scene(depth: Double, contrast: Double) -> Image<UInt8> {
        var values = [Double]()
        for y in 0..<128 {
            for x in 0..<128 {
                var v = y < 40 ? ((y / 10) % 2 == 0 ? 245.0 : 10.0) : 128.0
                if abs(y - 80) <= 1 && abs(x - 64) < 40 { v -= depth }
                values.append(v)
            }
        }
        let mean = values.reduce(0, +) / Double(values.count)
        return Image(validWidth: 128, height: 128, channels: 1,
                     samples: values.map { UInt8(min(max((mean + contrast * ($0 - mean)).rounded(), 0), 255)) })
    }

    /// Line pixels within 4 rows of the faint line.
    static func faintLinePixels(_ map: EdgeMap) -> Int {
        EdgeFixtures.linePixels(map.lines).filter { abs($0.y - 80) <= 4 && abs($0.x - 64) < 44 }.count
    }

    /// The faint line (18 levels: 16 is the least drawn at full contrast) is drawn at full
    /// contrast and still at 35%. Before the tonal range counted, the copy's stripes (edge
    /// contrast about 80) raised the sharpening only to the edge reference, 150, well below the
    /// original's 230, and the line was lost (lines of 16–20 levels were).
    @Test func aFaintLineSurvivesAThirtyFivePercentCopy() throws {
        let request = try EdgeRequest()
        let full = Self.faintLinePixels(request.perform(on: Self.scene(depth: 18, contrast: 1)))
        let low = Self.faintLinePixels(request.perform(on: Self.scene(depth: 18, contrast: 0.35)))
        #expect(full >= 60, "the faint line has \(full) line pixels at full contrast")
        #expect(Double(low) >= 0.8 * Double(full), "\(low) line pixels at 35% contrast, \(full) at full")
    }

    /// The gain measured on part of the image (`perform(on:gainFrom:)`, as a face crop measures
    /// it on the face box): a line of 8 levels below strong stripes is not drawn at the whole
    /// image's gain, and is at the gain of the ground below the stripes, whose own contrast is
    /// the line's.
    @Test func theGainMeasuredOnPartOfTheImageDrawsItsFaintLines() throws {
        let image = Self.scene(depth: 8, contrast: 1)
        let below = Image(validWidth: 128, height: 78, channels: 1, samples: Array(image.samples[(50 * 128)...]))
        let request = try EdgeRequest()
        let whole = Self.faintLinePixels(request.perform(on: image))
        let part = Self.faintLinePixels(request.perform(on: image, gainFrom: below))
        #expect(whole < 20, "\(whole) line pixels at the whole image's gain")
        #expect(part >= 60, "\(part) line pixels at the ground's gain")
    }

    /// The gain's two estimates: strong edges and a full tonal range leave the sharpening alone;
    /// a 35% copy of such an image (the astronaut's figures at 512 px) gets at least 2.5; a
    /// photo of soft edges keeps its edge estimate (the cat); rocket's, edge contrast 161 and
    /// spread 100 (b\*), stays at 1.
    @Test func theGainCombinesEdgeContrastAndTonalRange() {
        #expect(EdgeContrastGain.gain(contrast: 203, spread: 124.1) == 1)
        #expect(EdgeContrastGain.gain(contrast: 161, spread: 100.2) == 1)
        #expect(EdgeContrastGain.gain(contrast: 71.6, spread: 42.4) >= 2.5)
        #expect(abs(EdgeContrastGain.gain(contrast: 91.8, spread: 63) - 150 / 91.8) < 1e-4)
        #expect(EdgeContrastGain.gain(contrast: 10, spread: 5) == EdgeContrastGain.maximumGain)
        #expect(EdgeContrastGain.gain(contrast: 0, spread: 0) == 1)
    }

    /// The spread is the widest of L\*'s and the weighted a\*'s and b\*'s between their 1st and
    /// 99th percentiles: black and white halves span the whole L\* range, a uniform image none,
    /// and halves of two isoluminant colours their chroma difference, not 0.
    @Test func theSpreadOfHalvesAndAUniformImage() {
        let halves = EdgeFixtures.gray(width: 20, height: 10) { x, _ in x < 10 ? 0 : 255 }
        #expect(abs(EdgeContrastGain.spread(of: LabImage(halves, scheduler: .serial), chromaWeight: 0) - 100) < 0.2)
        let uniform = LabImage(EdgeFixtures.gray(width: 20, height: 10) { _, _ in 90 }, scheduler: .serial)
        #expect(EdgeContrastGain.spread(of: uniform, chromaWeight: 0) == 0)
        let (red, teal) = EdgeFixtures.isoluminantPair
        let colours = EdgeFixtures.rgb(width: 20, height: 10) { x, _ in
            SIMD3<UInt8>(truncatingIfNeeded: x < 10 ? red : teal)
        }
        #expect(EdgeContrastGain.spread(of: LabImage(colours, scheduler: .serial), chromaWeight: 1.5) > 85)
    }
}
