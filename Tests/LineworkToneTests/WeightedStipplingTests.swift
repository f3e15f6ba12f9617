import LineworkContours
import LineworkCore
import LineworkImage
import Testing

@testable import LineworkTone

/// `WeightedStippling` through `ToneStrokes`: how many dots, where they go, and how well their
/// ink reproduces a tone.
struct WeightedStipplingTests {
    /// The blurred ink of the dots correlates with the blurred darkness at CC ≥ 0.9 on a ramp
    /// and on shaded discs (σ 4, the tone benchmark's measure at this size).
    @Test(arguments: ["gradient", "discs"])
    func dotsReproduceTheTone(scene: String) {
        let gray = scene == "gradient" ? ToneTestScenes.gradient() : ToneTestScenes.discs()
        var options = HatchOptions(style: .stipple)
        options.dots = 3_000
        let tone = ToneStrokes(gray: gray, occluded: nil, options: options)
        let ink = ToneTestScenes.coverage(tone.strokes, width: gray.width, height: gray.height, pen: 2.5)
        let cc = ToneTestScenes.blurredCorrelation(ink, ToneTestScenes.darkness(gray), width: gray.width,
                                                   height: gray.height, sigma: 4)
        #expect(cc >= 0.9, "\(scene): CC \(cc)")
    }

    /// Exactly the dots asked for, each a one-point stroke, none on the paper (darkness below
    /// `paper` after the stretch) nor on an occluded pixel.
    @Test func dotCountPaperAndOcclusion() {
        let gray = ToneTestScenes.gradient()
        let (w, h) = (gray.width, gray.height)
        var occluded = [Bool](repeating: false, count: w * h)
        for y in 60..<100 { for x in 0..<w { occluded[y * w + x] = true } }
        var options = HatchOptions(style: .stipple)
        options.dots = 2_500
        let tone = ToneStrokes(gray: gray, occluded: occluded, options: options)
        #expect(tone.strokes.count == 2_500)
        #expect(tone.strokes.allSatisfy { $0.count == 1 })
        let field = ToneField(gray: gray, sigma: ToneStrokes.stippleSigma)
        for dot in tone.strokes.map({ $0[0] }) {
            #expect(field.darkness(at: dot) >= Float(options.paper) - 0.02, "\(dot) lies on the paper")
            let (x, y) = (Int(dot.x.rounded()), Int(dot.y.rounded()))
            #expect(!occluded[min(h - 1, max(0, y)) * w + min(w - 1, max(0, x))], "\(dot) lies on an occluded pixel")
        }
    }

    /// `dots` 0 takes one dot per 20 working pixels; 2,000+ at 1024 × 768.
    @Test func defaultDotsGrowWithTheArea() {
        let options = HatchOptions(style: .stipple)
        #expect(options.dotCount(width: 512, height: 384) == 9_830)
        #expect(options.dotCount(width: 1024, height: 768) >= 2_000)
        var set = options
        set.dots = 123
        #expect(set.dotCount(width: 512, height: 384) == 123)
    }

    /// Dots sized by tone: a width scale per dot, larger on darker dots.
    @Test func dotSizeFollowsTheTone() {
        let gray = ToneTestScenes.gradient()
        var options = HatchOptions(style: .stipple)
        options.dots = 800
        options.dotSizeByTone = true
        let tone = ToneStrokes(gray: gray, occluded: nil, options: options)
        #expect(tone.widthScales.count == tone.strokes.count)
        let pairs = zip(tone.strokes.map { $0[0].x }, tone.widthScales)
        let left: [Double] = pairs.filter { $0.0 < 100 }.map(\.1)
        let right: [Double] = pairs.filter { $0.0 > 180 }.map(\.1)
        let meanLeft: Double = left.reduce(0, +) / Double(left.count)
        let meanRight: Double = right.reduce(0, +) / Double(right.count)
        #expect(meanLeft < meanRight)
        let (least, most) = (0.5 * HatchOptions.dotScale, 1.5 * HatchOptions.dotScale)
        let inRange = tone.widthScales.allSatisfy { (least...most).contains($0) }
        #expect(inRange)
    }

    /// Relaxation spreads the dots: the nearest-neighbour distance of the darkest area's dots
    /// varies far less than a random sample's (coefficient of variation under 0.25; random
    /// points give about 0.5).
    @Test func relaxedDotsAreEvenlySpaced() {
        let gray = Image(validWidth: 120, height: 120, samples: [UInt8](repeating: 0, count: 120 * 120))
        var options = HatchOptions(style: .stipple)
        options.dots = 600
        let dots = ToneStrokes(gray: gray, occluded: nil, options: options).strokes.map { $0[0] }
        let inner = dots.filter { $0.x > 10 && $0.x < 110 && $0.y > 10 && $0.y < 110 }
        let nearest = inner.map { p in dots.filter { $0 != p }.map { Polygon.distance($0, p) }.min()! }
        let mean = nearest.reduce(0, +) / Double(nearest.count)
        let sd = (nearest.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(nearest.count)).squareRoot()
        #expect(sd / mean < 0.25, "CV \(sd / mean)")
    }
}
