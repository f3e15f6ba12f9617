import LineworkContours
import LineworkCore
import LineworkImage
import Testing

@testable import LineworkTone

/// `FlowStreamlines` on literal fields: spacing, where lines end, and their length.
struct FlowStreamlinesTests {
    /// Circles around the centre of a 200 × 160 image, darker to the right.
    static func scene() -> (field: ToneField, tangents: [SIMD2<Float>]) {
        let (w, h) = (200, 160)
        let samples = (0..<(w * h)).map { i in Float(Double(i % w) / Double(w - 1)) }
        let tangents = (0..<(w * h)).map { i -> SIMD2<Float> in
            let (dx, dy) = (Float(i % w) - 100, Float(i / w) - 80)
            let r = max(1e-3, (dx * dx + dy * dy).squareRoot())
            return SIMD2(-dy / r, dx / r)
        }
        return (ToneField(width: w, height: h, samples: samples), tangents)
    }

    /// No two lines' points come closer than `testFactor` times the separation wanted at the
    /// closer-spaced of the two (where the later line was tested; less 0.05 px for the chord
    /// between samples), no point lies on the paper, and the median line is at least 25 px long.
    @Test func linesKeepTheirSeparationAndEndWhereToneRunsOut() {
        let (field, tangents) = Self.scene()
        let closest = 8.0 / 3, paper = 0.1
        let lines = FlowStreamlines(field: field, tangents: tangents, occluded: nil, closest: closest, paper: paper,
                                    minimumLength: 12).lines
        #expect(lines.count >= 20)
        let tracer = StreamlineTracer(field: field, tangents: tangents, occluded: nil, closest: closest, paper: Float(paper))
        for (k, line) in lines.enumerated() {
            for p in line {
                let separation = tracer.separation(at: p)
                #expect(separation != nil, "\(p) lies where the tone has run out")
                guard let separation else { continue }
                for (j, other) in lines.enumerated() where j != k {
                    guard let q = other.min(by: { Polygon.distance($0, p) < Polygon.distance($1, p) }) else { continue }
                    let nearest = Polygon.distance(q, p)
                    let allowed = FlowStreamlines.testFactor * min(separation, tracer.separation(at: q) ?? separation) - 0.05
                    #expect(nearest >= allowed, "lines \(k) and \(j) are \(nearest) px apart at \(p), under \(allowed)")
                    if nearest < allowed { return }
                }
            }
        }
        let lengths = lines.map { line in zip(line, line.dropFirst()).reduce(0.0) { $0 + Polygon.distance($1.0, $1.1) } }.sorted()
        #expect(lengths[lengths.count / 2] >= 25, "median length \(lengths[lengths.count / 2])")
    }

    /// Darker means denser: the right half (darker) holds more line length than the left.
    @Test func darkerPlacesGetMoreLines() {
        let (field, tangents) = Self.scene()
        let lines = FlowStreamlines(field: field, tangents: tangents, occluded: nil, closest: 8.0 / 3, paper: 0.1,
                                    minimumLength: 12).lines
        var (left, right) = (0, 0)
        for p in lines.joined() { if p.x < 100 { left += 1 } else { right += 1 } }
        #expect(Double(right) > 1.5 * Double(left), "left \(left), right \(right) points")
    }

    /// The flow's blurred ink correlates with the tone at CC ≥ 0.9 on a ramp, with the field
    /// along the ramp's columns.
    @Test func flowReproducesTheTone() {
        let gray = ToneTestScenes.gradient()
        let tangents = [SIMD2<Float>](repeating: SIMD2(0, 1), count: gray.width * gray.height)
        let tone = ToneStrokes(gray: gray, occluded: nil, options: HatchOptions(style: .flow), tangents: tangents)
        let ink = ToneTestScenes.coverage(tone.strokes, width: gray.width, height: gray.height, pen: 0.84)
        let cc = ToneTestScenes.blurredCorrelation(ink, ToneTestScenes.darkness(gray), width: gray.width,
                                                   height: gray.height, sigma: 8)
        #expect(cc >= 0.9, "CC \(cc)")
    }
}
